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
