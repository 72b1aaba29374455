import { expect, test, type Page } from '@playwright/test'
import { site } from '../src/content/site'
import {
  clickAndCatchNewTab,
  expectNoOpenerNorReferrer,
  expectOpensInNewTab,
  installPausedClock,
  stubExternalSites,
  waitForHydration,
} from './support'

/** The spec's dashboard table, in carousel order. */
const DASHBOARDS = [
  { title: 'Emergency Room Dashboard', stats: [['10,000+', 'visits'], ['50,000+', 'data points'], ['15+', 'satisfaction metrics']] },
  { title: 'Vehicle Sales Dashboard', stats: [['25,000+', 'records'], ['50+', 'models'], ['20+', 'insights']] },
  { title: 'Global Weather Dashboard', stats: [['100+', 'cities'], ['25+', 'metrics']] },
] as const
const TITLES = DASHBOARDS.map((dashboard) => dashboard.title)
const MINUTE = 60_000

const slide = (page: Page, title: string) => page.getByRole('article', { name: title, includeHidden: true })
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Show dashboard ${n}` })
const carousel = (page: Page) => page.getByRole('region', { name: 'Featured dashboards' })
const rotationControl = (page: Page) => carousel(page).getByRole('button', { name: /automatic slide show$/ })
/** The slides' container, a live region that stays quiet while the slides rotate. */
const liveSlides = (page: Page) => carousel(page).locator('[aria-live]')

/** Moves the mouse off the carousel, onto the section's heading. */
async function pointAway(page: Page) {
  await page.locator('#powerbi h2').hover()
}

/** Exactly one slide is showing, and its dot is marked current. */
async function expectShowing(page: Page, title: (typeof TITLES)[number]) {
  for (const [index, other] of TITLES.entries()) {
    await expect(slide(page, other)).toHaveCount(1)
    if (other === title) {
      await expect(slide(page, other)).toBeVisible()
      await expect(dot(page, index + 1)).toHaveAttribute('aria-current', 'true')
    } else {
      await expect(slide(page, other)).toBeHidden()
      await expect(dot(page, index + 1)).not.toHaveAttribute('aria-current', /.*/)
    }
  }
}

test.beforeEach(async ({ page }) => {
  await installPausedClock(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Power BI' }).click()
  await expect(page.locator('#powerbi')).toBeInViewport()
})

test('the dashboards advance on their own every 6 seconds and wrap around', async ({ page }) => {
  await expectShowing(page, 'Emergency Room Dashboard')
  await expect(page.getByRole('heading', { name: 'Emergency Room Dashboard' })).toBeVisible()

  await page.clock.runFor(5999)
  await expectShowing(page, 'Emergency Room Dashboard')
  await page.clock.runFor(1)
  await expectShowing(page, 'Vehicle Sales Dashboard')

  await page.clock.runFor(12_000)
  await expectShowing(page, 'Emergency Room Dashboard')

  await page.clock.runFor(6000)
  await expectShowing(page, 'Vehicle Sales Dashboard')
  await page.clock.runFor(6000)
  await expectShowing(page, 'Global Weather Dashboard')
})

test('Previous dashboard from the first one shows the last, and rotation stops for good', async ({ page }) => {
  await page.getByRole('button', { name: 'Previous dashboard' }).click()
  await expectShowing(page, 'Global Weather Dashboard')

  await page.clock.runFor(MINUTE)
  await expectShowing(page, 'Global Weather Dashboard')
})

test('Next dashboard steps forward and wraps from the last to the first, and rotation stops for good', async ({ page }) => {
  const next = page.getByRole('button', { name: 'Next dashboard' })
  await next.click()
  await expectShowing(page, 'Vehicle Sales Dashboard')
  await next.click()
  await expectShowing(page, 'Global Weather Dashboard')
  await next.click()
  await expectShowing(page, 'Emergency Room Dashboard')

  await page.clock.runFor(MINUTE)
  await expectShowing(page, 'Emergency Room Dashboard')
})

test('Show dashboard 2 jumps to the second dashboard, marks its dot current and stops the rotation', async ({ page }) => {
  await dot(page, 2).click()
  await expectShowing(page, 'Vehicle Sales Dashboard')

  await page.clock.runFor(MINUTE)
  await expectShowing(page, 'Vehicle Sales Dashboard')
})

test('each dashboard shows its figures and opens its repository in a new tab', async ({ page, context, baseURL }) => {
  await stubExternalSites(context, baseURL!)

  for (const [index, dashboard] of DASHBOARDS.entries()) {
    await dot(page, index + 1).click()
    await expectShowing(page, dashboard.title)
    const current = slide(page, dashboard.title)

    for (const [value, label] of dashboard.stats) {
      await expect(current.getByText(value, { exact: true })).toBeVisible()
      await expect(current.getByText(new RegExp(`^${label}$`, 'i'))).toBeVisible()
    }
    await expect(current.getByText(/^[\d,]+\+$/)).toHaveCount(dashboard.stats.length)

    const { link, cta } = site.dashboards.items[index]!
    const repository = current.getByRole('link', { name: cta })
    await expectOpensInNewTab(repository, link)
    const opened = await clickAndCatchNewTab(page, repository)
    expect(opened.url()).toBe(link)
    await expectNoOpenerNorReferrer(opened)
    await opened.close()
  }
})

test('the carousel and its slides are announced as such, each slide named by its position', async ({ page }) => {
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
  for (const [index, title] of TITLES.entries()) {
    const group = carousel(page).getByRole('group', { name: `${index + 1} of 3`, includeHidden: true })
    await expect(group).toHaveAttribute('aria-roledescription', 'slide')
    await expect(group.getByRole('heading', { level: 3, name: title, includeHidden: true })).toHaveCount(1)
  }
  await expect(carousel(page).getByRole('group', { name: '1 of 3' })).toBeVisible()
  await expect(liveSlides(page)).toHaveAttribute('aria-live', 'off')

  for (const control of [rotationControl(page), page.getByRole('button', { name: 'Next dashboard' })]) {
    const box = (await control.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
  }
  for (const n of [1, 2, 3]) {
    const box = (await dot(page, n).boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
  }
})

test('the rotation control is the first Tab stop in the carousel, and keyboard focus inside pauses the rotation until it leaves', async ({ page }) => {
  // Start from the last control before the carousel (the projects' last button or link).
  await page.locator('#projects').locator('a[href], button').last().focus()
  await page.keyboard.press('Tab')
  await expect(rotationControl(page)).toBeFocused()
  await expect(rotationControl(page)).toHaveAccessibleName('Stop automatic slide show')

  const slideContent = slide(page, 'Emergency Room Dashboard').getByRole('link')
  const order = [slideContent, page.getByRole('button', { name: 'Previous dashboard' }), dot(page, 1), dot(page, 2), dot(page, 3), page.getByRole('button', { name: 'Next dashboard' })]
  for (const stop of order) {
    await page.keyboard.press('Tab')
    await expect(stop).toBeFocused()
  }
  await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
  await page.clock.runFor(MINUTE)
  await expectShowing(page, 'Emergency Room Dashboard')

  // Back out of the carousel: the rotation resumes a full interval later.
  for (let step = 0; step <= order.length; step++) await page.keyboard.press('Shift+Tab')
  await expect(carousel(page).locator(':focus')).toHaveCount(0)
  await expect(liveSlides(page)).toHaveAttribute('aria-live', 'off')
  await page.clock.runFor(5999)
  await expectShowing(page, 'Emergency Room Dashboard')
  await page.clock.runFor(1)
  await expectShowing(page, 'Vehicle Sales Dashboard')
})

test('the rotation pauses while the mouse is over the carousel and resumes when it leaves', async ({ page }) => {
  await page.clock.runFor(3000)
  await slide(page, 'Emergency Room Dashboard').getByRole('img').hover()
  await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
  await page.clock.runFor(MINUTE)
  await expectShowing(page, 'Emergency Room Dashboard')
  await expect(rotationControl(page)).toHaveAccessibleName('Stop automatic slide show')

  await pointAway(page)
  await expect(liveSlides(page)).toHaveAttribute('aria-live', 'off')
  await page.clock.runFor(5999)
  await expectShowing(page, 'Emergency Room Dashboard')
  await page.clock.runFor(1)
  await expectShowing(page, 'Vehicle Sales Dashboard')
})

test('Stop automatic slide show holds the current dashboard, and Start sets the slides moving again', async ({ page }) => {
  await rotationControl(page).click()
  await expect(rotationControl(page)).toHaveAccessibleName('Start automatic slide show')
  await pointAway(page)
  await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
  await page.clock.runFor(MINUTE)
  await expectShowing(page, 'Emergency Room Dashboard')

  await rotationControl(page).click()
  await expect(rotationControl(page)).toHaveAccessibleName('Stop automatic slide show')
  // The clicked button keeps the focus, but a mouse click's focus does not hold the slides.
  await pointAway(page)
  await expect(rotationControl(page)).toBeFocused()
  await expect(liveSlides(page)).toHaveAttribute('aria-live', 'off')
  await page.clock.runFor(6000)
  await expectShowing(page, 'Vehicle Sales Dashboard')
})

test('after Next the rotation stays off when the mouse and focus leave, until the visitor chooses Start', async ({ page }) => {
  await page.getByRole('button', { name: 'Next dashboard' }).click()
  await expectShowing(page, 'Vehicle Sales Dashboard')
  await expect(rotationControl(page)).toHaveAccessibleName('Start automatic slide show')

  await page.locator('#powerbi h2').click()
  await expect(carousel(page).locator(':focus')).toHaveCount(0)
  await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
  await page.clock.runFor(MINUTE)
  await expectShowing(page, 'Vehicle Sales Dashboard')

  await rotationControl(page).click()
  await pointAway(page)
  await page.clock.runFor(6000)
  await expectShowing(page, 'Global Weather Dashboard')
})

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } })

  test('the dashboards wait for Start before they rotate', async ({ page }) => {
    await expect(rotationControl(page)).toHaveAccessibleName('Start automatic slide show')
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(MINUTE)
    await expectShowing(page, 'Emergency Room Dashboard')

    await rotationControl(page).click()
    await pointAway(page)
    await page.clock.runFor(6000)
    await expectShowing(page, 'Vehicle Sales Dashboard')
  })
})
