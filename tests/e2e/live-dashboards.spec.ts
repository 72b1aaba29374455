// The dashboards' live reports (src/components/live-report.tsx) on the complete fixture's page,
// whose build puts every report on the fake reporting service below (playwright.config.ts
// FAKE_REPORTS_ORIGIN): nothing of it is requested before the visitor asks, the report answers a
// click inside it, the carousel stops, focus moves in and back out, and a report that does not
// load leaves the picture, a notice and the link.
import { createServer, type Server } from 'node:http'
import { expect, test, type Page } from '@playwright/test'
import { FAKE_REPORTS_ORIGIN, FAKE_REPORTS_PORT, siteUrl } from '../../playwright.config.ts'
import { LIVE_REPORT_TIMEOUT_MS, liveReportSrc, readEmbed } from '../../src/build-surface.ts'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { layoutProblems } from './layout.ts'
import { expectNoAxeViolationsIn, settleAnimations, waitForHydration } from './support.ts'

const { labels } = complete
const DASHBOARDS = complete.dashboards.items
const ENV = { VITE_EMBED_ORIGIN: FAKE_REPORTS_ORIGIN }

/**
 * A stand-in for Power BI, Tableau Public and Looker Studio: any path is a "report" with a slicer
 * (a region button) that changes what the report shows, as a published report does. It records
 * every request; `hold` keeps the next answers back, as a throttled service does.
 */
class FakeReports {
  requests: string[] = []
  hold = false
  private held: (() => void)[] = []
  private server: Server = createServer((request, response) => {
    this.requests.push(request.url ?? '')
    const answer = () =>
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><title>Report</title><h1 id="shown">Sales: East</h1><p>${request.url}</p>` +
          `<button type="button" onclick="document.getElementById('shown').textContent = 'Sales: West'">West</button></html>`,
      )
    if (this.hold) this.held.push(answer)
    else answer()
  })

  start = () => new Promise<void>((resolve) => this.server.listen(FAKE_REPORTS_PORT, '127.0.0.1', resolve))
  /** Answers what it held, and forgets every request. */
  reset = () => {
    for (const answer of this.held.splice(0)) answer()
    this.hold = false
    this.requests = []
  }
  stop = () => {
    this.reset()
    this.server.closeAllConnections()
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}

// One fake on its one port: the journeys take turns, in one worker.
test.describe.configure({ mode: 'serial' })
const reports = new FakeReports()
test.beforeAll(() => reports.start())
test.afterAll(() => reports.stop())
test.beforeEach(() => reports.reset())

const carousel = (page: Page) => page.getByRole('region', { name: labels.dashboardsCarousel })
const activeSlide = (page: Page) => carousel(page).locator('[data-slide][data-active]')

async function openSection(page: Page) {
  await page.goto(`${siteUrl('complete')}/#powerbi`)
  await waitForHydration(page)
  await expect(carousel(page)).toBeVisible()
}

test.describe('a live report', () => {
  for (const [index, dashboard] of DASHBOARDS.entries()) {
    const embed = dashboard.embed ?? ''
    const read = readEmbed(embed)
    const service = 'service' in read ? read.service.name : 'none'
    test(`${service}: nothing is requested before the press; then the report replaces the picture, answers a click, and the carousel stops`, async ({ page }) => {
      const toService: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith(FAKE_REPORTS_ORIGIN)) toService.push(request.url())
      })
      await openSection(page)
      await carousel(page).getByRole('button', { name: `${labels.showDashboard} ${index + 1}` }).click()
      const slide = activeSlide(page)
      await expect(slide.getByRole('article')).toHaveAccessibleName(dashboard.title)
      // The whole page has loaded and the visitor has looked around: not one request to the service.
      await page.waitForLoadState('networkidle')
      expect(toService).toEqual([])
      expect(reports.requests).toEqual([])

      await slide.getByRole('button', { name: labels.openLiveReport }).click()
      const frame = slide.locator('iframe')
      await expect(frame).toHaveAttribute('title', `${dashboard.title}: ${labels.openLiveReport}`)
      await expect(frame).toHaveAttribute('src', liveReportSrc(embed, ENV))
      const report = page.frameLocator(`iframe[title="${dashboard.title}: ${labels.openLiveReport}"]`)
      await expect(report.getByRole('heading')).toHaveText('Sales: East')
      await report.getByRole('button', { name: 'West' }).click()
      await expect(report.getByRole('heading')).toHaveText('Sales: West')
      expect(reports.requests).toEqual([new URL(liveReportSrc(embed, ENV)).pathname + new URL(liveReportSrc(embed, ENV)).search])
      // The picture is gone, and the carousel stays on this report.
      await expect(slide.getByRole('img', { name: dashboard.image.alt })).toHaveCount(0)
      await expect(carousel(page).getByRole('button', { name: labels.startRotation })).toBeVisible()
      await expect(slide.getByRole('link', { name: labels.openInNewTab })).toHaveAttribute('href', embed)
    })
  }

