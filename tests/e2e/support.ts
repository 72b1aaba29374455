/**
 * Small helpers shared by the browser journeys (one spec per journey lives next to this file).
 * Most journeys visit the build of the tests' sample page (src/test/fixtures/sample.ts) and take
 * every word they expect from it, never from src/content/site.ts, which is the owner's to rewrite.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { bootModules } from '../../builder/defer-entry.ts'
import { PORTFOLIO_THEME } from '../../src/app/theme-config.ts'
import { LANGUAGE_SUGGESTION_KEY } from '../../src/lib/language-choice.ts'
import { LAID_OUT_CLASS } from '../../src/boot/names.ts'
import type { Content } from '../../src/content/schema.ts'
import type { SectionId } from '../../src/content/sections.ts'
import { visibleSectionIds } from '../../src/lib/sections.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { navLabel } from '../../src/test/nav-label.ts'

export { navLabel }

/** The sample's sections, in page order, with the label the sample gives each navigation entry. */
export const SECTIONS = visibleSectionIds(sample).map((id) => ({ id, label: navLabel(sample, id) }))

/** The page's navigation bar, named by the content's label for it (the sample's by default). */
export const primaryNavigation = (page: Page, content: Content = sample) =>
  page.getByRole('navigation', { name: content.labels.primaryNavigation })

/** The navigation bar's link to this section (the sample's by default). */
export const navLink = (page: Page, id: SectionId, content: Content = sample) =>
  primaryNavigation(page, content).getByRole('link', { name: navLabel(content, id), exact: true })

/**
 * For journeys that test what the page does, not how it moves (`test.use(AT_REST)`): the page as a
 * visitor who asked for reduced motion gets it, its fades, smooth scrolls, video and dots at rest.
 * Drawn in software on 2 cores, the motion is what a journey spends most of its CPU on, and a
 * control fading into place is "not stable" for Playwright until the fade ends (about 0.9 s for
 * the Send button). The motion itself has its own journeys: motion.spec.ts, navigation.spec.ts,
 * hero-video.spec.ts, carousel.spec.ts, and the keyboard walks keep it on (keyboard.spec.ts, the
 * light theme's in contrast.spec.ts).
 */
export const AT_REST = { contextOptions: { reducedMotion: 'reduce' } } as const

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Short polling steps for state that settles within a frame or two. */
const QUICK_POLL = { intervals: [50, 100, 250] }

/** A fixed instant for tests that drive the page's timers with Playwright's fake clock. */
export const CLOCK_START = new Date('2030-01-01T09:00:00Z')

/**
 * Installs the fake clock and stops it before the page loads, so timers only move when the
 * test calls `page.clock.runFor` (otherwise fake time would keep flowing with real time).
 * It pauses a minute after the start, as the installed clock has already moved on a little.
 */
export async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: CLOCK_START })
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 60_000))
}

/** Holds back the requests matching `url` (a slow connection) until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** The modules the page's boot script runs, in order: React, then the app's entry (builder/defer-entry.ts). */
export async function appModules(page: Page): Promise<string[]> {
  return bootModules(await page.content())
}

/**
 * Waits until React has hydrated the prerendered first screen (the hero; the bar above it has its script by then) and run
 * its effects: the app marks the root `hydrated` from an effect of that commit. The sections
 * below hydrate later, as the visitor nears each.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Generous: on a loaded 2-core CI machine the app script can take a while.
  await expect(page.locator('html')).toHaveClass(/\bhydrated\b/, { timeout: 15_000 })
}

/**
 * Expects the section with this anchor to have been scrolled to: the address shows its hash,
 * and the section and its heading (the first heading inside it) are in the viewport.
 */
export async function expectSectionInView(page: Page, id: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
  const section = page.locator(`#${id}`)
  await expect(section).toBeInViewport()
  await expect(section.getByRole('heading').first()).toBeInViewport()
}

/**
 * Scrolls the window without the page's smooth scrolling, to land on an exact offset. The first
 * scroll starts laying out the sections below the first screen one by one, and the browser's
 * scroll anchoring then keeps what is in view in place by moving the offset: it scrolls again
 * until the offset holds.
 */
export async function scrollInstantly(page: Page, top: number): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((y) => {
          if (window.scrollY !== y) window.scrollTo({ top: y, behavior: 'instant' })
          return window.scrollY
        }, top),
      QUICK_POLL,
    )
    .toBe(top)
}

/**
 * The journeys run offline: every request that leaves the local server is answered with a
 * stub page, so a link opened in a new tab loads and its address can be checked.
 */
export async function stubExternalSites(context: BrowserContext, baseURL: string): Promise<void> {
  const local = new URL(baseURL).host
  await context.route(
    (url) => url.host !== local,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>External site</title>' }),
  )
}

/**
 * Clicks a link and returns the page it opened in a new tab, once that page has loaded.
 */
