import { createServer, type Server } from 'node:http'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { firstScreenEnd } from '../../builder/defer-entry.ts'
import { FIRST_SCREEN_END_ID, FIRST_SCREEN_ID, REST_STYLE_ID } from '../../src/boot/names.ts'
import { SECTIONS, sectionModule } from '../../src/content/sections.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { appModules, drawInTheme, expectSectionInView, holdRequests, nextFrames, waitForHydration, waitForWholeLayout } from './support.ts'

/** The first load: the HTML paints the page; the app and the rest come after. */
test.use({ viewport: { width: 412, height: 823 } })

const appScripts = (urls: string[]) => urls.filter((url) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname))

test('a phone loads only the first screen: the largest paint needs nothing but the HTML and its pictures, the app (React and the entry) is requested once the page has painted and they are in, and no images below it until the visitor scrolls', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/')
  await waitForHydration(page)

  await test.step('the largest paint needs nothing but the HTML and its pictures: the app is requested once the page has painted and they are in', async () => {
    const timing = await page.evaluate(
      () =>
        new Promise<{ firstLargestPaint: number; picturesIn: number; loadEvent: number; appRequested: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const paints = list.getEntries() as LargestContentfulPaint[]
            const app = performance.getEntriesByType('resource').find((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
            const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
            resolve({
              firstLargestPaint: paints[0]?.startTime ?? NaN,
              // When the last picture a largest-paint entry shows had arrived (text has none: 0).
              picturesIn: Math.max(0, ...paints.map((entry) => entry.loadTime)),
              loadEvent: navigation?.loadEventStart ?? NaN,
              appRequested: app?.startTime ?? NaN,
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    expect(timing.appRequested).toBeGreaterThan(timing.firstLargestPaint)
    expect(timing.appRequested).toBeGreaterThanOrEqual(timing.loadEvent)
    expect(timing.appRequested).toBeGreaterThanOrEqual(timing.picturesIn)
  })

  await test.step('React and the app, no images below the first screen, until the visitor scrolls', async () => {
    await page.waitForLoadState('networkidle')
    const modules = await appModules(page)
    expect(modules).toHaveLength(2)
    expect(appScripts(requests).map((url) => new URL(url).pathname).sort()).toEqual(modules.sort())
    expect(requests.filter((url) => url.includes('/media/projects/') || url.includes('/media/dashboards/'))).toEqual([])

    // Reaching the projects brings their code and their images.
    await page.locator('#projects').scrollIntoViewIfNeeded()
    await expect.poll(() => appScripts(requests).length).toBeGreaterThan(modules.length)
    await expect.poll(() => requests.filter((url) => url.includes('/media/projects/')).length).toBeGreaterThan(0)
    await expect(page.locator('#projects')).toHaveAttribute('data-in-view', '')
  })
})

test('the app waits for the first screen\'s pictures: with the hero\'s poster held back, nothing of it is requested after the first paint', async ({ page, baseURL }) => {
  const poster = /<video\b[^>]*\bposter="([^"]+)"/.exec(await (await fetch(`${baseURL}/`)).text())?.[1]
  if (!poster) throw new Error('the hero has no poster to hold back')
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const release = await holdRequests(page, (url) => url.pathname === poster)
  await page.addInitScript(() => {
    new PerformanceObserver(() => document.documentElement.setAttribute('data-test-largest-paint', '')).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute('data-test-largest-paint', '')
  // Two frames after the largest-paint entry: a boot that starts on it alone has asked by now.
  await nextFrames(page)
  expect(appScripts(requests)).toEqual([])

  release()
  await waitForHydration(page)
  expect(appScripts(requests).length).toBeGreaterThan(0)
})

/**
 * Serves the page from `origin` with its HTML cut after the first screen: the rest follows only
 * once `release` is called, as the bytes past a new connection's first round trip do. Every other
 * file comes from `origin` as it is.
 */
async function documentHeldAfterFirstScreen(origin: string) {
  const html = await (await fetch(`${origin}/`)).text()
  // The first screen, and the empty element after it that the first paint waits for.
  const marker = html.indexOf(`id="${FIRST_SCREEN_END_ID}"`, firstScreenEnd(html))
  if (marker < 0) throw new Error(`the page has no #${FIRST_SCREEN_END_ID} after its first screen to cut after`)
  const end = html.indexOf('>', html.indexOf('</', marker)) + 1
  let release = () => {}
  const rest = new Promise<void>((resolve) => (release = resolve))
  const server: Server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      response.write(html.slice(0, end))
      void rest.then(() => response.end(html.slice(end)))
      return
    }
    void fetch(`${origin}${request.url ?? '/'}`).then(async (upstream) => {
      response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream' })
      response.end(Buffer.from(await upstream.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the held page has no port')
  return { url: `http://127.0.0.1:${address.port}/`, release, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test('the first screen paints before the rest of the page has arrived, whole', async ({ page, baseURL }) => {
  const held = await documentHeldAfterFirstScreen(baseURL ?? '')
  try {
    await page.goto(held.url, { waitUntil: 'commit' })
    const painted = () => page.evaluate(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'))
    await expect.poll(painted).toBe(true)
    expect(await page.evaluate(() => document.readyState)).toBe('loading')
    await expect(page.locator(`#${FIRST_SCREEN_ID} h1`)).toBeVisible()
    await expect(page.locator(`#${FIRST_SCREEN_END_ID}`)).toBeAttached()
    await expect(page.locator('header').first()).toBeVisible()
    expect(await page.locator('main > section').count()).toBe(1)
    // Painted with the first screen's part of the stylesheet alone.
    await expect(page.locator(`#${REST_STYLE_ID}`)).not.toBeAttached()

    held.release()
    await expect(page.locator('#site-footer')).toBeAttached()
    await waitForHydration(page)
  } finally {
    held.release()
    await held.close()
  }
})

test('the rest of the page waits for the rest of the stylesheet: nothing after the first screen is drawn without its styles', async ({ page, baseURL }) => {
  const href = new RegExp(`<link id="${REST_STYLE_ID}" rel="stylesheet" href="([^"]+)"`).exec(await (await fetch(`${baseURL}/`)).text())?.[1]
  if (!href) throw new Error(`the page links no rest of its stylesheet from #${REST_STYLE_ID}`)
  const release = await holdRequests(page, (url) => url.pathname === href)
  try {
    await page.goto('/', { waitUntil: 'commit' })
    const painted = () => page.evaluate(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'))
    await expect.poll(painted).toBe(true)
    await expect(page.locator(`#${FIRST_SCREEN_ID} h1`)).toBeVisible()
    // The parser waits at the link: what follows it is not in the document yet, so nothing of it is drawn.
    expect(await page.locator(`#${REST_STYLE_ID} ~ *`).count()).toBe(0)
    expect(await page.locator('main > section').count()).toBe(1)
    release()
    await expect(page.locator('#site-footer')).toBeAttached()
    await waitForHydration(page)
  } finally {
    release()
  }
})

/**
 * What the first screen (the root, the navigation bar and the hero, with their ::before and
 * ::after) computes differently with the first part of the stylesheet alone than with the whole,
 * both read in one task, so nothing the app does comes between them. Left out: what follows the
 * height of the whole page (the root's and the body's height, and the origins at their middle),
 * which the sections below the first screen set, and custom properties, which the rest may
 * register (@property) where the first screen sets them and never reads them.
 */
const firstScreenWithoutTheRest = (page: Page) =>
  page.evaluate(
    ([heroId, restId]) => {
      const pageSized = new Set(['height', 'block-size', 'perspective-origin', 'transform-origin'])
      const elements = [document.documentElement, document.body, ...document.querySelectorAll(`header, header *, #${heroId}, #${heroId} *`)]
      const styles = () =>
        elements.flatMap((element) =>
          [null, '::before', '::after'].map((pseudo) => {
            const style = getComputedStyle(element, pseudo)
            const outer = element === document.documentElement || element === document.body
            const names = [...style].filter((name) => !name.startsWith('--') && !(outer && pageSized.has(name)))
            const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${pseudo ?? ''}`
            return names.map((name) => `${where} ${name}:${style.getPropertyValue(name)}`)
          }),
        )
      const rest = (document.getElementById(restId) as HTMLLinkElement).sheet as CSSStyleSheet
      const whole = styles()
      rest.disabled = true
      const firstPart = styles()
      rest.disabled = false
      const differences = firstPart.flatMap((declarations, index) => declarations.filter((declaration, at) => declaration !== whole[index]?.[at]))
      return { compared: firstPart.flat().length, differences }
    },
    [FIRST_SCREEN_ID, REST_STYLE_ID] as const,
  )

for (const width of [390, 1440]) {
  test(`at ${width} px the rest of the stylesheet changes nothing on the first screen, in either theme: it paints as it stays`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await waitForHydration(page)
    // Hydration has kept the rest where the build put it, right after the first screen, whole.
    const rest = page.locator(`#${FIRST_SCREEN_END_ID} + link#${REST_STYLE_ID}`)
    expect(await rest.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0)).toBeGreaterThan(10)
    for (const theme of ['light', 'dark'] as const) {
      await drawInTheme(page, theme)
      const { compared, differences } = await firstScreenWithoutTheRest(page)
      expect(compared).toBeGreaterThan(10_000)
      expect(differences).toEqual([])
    }
  })
}

/** Whether the browser has laid out and painted this element, or skips it (content-visibility: auto). */
const rendered = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
const contentVisibility = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).contentVisibility))

test('until the page has loaded, only what is near the screen is laid out, each project card on its own; then the whole page is, in turn', async ({ page }) => {
  // The load event waits for the first screen's pictures: held back, they hold it back.
  const release = await holdRequests(page, /\/media\//)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const cards = page.getByTestId('project-grid').locator('> li')
  const lastCard = cards.last().locator('article')
  const form = page.locator('#contact form')

  // Each card can be skipped by itself, so a list ten times as long costs no more to show.
  expect(await contentVisibility(cards)).toEqual(Array.from({ length: await cards.count() }, () => 'auto'))
  // The browser decides what is near the screen in its next rendering update (CSS Containment 2,
  // content-visibility: auto): a section parsed just before DOMContentLoaded reads as skipped until
  // that frame has been drawn, near or not.
  await nextFrames(page)
  expect(await rendered(page.locator('#about h2'))).toBe(true)
  expect(await rendered(lastCard)).toBe(false)
  expect(await rendered(form)).toBe(false)

  // From the load event every one is laid out, one per idle moment, so a link's smooth scroll aims true.
  release()
  await waitForWholeLayout(page)
  expect(await rendered(form)).toBe(true)
  expect(await rendered(lastCard)).toBe(true)
})

test('a link followed before the page has loaded lands its section where the scroll padding puts it: what comes before the section is laid out first', async ({ page }) => {
  // The load event waits for the first screen's pictures: held back, they hold it back.
  const release = await holdRequests(page, /\/media\//)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await nextFrames(page)
  const contact = page.locator('#contact')
  expect(await rendered(contact.locator('form'))).toBe(false)
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')

  await page.locator('#home a[href="#contact"]').click()
  await expectSectionInView(page, 'contact')
  // Where a page laid out before the tap would have scrolled to: the section's top at the scroll
  // padding, or the end of the page. Aimed at a guessed size of what comes before, it lands elsewhere.
  const missedBy = () =>
    contact.evaluate((section) => {
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
      const aim = Math.min(section.getBoundingClientRect().top + scrollY - padding, document.documentElement.scrollHeight - innerHeight)
      return Math.round(Math.abs(scrollY - aim))
    })
  await expect.poll(missedBy).toBe(0)
  release()
})

test('a tap on a section\'s button before the section\'s code has arrived is not lost: the section answers it once it has hydrated', async ({ page }) => {
  // Still slides: the carousel does not move on by itself while the journey waits.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const module = sectionModule(SECTIONS.find((section) => section.id === 'powerbi')!)
  const chunk = new RegExp(`/assets/${module}-[^/]+\\.js$`)
  const release = await holdRequests(page, chunk)
  const asked = page.waitForRequest(chunk)
  await page.goto('/#powerbi')
  await waitForHydration(page)
  await asked
  const dot = (n: number) => page.getByRole('button', { name: `${sample.labels.showDashboard} ${n}` })
  // Next, not a dot: a tap answered twice would show, two slides on.
  await page.getByRole('button', { name: sample.labels.nextDashboard }).click()
  await expect(dot(1)).toHaveAttribute('aria-current', 'true')

  release()
  await expect(dot(2)).toHaveAttribute('aria-current', 'true')
  await expect(dot(1)).not.toHaveAttribute('aria-current', /.*/)
  await expect(dot(3)).not.toHaveAttribute('aria-current', /.*/)
})
