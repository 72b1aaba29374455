import { expect, test, type Locator, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { expectFocusInSight, NON_TEXT, ratio, ringChecks, tabbableKeys, walkFocus } from './focus.ts'
import { backToTop, revealWholePage, settleAnimations, startInTheme, stopSlideShow } from './support.ts'

/**
 * What axe does not check, on a wide screen in both themes: the contrast of the parts of
 * controls that are not text (WCAG 1.4.11, 3:1), that is the theme switcher's mark for the chosen
 * theme, the form fields' borders and every focus ring against what is behind it (a token that
 * drifts fails here); and a keyboard visitor's walk, which reaches every control in document
 * order going forward and back and always sees the focused control (never under the fixed
 * navbar), after a first Tab that shows the skip link. One visit per theme: the walk that
 * measures the rings is the one that checks the order and that each stop is in sight. The
 * 320 px screen's walks and its open menu's rings are keyboard.spec.ts's.
 */

const { labels } = sample

/** The contrast of two computed colours, worked out in the page (any CSS colour syntax). */
function contrastIn(page: Page, foreground: string, background: string): Promise<number> {
  return page.evaluate(
    ([fg, bg]) => {
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 1
      const context = canvas.getContext('2d', { willReadFrequently: true })!
      const paint = (colours: string[]) => {
        context.fillStyle = '#fff'
        context.fillRect(0, 0, 1, 1)
        for (const colour of colours) {
          context.fillStyle = colour
          context.fillRect(0, 0, 1, 1)
        }
        return [...context.getImageData(0, 0, 1, 1).data]
      }
      const luminance = (rgb: number[]) =>
        rgb
          .slice(0, 3)
          .map((value) => value / 255)
          .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0)
      // Each is a stack of colours painted bottom first (a translucent colour over what is under it).
      const back = paint(bg!.split('|'))
      const front = paint([...bg!.split('|'), fg!])
      const [light, dark] = [luminance(front), luminance(back)].sort((a, b) => b - a)
      return (light! + 0.05) / (dark! + 0.05)
    },
    [foreground, background],
  )
}

/** The background colours from the page down to `element`, bottom first, joined with '|'. */
function backgroundStack(element: Locator): Promise<string> {
  return element.evaluate((start) => {
    const colours: string[] = []
    for (let node: Element | null = start; node; node = node.parentElement) colours.unshift(getComputedStyle(node).backgroundColor)
    return colours.join('|')
  })
}

const skipLink = (page: Page) => page.getByRole('link', { name: labels.skipToContent })

