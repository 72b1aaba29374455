import { expect, test, type Locator } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import {
  SECTIONS,
  expectSectionInView,
  expectVisibleImagesLoaded,
  primaryNavigation,
  recordProblems,
  scrollInstantly,
  waitForHydration,
} from './support.ts'

test.use({ viewport: { width: 1440, height: 900 } })

/** Alpha channel of a computed CSS colour ("rgba(0, 0, 0, 0)", "rgb(1 2 3 / 0.5)", "rgb(1, 2, 3)"). */
function alphaOf(color: string): number {
  if (color === 'transparent') return 0
  const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/)
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1)
  const rgba = color.match(/^rgba\(\s*[^,]+,[^,]+,[^,]+,\s*([\d.]+)\s*\)$/)
  if (rgba) return Number(rgba[1])
  return 1
}

const backgroundAlpha = (header: Locator) => header.evaluate((el) => getComputedStyle(el).backgroundColor).then(alphaOf)
const boxShadow = (header: Locator) => header.evaluate((el) => getComputedStyle(el).boxShadow)

test('the page comes to life without console errors or warnings: the bar turns solid past 50 px, each of its links scrolls smoothly to its section, the owner\'s name returns to the top, and the theme buttons work', async ({ page }) => {
  // From the first byte: a hydration mismatch is reported while the page loads.
  const problems = recordProblems(page)
  await page.goto('/')
  const header = page.getByRole('banner')

  await test.step('the page scrolls smoothly', async () => {
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
  })

  await test.step('the navigation bar is transparent at the top and turns solid with a shadow once scrolled past 50 px', async () => {
    await waitForHydration(page)
    await expect(header).toHaveAttribute('data-state', 'top')
    expect(await backgroundAlpha(header)).toBe(0)
    expect(await boxShadow(header)).toBe('none')

    await scrollInstantly(page, 51)
    await expect(header).toHaveAttribute('data-state', 'scrolled')
    await expect.poll(() => boxShadow(header)).not.toBe('none')
    await expect.poll(() => backgroundAlpha(header)).toBeGreaterThan(0.5)

    await scrollInstantly(page, 50)
    await expect(header).toHaveAttribute('data-state', 'top')
    await expect.poll(() => backgroundAlpha(header)).toBe(0)
    await expect.poll(() => boxShadow(header)).toBe('none')
  })

  await test.step('each link in the navigation bar scrolls smoothly to its section', async () => {
    const navigation = primaryNavigation(page)
    // Home last: the page starts there, so reaching it proves the link scrolled back up.
    for (const { label, id } of [...SECTIONS.slice(1), SECTIONS[0]!]) {
      await navigation.getByRole('link', { name: label, exact: true }).click()
      await expectSectionInView(page, id)
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  await test.step("clicking the owner's name in the navigation bar returns to the top of the page", async () => {
    await scrollInstantly(page, 3000)
    await expect(page.locator('#home')).not.toBeInViewport()

    await primaryNavigation(page).getByRole('link', { name: sample.owner.name }).click()
    await expectSectionInView(page, 'home')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  await test.step('the theme buttons work once React has taken over the prerendered markup', async () => {
    const html = page.locator('html')
    await expect(html).toHaveClass(/\blight\b/)
    const dark = page.getByRole('group', { name: sample.labels.theme }).getByRole('button', { name: sample.labels.themeDark })
    await dark.click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(html).not.toHaveClass(/\blight\b/)
    await expect(dark).toHaveAttribute('aria-pressed', 'true')
  })

  await test.step('every section is visited, so lazy images load too: a missing file would log a console error', async () => {
    for (const { id } of SECTIONS.slice(1)) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded()
      await expect(page.locator(`#${id}`)).toBeInViewport()
    }
    await expectVisibleImagesLoaded(page)
  })

  expect(problems).toEqual([])
})