export async function clickAndCatchNewTab(page: Page, link: Locator): Promise<Page> {
  const popup = page.waitForEvent('popup')
  await link.click()
  const opened = await popup
  await opened.waitForLoadState()
  return opened
}

/**
 * Expects a link to open in a new tab without referrer or opener; a link to one of the owner's
 * profiles (`me`) also says it is theirs, with rel="me".
 */
export async function expectOpensInNewTab(link: Locator, href: string, { me = false } = {}): Promise<void> {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', me ? 'me noopener noreferrer' : 'noopener noreferrer')
}

/** Expects a page opened from the portfolio to have neither an opener nor a referrer. */
export async function expectNoOpenerNorReferrer(opened: Page): Promise<void> {
  expect(await opened.evaluate(() => window.opener)).toBeNull()
  expect(await opened.evaluate(() => document.referrer)).toBe('')
}

/**
 * Expects a link to lead out of the portfolio to `href` in a new tab without referrer or
 * opener: its attributes, then a click, and the page it opened (closed again after).
 */
export async function expectLeadsToNewTab(page: Page, link: Locator, href: string, { me = false } = {}): Promise<void> {
  await expectOpensInNewTab(link, href, { me })
  const opened = await clickAndCatchNewTab(page, link)
  expect(opened.url()).toBe(href)
  await expectNoOpenerNorReferrer(opened)
  await opened.close()
}

/** The theme a visit starts in: stored before the page loads, as a returning visitor's choice. */
export async function startInTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [PORTFOLIO_THEME.storageKey, theme] as const)
}

/** Draws the loaded page in a theme as the head script applies one (its class on the root), without storing it. */
export async function drawInTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((resolved) => {
    document.documentElement.classList.remove('light', 'dark')
    document.documentElement.classList.add(resolved)
  }, theme)
}

/**
 * Brings the whole page to its final look: scrolls to each section below the first screen in
 * turn (`ids`, the page's sections in order: all five by default) and waits until it has
 * loaded, hydrated and marked itself seen, then to the bottom, then waits until every fade has
 * finished (each block fully opaque and in place, no transition or one-off animation still
 * running) and goes back to the top. Needs no animation frames, so it also works under a paused
 * fake clock.
 */
export async function revealWholePage(page: Page, ids: readonly string[] = SECTIONS.map(({ id }) => id)): Promise<void> {
  await waitForHydration(page)
  await bringSectionsToLife(page, ids)
  await expect
    .poll(
      () =>
        page.locator('[data-reveal]').evaluateAll((blocks) =>
          blocks.filter((block) => {
            const style = getComputedStyle(block)
            return style.opacity !== '1' || style.transform !== 'none'
          }).length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0)
  await settleAnimations(page)
  await backToTop(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await settleAnimations(page)
}

/**
 * Scrolls back to the top as a visitor who has just arrived is: the next Tab starts from the top
 * of the document. Chromium (150 and later) moves where Tab starts from to an element that
 * scrollIntoView shows, as it does for an in-page link; bringSectionsToLife shows the sections
 * that way, so the top is shown that way too, not with scrollTo.
 */
export async function backToTop(page: Page): Promise<void> {
  await page.evaluate(() => document.body.scrollIntoView({ block: 'start', behavior: 'instant' }))
}

/**
 * Waits until the head script has laid out every section and card below the first screen, which
 * it does one per idle moment from the visitor's first move: until then, what the page measures
 * and where it scrolls to can still move, and lazy images can still start loading.
 */
export async function waitForWholeLayout(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${LAID_OUT_CLASS}\\b`), { timeout: 20_000 })
}

/**
 * Scrolls to each of the sections below the first screen (`ids` after the first) in turn and
 * waits until it has hydrated and marked itself seen, the contact form is ready, then scrolls to
 * the footer.
 */
export async function bringSectionsToLife(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids.slice(1)) {
    const section = page.locator(`#${id}`)
    await section.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await expect(section).toHaveAttribute('data-in-view', '', { timeout: 15_000 })
  }
  await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
  await waitForWholeLayout(page)
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await expect(page.getByRole('contentinfo')).toBeInViewport()
}

/**
 * Records each question the page asks Intl, from before its first script: a formatter, a name, a
 * locale or a collator made, a number or date written or strings compared the language's way. The
 * browser's first such question on a page sets up its language data in one long task
 * (src/content/intl-answers.ts). Read them with `intlQuestions`.
 */
export const recordIntlQuestions = (page: Page) =>
  page.addInitScript(() => {
    const asked: string[] = ((window as unknown as { intlQuestions: string[] }).intlQuestions = [])
    const services = ['Collator', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'Locale', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Segmenter'] as const
    for (const name of services) {
      const service = Intl[name] as unknown as (new (...args: unknown[]) => object) | undefined
      if (typeof service !== 'function') continue
      const counted = new Proxy(service, {
        construct: (target, args: unknown[]) => (asked.push(`Intl.${name}(${String(args[0])})`), new target(...args)),
        apply: (target, self, args: unknown[]) => (asked.push(`Intl.${name}(${String(args[0])})`), Reflect.apply(target, self, args) as unknown),
      })
      Object.defineProperty(Intl, name, { value: counted })
    }
    const methods = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ] as const
    for (const [prototype, method] of methods) {
      const original = prototype[method as keyof typeof prototype] as unknown as (...args: unknown[]) => unknown
      Object.defineProperty(prototype, method, {
        value(this: unknown, ...args: unknown[]) {
          asked.push(method)
          return original.apply(this, args)
        },
      })
    }
  })

/** The questions the page has asked Intl since `recordIntlQuestions`. */
export const intlQuestions = (page: Page) => page.evaluate(() => (window as unknown as { intlQuestions: string[] }).intlQuestions)

/** A visitor who has answered the suggestion of another language before: nothing lies over the page. */
export const answeredSuggestion = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, 'answered'), LANGUAGE_SUGGESTION_KEY)

