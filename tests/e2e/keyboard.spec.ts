import { expect, test, type Locator, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { expectFocusInSight, expectRingsStandOut, tabbableKeys, walkFocus } from './focus.ts'
import { contactForm } from './contact-form.ts'
import { expectNoAxeViolations, expectNoAxeViolationsIn, expectSectionInView, navLabel, nextFrames, revealWholePage, scrollInstantly, settleAnimations, startInTheme, stopSlideShow } from './support.ts'

/**
 * A 320 px screen, once every section has faded in, in both themes: axe-core finds no WCAG 2.2
 * A/AA or best-practice violation, with the mobile menu closed and open; a keyboard visitor
 * reaches every control in document order going forward and back and always sees the focused
 * control (never under the fixed navbar); and the open menu's focus rings contrast 3:1 with it.
 * The wide screen's walk, with its rings and the skip link, is contrast.spec.ts's.
 */

const { labels } = sample

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(120_000)
      await startInTheme(page, theme)
    })

    test('at 320 px, the page has no violations with the mobile menu closed or open; Tab and Shift+Tab reach every control in order, each in sight below the navbar; the open menu’s focus rings contrast 3:1 with the menu', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto('/')
      await revealWholePage(page)
      // Stopped with its own control, the slide show stands still, so the same controls are there both ways.
      await stopSlideShow(page)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
      await test.step('the page once every section has faded in has no violations', () => expectNoAxeViolations(page))

      // The walks once: the order and the scrolls do not depend on the theme. With motion, as most
      // visitors have it: an in-page link is scrolled to smoothly, any other control at once.
      if (theme === 'light') {
        await test.step('Tab and Shift+Tab reach every control in document order, each in sight below the navbar', async () => {
          // Focus goes back to the start of the document, where a fresh visit's first Tab begins.
          await page.evaluate(() => {
            document.body.tabIndex = -1
            document.body.focus()
            document.body.removeAttribute('tabindex')
          })
          const tabbable = await tabbableKeys(page)
          const forward = await walkFocus(page, 'forward', (stop) => expectFocusInSight(page, stop))
          expect(forward[0]?.name).toBe(`a "${labels.skipToContent}"`)
          expect(forward.map((stop) => stop.key)).toEqual(tabbable)
          const backward = await walkFocus(page, 'backward', (stop) => expectFocusInSight(page, stop))
          expect(backward.map((stop) => stop.key)).toEqual([...tabbable].reverse())
        })
        // The menu opens over the top of the page, as on a fresh visit.
        await scrollInstantly(page, 0)
      }

      await page.getByRole('button', { name: labels.openMenu }).click()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      // Only the bar changes as the menu opens: the rest of the page was audited just above, as it still is.
      await test.step('with the mobile menu open, the page has no violations', () => expectNoAxeViolationsIn(page, 'header'))

      await test.step('the open mobile menu’s focus rings contrast 3:1 with the menu', async () => {
        // The bar turns solid as the menu opens: its rings are measured against the colour it ends on.
        await settleAnimations(page)
        await page.getByRole('link', { name: labels.skipToContent }).focus()
        await expectRingsStandOut(page, (stop) => stop.pinned)
      })
    })
  })
}

/** The window's scroll offset, as the page reads it. */
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/**
 * Focuses the control before `target` without scrolling, puts `target` just below the screen, and
 * presses Tab for it and the `then` controls after it: each must be in sight two frames after its
 * Tab, with the page at rest (no scroll still on its way).
 */
async function expectTabsScrollAtOnce(page: Page, target: Locator, then: Locator[]) {
  await target.evaluate((first) => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea')].filter((control) => control.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)
    controls.at(-1)!.focus({ preventScroll: true })
    window.scrollTo({ top: window.scrollY + first.getBoundingClientRect().top - window.innerHeight - 1, behavior: 'instant' })
  })
  await expect(target).not.toBeInViewport()
  for (const control of [target, ...then]) {
    await page.keyboard.press('Tab')
    await expect(control).toBeFocused()
    await nextFrames(page)
    await expect(control).toBeInViewport({ ratio: 1 })
    const at = await scrollY(page)
    await nextFrames(page)
    await nextFrames(page)
    expect(await scrollY(page)).toBe(at)
  }
}

test('a control focused from the keyboard is scrolled to at once, so a Tab pressed right after lands in sight too; following an in-page link still scrolls smoothly', async ({ page }) => {
  const form = contactForm(page)
  await page.goto('/')
  await revealWholePage(page)
  await test.step('the form’s fields', () => expectTabsScrollAtOnce(page, form.email, [form.message]))
  // In-page links too: focusing one is not following it.
  const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link')
  await test.step('the footer’s in-page links', () => expectTabsScrollAtOnce(page, footerLinks.nth(0), [footerLinks.nth(1)]))

  await test.step('Enter on a navigation link scrolls smoothly to its section', async () => {
    await scrollInstantly(page, 0)
    const projects = page.getByRole('navigation', { name: labels.primaryNavigation }).getByRole('link', { name: navLabel(sample, 'projects'), exact: true })
    await projects.focus()
    // Every offset the page reports on the way, from its own scroll events: the smooth scroll
    // (about 0.7 s for this distance) runs on the compositor, and offsets read from here, each a
    // round trip and two frames apart, came back only once it had ended on a busy machine.
    const offsets = await page.evaluateHandle(() => {
      const seen: number[] = []
      addEventListener('scroll', () => seen.push(window.scrollY), { passive: true })
      return seen
    })
    await page.keyboard.press('Enter')
    await expectSectionInView(page, 'projects')
    // The scroll has ended once the offset holds over two frames.
    await expect
      .poll(async () => {
        const at = await scrollY(page)
        await nextFrames(page)
        return (await scrollY(page)) === at
      })
      .toBe(true)
    const end = await scrollY(page)
    const tops = await offsets.jsonValue()
    expect(tops.some((top) => top > 0 && top < end), `scroll positions on the way: ${tops.join(', ')} of ${end}`).toBe(true)
  })
})
