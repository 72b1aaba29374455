// The interaction-latency benchmark (a developer tool, not a test): how long a phone takes to
// answer what a visitor does on a built site. For each site it starts tools/serve.ts on a port of
// its own and, in Chromium (CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own; started as the
// browser journeys start it, tools/machine.ts's journeyChromium) at 390×844
// with touch and the processor slowed 4× (CDP Emulation.setCPUThrottlingRate), makes fresh
// visits (a new browser context each): load the page, wait 2.5 s after the load event, then walk
// ONE journey of a few steps (its first tap, then later ones; each target tapped once it stands
// still, see tapStill). In the page, observers installed before anything else runs record every
// interaction (Event Timing: entries with an interactionId, of 16 ms and more), every long task
// and every long animation frame from the journey's start, each put down to the step during
// which it began; a long task is described by the scripts and rendering of its frames. Sites are visited in turn, visit by visit, so a busy moment
// on the machine falls on all alike.
// The journeys find their controls from the page's structure, not its words, in a way both the
// app and the hand-written limit page (a static page with the same content and controls, the
// baseline a tap is measured against) satisfy; a journey whose element a site's HTML lacks
// (`needs`, e.g. the carousel) is skipped for it and shown as "–". Name a site `limit` and the
// others are also printed beside it, each worst interaction as a multiple of the limit's. A last
// table gives each step's median interaction (beside the limit, as a multiple of the limit's same
// step): a journey's worst interaction does not say which of its taps it was.
// Usage: npm run bench:interaction -- [--site name=dir[#page] ...]
//        Without --site it builds and measures the owner's site and its 10× content variant
//        (tools/bench/content-10x.ts) in .bench-interaction/. `#es/` visits another language's
//        page of the built folder, with a browser that prefers that language, as its readers'
//        do (build content in several languages, e.g. PORTFOLIO_CONTENT=
//        examples/multilingual/site.ts); one folder may be named twice, `en=dir es=dir#es/`, so
//        that both pages are measured in one interleaved run.
//        RUNS=3 (visits per journey and site), JOURNEYS=menu,nav,… (a subset; any journey with
//        `-early`, e.g. `menu-early`, is the same journey with its first tap as soon as the page
//        shows instead of SETTLE_MS after load), EARLY=1 (each journey chosen, then its -early twin),
//        INTERACTION_PORT=4750 (the first site's port; the next ones follow), SETTLE_MS=2500,
//        AFTER_MS=1500 (how long the observers keep listening after the last step),
//        EARLY_JS_DELAY_MS=2000 (-early only: how late the app's scripts are answered),
//        TRACE=1 (records a Chrome trace of every visit in .bench-interaction/traces/, says
//        what the main thread did during each journey's worst interaction, and prints the table
//        against the limit again to the millisecond, and again less the time the browser held
//        each input before sending it to the page; TRACE_CATEGORIES= the trace's categories),
//        REDUCED_MOTION=name,… (those sites' visits prefer reduced motion: the page as still as it
//        gets, for what its motion costs a tap; one folder may be named twice, e.g.
//        `REDUCED_MOTION=still npm run bench:interaction -- --site a=dir --site still=dir`),
//        LAZY_SOURCE_POSITIONS=1 (V8 compiles without source positions, Chromium's default: see
//        v8Flags), DEBUG=1 (every visit).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium as playwright, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromium, journeyChromium, missing } from '../machine.ts'
import { startServer, type ServedSite } from '../serve-process.ts'
import { buildSite, buildTenfold } from './build-site.ts'
import { limitTable, median, spread, stepTable, table, type JourneyMedians, type StepMedians } from './report.ts'
import { breakdown, describe, heldBeforeSent, mainThread, worstInteraction, type TraceEvent } from './trace-breakdown.ts'
import { BOOT_SCRIPT_ID, HYDRATED_CLASS } from '../../src/build-surface.ts'

interface Site {
  name: string
  dir: string
  /** The page visited, from the site's root: '' for the default language's, `es/` for another language's. */
  page: string
  url: string
  /** Whether the page is the app's (it holds the boot script), rather than a page without it, such as the limit page. */
  app: boolean
  /** The visits that ended, per journey. */
  results: Map<JourneyKey, Outcome[]>
  /** The journeys the page cannot do (it lacks what they need). */
  skipped: Set<JourneyKey>
}

/** One visit's figures, in milliseconds. */
interface Outcome {
  worst: number
  /** The step during which the worst interaction began, and the kind of event it was. */
  worstStep: string
  /** The worst interaction's parts: from the input to its handlers, the handlers, from them to the paint. */
  parts: { delay: number; processing: number; presentation: number }
  longest: number
  longestStep: string
  /** Each step's worst interaction, by the step's place in the journey (0 for none): a journey may take two steps of one label. */
  steps: number[]
  /** What the long animation frames the longest task fell in were made of (scripts, rendering). */
  longestMadeOf: string
  /** What the main thread did during the worst interaction (TRACE=1 only). */
  madeOf?: string
  /** The worst interaction to the microsecond, in ms, from the trace (TRACE=1 only; 0 for none, undefined for a trace without Event Timing's entries): the page's own figures come in steps of 8 ms. */
  exact?: number
  /** The same, less the time the browser held its input before sending it to the renderer (TRACE=1, with the latencyInfo category): what a phone's visitor waits for, where the protocol's tap first waits for a frame. */
  sent?: number
  /** Whether the app had hydrated when the visitor first touched the page; undefined without a touch. */
  hydratedAtAction: boolean | undefined
  /** Whether every step took effect. */
  ok: boolean
}

