import { expect, test } from '@playwright/test'
import { MULTILINGUAL_SITE, multilingualUrl, siteUrl } from '../../playwright.config.ts'
import { localize, pageLanguages } from '../../src/build-surface.ts'
import { site as multilingual } from '../../src/test/fixtures/multilingual.ts'
import { builtDocument } from '../dist/built-site.ts'
import { ENDPOINT_WIRE, FakeService } from './fake-services.ts'
import { layoutProblems } from './layout.ts'
import { answeredSuggestion, bringSectionsToLife, expectNoAxeViolations, expectSectionInView, revealWholePage, settleAnimations, startInTheme, waitForHydration } from './support.ts'

/**
 * The page in each of its languages (src/test/fixtures/multilingual.ts, built for /repo/ by
 * playwright.config.ts): each its own prerendered page, in its language and direction, telling
 * search engines of the others; a switcher that keeps the visitor's place and theme, with and
 * without JavaScript; one suggestion of the browser's language; the Arabic page mirrored (its
 * layout at every width and theme is checked with every other page's, in layout.spec.ts); the
 * contact form speaking each language.
 */

const LANGUAGES = pageLanguages(multilingual)
const [DEFAULT, SPANISH, ARABIC] = LANGUAGES as [(typeof LANGUAGES)[number], (typeof LANGUAGES)[number], (typeof LANGUAGES)[number]]
const textOf = (tag: string) => localize(multilingual, tag)
/** The site's public address, which the build was given: the served one. */
const SITE = multilingualUrl()

test.describe('each language has its own page', () => {
  for (const language of LANGUAGES) {
    test(`${language.tag}: the page at /repo/${language.path} is in ${language.tag}, ${language.dir}, and names every language's page`, async ({ request }) => {
      const html = await (await request.get(multilingualUrl(language.path))).text()
      const content = textOf(language.tag)
      const document = builtDocument(html)
      expect(document.documentElement.lang).toBe(language.tag)
      expect(document.documentElement.dir).toBe(language.dir)
      expect(document.title).toBe(content.meta.title)
      expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe(content.meta.description)
      expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(multilingualUrl(language.path))
      const alternates = [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])
      expect(alternates).toEqual([...LANGUAGES.map((other) => [other.tag, multilingualUrl(other.path)]), ['x-default', SITE]])
      const person = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
      expect(person).toMatchObject({ '@type': 'Person', name: content.owner.name, jobTitle: content.owner.role, url: multilingualUrl(language.path) })
      // Prerendered in its language: the hero and the contact form's labels, without any script.
      expect(document.querySelector('#home h1')?.textContent).toBe(content.hero.tagline)
      expect(document.querySelector('#contact form')?.textContent).toContain(content.labels.sendMessage)
    })
  }

  test('the sitemap lists every language with its alternates, and each page has a preview image its font can draw', async ({ request }) => {
    const sitemap = await (await request.get(`${SITE}sitemap.xml`)).text()
    for (const language of LANGUAGES) expect(sitemap).toContain(`<url><loc>${multilingualUrl(language.path)}</loc>`)
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(LANGUAGES.length)
    const spanishImage = (await (await request.get(multilingualUrl(SPANISH.path))).text()).match(/<meta property="og:image" content="([^"]+)"/)?.[1]
    expect(spanishImage).toBe(`${multilingualUrl(SPANISH.path)}og-image.png`)
    expect((await request.get(spanishImage!)).headers()['content-type']).toBe('image/png')
    // Arabic letters are not in the preview's font: the Arabic page shows the default language's picture.
    expect(await (await request.get(multilingualUrl(ARABIC.path))).text()).toContain(`<meta property="og:image" content="${SITE}og-image.png" />`)
  })

  test('every page gets the one header set, its inline code allowed by hash', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()))
    for (const language of LANGUAGES) {
      const response = await page.goto(multilingualUrl(language.path))
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
      expect(response?.headers()['cache-control']).toBe('no-cache')
      await waitForHydration(page)
    }
    expect(violations).toEqual([])
  })
})