/** The skip link is hidden (1 px or less) until it has focus. */
async function skipLinkHidden(page: Page): Promise<boolean> {
  const box = await skipLink(page).boundingBox()
  return box!.width <= 1 && box!.height <= 1
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(120_000)
      await startInTheme(page, theme)
    })

    test('at 1440 px: the theme switcher’s mark, the form fields’ borders and every focus ring contrast 3:1; Tab and Shift+Tab reach every control in order, each in sight below the navbar', async ({ page }) => {
      await page.goto('/')
      await revealWholePage(page)

      await test.step('the chosen theme’s button stands out 3:1 from the theme switcher, over the video and on the solid navbar', async () => {
        const switcher = page.getByRole('group', { name: labels.theme })
        const chosen = switcher.getByRole('button', { pressed: true })
        for (const where of ['over the video', 'on the solid navbar']) {
          if (where === 'on the solid navbar') {
            await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
            await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'scrolled')
          }
          await expect(chosen).toHaveAccessibleName(theme === 'light' ? labels.themeLight : labels.themeDark)
          // The navbar's colours change with a transition; measure once it has ended.
          await settleAnimations(page)
          const mark = await chosen.evaluate((element) => getComputedStyle(element).backgroundColor)
          // Over the video the group's translucent fill lies on the hero's dark colour, which stands in for the footage.
          const behind =
            where === 'over the video'
              ? [await page.locator('#home').evaluate((hero) => getComputedStyle(hero).backgroundColor), await switcher.evaluate((group) => getComputedStyle(group).backgroundColor)].join('|')
              : await backgroundStack(switcher)
          expect(ratio(await contrastIn(page, mark, behind)), `${where}: chosen ${mark} against ${behind}`).toBeGreaterThanOrEqual(NON_TEXT)
        }
      })

      await test.step('the form fields’ borders contrast 3:1 with the card around them and the field inside, their placeholders 4.5:1', async () => {
        const section = page.getByRole('region', { name: sample.contact.heading })
        for (const name of [labels.emailLabel, labels.messageLabel]) {
          const field = section.getByRole('textbox', { name })
          const border = await field.evaluate((element) => getComputedStyle(element).borderTopColor)
          const around = await backgroundStack(field.locator('xpath=..'))
          const inside = await backgroundStack(field)
          expect(ratio(await contrastIn(page, border, around)), `${name}: border against the card`).toBeGreaterThanOrEqual(NON_TEXT)
          expect(ratio(await contrastIn(page, border, inside)), `${name}: border against the field`).toBeGreaterThanOrEqual(NON_TEXT)
          const placeholder = await field.evaluate((element) => getComputedStyle(element, '::placeholder').color)
          expect(ratio(await contrastIn(page, placeholder, inside)), `${name}: placeholder text`).toBeGreaterThanOrEqual(4.5)
          test.info().annotations.push({
            type: `${name} border`,
            description: `${border}: ${ratio(await contrastIn(page, border, around))}:1 with the card, ${ratio(await contrastIn(page, border, inside))}:1 with the field`,
          })
        }
      })

      await test.step('the first Tab shows a skip link above the navbar, which moves focus to the main content', async () => {
        // Back at the top, as a visitor who has just arrived: the first Tab starts there.
        await backToTop(page)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
        await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'top')
        const skip = skipLink(page)
        expect(await skipLinkHidden(page)).toBe(true)

        await page.keyboard.press('Tab')
        await expect(skip).toBeFocused()
        await expect(skip).toBeInViewport({ ratio: 1 })
        // Shown over the fixed navbar: hit-testing at its centre finds the link, not the bar.
        const onTop = await skip.evaluate((link) => {
          const rect = link.getBoundingClientRect()
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
          return !!hit && link.contains(hit)
        })
        expect(onTop).toBe(true)
        const box = await skip.boundingBox()
        expect(box!.width).toBeGreaterThan(24)
        expect(box!.height).toBeGreaterThanOrEqual(24)

        await page.keyboard.press('Enter')
        await expect(page.getByRole('main')).toBeFocused()
        expect(await skipLinkHidden(page)).toBe(true)
        await page.keyboard.press('Tab')
        await expect(page.getByRole('link', { name: sample.hero.cta })).toBeFocused()
      })

      // Stopped with its own control, the slide show stands still, so the same controls are there both ways.
      await stopSlideShow(page)
      // The pointer goes back where a visit's starts (the corner, over the fixed bar): left over the
      // content, it hovers whatever the focus scrolls carry under it, and each ring is measured once
      // every transition has ended (one walk waited there until its timeout).
      await page.mouse.move(0, 0)
      // Focus goes back to the start of the document, where a fresh visit's first Tab begins.
      await page.evaluate(() => {
        document.body.tabIndex = -1
        document.body.focus()
        document.body.removeAttribute('tabindex')
      })
      const tabbable = await tabbableKeys(page)
      // One walk with smooth focus scrolls (light's) is enough to see that each lands in sight; the
      // dark one measures colours, which end the same, with focus scrolls landing at once.
      if (theme === 'dark') await page.emulateMedia({ reducedMotion: 'reduce' })

      await test.step('Tab reaches every control in document order, each in sight below the navbar, its focus ring contrasting 3:1 with what is behind it, over the video and on the page', async () => {
        const rings = ringChecks(page)
        const forward = await walkFocus(page, 'forward', async (stop) => {
          await expectFocusInSight(page, stop)
          await rings.measure(stop)
        })
        expect(forward[0]?.name).toBe(`a "${labels.skipToContent}"`)
        expect(forward.map((stop) => stop.key)).toEqual(tabbable)
        rings.expectAllStandOut()
      })

      // Backward once: the order and the scrolls do not depend on the theme.
      if (theme === 'light') {
        await test.step('Shift+Tab reaches every control in reverse document order, each in sight below the navbar', async () => {
          const backward = await walkFocus(page, 'backward', (stop) => expectFocusInSight(page, stop))
          expect(backward.map((stop) => stop.key)).toEqual([...tabbable].reverse())
        })
      }
    })
  })
}
