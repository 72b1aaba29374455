import { expect, test, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { AT_REST, revealWholePage } from './support.ts'

/**
 * A visitor on a narrow phone or with an imprecise pointer: the page reflows to 320 px without
 * scrolling sideways (WCAG 1.4.10), and every control is a target of 24 by 24 CSS px or more
 * (WCAG 2.5.8), footer and social links included.
 */

const NARROW = { width: 320, height: 640 }
const SMALLEST_TARGET = 24
const openMenu = (page: Page) => page.getByRole('button', { name: sample.labels.openMenu }).click()

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }))

/**
 * The controls a pointer can hit that are smaller than 24 by 24: every rendered link, button
 * and field, except links inside a sentence (exempt) and a skip link while it is hidden.
 */
const smallTargets = (page: Page) =>
  page.evaluate((smallest) => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), textarea, select')]
    return controls
      .filter((control) => control.checkVisibility({ visibilityProperty: true }) && control.tabIndex >= 0)
      .filter((control) => getComputedStyle(control).clipPath !== 'inset(50%)')
      .filter((control) => !(control.tagName === 'A' && getComputedStyle(control).display === 'inline' && control.closest('p')))
      .map((control) => ({ control, rect: control.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < smallest || rect.height < smallest)
      .map(({ control, rect }) => `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()}" ${rect.width}x${rect.height}`)
  }, SMALLEST_TARGET)

// What fits and what can be hit, not how the page moves: the page at rest.
test.use(AT_REST)

test('at 320 px the page fits the screen without sideways scrolling and every control, in the page and in the open menu, is at least 24 by 24 px', async ({ page }) => {
  await page.setViewportSize(NARROW)
  await page.goto('/')
  await revealWholePage(page)

  await test.step('with the menu closed, the page fits and its controls are large enough', async () => {
    const closed = await sidewaysOverflow(page)
    expect(closed.clientWidth).toBe(NARROW.width)
    expect(closed.scrollWidth).toBeLessThanOrEqual(closed.clientWidth)
    expect(await smallTargets(page)).toEqual([])
  })

  await test.step('with the menu open, the page fits and its controls are large enough', async () => {
    await openMenu(page)
    await expect(page.locator('#mobile-menu')).toBeVisible()
    const open = await sidewaysOverflow(page)
    expect(open.scrollWidth).toBeLessThanOrEqual(open.clientWidth)
    expect(await smallTargets(page)).toEqual([])
  })
})

test('on a wide screen every control is at least 24 by 24 px', async ({ page }) => {
  await page.goto('/')
  await revealWholePage(page)
  await expect(page.getByRole('contentinfo').getByRole('link')).not.toHaveCount(0)
  expect(await smallTargets(page)).toEqual([])
})
