import { expect, test, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { expectFocusInSight, tabbableKeys, walkFocus } from './focus.ts'
import { revealWholePage, stopSlideShow } from './support.ts'

/**
 * A keyboard visitor: skips the navigation, reaches every control in document order going
 * forward and back, and always sees the focused control (never under the fixed navbar).
 */

const skipLink = (page: Page) => page.getByRole('link', { name: sample.labels.skipToContent })

test('the first Tab shows a skip link above the navbar, which moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await revealWholePage(page)
  const skip = skipLink(page)
  const hiddenSize = async () => (await skip.boundingBox())!.width <= 1 && (await skip.boundingBox())!.height <= 1
  expect(await hiddenSize()).toBe(true)

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
  expect(await hiddenSize()).toBe(true)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: sample.hero.cta })).toBeFocused()
})

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 320, height: 640 },
]) {
  test(`at ${viewport.width} px, Tab and Shift+Tab reach every control in document order, each in sight below the navbar`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await page.goto('/')
    await revealWholePage(page)
    // Stopped with its own control, the slide show stands still, so the same controls are there both ways.
    await stopSlideShow(page)
    // Focus goes back to the start of the document, where a fresh visit's first Tab begins.
    await page.evaluate(() => {
      document.body.tabIndex = -1
      document.body.focus()
      document.body.removeAttribute('tabindex')
    })
    const tabbable = await tabbableKeys(page)

    const forward = await walkFocus(page, 'forward', (stop) => expectFocusInSight(page, stop))
    expect(forward[0]?.name).toBe(`a "${sample.labels.skipToContent}"`)
    expect(forward.map((stop) => stop.key)).toEqual(tabbable)

    const backward = await walkFocus(page, 'backward', (stop) => expectFocusInSight(page, stop))
    expect(backward.map((stop) => stop.key)).toEqual([...tabbable].reverse())
  })
}