/** What the observers write in the page. */
interface BenchState {
  events: { name: string; start: number; duration: number; processingStart: number; processingEnd: number }[]
  tasks: { start: number; duration: number }[]
  /** Long animation frames (frames of 50 ms and more) and the scripts that ran in them. */
  frames: { start: number; duration: number; render: number; scripts: { what: string; duration: number; forced: number }[] }[]
  steps: { label: string; start: number }[]
  hydratedAtAction?: boolean
}
type BenchWindow = Window & { __bench: BenchState }
/** A long-animation-frame entry, as far as the bench reads it (not yet in TypeScript's DOM types). */
interface LongAnimationFrame extends PerformanceEntry {
  renderStart: number
  scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number; forcedStyleAndLayoutDuration: number }[]
}

/** One thing the visitor does: `run` does it, `check` (if any) tells whether it took effect. */
interface Step {
  label: string
  run: (page: Page) => Promise<void>
  check?: (page: Page) => Promise<boolean>
}

/** A visit's steps, walked in order from its first tap. */
interface Journey {
  title: string
  /** The element (its id) the journey needs; a page whose HTML lacks it skips the journey. */
  needs?: string
  steps: Step[]
}

const BASE_KEYS = ['menu', 'nav', 'contact', 'theme', 'video', 'carousel', 'form'] as const
type BaseKey = (typeof BASE_KEYS)[number]
/** A journey, or (`-early`) the same journey begun as soon as the page shows. */
type JourneyKey = BaseKey | `${BaseKey}-early`
const JOURNEY_KEYS: JourneyKey[] = BASE_KEYS.flatMap((key) => [key, `${key}-early` as const])
const isJourneyKey = (key: string): key is JourneyKey => (JOURNEY_KEYS as string[]).includes(key)
const baseKey = (key: JourneyKey) => key.replace(/-early$/, '') as BaseKey
/** Begun as soon as the page shows, rather than after the load event and SETTLE_MS. */
const isEarly = (key: JourneyKey) => key.endsWith('-early')
const titleOf = (key: JourneyKey) => `${JOURNEYS[baseKey(key)].title}${isEarly(key) ? ' (at first paint)' : ''}`

/**
 * Reads from the page's HTML (not from the page, where at first paint the rest of a long document
 * may not be parsed yet) whether it is the app's, holding the boot script, and which journeys it
 * lacks the elements for.
 */
function readPage(site: Site): void {
  const html = readFileSync(join(site.dir, site.page, 'index.html'), 'utf8')
  const holds = (id: string) => html.includes(`id="${id}"`)
  site.app = holds(BOOT_SCRIPT_ID)
  for (const key of JOURNEY_KEYS) {
    const needs = JOURNEYS[baseKey(key)].needs
    if (needs && !holds(needs)) site.skipped.add(key)
  }
}

/** A site to visit, before its page is read (readPage) and served. */
const newSite = (name: string, dir: string, page = ''): Site => ({ name, dir, page, url: '', app: true, results: new Map(), skipped: new Set() })

const root = fileURLToPath(new URL('../..', import.meta.url))
const workDir = join(root, '.bench-interaction')
const { values } = parseArgs({ options: { site: { type: 'string', multiple: true } } })
const specs = values.site ?? []
const named: Site[] = specs.map((spec, i) => {
  const at = spec.indexOf('=')
  const name = at > 0 ? spec.slice(0, at) : `site${i + 1}`
  const [dir = '', page = ''] = (at > 0 ? spec.slice(at + 1) : spec).split('#')
  return newSite(name, isAbsolute(dir) ? dir : resolve(process.cwd(), dir), page)
})
for (const site of named) {
  const page = join(site.dir, site.page, 'index.html')
  if (!existsSync(page)) {
    console.error(`${page} is missing: build the site first.`)
    process.exit(1)
  }
}
/** Without a named site, the owner's site and its 10× variant, built by main. */
const ownSite = newSite('site', join(workDir, 'site'))
const tenfoldSite = newSite('10× content', join(workDir, 'content-10x'))
/** The sites to measure. */
const sites: Site[] = named.length > 0 ? named : [ownSite, tenfoldSite]

const browserTool = chromium(process.env, playwright.executablePath())
const problems = missing([{ tool: browserTool, neededBy: 'the interaction benchmark' }])
if (problems.length > 0) {
  for (const problem of problems) console.error(problem)
  process.exit(1)
}