/** Two animation frames: the browser has run its resize observers and drawn the page again. */
export const nextFrames = (page: Page) => page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))

/**
 * Waits for every finite transition and animation the browser is running (not the endless floating
 * dots). One inside a part of the page the browser skips (content-visibility: auto, far from the
 * screen: a section or project card not yet laid out) is paused until that part is drawn again (CSS Containment 2), so
 * its `finished` would never come: a card's hover transition, started as a scroll carried it under
 * the pointer, held a journey for its whole timeout once. It is not waited for; it is not seen.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target
          return !target || target.checkVisibility({ contentVisibilityAuto: true })
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Records, from now on, every console error and warning (React's hydration warnings among them)
 * and every uncaught exception of the page, as lines to expect to be empty.
 */
export function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

/** Expects every image shown on the page to have loaded (a missing file would also log a console error). */
export async function expectVisibleImagesLoaded(page: Page): Promise<void> {
  const visibleImages = page.locator('img:visible')
  await expect.poll(() => visibleImages.evaluateAll((images: HTMLImageElement[]) => images.every((img) => img.complete && img.naturalWidth > 0))).toBe(true)
}

/**
 * Stops the dashboards' slide show with its own control, as a reader would, so that no slide is
 * caught half faded in while it is measured. (With reduced motion it never starts.)
 */
export async function stopSlideShow(page: Page, content: Content = sample): Promise<void> {
  await page.getByRole('button', { name: content.labels.stopRotation }).click()
  await expect(page.getByRole('button', { name: content.labels.startRotation })).toBeVisible()
}

/** The axe-core rule tags the audits apply: WCAG 2.2 A/AA and best practice. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
/** axe-core 4.14 checks 91 rules with these tags on a page (applicable or not); far fewer means the tags did not apply. */
const FEWEST_AXE_RULES = 80

/** Runs axe over the whole page and expects no violations; records how many rules it checked. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectNoAxeViolationsWith(page, new AxeBuilder({ page }))
}

/**
 * Runs axe over the part of the page `selector` picks and expects no violations there: for a
 * change (an open menu, a notice) to a page whose whole was audited in the same state otherwise.
 * `exclude` leaves out what is not the page's own (another site's report in a frame).
 */
export async function expectNoAxeViolationsIn(page: Page, selector: string, { exclude }: { exclude?: string } = {}): Promise<void> {
  await expect(page.locator(selector)).toHaveCount(1)
  const builder = new AxeBuilder({ page }).include(selector)
  await expectNoAxeViolationsWith(page, exclude ? builder.exclude(exclude) : builder)
}

async function expectNoAxeViolationsWith(page: Page, builder: AxeBuilder): Promise<void> {
  await settleAnimations(page)
  const results = await builder.withTags(AXE_TAGS).analyze()
  const rules = new Set([...results.passes, ...results.incomplete, ...results.inapplicable, ...results.violations].map((rule) => rule.id))
  test.info().annotations.push(
    { type: 'axe rules checked', description: String(rules.size) },
    { type: 'axe needs review', description: results.incomplete.map((rule) => `${rule.id} (${rule.nodes.length})`).join(', ') || 'none' },
  )
  const violations = results.violations.map((rule) => ({
    rule: rule.id,
    help: rule.help,
    elements: rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }))
  expect(violations).toEqual([])
  expect(rules.size).toBeGreaterThanOrEqual(FEWEST_AXE_RULES)
}

/** Sets the browser's default font size, as a visitor's text size setting does (16 px is 100%). */
export async function setTextSize(page: Page, percent: number) {
  const browser = await page.context().newCDPSession(page)
  await browser.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } })
  await browser.detach()
}