  test('takes keyboard focus into the report, and back to its button with "Back to the picture"', async ({ page }) => {
    await openSection(page)
    const slide = activeSlide(page)
    const open = slide.getByRole('button', { name: labels.openLiveReport })
    await open.focus()
    await page.keyboard.press('Enter')
    const frame = slide.locator('iframe')
    await expect(frame).toBeFocused()
    await slide.getByRole('button', { name: labels.backToPicture }).focus()
    await page.keyboard.press('Enter')
    await expect(frame).toHaveCount(0)
    await expect(open).toBeFocused()
    await expect(slide.getByRole('img', { name: DASHBOARDS[0]!.image.alt })).toBeVisible()
  })

  test('that does not load in time leaves the picture, a notice and the link to it', async ({ page }) => {
    reports.hold = true
    // A clock the journey moves on: React's own timers (a Suspense boundary's reveal) keep running.
    await page.clock.install()
    await openSection(page)
    const slide = activeSlide(page)
    await slide.getByRole('button', { name: labels.openLiveReport }).click()
    await expect(slide.locator('iframe')).toHaveCount(1)
    await expect.poll(() => reports.requests.length).toBe(1)
    await page.clock.fastForward(LIVE_REPORT_TIMEOUT_MS)
    await expect(slide.locator('iframe')).toHaveCount(0)
    const notice = slide.getByRole('status')
    await expect(notice).toContainText(labels.liveReportFailed)
    await expect(notice.getByRole('link', { name: labels.openInNewTab })).toHaveAttribute('href', DASHBOARDS[0]!.embed!)
    await expect(slide.getByRole('img', { name: DASHBOARDS[0]!.image.alt })).toBeVisible()
  })

  test('sits mirrored on a right-to-left page, its controls within the slide at 320 to 1440 px, and axe finds nothing in it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute('dir', 'rtl')))
    await openSection(page)
    const slide = activeSlide(page)
    await slide.getByRole('button', { name: labels.openLiveReport }).click()
    await expect(page.frameLocator('iframe').getByRole('heading')).toHaveText('Sales: East')
    const back = await slide.getByRole('button', { name: labels.backToPicture }).boundingBox()
    const frame = await slide.locator('iframe').boundingBox()
    // "Back to the picture" starts the row on the right, where a right-to-left reader begins.
    expect(back && frame && Math.abs(back.x + back.width - (frame.x + frame.width)) < 24).toBe(true)
    const found: string[] = []
    for (const width of [320, 390, 768, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await settleAnimations(page)
      found.push(...(await layoutProblems(page, '[data-slide][data-active]')).map((problem) => `${width} px: ${problem}`))
    }
    expect(found).toEqual([])
    // The report in the frame is the service's page, not this one's.
    await expectNoAxeViolationsIn(page, '#powerbi', { exclude: 'iframe' })
  })

  test('tells a visitor whose browser saves data what it weighs, before it loads', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }))
    await openSection(page)
    await expect(activeSlide(page).getByText(labels.liveReportWeight)).toBeVisible()
    expect(reports.requests).toEqual([])
  })

  test('is left out without JavaScript and in print: the picture and the link stay', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${siteUrl('complete')}/`)
    await expect(page.getByRole('button', { name: labels.openLiveReport })).toHaveCount(0)
    for (const dashboard of DASHBOARDS) await expect(page.getByRole('article', { name: dashboard.title }).getByRole('link', { name: dashboard.cta })).toHaveAttribute('href', dashboard.link)
    await context.close()
    const printing = await browser.newPage()
    await printing.goto(`${siteUrl('complete')}/#powerbi`)
    await waitForHydration(printing)
    await printing.emulateMedia({ media: 'print' })
    await expect(printing.getByRole('button', { name: labels.openLiveReport }).first()).toBeHidden()
    await expect(printing.getByRole('article', { name: DASHBOARDS[0]!.title }).getByRole('link', { name: DASHBOARDS[0]!.cta })).toBeVisible()
    await printing.close()
    expect(reports.requests).toEqual([])
  })
})