const runs = Number(process.env.RUNS ?? 3)
const basePort = Number(process.env.INTERACTION_PORT ?? 4750)
const settleMs = Number(process.env.SETTLE_MS ?? 2500)
const afterMs = Number(process.env.AFTER_MS ?? 1500)
const CPU_SLOWDOWN = 4
const earlyJsDelayMs = Number(process.env.EARLY_JS_DELAY_MS ?? 2000)
// Playwright drives the page over the DevTools protocol with its Runtime domain enabled, and
// while it is, V8 records the source position of every frame of every Error a script constructs.
// React's DOM bundle constructs five as it is evaluated, so V8 parses its 200 KB again for
// positions it compiled without: a task of 140-210 ms at 4× that a visitor's browser, with no
// DevTools attached, never runs (docs/decisions/menu-tap.md). Positions compiled in from the start
// cost that parse nothing; LAZY_SOURCE_POSITIONS=1 measures with Chromium's default again.
const v8Flags = process.env.LAZY_SOURCE_POSITIONS ? [] : ['--js-flags=--no-enable-lazy-source-positions']
const tracing = Boolean(process.env.TRACE)
/** The sites whose visitors prefer reduced motion (REDUCED_MOTION). */
const stillSites = new Set((process.env.REDUCED_MOTION ?? '').split(',').filter(Boolean))
const unknownStill = [...stillSites].filter((name) => !sites.some((site) => site.name === name))
if (unknownStill.length > 0) {
  console.error(`REDUCED_MOTION names no site measured: ${unknownStill.join(', ')}; the sites: ${sites.map((site) => site.name).join(', ')}`)
  process.exit(1)
}
const tracesDir = join(workDir, 'traces')
/** The targets: every interaction within this, and no task it causes longer than that. */
const TARGET_INTERACTION_MS = 100
const TARGET_TASK_MS = 50
/** The site measured against, by its name, and how far above its interactions the others may be. */
const LIMIT_SITE = 'limit'
const LIMIT_MULTIPLE = 1.5

// ---------------------------------------------------------------------------------------------
// What runs in the page before its own scripts: the observers, writing into a window global.
// Playwright sends these functions to the page as source text, so they use nothing from this module.

function installObservers(hydratedClass: string): void {
  const w = window as unknown as BenchWindow
  w.__bench = { events: [], tasks: [], frames: [], steps: [] }
  // Whether the app had hydrated when the visitor first touched the page (for the early tap): the
  // app marks <html> once its first screen has hydrated.
  addEventListener(
    'touchstart',
    () => {
      if (w.__bench.hydratedAtAction !== undefined) return
      w.__bench.hydratedAtAction = document.documentElement.classList.contains(hydratedClass)
    },
    { capture: true, passive: true },
  )
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.interactionId > 0)
          w.__bench.events.push({ name: e.name, start: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd })
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  } catch {
    // No Event Timing: the figures stay empty.
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__bench.tasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // No Long Tasks API: the figures stay empty.
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as LongAnimationFrame[]) {
        const scripts = e.scripts.map((s) => {
          const source = s.sourceURL ? ` ${s.sourceURL.split('/').pop()}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}` : ''
          return { what: `${s.invoker}${source}`, duration: s.duration, forced: s.forcedStyleAndLayoutDuration }
        })
        // The rendering update that ends the frame (style, layout, paint), if it had one.
        const render = e.renderStart > 0 ? e.startTime + e.duration - e.renderStart : 0
        w.__bench.frames.push({ start: e.startTime, duration: e.duration, render, scripts })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {
    // No Long Animation Frames API: the longest task is not broken down.
  }
}

/** Notes, in the page's clock (and in a trace, as a user-timing mark), that a step begins. */
const markStep = (page: Page, label: string) =>
  page.evaluate((label) => {
    ;(window as unknown as BenchWindow).__bench.steps.push({ label, start: performance.now() })
    performance.mark(`bench-step ${label}`)
  }, label)

const readState = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).__bench)

/** The place in the journey of the step during which `time` falls: the last one begun by then (the steps come in order). */
const stepIndexAt = (state: BenchState, time: number): number => Math.max(0, state.steps.findLastIndex((step) => step.start <= time + 1))

/** The step during which `time` falls, by its label. */
const stepAt = (state: BenchState, time: number): string => state.steps[stepIndexAt(state, time)]?.label ?? ''

/**
 * What the long animation frames a task fell in were made of: their scripts, longest first (with
 * the style and layout each forced), then the rendering updates that ended them.
 */
function scriptsDuring(state: BenchState, task: { start: number; duration: number }): string {
  const frames = state.frames.filter((frame) => frame.start < task.start + task.duration && frame.start + frame.duration > task.start)
  if (frames.length === 0) return 'no long animation frame'
  const scripts = frames.flatMap((frame) => frame.scripts).sort((a, b) => b.duration - a.duration)
  const render = frames.reduce((sum, frame) => sum + frame.render, 0)
  return [
    ...scripts.slice(0, 3).map((s) => `${s.what} ${s.duration.toFixed(0)}${s.forced >= 1 ? ` (forced layout ${s.forced.toFixed(0)})` : ''}`),
    `rendering ${render.toFixed(0)}`,
  ].join(' · ')
}

