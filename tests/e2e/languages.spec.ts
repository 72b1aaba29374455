import { expect, test, type Page } from '@playwright/test'
import { MULTILINGUAL_SITE, multilingualUrl, siteUrl } from '../../playwright.config.ts'
import { localize, pageLanguages } from '../../src/build-surface.ts'
import { site as multilingual } from '../../src/test/fixtures/multilingual.ts'
import { ENDPOINT_WIRE, FakeService } from './fake-services.ts'
import { layoutProblems } from './layout.ts'
import {
  AT_REST,
  answeredSuggestion,
  bringSectionsToLife,
  expectNoAxeViolations,
  expectSectionInView,
  intlQuestions,
  recordIntlQuestions,
  revealWholePage,
  settleAnimations,
  startInTheme,
  waitForHydration,
} from './support.ts'

/**
 * The page in each of its languages (src/test/fixtures/multilingual.ts, built for /repo/ by
 * playwright.config.ts): each its own prerendered page, in its language and direction, telling
 * search engines of the others (its markup is checked in the built files, tests/dist/test-pages.test.ts);
 * served with one header set that allows its inline code; a switcher that keeps the visitor's place and theme, with and
 * without JavaScript; one suggestion of the browser's language; the Arabic page mirrored (its
 * layout at every width and theme is checked with every other page's, in layout.spec.ts); the
 * contact form speaking each language.
 */

const LANGUAGES = pageLanguages(multilingual)
const [DEFAULT, SPANISH, ARABIC] = LANGUAGES as [(typeof LANGUAGES)[number], (typeof LANGUAGES)[number], (typeof LANGUAGES)[number]]
const textOf = (tag: string) => localize(multilingual, tag)
/** The site's public address, which the build was given: the served one. */
const SITE = multilingualUrl()
/** The page's sections in order, read from the page: the first screen, then those below it. */
const sectionIds = async (page: Page) => ['home', ...(await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))).slice(1)]

test.describe('the language switcher', () => {
  // What the switcher does, not how the page moves: the page at rest.
  test.use(AT_REST)
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

  test("each page shows its languages' names and its dates as the build wrote them, and never asks the browser's Intl (the first question loads its language data: a long task on a phone)", async ({ page }) => {
    await recordIntlQuestions(page)
    for (const language of LANGUAGES) {
      await page.goto(multilingualUrl(language.path))
      await waitForHydration(page)
      const others = LANGUAGES.filter((other) => other.tag !== language.tag)
      await expect(page.locator('header').getByRole('link', { name: others[0]!.name, exact: true }).first()).toBeVisible()
      // Every section hydrated, its dates, numbers and the footer's year with it.
      await bringSectionsToLife(page, await sectionIds(page))
      expect(await intlQuestions(page), language.tag).toEqual([])
    }
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

  test("covers none of the bar's or the hero's controls on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(SITE)
    const offer = page.getByRole('complementary', { name: textOf(SPANISH.tag).labels.languages })
    await expect(offer).toBeVisible({ timeout: 10_000 })
    const box = (await offer.boundingBox())!
    const controls = { bar: page.locator('header'), 'call to action': page.locator('#home a[href="#contact"]'), 'video toggle': page.locator('#home > button') }
    for (const [name, control] of Object.entries(controls)) {
      const other = (await control.boundingBox())!
      const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height
      expect(overlaps, `the suggestion lies over the ${name}`).toBe(false)
    }
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
  // What the mirrored page does, not how it moves: the page at rest (and a carousel that waits to be moved).
  test.use(AT_REST)
  test.beforeEach(({ page }) => answeredSuggestion(page))

  test("the Arabic page mirrors: the bar and the hero start at the right, the arrows turn, the carousel's previous and next keep their meaning, and the contact fields start at the right while an address typed in them reads left to right", async ({ page }) => {
    await page.goto(multilingualUrl(ARABIC.path))
    await waitForHydration(page)
    const labels = textOf(ARABIC.tag).labels

    await test.step('the bar and the hero start at the right, and the arrows turn', async () => {
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!
      const width = page.viewportSize()!.width
      // The owner's name, first in the bar, is at its right; the hero's text starts at the right.
      expect((await box('header nav > a')).x).toBeGreaterThan(width / 2)
      const heading = await box('#home h1')
      expect(heading.x + heading.width).toBeGreaterThan(width / 2)
      const arrow = page.locator('#home a[href="#contact"] svg')
      expect(await arrow.evaluate((icon) => getComputedStyle(icon).scale)).toBe('-1 1')
    })

    await test.step("the carousel's previous and next keep their meaning: next, on the left, shows the next dashboard", async () => {
      await page.locator('#powerbi').evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }))
      await expect(page.locator('#powerbi')).toHaveAttribute('data-in-view', '')
      const previous = page.getByRole('button', { name: labels.previousDashboard })
      const next = page.getByRole('button', { name: labels.nextDashboard })
      expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x)
      const dashboards = textOf(ARABIC.tag).dashboards.items
      await next.click()
      await expect(page.locator('#powerbi [data-slide][data-active] h3')).toHaveText(dashboards[1]!.title)
      await previous.click()
      await expect(page.locator('#powerbi [data-slide][data-active] h3')).toHaveText(dashboards[0]!.title)
    })

    await test.step('the contact fields start at the right, and an address typed in them reads left to right', async () => {
      await page.locator('#contact').evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }))
      // The fields follow what is typed once the form has come to life; the prerendered form
      // before that is a passing state, not what a visitor types into.
      await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
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
})

