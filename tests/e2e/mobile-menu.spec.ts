import { expect, test, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { SECTIONS, drawInTheme, escapeRegExp, expectSectionInView, holdRequests, navLabel, primaryNavigation, waitForHydration } from './support.ts'

test.use({ viewport: { width: 390, height: 844 } })

const { openMenu, closeMenu } = sample.labels
/** The menu's button, open or closed. */
const menuToggle = (page: Page) => page.getByRole('button', { name: new RegExp(`^(${escapeRegExp(openMenu)}|${escapeRegExp(closeMenu)})$`) })

/** The dropdown the toggle controls (found through its aria-controls, as assistive tech does). */
async function dropdown(page: Page) {
  const id = await menuToggle(page).getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return page.locator(`#${id}`)
}

test('on a phone the links are tucked behind a closed menu button, which opens the menu and the bar as one opaque sheet in either theme; Escape closes it, a keyboard visitor can tab into its links, and choosing Projects closes it and scrolls there', async ({ page }) => {
  await page.goto('/')

  await test.step('the links are tucked behind a closed menu button', async () => {
    const inlineLinks = primaryNavigation(page)
    for (const { label } of SECTIONS) {
      const link = inlineLinks.getByRole('link', { name: label, exact: true, includeHidden: true })
      await expect(link).toHaveCount(1)
      await expect(link).toBeHidden()
    }

    const toggle = menuToggle(page)
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect((await dropdown(page)).getByRole('link', { includeHidden: true })).toHaveCount(SECTIONS.length)
    await expect(await dropdown(page)).toBeHidden()
  })

  await test.step('an open menu and the bar above it are one opaque sheet at once, in either theme: no fade, no blur of the page behind', async () => {
    await waitForHydration(page)
    for (const theme of ['light', 'dark'] as const) {
      await drawInTheme(page, theme)
      await menuToggle(page).click()
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true')
      const panel = await dropdown(page)
      // Read in the frame the menu opens in: no transition brings the bar there over time.
      const bar = await page.getByRole('banner').evaluate((header) => {
        const style = getComputedStyle(header)
        return { background: style.backgroundColor, blur: style.backdropFilter, fades: style.transitionDuration.split(',').some((duration) => parseFloat(duration) > 0) }
      })
      const panelBackground = await panel.evaluate((element) => getComputedStyle(element).backgroundColor)
      expect(bar).toEqual({ background: panelBackground, blur: 'none', fades: false })
      expect(panelBackground).toMatch(/^rgb\(/)
      await menuToggle(page).click()
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    }
    await drawInTheme(page, 'light')
  })

  await test.step('opening the menu shows every section link', async () => {
    const toggle = menuToggle(page)
    await toggle.click()

    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = await dropdown(page)
    await expect(menu).toBeVisible()
    for (const { label } of SECTIONS) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
  })

  await test.step('pressing Escape closes the open menu and puts focus back on its button', async () => {
    const toggle = menuToggle(page)
    const menu = await dropdown(page)
    await page.keyboard.press('Escape')

    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  await test.step('a keyboard visitor can open the menu, tab into its links and leave it with Escape, back on the button', async () => {
    const toggle = menuToggle(page)
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = await dropdown(page)
    await expect(menu).toBeVisible()

    for (const { label } of SECTIONS.slice(0, 2)) {
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeFocused()
    }

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })

  await test.step('choosing Projects closes the menu and scrolls to the projects', async () => {
    const toggle = menuToggle(page)
    await toggle.click()
    const menu = await dropdown(page)

    await menu.getByRole('link', { name: navLabel(sample, 'projects'), exact: true }).click()

    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await expectSectionInView(page, 'projects')
  })
})

test('the menu opens at once before the app has loaded, and stays open once it has', async ({ page }) => {
  // The app's scripts are held back (a slow connection): the bar's own script is in the page.
  const release = await holdRequests(page, '**/assets/*.js')
  await page.goto('/')
  const toggle = menuToggle(page)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(await dropdown(page)).toBeVisible()
  await expect(page.locator('html')).not.toHaveClass(/\bhydrated\b/)

  // Nothing taps it again as the app starts.
  release()
  await waitForHydration(page)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(await dropdown(page)).toBeVisible()
})

test('the menu opens at once on a tap as soon as it shows, while the rest of the page is still arriving', async ({ page }) => {
  // The first screen paints before the rest of the page is parsed (the parser waits at the link
  // to the rest of the stylesheet, held here): on a slow phone, a visitor can tap by then.
  const releaseRest = await holdRequests(page, '**/assets/rest-*.css')
  const releaseScripts = await holdRequests(page, '**/assets/*.js')
  await page.goto('/', { waitUntil: 'commit' })
  const toggle = menuToggle(page)
  await toggle.click()
  expect(await page.evaluate(() => document.readyState)).toBe('loading')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(await dropdown(page)).toBeVisible()

  releaseRest()
  releaseScripts()
  await waitForHydration(page)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(await dropdown(page)).toBeVisible()
})