/** The worst interaction and the longest task of the journey, each with the step it belongs to. */
function figures(state: BenchState) {
  const from = state.steps[0]?.start ?? Infinity
  const events = state.events.filter((e) => e.start >= from - 1)
  const tasks = state.tasks.filter((t) => t.start >= from)
  const worst = events.reduce<BenchState['events'][number] | undefined>((max, e) => (!max || e.duration > max.duration ? e : max), undefined)
  const longest = tasks.reduce<BenchState['tasks'][number] | undefined>((max, t) => (!max || t.duration > max.duration ? t : max), undefined)
  const steps = state.steps.map(() => 0)
  for (const event of events) {
    const index = stepIndexAt(state, event.start)
    steps[index] = Math.max(steps[index] ?? 0, event.duration)
  }
  return {
    worst: worst?.duration ?? 0,
    worstStep: worst ? `${stepAt(state, worst.start)} (${worst.name})` : '',
    worstEvent: worst,
    parts: worst
      ? { delay: worst.processingStart - worst.start, processing: worst.processingEnd - worst.processingStart, presentation: worst.start + worst.duration - worst.processingEnd }
      : { delay: 0, processing: 0, presentation: 0 },
    longest: longest?.duration ?? 0,
    longestStep: longest ? stepAt(state, longest.start) : '',
    steps,
    longestMadeOf: longest ? scriptsDuring(state, longest) : '',
    hydratedAtAction: state.hydratedAtAction,
  }
}

// ---------------------------------------------------------------------------------------------
// Where things are, found from the page's structure rather than its words (any content works),
// as both the app and the limit page have it, by the page's own DOM (page.evaluate). Not through
// Playwright's locators: the first one puts Playwright's script into the page, and with it
// listeners on the window for touch, pointer and mouse events that are not passive. Those make
// every touch wait for the page's main thread before the browser turns it into a tap, which no
// visitor's browser does (docs/performance.md, "How the bench taps").

/** An element of the page: a JavaScript expression that gives it (or null), evaluated in the page. */
interface Target {
  page: Page
  element: string
}
const target = (page: Page, element: string): Target => ({ page, element })
/** Whether an element is there and shown, in the page. */
const VISIBLE = `(e) => !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'`
/** Runs `body` in the page with the target's element as `element` (null when missing) and `visible` at hand; `body` returns. */
const inPage = <T>({ page, element }: Target, body: string): Promise<T> =>
  page.evaluate(`(() => { const visible = ${VISIBLE}; const element = ${element}; ${body} })()`) as Promise<T>
/** The first element `selector` matches, among those shown if `shown`: an expression of its own, in brackets, to build on. */
const first = (selector: string, shown = false) =>
  `(${shown ? `[...document.querySelectorAll(${JSON.stringify(selector)})].find(visible) ?? null` : `document.querySelector(${JSON.stringify(selector)})`})`

/** The header's one button that opens and closes something: the menu. */
const menuButton = (page: Page) => target(page, first('header button[aria-expanded]'))
const menuOpen = (page: Page) => inPage<boolean>(menuButton(page), `return element?.getAttribute('aria-expanded') === 'true'`)
/** The header's link to a section, of those the visitor can see (in the open menu on a phone). */
const headerLink = (page: Page, id: string) => target(page, first(`header a[href="#${id}"]`, true))
/** The hero: the first section of the main content. */
const HERO = first('main section')
/** The hero's last button, beside the video: it pauses and plays it (the app's other hero buttons come before it). */
const videoToggle = (page: Page) => target(page, `[...(${HERO}?.querySelectorAll('button') ?? [])].at(-1) ?? null`)
/** The toggle's label before the visit's first tap on it: what says, on a page without a video (the limit page), that it took effect. */
const toggleLabels = new WeakMap<Page, string | null>()
const textOf = (of: Target) => inPage<string | null>(of, 'return element?.textContent ?? null')
/** Whether the hero's video plays: its own state, or on a page without one, whether the toggle reads as it did before the first tap. */
const videoPlays = async (page: Page) => {
  const playing = await inPage<boolean | null>(target(page, `${HERO}?.querySelector('video') ?? null`), 'return element ? !element.paused : null')
  return playing ?? (await textOf(videoToggle(page))) === toggleLabels.get(page)
}
/** The carousel's dots (the current one marked aria-current), between its Previous and Next arrows. */
const DOTS = first('#powerbi div:has(> button[aria-current])')
/** The dots' nearest sibling button after (`next`) or before them: the carousel's Next and Previous. */
const arrow = (page: Page, side: 'next' | 'previous') =>
  target(page, `(() => { let e = ${DOTS}; do e = e?.${side}ElementSibling; while (e && e.tagName !== 'BUTTON'); return e ?? null })()`)
const dot = (page: Page, index: number) => target(page, `${DOTS}?.querySelectorAll('button')[${index}] ?? null`)
const currentDot = (page: Page) => inPage<number>(target(page, DOTS), `return [...element.children].findIndex((dot) => dot.hasAttribute('aria-current'))`)
const emailField = (page: Page) => target(page, first('#contact form input[type="email"]'))
const messageField = (page: Page) => target(page, first('#contact form textarea'))
const hasFocus = (of: Target) => inPage<boolean>(of, 'return element !== null && element === document.activeElement')
/** Whether the target is in the page and shown. */
const shown = (of: Target) => inPage<boolean>(of, 'return visible(element)')
/** The target's box when it is shown (else null), and whether it is wholly on screen. */
const boxOf = (of: Target) =>
  inPage<{ x: number; y: number; width: number; height: number; onScreen: boolean } | null>(
    of,
    `if (!visible(element)) return null; const r = element.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height, onScreen: r.top >= 0 && r.bottom <= innerHeight }`,
  )