test.describe('the language switcher', () => {
  test.beforeEach(({ page }) => answeredSuggestion(page))

  test("lands on the same section of the other language's page, in the visitor's theme", async ({ page }) => {
    await startInTheme(page, 'dark')
    await page.goto(SITE)
    await waitForHydration(page)
    await page.locator('#projects').evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await expect(page.locator('#projects')).toHaveAttribute('data-in-view', '')
    const bar = page.getByRole('banner').getByRole('list', { name: textOf(DEFAULT.tag).labels.languages })
    await bar.getByRole('link', { name: SPANISH.name }).click()
    await expect(page).toHaveURL(`${multilingualUrl(SPANISH.path)}#projects`)
    await expect(page.locator('html')).toHaveAttribute('lang', SPANISH.tag)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expectSectionInView(page, 'projects')
    await expect(page.locator('#projects h2')).toHaveText(textOf(SPANISH.tag).projects.heading)

    // And back, from the footer, to where the visitor is there.
    await bringSectionsToLife(page, ['home', 'contact'])
    const footer = page.getByRole('contentinfo').getByRole('list', { name: textOf(SPANISH.tag).labels.languages })
    await footer.getByRole('link', { name: DEFAULT.name }).click()
    await expect(page).toHaveURL(`${SITE}#site-footer`)
    await expect(page.getByRole('contentinfo')).toBeInViewport()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("the bar's link opens the other page at its top, the footer's at its footer", async ({ page }) => {
      await page.goto(SITE)
      const bar = page.getByRole('banner').getByRole('list', { name: textOf(DEFAULT.tag).labels.languages })
      await bar.getByRole('link', { name: ARABIC.name }).click()
      await expect(page).toHaveURL(multilingualUrl(ARABIC.path))
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('#home h1')).toHaveText(textOf(ARABIC.tag).hero.tagline)
      const footer = page.getByRole('contentinfo').getByRole('list', { name: textOf(ARABIC.tag).labels.languages })
      await footer.getByRole('link', { name: SPANISH.name }).click()
      await expect(page).toHaveURL(`${multilingualUrl(SPANISH.path)}#site-footer`)
      await expect(page.getByRole('contentinfo')).toBeInViewport()
    })

    test('on a phone the switcher is in the open menu', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(multilingualUrl(SPANISH.path))
      const menu = page.locator('#mobile-menu')
      await expect(menu.getByRole('link', { name: DEFAULT.name })).toBeVisible()
      await menu.getByRole('link', { name: ARABIC.name }).click()
      await expect(page).toHaveURL(multilingualUrl(ARABIC.path))
    })
  })
})

test.describe('the suggestion of the browser’s language', () => {
  test.use({ locale: 'es-MX' })

  test('offers the Spanish page in Spanish once, and never again once dismissed', async ({ page }) => {
    await page.goto(SITE)
    const labels = textOf(SPANISH.tag).labels
    const offer = page.getByRole('complementary', { name: labels.languages })
    await expect(offer).toBeVisible({ timeout: 10_000 })
    await expect(offer).toHaveAttribute('lang', SPANISH.tag)
    await expect(offer.getByRole('link', { name: labels.languageSuggestion })).toHaveAttribute('href', `${MULTILINGUAL_SITE.path}${SPANISH.path}`)
    expect(await page.evaluate(() => location.href)).toBe(SITE)
    await offer.getByRole('button', { name: labels.dismissSuggestion }).click()
    await expect(offer).toBeHidden()
    await page.reload()
    await waitForHydration(page)
    // The hero's video starts once the page has settled, when the suggestion would show.
    await expect.poll(() => page.locator('#home video').evaluate((video: HTMLVideoElement) => !video.paused), { timeout: 10_000 }).toBe(true)
    await expect(page.getByRole('complementary', { name: labels.languages })).toHaveCount(0)
  })

  test('following it opens the Spanish page, which offers nothing', async ({ page }) => {
    await page.goto(SITE)
    const labels = textOf(SPANISH.tag).labels
    await page.getByRole('complementary', { name: labels.languages }).getByRole('link', { name: labels.languageSuggestion }).click()
    await expect(page).toHaveURL(multilingualUrl(SPANISH.path))
    await waitForHydration(page)
    await expect(page.getByRole('complementary')).toHaveCount(0)
  })
})

