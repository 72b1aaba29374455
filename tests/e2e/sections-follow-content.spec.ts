import { expect, test, type Page } from '@playwright/test'
import { FAKE_EMAILJS_PORT } from '../../playwright.config.ts'
import { site } from '../../src/test/fixtures/forked.ts'
import { expectFocusInSight, tabbableKeys, walkFocus } from './focus.ts'
import { BUILDS_DIR, buildAndServe, freshMachineEnv, type LocalSite } from './local-site.ts'
import {
  backToTop,
  bringSectionsToLife,
  escapeRegExp,
  expectSectionInView,
  expectVisibleImagesLoaded,
  navLabel,
  navLink,
  primaryNavigation,
  recordProblems,
  waitForHydration,
} from './support.ts'

/**
 * A forker without dashboards: the site is built from src/test/fixtures/forked.ts (the sample
 * content with `dashboards.items: []`, `nav` untouched, and a third stat card) and the page has
 * neither a Power BI section nor a link to one, and everything else works as on the full page.
 */
const CONTENT = 'src/test/fixtures/forked.ts'
const PORT = FAKE_EMAILJS_PORT + 3
const REMAINING = ['home', 'about', 'projects', 'contact'] as const
const REMAINING_LABELS = REMAINING.map((id) => navLabel(site, id))
let local: LocalSite | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  local = await buildAndServe({
    outDir: `${BUILDS_DIR}/dist-forked`,
    port: PORT,
    env: freshMachineEnv({}),
    buildArgs: ['--content', CONTENT, '--base', '/'],
  })
})

test.afterAll(() => local?.stop())

const quickLinks = (page: Page) => page.getByRole('contentinfo').getByRole('navigation')

test('the page has no Power BI section, nor a link to one in the navigation bar, the footer or the prerendered HTML', async ({ page, request }) => {
  const html = await (await request.get(local!.url)).text()
  expect(html).not.toContain('id="powerbi"')
  expect(html).not.toContain('href="#powerbi"')

  await page.goto(local!.url)
  await waitForHydration(page)
  expect(await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))).toEqual([...REMAINING])
  await expect(page.locator('a[href="#powerbi"]')).toHaveCount(0)
  await expect(primaryNavigation(page, site).getByRole('listitem')).toHaveText(REMAINING_LABELS)
  await expect(quickLinks(page).getByRole('link')).toHaveText(REMAINING_LABELS)
  await expect(page.getByText(site.dashboards.heading)).toHaveCount(0)
})

test('on a phone the menu offers the remaining sections, and choosing one takes the visitor there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(local!.url)
  await waitForHydration(page)
  const toggle = page.getByRole('button', { name: site.labels.openMenu })
  await toggle.click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link')).toHaveText(REMAINING_LABELS)

  await menu.getByRole('link', { name: navLabel(site, 'contact'), exact: true }).click()
  await expect(menu).toBeHidden()
  await expectSectionInView(page, 'contact')
})

test('every remaining section comes to life without console errors, and the Power BI code is never downloaded', async ({ page }) => {
  const problems = recordProblems(page)
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))

  await page.goto(local!.url)
  await waitForHydration(page)
  await bringSectionsToLife(page, REMAINING)
  // The projects' images load (a missing file would log an error).
  await expectVisibleImagesLoaded(page)

  const scripts = requests.filter((path) => path.endsWith('.js'))
  expect(scripts.some((path) => /\/assets\/contact-[\w-]+\.js$/.test(path))).toBe(true)
  expect(scripts.filter((path) => /power-bi/.test(path))).toEqual([])
  expect(requests.filter((path) => path.includes('/media/dashboards/'))).toEqual([])
  expect(problems).toEqual([])
})

test('the links of the navigation bar and the footer take the visitor to their sections', async ({ page }) => {
  await page.goto(local!.url)
  await waitForHydration(page)
  for (const id of [...REMAINING.slice(1), REMAINING[0]]) {
    await navLink(page, id, site).click()
    await expectSectionInView(page, id)
  }
  for (const id of REMAINING) {
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    await quickLinks(page).getByRole('link', { name: navLabel(site, id), exact: true }).click()
    await expectSectionInView(page, id)
  }
})

test('Tab reaches every control in document order, from the last project straight to the contact form', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(local!.url)
  await waitForHydration(page)
  await bringSectionsToLife(page, REMAINING)
  await backToTop(page)
  const tabbable = await tabbableKeys(page)

  const stops = await walkFocus(page, 'forward', (stop) => expectFocusInSight(page, stop))
  expect(stops.map((stop) => stop.key)).toEqual(tabbable)
  const names = stops.map((stop) => stop.name)
  expect(names.slice(0, 6)).toEqual(['a "Skip to content"', `a "${site.owner.name}"`, ...REMAINING_LABELS.map((label) => `a "${label}"`)])
  const lastProject = names.indexOf(`a "${site.projects.items.at(-1)!.cta}"`)
  expect(lastProject).toBeGreaterThan(0)
  expect(names[lastProject + 1]).toBe(`input "${site.owner.email}"`)
})

test('three stat cards sit in one row on a desktop, and two and one on a phone, all as wide', async ({ page }) => {
  await page.goto(local!.url)
  const values = site.about.stats.map((stat) => escapeRegExp(stat.value))
  const cards = page.locator('#about').getByText(new RegExp(`^(${values.join('|')})$`)).locator('..')
  await expect(cards).toHaveCount(3)
  const boxes = async () => Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!))

  const desktop = await boxes()
  expect(new Set(desktop.map((box) => Math.round(box.y))).size).toBe(1)
  expect(new Set(desktop.map((box) => Math.round(box.width))).size).toBe(1)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(async () => Math.round((await boxes())[2]!.y)).toBeGreaterThan(Math.round((await boxes())[0]!.y))
  const phone = await boxes()
  expect(Math.round(phone[0]!.y)).toBe(Math.round(phone[1]!.y))
  expect(Math.round(phone[2]!.x)).toBe(Math.round(phone[0]!.x))
  expect(new Set(phone.map((box) => Math.round(box.width))).size).toBe(1)
})