/**
 * Scrolls the target to the middle of the screen at once, where it is not wholly on screen. At
 * first paint the rest of a long page may not be parsed yet: it waits up to 30 s for the target.
 */
async function scrollTo(of: Target): Promise<void> {
  if (!(await waitUntil(of.page, () => shown(of), 30000))) throw new Error(`never shown: ${of.element}`)
  if (!(await boxOf(of))?.onScreen) await centre(of)
}
/** Scrolls the (shown) target to the middle of the screen at once. */
const centre = (of: Target) => inPage<undefined>(of, `element.scrollIntoView({ block: 'center', behavior: 'instant' })`)
/** Reads a condition in the page every 100 ms until it holds, for at most `ms`. */
async function waitUntil(page: Page, condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; ; await page.waitForTimeout(100)) {
    if (await condition().catch(() => false)) return true
    if (Date.now() > deadline) return false
  }
}
/**
 * Whether the form answered a send: its button says it is sending, or a notice has appeared, or
 * the browser's own validation refused it (the limit page's form asks a name the journey leaves empty).
 */
const answered = (page: Page) =>
  waitUntil(
    page,
    () => shown(target(page, first('#contact form button[type="submit"][disabled], #contact form [role="status"] > *, #contact form [role="alert"] > *, #contact form:invalid', true))),
    5000,
  )
const hashIs = (id: string) => async (page: Page) => (await page.evaluate(() => location.hash)) === `#${id}`

/**
 * Taps a target as a visitor does: once it stands still. The bench reads the target's box every
 * 100 ms until two reads agree (waiting up to 15 s for it to show, scrolling it on screen if it is
 * not), then touches its middle (touchscreen.tap: a touch start and end, as the browser's input
 * makes them); each step's own check says whether the tap took effect. A wait in the page for a
 * still target (Playwright's, polling on every frame) makes every frame drop for about 0.7 s in
 * headless Chromium when it begins while a card is still rising into place, the tap's own paint
 * included (docs/decisions/loading-tricks.md, "The form's first tap").
 */
async function tapStill(of: Target) {
  let last = ''
  let still: Awaited<ReturnType<typeof boxOf>> = null
  const stands = async () => {
    const box = await boxOf(of)
    if (box && !box.onScreen) await centre(of)
    if (box?.onScreen && JSON.stringify(box) === last) still = box
    last = JSON.stringify(box)
    return still !== null
  }
  if (!(await waitUntil(of.page, stands, 15000)) || !still) throw new Error(`never shown and still: ${of.element}`)
  const { x, y, width, height } = still
  await of.page.touchscreen.tap(x + width / 2, y + height / 2)
}

/** The theme switcher the visitor can see: inline in the bar on wide screens, in the menu on narrow ones. */
async function themeButton(page: Page, index: number): Promise<Target> {
  const switcher = first('header [role="group"]', true)
  if (!(await shown(target(page, switcher))) && !(await menuOpen(page))) await tapStill(menuButton(page))
  // The switcher lists Light, Dark and System, in that order; their labels are the page's own.
  return target(page, `${switcher}?.querySelectorAll('button')[${index}] ?? null`)
}

/** A tap on the menu, then on its link to a section. */
const followMenuLink = (id: string): Step[] => [
  { label: 'open the menu', run: (page) => tapStill(menuButton(page)) },
  { label: `tap ${id}`, run: (page) => tapStill(headerLink(page, id)), check: hashIs(id) },
]

/** Waits out a smooth scroll (or any movement) until the page stands still. */
const waitForStillness = (page: Page) => page.waitForTimeout(900)