test.describe('right to left', () => {
  test.beforeEach(({ page }) => answeredSuggestion(page))

  test('the Arabic page mirrors: the bar and the hero start at the right, and the arrows turn', async ({ page }) => {
    await page.goto(multilingualUrl(ARABIC.path))
    await waitForHydration(page)
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!
    const width = page.viewportSize()!.width
    // The owner's name, first in the bar, is at its right; the hero's text starts at the right.
    expect((await box('header nav > a')).x).toBeGreaterThan(width / 2)
    const heading = await box('#home h1')
    expect(heading.x + heading.width).toBeGreaterThan(width / 2)
    const arrow = page.locator('#home a[href="#contact"] svg')
    expect(await arrow.evaluate((icon) => getComputedStyle(icon).scale)).toBe('-1 1')
  })

  test("the carousel's previous and next keep their meaning: next, on the left, shows the next dashboard", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${multilingualUrl(ARABIC.path)}#powerbi`)
    await waitForHydration(page)
    await expect(page.locator('#powerbi')).toHaveAttribute('data-in-view', '')
    const labels = textOf(ARABIC.tag).labels
    const previous = page.getByRole('button', { name: labels.previousDashboard })
    const next = page.getByRole('button', { name: labels.nextDashboard })
    expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x)
    const dashboards = textOf(ARABIC.tag).dashboards.items
    await next.click()
    await expect(page.locator('#powerbi [data-slide][data-active] h3')).toHaveText(dashboards[1]!.title)
    await previous.click()
    await expect(page.locator('#powerbi [data-slide][data-active] h3')).toHaveText(dashboards[0]!.title)
  })

  test('the contact fields start at the right, and an address typed in them reads left to right', async ({ page }) => {
    await page.goto(`${multilingualUrl(ARABIC.path)}#contact`)
    await waitForHydration(page)
    const labels = textOf(ARABIC.tag).labels
    const email = page.getByRole('textbox', { name: labels.emailLabel })
    const message = page.getByRole('textbox', { name: labels.messageLabel })
    const direction = (field: typeof email) => field.evaluate((element) => (element.matches(':dir(rtl)') ? 'rtl' : 'ltr'))
    expect(await direction(email)).toBe('rtl')
    expect(await direction(message)).toBe('rtl')
    await email.fill('visitor@example.org')
    await message.fill('Hello from the other side of the page')
    expect(await direction(email)).toBe('ltr')
    expect(await direction(message)).toBe('ltr')
    await message.fill(textOf(ARABIC.tag).contact.heading)
    expect(await direction(message)).toBe('rtl')
  })
})

test('every optional section (timeline, education, skills) holds its layout mirrored, at 320 to 1440 px', async ({ page }) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 320, height: 800 })
  // The complete fixture's page (every optional block) turned right to left, as an Arabic or Hebrew page of it would be.
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute('dir', 'rtl')))
  await page.goto(`${siteUrl('complete')}/`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await revealWholePage(page, ['home', ...(await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))).slice(1)])
  // The timeline's line runs down the right side of its entries.
  const timeline = await page.getByTestId('timeline').evaluate((list) => getComputedStyle(list).borderRightWidth)
  expect(timeline).toBe('2px')
  const found: string[] = []
  for (const width of [320, 390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await settleAnimations(page)
    found.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`))
  }
  expect(found).toEqual([])
})

test.describe('accessibility', () => {
  test.beforeEach(({ page }) => answeredSuggestion(page))

  for (const language of LANGUAGES) {
    test(`${language.tag}: axe finds nothing on the whole page`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.goto(multilingualUrl(language.path))
      await revealWholePage(page, ['home', ...(await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))).slice(1)])
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('the contact form in each language', () => {
  test.describe.configure({ mode: 'serial' })
  let fake: FakeService

  test.beforeAll(async () => {
    fake = new FakeService(MULTILINGUAL_SITE.fakePort, ENDPOINT_WIRE)
    await fake.start()
  })
  test.afterAll(() => fake.stop())
  test.beforeEach(({ page }) => answeredSuggestion(page))

  for (const language of LANGUAGES) {
    test(`${language.tag}: the labels, the failure and the success notice are in ${language.tag}`, async ({ page }) => {
      const { labels, contact } = textOf(language.tag)
      fake.reset()
      await page.goto(multilingualUrl(language.path))
      await waitForHydration(page)
      const section = page.getByRole('region', { name: contact.heading })
      const email = section.getByRole('textbox', { name: labels.emailLabel })
      await email.scrollIntoViewIfNeeded()
      await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
      await email.fill('visitor@example.org')
      await section.getByRole('textbox', { name: labels.messageLabel }).fill(`A message to the ${language.tag} page`)
      fake.replyWith({ status: 500, body: 'down' })
      await section.getByRole('button', { name: labels.sendMessage }).click()
      await expect(section.getByRole('alert')).toHaveText(labels.sendFailure)
      await expect(section.getByRole('link', { name: labels.sendFailureLink })).toHaveAttribute('href', /^mailto:/)
      await expect(email).toHaveValue('visitor@example.org')
      fake.replyWith(ENDPOINT_WIRE.success)
      await section.getByRole('button', { name: labels.sendMessage }).click()
      await expect(section.getByRole('status')).toHaveText(labels.sendSuccess)
      expect(fake.sends.map((send) => JSON.parse(send.body).message)).toEqual([`A message to the ${language.tag} page`, `A message to the ${language.tag} page`])
    })
  }
})
