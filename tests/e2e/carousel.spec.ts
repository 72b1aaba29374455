import { expect, test, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import {
  escapeRegExp,
  expectLeadsToNewTab,
  installPausedClock,
  navLink,
  stubExternalSites,
  waitForHydration,
} from './support.ts'

/** The sample's dashboards , in carousel order. */
const DASHBOARDS = sample.dashboards.items
const TITLES = DASHBOARDS.map((dashboard) => dashboard.title)
const [FIRST, SECOND, THIRD] = TITLES as [string, string, string]
const { labels } = sample
const MINUTE = 60_000

/** A slide's name: its position, as "2 of 3". */
const position = (n: number) => labels.slidePosition.replace('{position}', String(n)).replace('{count}', String(TITLES.length))
const slide = (page: Page, title: string) => page.getByRole('article', { name: title, includeHidden: true })
const dot = (page: Page, n: number) => page.getByRole('button', { name: `${labels.showDashboard} ${n}` })
const carousel = (page: Page) => page.getByRole('region', { name: labels.dashboardsCarousel })
const rotationControl = (page: Page) =>
  carousel(page).getByRole('button', { name: new RegExp(`^(${escapeRegExp(labels.stopRotation)}|${escapeRegExp(labels.startRotation)})$`) })
const previousButton = (page: Page) => page.getByRole('button', { name: labels.previousDashboard })
const nextButton = (page: Page) => page.getByRole('button', { name: labels.nextDashboard })
/** The slides' container, a live region that stays quiet while the slides rotate. */
const liveSlides = (page: Page) => carousel(page).locator('[aria-live]')

/** Moves the mouse off the carousel, onto the section's heading. */
async function pointAway(page: Page) {
  await page.locator('#powerbi h2').hover()
}

/** Exactly one slide is showing, and its dot is marked current. */
async function expectShowing(page: Page, title: string) {
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
  await navLink(page, 'powerbi').click()
  await expect(page.locator('#powerbi')).toBeInViewport()
})

/** Expects the slides to be rotating, a full 6 seconds from now: `from` shows until then, then `to`. */
async function expectAdvance(page: Page, from: string, to: string) {
  await page.clock.runFor(5999)
  await expectShowing(page, from)
  await page.clock.runFor(1)
  await expectShowing(page, to)
}

// While the slides rotate on their own: each step leaves them rotating, so the next starts from there.
test('the carousel is announced as such and rotates on its own, pausing while the mouse or keyboard focus is in it and while stopped', async ({ page }) => {
  await test.step('the carousel and its slides are announced as such, each slide named by its position', async () => {
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel')
    for (const [index, title] of TITLES.entries()) {
      const group = carousel(page).getByRole('group', { name: position(index + 1), includeHidden: true })
      await expect(group).toHaveAttribute('aria-roledescription', 'slide')
      await expect(group.getByRole('heading', { level: 3, name: title, includeHidden: true })).toHaveCount(1)
    }
    await expect(carousel(page).getByRole('group', { name: position(1) })).toBeVisible()
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'off')

    for (const control of [rotationControl(page), nextButton(page)]) {
      const box = (await control.boundingBox())!
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    }
    for (const n of TITLES.keys()) {
      const box = (await dot(page, n + 1).boundingBox())!
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    }
  })

  await test.step('the dashboards advance on their own every 6 seconds and wrap around', async () => {
    await expectShowing(page, FIRST)
    await expect(page.getByRole('heading', { name: FIRST })).toBeVisible()

    await expectAdvance(page, FIRST, SECOND)

    await page.clock.runFor(12_000)
    await expectShowing(page, FIRST)

    await page.clock.runFor(6000)
    await expectShowing(page, SECOND)
    await page.clock.runFor(6000)
    await expectShowing(page, THIRD)
  })

  await test.step('the rotation pauses while the mouse is over the carousel and resumes when it leaves', async () => {
    await page.clock.runFor(3000)
    await slide(page, THIRD).getByRole('img').hover()
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(MINUTE)
    await expectShowing(page, THIRD)
    await expect(rotationControl(page)).toHaveAccessibleName(labels.stopRotation)

    await pointAway(page)
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'off')
    await expectAdvance(page, THIRD, FIRST)
  })

  await test.step('the rotation control is the first Tab stop in the carousel, and keyboard focus inside pauses the rotation until it leaves', async () => {
    // Start from the last control before the carousel (the projects' last button or link).
    await page.locator('#projects').locator('a[href], button').last().focus()
    await page.keyboard.press('Tab')
    await expect(rotationControl(page)).toBeFocused()
    await expect(rotationControl(page)).toHaveAccessibleName(labels.stopRotation)

    const slideContent = slide(page, FIRST).getByRole('link')
    const order = [slideContent, previousButton(page), ...TITLES.map((_, index) => dot(page, index + 1)), nextButton(page)]
    for (const stop of order) {
      await page.keyboard.press('Tab')
      await expect(stop).toBeFocused()
    }
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(MINUTE)
    await expectShowing(page, FIRST)

    // Back out of the carousel: the rotation resumes a full interval later.
    for (let step = 0; step <= order.length; step++) await page.keyboard.press('Shift+Tab')
    await expect(carousel(page).locator(':focus')).toHaveCount(0)
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'off')
    await expectAdvance(page, FIRST, SECOND)
  })

  await test.step('Stop automatic slide show holds the current dashboard, and Start sets the slides moving again', async () => {
    await rotationControl(page).click()
    await expect(rotationControl(page)).toHaveAccessibleName(labels.startRotation)
    await pointAway(page)
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(MINUTE)
    await expectShowing(page, SECOND)

    await rotationControl(page).click()
    await expect(rotationControl(page)).toHaveAccessibleName(labels.stopRotation)
    // The clicked button keeps the focus, but a mouse click's focus does not hold the slides.
    await pointAway(page)
    await expect(rotationControl(page)).toBeFocused()
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'off')
    await page.clock.runFor(6000)
    await expectShowing(page, THIRD)
  })
})