const JOURNEYS: Record<BaseKey, Journey> = {
  menu: {
    title: 'menu: open, close, open',
    steps: [
      { label: 'open', run: (page) => tapStill(menuButton(page)), check: menuOpen },
      { label: 'close', run: (page) => tapStill(menuButton(page)), check: async (page) => !(await menuOpen(page)) },
      { label: 'open again', run: (page) => tapStill(menuButton(page)), check: menuOpen },
    ],
  },
  nav: {
    title: 'menu → Projects, menu → Contact',
    steps: [...followMenuLink('projects'), { label: 'wait', run: waitForStillness }, ...followMenuLink('contact')],
  },
  contact: {
    title: 'Contact Me',
    steps: [
      // The hero's call to action: its link to another section of the page.
      { label: 'tap', run: (page) => tapStill(target(page, `${HERO}?.querySelector('a[href="#contact"]') ?? null`)), check: hashIs('contact') },
    ],
  },
  theme: {
    title: 'theme: Dark, Light, System',
    steps: [
      { label: 'Dark', run: async (page) => tapStill(await themeButton(page, 1)), check: (page) => page.evaluate(() => document.documentElement.classList.contains('dark')) },
      { label: 'Light', run: async (page) => tapStill(await themeButton(page, 0)), check: (page) => page.evaluate(() => !document.documentElement.classList.contains('dark')) },
      // Pressed, where the switcher says which is (the limit page's does not).
      { label: 'System', run: async (page) => tapStill(await themeButton(page, 2)), check: async (page) => inPage<boolean>(await themeButton(page, 2), `return element !== null && element.getAttribute('aria-pressed') !== 'false'`) },
    ],
  },
  video: {
    title: 'first scroll, Pause, Play',
    steps: [
      { label: 'scroll', run: (page) => page.mouse.wheel(0, 120) },
      { label: 'wait', run: (page) => page.waitForTimeout(300) },
      {
        label: 'Pause',
        run: async (page) => {
          toggleLabels.set(page, await textOf(videoToggle(page)))
          await tapStill(videoToggle(page))
        },
        check: async (page) => !(await videoPlays(page)),
      },
      { label: 'Play', run: (page) => tapStill(videoToggle(page)), check: videoPlays },
    ],
  },
  carousel: {
    title: 'carousel: Next, Previous, a dot',
    needs: 'powerbi',
    steps: [
      { label: 'scroll to it', run: (page) => scrollTo(target(page, DOTS)) },
      { label: 'wait', run: waitForStillness },
      { label: 'Next', run: (page) => tapStill(arrow(page, 'next')), check: async (page) => (await currentDot(page)) === 1 },
      { label: 'Previous', run: (page) => tapStill(arrow(page, 'previous')), check: async (page) => (await currentDot(page)) === 0 },
      { label: 'dot 3', run: (page) => tapStill(dot(page, 2)), check: async (page) => (await currentDot(page)) === 2 },
    ],
  },
  form: {
    title: 'form: email, message, Send',
    steps: [
      { label: 'scroll to it', run: (page) => scrollTo(emailField(page)) },
      { label: 'wait', run: waitForStillness },
      { label: 'tap email', run: (page) => tapStill(emailField(page)), check: (page) => hasFocus(emailField(page)) },
      { label: 'type email', run: (page) => page.keyboard.type('visitor@example.com', { delay: 60 }) },
      { label: 'tap message', run: (page) => tapStill(messageField(page)), check: (page) => hasFocus(messageField(page)) },
      { label: 'type message', run: (page) => page.keyboard.type('Hello, nice portfolio', { delay: 60 }), check: async (page) => (await inPage<string>(messageField(page), 'return element.value')).length >= 20 },
      { label: 'Send', run: (page) => tapStill(target(page, first('#contact form button[type="submit"]'))), check: answered },
    ],
  },
}

const chosen: JourneyKey[] = process.env.JOURNEYS
  ? process.env.JOURNEYS.split(',').map((key) => {
      if (!isJourneyKey(key)) throw new Error(`unknown journey ${key}; known: ${JOURNEY_KEYS.join(', ')}`)
      return key
    })
  : [...BASE_KEYS]
const journeyKeys: JourneyKey[] = process.env.EARLY ? [...new Set(chosen.flatMap((key) => [key, `${baseKey(key)}-early` as const]))] : chosen

// ---------------------------------------------------------------------------------------------

/** What the main thread did during `event`, from the visit's trace. */
function madeOf(traceEvents: TraceEvent[], state: BenchState, event: BenchState['events'][number]): string {
  const thread = mainThread(traceEvents)
  // The first step's mark ties the page's clock (ms) to the trace's (µs).
  const mark = traceEvents.find((e) => e.name === `bench-step ${state.steps[0]?.label}`)
  if (!thread || !mark || !state.steps[0]) return 'no trace'
  const offset = mark.ts - state.steps[0].start * 1000
  return describe(breakdown(traceEvents, thread, offset + event.start * 1000, offset + (event.start + event.duration) * 1000)) || 'nothing on the main thread'
}

/** One visit: a journey walked on a fresh page. */
async function visit(browser: Browser, site: Site, key: JourneyKey, tracePath: string | undefined): Promise<Outcome> {
  const journey = JOURNEYS[baseKey(key)]
  const early = isEarly(key)
  const url = `${site.url}${site.page}`
  const context = await browser.newContext({
    ...(site.page && { locale: site.page.replace(/\/$/, '') }),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    reducedMotion: stillSites.has(site.name) ? 'reduce' : 'no-preference',
  })
  // A visit that fails ends its trace too: the browser records one trace at a time, so the visits after it could record none.
  let tracingStarted = false
  try {
    const page = await context.newPage()
    await page.addInitScript(installObservers, HYDRATED_CLASS)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

    if (early) {
      // The app's scripts arrive EARLY_JS_DELAY_MS late, as on a slow connection, so the tap
      // lands before the app has run (this machine's loopback is faster than any phone's network).
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await new Promise((wait) => setTimeout(wait, earlyJsDelayMs))
        await route.continue()
      })
      await page.goto(url, { waitUntil: 'commit' })
      // As soon as the header's button is there (the boot script holds the first paint until the page is parsed).
      if (!(await waitUntil(page, () => shown(menuButton(page)), 30000))) throw new Error('the menu button never showed')
    } else {
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForTimeout(settleMs)
    }
    if (tracePath) {
      await browser.startTracing(page, { path: tracePath, categories: (process.env.TRACE_CATEGORIES ?? 'devtools.timeline,blink.user_timing,v8.execute,latencyInfo').split(',') })
      tracingStarted = true
    }
    let ok = true
    for (const step of journey.steps) {
      await markStep(page, step.label)
      await step.run(page)
      const { check } = step
      if (check) {
        await page.waitForTimeout(200)
        // Begun early, a tap may take effect only once the app has run and replayed it.
        ok = (early ? await waitUntil(page, () => check(page), 15000) : await check(page).catch(() => false)) && ok
      }
    }
    await page.waitForTimeout(afterMs)
    const state = await readState(page)
    if (tracingStarted) {
      tracingStarted = false
      await browser.stopTracing()
    }
    const { worstEvent, ...found } = figures(state)
    if (!tracePath) return { ...found, ok }
    const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }
    const worstTraced = worstInteraction(traceEvents)
    const held = worstTraced && heldBeforeSent(traceEvents, worstTraced.start)
    return {
      ...found,
      ok,
      madeOf: worstEvent ? madeOf(traceEvents, state, worstEvent) : undefined,
      exact: traceEvents.some((e) => e.name === 'EventTiming') ? (worstTraced?.duration ?? 0) : undefined,
      sent: worstTraced && held !== undefined ? worstTraced.duration - held : undefined,
    }
  } finally {
    if (tracingStarted) await browser.stopTracing().catch(() => undefined)
    await context.close()
  }
}