test("the complete fixture's page, every section hydrated (its dates, its slides' places, the footer's year), asks the browser's Intl nothing", async ({ page }) => {
  await recordIntlQuestions(page)
  await page.goto(`${siteUrl('complete')}/`)
  await waitForHydration(page)
  await bringSectionsToLife(page, await sectionIds(page))
  await expect(page.locator('main time').first()).toBeAttached()
  expect(await intlQuestions(page)).toEqual([])
})

test('every optional section of the complete fixture, its picture-less project too, holds its layout mirrored, at 320 to 1440 px', async ({ page }) => {
  test.setTimeout(120_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 320, height: 800 })
  // The complete fixture's page (every optional block) turned right to left, as an Arabic or Hebrew page of it would be.
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute('dir', 'rtl')))
  await page.goto(`${siteUrl('complete')}/`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await revealWholePage(page, await sectionIds(page))
  // Each timeline's line runs down the right side of its entries.
  const timelines = await page.getByTestId('timeline').evaluateAll((lists) => lists.map((list) => getComputedStyle(list).borderRightWidth))
  expect(timelines.length).toBeGreaterThan(0)
  expect(timelines).toEqual(timelines.map(() => '2px'))
  const found: string[] = []
  for (const width of [320, 390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await settleAnimations(page)
    found.push(...(await layoutProblems(page)).map((problem) => `${width} px: ${problem}`))
  }
  expect(found).toEqual([])
})

test('the right-to-left page shows each Latin word that ends in a sign (C++, A*) with the sign where it is written', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await answeredSuggestion(page)
  await page.goto(`${multilingualUrl(ARABIC.tag)}/`)
  await revealWholePage(page, await sectionIds(page))
  const words = await page.locator('main').evaluate((main) => {
    const found: { word: string; asWritten: boolean }[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.parentElement?.checkVisibility()) continue
      for (const match of node.data.matchAll(/([A-Za-z][\w.]*)[+#*]+/g)) {
        const left = (offset: number) => {
          const range = document.createRange()
          range.setStart(node, offset)
          range.setEnd(node, offset + 1)
          return range.getBoundingClientRect().left
        }
        const letter = match.index + match[1]!.length - 1
        found.push({ word: match[0], asWritten: left(letter + 1) > left(letter) })
      }
    }
    return found
  })
  // The fixture's Arabic text has such words, so the check has something to look at.
  expect(words.length).toBeGreaterThan(0)
  expect(words.filter(({ asWritten }) => !asWritten).map(({ word }) => word)).toEqual([])
})

test.describe("each language's whole page", () => {
  // One fake of the endpoint on a fixed port: one journey at a time.
  test.describe.configure({ mode: 'serial' })
  // What each page shows and says, not how it moves: the page at rest.
  test.use(AT_REST)
  let fake: FakeService

  test.beforeAll(async () => {
    fake = new FakeService(MULTILINGUAL_SITE.fakePort, ENDPOINT_WIRE)
    await fake.start()
  })
  test.afterAll(() => fake.stop())
  test.beforeEach(({ page }) => answeredSuggestion(page))

  for (const language of LANGUAGES) {
    test(`${language.tag}: served with the one header set, its inline code allowed by hash; axe finds nothing on the whole page; the contact form's labels, failure and success notice are in ${language.tag}`, async ({ page }) => {
      test.setTimeout(90_000)
      const { labels, contact } = textOf(language.tag)
      fake.reset()
      const violations: string[] = []
      page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()))

      await test.step('the one header set, its inline code allowed by hash', async () => {
        const response = await page.goto(multilingualUrl(language.path))
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
        expect(response?.headers()['cache-control']).toBe('no-cache')
        // The preview image the page names is served as a PNG (its markup: tests/dist/test-pages.test.ts).
        const image = await page.locator('meta[property="og:image"]').getAttribute('content')
        const served = await page.request.get(image!)
        expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png'])
        await waitForHydration(page)
      })

      await test.step('axe finds nothing on the whole page', async () => {
        await revealWholePage(page, await sectionIds(page))
        await expectNoAxeViolations(page)
      })

      await test.step(`the contact form's labels, failure and success notice are in ${language.tag}`, async () => {
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

      // Every script the page ran, down to the contact form's, was allowed.
      expect(violations).toEqual([])
    })
  }
})