// Each of Previous, Next and a dot stops the rotation for good; Start, in between, sets it going
// again, so the next one stops a rotating carousel.
test('Previous, Next and the dots each move the slides and stop the rotation for good, until the visitor chooses Start; each dashboard shows its figures and link', async ({ page, context, baseURL }) => {
  /** Start, with the mouse and focus out of the carousel: the slides move on 6 seconds later. */
  const start = async (next: string) => {
    await rotationControl(page).click()
    await expect(rotationControl(page)).toHaveAccessibleName(labels.stopRotation)
    await pointAway(page)
    await page.clock.runFor(6000)
    await expectShowing(page, next)
  }

  await test.step('Previous dashboard from the first one shows the last, and rotation stops for good', async () => {
    await previousButton(page).click()
    await expectShowing(page, THIRD)

    await page.clock.runFor(MINUTE)
    await expectShowing(page, THIRD)
  })

  await test.step('Start after Previous sets the slides moving again', () => start(FIRST))

  await test.step('Next dashboard steps forward and wraps from the last to the first, and rotation stops for good, also once the mouse and focus leave', async () => {
    const next = nextButton(page)
    await next.click()
    await expectShowing(page, SECOND)
    await expect(rotationControl(page)).toHaveAccessibleName(labels.startRotation)
    await next.click()
    await expectShowing(page, THIRD)
    await next.click()
    await expectShowing(page, FIRST)

    await page.locator('#powerbi h2').click()
    await expect(carousel(page).locator(':focus')).toHaveCount(0)
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(MINUTE)
    await expectShowing(page, FIRST)
  })

  await test.step('Start after Next sets the slides moving again', () => start(SECOND))

  await test.step('Show dashboard 2 jumps to the second dashboard, marks its dot current and stops the rotation', async () => {
    // Rotating on to the third first, so the dot has somewhere to jump from.
    await page.clock.runFor(6000)
    await expectShowing(page, THIRD)
    await dot(page, 2).click()
    await expectShowing(page, SECOND)

    await page.clock.runFor(MINUTE)
    await expectShowing(page, SECOND)
  })

  await test.step('each dashboard shows its figures and opens its repository in a new tab', async () => {
    await stubExternalSites(context, baseURL!)

    for (const [index, dashboard] of DASHBOARDS.entries()) {
      await dot(page, index + 1).click()
      await expectShowing(page, dashboard.title)
      const current = slide(page, dashboard.title)

      for (const { value, label } of dashboard.stats) {
        await expect(current.getByText(value, { exact: true })).toBeVisible()
        await expect(current.getByText(label, { exact: true })).toBeVisible()
      }
      await expect(current.getByText(/^[\d,]+\+$/)).toHaveCount(dashboard.stats.length)

      await expectLeadsToNewTab(page, current.getByRole('link', { name: dashboard.cta }), dashboard.link)
    }
  })
})

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } })

  test('the dashboards wait for Start before they rotate', async ({ page }) => {
    await expect(rotationControl(page)).toHaveAccessibleName(labels.startRotation)
    await expect(liveSlides(page)).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(MINUTE)
    await expectShowing(page, FIRST)

    await rotationControl(page).click()
    await pointAway(page)
    await page.clock.runFor(6000)
    await expectShowing(page, SECOND)
  })
})