/** The value met most often (the first of them on a tie). */
const mostOften = (labels: string[]): string => {
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''
}

/** The site's list of visits for a journey, made on first use. */
function outcomes(site: Site, key: JourneyKey): Outcome[] {
  const list = site.results.get(key) ?? []
  site.results.set(key, list)
  return list
}

async function main(): Promise<void> {
  const started = Date.now()
  if (named.length === 0) {
    rmSync(workDir, { recursive: true, force: true })
    await buildSite(ownSite.dir)
    await buildTenfold(tenfoldSite.dir)
  }
  for (const site of sites) readPage(site)
  if (tracing) mkdirSync(tracesDir, { recursive: true })
  const scratch = mkdtempSync(join(tmpdir(), 'interaction-bench-'))
  const servers: ServedSite[] = []
  let browser: Browser | undefined
  try {
    for (const [i, site] of sites.entries()) {
      const server = await startServer({ port: basePort + i, dir: site.dir, env: { ...process.env, HOST: '127.0.0.1', OUTBOX_FILE: join(scratch, `outbox-${i}.jsonl`) } })
      servers.push(server)
      site.url = server.url
      console.log(`${site.name}: ${site.dir} at ${site.url}${site.page}${stillSites.has(site.name) ? ' (reduced motion)' : ''}`)
    }
    browser = await playwright.launch({
      // As the browser journeys start it: every process at one priority, no omnibox popup drawing beside the page.
      ...journeyChromium(browserTool.path),
      args: [...CHROMIUM_ARGS, ...v8Flags],
    })
    // Visit by visit: each journey on each site in turn, then the next round.
    for (let n = 1; n <= runs; n++) {
      for (const key of journeyKeys) {
        for (const [i, site] of sites.entries()) {
          if (site.skipped.has(key)) continue
          const tracePath = tracing ? join(tracesDir, `site${i + 1}-${key}-${n}.json`) : undefined
          let outcome: Outcome
          try {
            outcome = await visit(browser, site, key, tracePath)
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error)
            console.error(`\n${site.name} · ${key}: ${message.split('\n')[0]}`)
            continue
          }
          outcomes(site, key).push(outcome)
          if (process.env.DEBUG) console.log(site.name, key, JSON.stringify(outcome))
          process.stdout.write('.')
        }
      }
    }
  } finally {
    await browser?.close()
    for (const server of servers) server.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
  process.stdout.write('\n\n')

  const cell = (list: Outcome[], field: 'worst' | 'longest') => (list.length ? spread(list.map((r) => r[field])) : 'n/a')
  const parts = (list: Outcome[]) =>
    list.length ? (['delay', 'processing', 'presentation'] as const).map((part) => median(list.map((r) => r.parts[part])).toFixed(0)).join(' / ') : 'n/a'
  const okCell = (site: Site, key: JourneyKey, list: Outcome[]) =>
    `${list.filter((r) => r.ok).length}/${list.length}` +
    // For the early tap: on how many visits the app had not yet hydrated when the tap came.
    (isEarly(key) && site.app ? ` (before hydration: ${list.filter((r) => r.hydratedAtAction === false).length})` : '')
  const missed: string[] = []
  // Each site's medians per journey (none where it was skipped or not measured), for the limit's table.
  const allMedians: JourneyMedians[] = []
  // The same from the traces (TRACE=1), each site's medians per table: a visit's figure undefined
  // where its trace lacks the category the table reads ("–").
  const tracedTables = [
    {
      // To the millisecond, where a step of 8 ms would hide a change (Event Timing's trace entries, devtools.timeline).
      field: 'exact',
      heading: "The worst interactions to the millisecond, from the traces (Event Timing's trace entries):",
      all: [] as JourneyMedians[],
    },
    {
      // Less the browser's hold of each input before it sent it to the renderer (heldBeforeSent, latencyInfo).
      field: 'sent',
      heading: "The same, each less the time the browser held the input before sending it to the page (the DevTools protocol's tap waits for the page's next frame; a phone's touch does not):",
      all: [] as JourneyMedians[],
    },
  ] as const
  // The same, each step's median interaction (stepTable).
  const allSteps: StepMedians[] = []
  for (const site of sites) {
    console.log(`### ${site.name} (${join(site.dir, site.page)})\n`)
    const medians: JourneyMedians = { site: site.name, worst: [], longest: [] }
    const traced = tracedTables.map(({ all }) => {
      const ofSite: JourneyMedians = { site: site.name, worst: [], longest: medians.longest }
      all.push(ofSite)
      return ofSite
    })
    const steps: StepMedians = { site: site.name, steps: [] }
    allMedians.push(medians)
    allSteps.push(steps)
    const rows = journeyKeys.map((key) => {
      const list = site.skipped.has(key) ? [] : outcomes(site, key)
      const worst = median(list.map((r) => r.worst))
      const longest = median(list.map((r) => r.longest))
      medians.worst.push(list.length > 0 ? worst : undefined)
      medians.longest.push(list.length > 0 ? longest : undefined)
      // A step without an interaction in any visit (a wait, a scroll) has no figure; 0 in a visit without one.
      const hasOne = (i: number) => list.some((visit) => (visit.steps[i] ?? 0) > 0)
      const stepMedian = (i: number) => (hasOne(i) ? median(list.map((visit) => visit.steps[i] ?? 0)) : undefined)
      steps.steps.push(list.length > 0 ? JOURNEYS[baseKey(key)].steps.map(({ label }, i) => ({ label, ms: stepMedian(i) })) : undefined)
      tracedTables.forEach(({ field }, i) => {
        const known = list.flatMap((r) => (r[field] === undefined ? [] : [r[field]]))
        traced[i]?.worst.push(known.length > 0 ? median(known) : undefined)
      })
      if (site.skipped.has(key)) return [titleOf(key), '–', '–', '–', '–', '–', '–']
      // The visit whose worst interaction (or longest task) is the median one, for what it was made of.
      const typical = (field: 'worst' | 'longest') => [...list].sort((a, b) => a[field] - b[field])[Math.floor((list.length - 1) / 2)]
      if (worst > TARGET_INTERACTION_MS) {
        const visit = typical('worst')
        missed.push(`${site.name} · ${titleOf(key)}: ${worst.toFixed(0)} ms at ${visit?.worstStep}${visit?.madeOf ? ` = ${visit.madeOf}` : ''}`)
      }
      if (longest > TARGET_TASK_MS) {
        const visit = typical('longest')
        missed.push(`${site.name} · ${titleOf(key)}: a task of ${longest.toFixed(0)} ms during ${visit?.longestStep} = ${visit?.longestMadeOf}`)
      }
      return [
        titleOf(key),
        cell(list, 'worst'),
        mostOften(list.map((r) => r.worstStep)),
        parts(list),
        cell(list, 'longest'),
        mostOften(list.map((r) => r.longestStep)),
        okCell(site, key, list),
      ]
    })
    console.log(table(['journey', 'worst interaction ms', 'at', 'delay / handlers / paint ms', 'longest task ms', 'during', 'took effect'], rows))
    console.log('')
  }
  const limit = allMedians.find((medians) => medians.site === LIMIT_SITE)
  if (limit && sites.length > 1) {
    console.log(`### Against the limit page (${limit.site}): medians, and each worst interaction as a multiple of the limit's\n`)
    console.log(limitTable(journeyKeys.map(titleOf), limit, allMedians.filter((medians) => medians !== limit)))
    for (const { heading, all } of tracing ? tracedTables : []) {
      const tracedLimit = all.find((medians) => medians.site === limit.site)
      if (!tracedLimit) continue
      console.log(`\n${heading}\n`)
      console.log(limitTable(journeyKeys.map(titleOf), tracedLimit, all.filter((medians) => medians !== tracedLimit)))
    }
    console.log(`\nTarget: every interaction within ${LIMIT_MULTIPLE}× the limit page's, no task over ${TARGET_TASK_MS} ms.\n`)
  }
  console.log(`### Each step's median interaction${limit && sites.length > 1 ? `, and its multiple of the limit's same step` : ''}\n`)
  console.log(stepTable(journeyKeys.map(titleOf), allSteps, limit?.site))
  console.log('')
  console.log(`Targets: every interaction ≤ ${TARGET_INTERACTION_MS} ms, no task over ${TARGET_TASK_MS} ms.`)
  if (missed.length === 0) console.log('Every journey meets them.')
  else {
    console.log(`Missed (median visit; ${tracing ? 'main-thread ms during the worst interaction, from its trace' : 'TRACE=1 says what a slow interaction is made of'}; a long task's scripts are from Long Animation Frames):`)
    for (const line of missed) console.log(`- ${line}`)
  }
  console.log(
    `\n${runs} visits per journey and site, interleaved; CPU ${CPU_SLOWDOWN}× slower, 390×844 touch; journey begun ${settleMs} ms after load (-early: at first paint, the app's scripts ${earlyJsDelayMs} ms late), ${v8Flags.length ? 'source positions compiled in' : 'source positions lazy (Chromium default)'}, ` +
      `observed until ${afterMs} ms after its last step. 0 = no interaction of 16 ms or more / no long task. Took ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
}

await main()
