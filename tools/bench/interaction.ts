// The interaction-latency benchmark (a developer tool, not a test): how long a phone takes to
// answer the visitor's first action on a built site. For each site it starts tools/serve.ts on a
// port of its own and, in Chromium (CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own) at
// 390×844 with touch and the processor slowed 4× (CDP Emulation.setCPUThrottlingRate), makes
// fresh visits (a new browser context each): load the page, wait 2.5 s after the load event, then
// do ONE first action. In the page, observers installed before anything else runs record the
// worst interaction (Event Timing: the longest `duration` of an entry with an interactionId,
// entries of 16 ms and more) and the longest task that started after the action began. Several
// sites are visited in turn, visit by visit, so a busy moment on the machine falls on all alike.
// Usage: npm run bench:interaction -- [--site name=dir ...]
//        Without --site it measures one site, .bench/site (what `npm run bench` builds).
//        RUNS=5 (visits per action and site), ACTIONS=menu,projects,… (a subset; `menu-early`, a
//        tap on the menu button as soon as the page shows, is not run unless named),
//        INTERACTION_PORT=4750 (the first site's port; the next ones follow), SETTLE_MS=2500,
//        AFTER_MS=1500 (how long the observers keep listening after the action),
//        EARLY_JS_DELAY_MS=2000 (menu-early only: how late the app's scripts are answered).
//        DEBUG=1 prints every visit.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium as playwright, type Browser, type Page } from '@playwright/test'
import { chromium, missing } from '../machine.ts'
import { startServer, type ServedSite } from '../serve-process.ts'
import { median } from './median.ts'
import { HYDRATED_CLASS } from '../../src/build-surface.ts'

interface Site {
  name: string
  dir: string
  url: string
  /** The visits that ended, per action. */
  results: Map<ActionKey, Outcome[]>
}

/** One visit's figures, in milliseconds. */
interface Outcome {
  worst: number
  longest: number
  /** Whether the app had hydrated when the visitor first touched the page; undefined without a touch. */
  hydratedAtAction: boolean | undefined
  /** Whether the action took effect. */
  ok: boolean
}

/** What the observers write in the page. */
interface BenchState {
  events: { name: string; start: number; duration: number; id: number }[]
  tasks: { start: number; duration: number }[]
  actionStart: number
  hydratedAtAction?: boolean
}
type BenchWindow = Window & { __bench: BenchState }

/** The first action of a visit: `run` does it (returning what `check` needs to compare), `check` tells whether it took effect. */
interface Action {
  title: string
  /** Done as soon as the page shows, rather than after the load event and SETTLE_MS. */
  early?: boolean
  run: (page: Page) => Promise<string | undefined>
  check: (page: Page, noted: string | undefined) => Promise<boolean>
}

const ACTION_KEYS = ['menu', 'projects', 'contact', 'theme', 'video', 'type', 'menu-early'] as const
type ActionKey = (typeof ACTION_KEYS)[number]
const isActionKey = (key: string): key is ActionKey => (ACTION_KEYS as readonly string[]).includes(key)

const root = fileURLToPath(new URL('../..', import.meta.url))
const { values } = parseArgs({ options: { site: { type: 'string', multiple: true } } })
const specs = values.site ?? []
const sites: Site[] =
  specs.length > 0
    ? specs.map((spec, i) => {
        const at = spec.indexOf('=')
        const name = at > 0 ? spec.slice(0, at) : `site${i + 1}`
        const dir = at > 0 ? spec.slice(at + 1) : spec
        return { name, dir: isAbsolute(dir) ? dir : resolve(process.cwd(), dir), url: '', results: new Map() }
      })
    : [{ name: 'site', dir: join(root, '.bench', 'site'), url: '', results: new Map() }]
for (const site of sites) {
  if (!existsSync(join(site.dir, 'index.html'))) {
    const hint = specs.length > 0 ? 'build the site first' : 'run `npm run bench` first, or name a built site with --site name=dir'
    console.error(`${site.dir}/index.html is missing: ${hint}.`)
    process.exit(1)
  }
}

const browserTool = chromium(process.env, playwright.executablePath())
const problems = missing([{ tool: browserTool, neededBy: 'the interaction benchmark' }])
if (problems.length > 0) {
  for (const problem of problems) console.error(problem)
  process.exit(1)
}

const runs = Number(process.env.RUNS ?? 5)
const basePort = Number(process.env.INTERACTION_PORT ?? 4750)
const settleMs = Number(process.env.SETTLE_MS ?? 2500)
const afterMs = Number(process.env.AFTER_MS ?? 1500)
const CPU_SLOWDOWN = 4
const earlyJsDelayMs = Number(process.env.EARLY_JS_DELAY_MS ?? 2000)

// ---------------------------------------------------------------------------------------------
// What runs in the page before its own scripts: the observers, writing into a window global.
// Playwright sends these functions to the page as source text, so they use nothing from this module.

function installObservers(hydratedClass: string): void {
  const w = window as unknown as BenchWindow
  w.__bench = { events: [], tasks: [], actionStart: Infinity }
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
        if (e.interactionId > 0) w.__bench.events.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId })
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
}

/** Marks the moment the action begins, in the page's clock. */
const markActionStart = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as BenchWindow).__bench.actionStart = performance.now()
  })

/** The worst interaction and the longest task since the action began. */
const readFigures = (page: Page) =>
  page.evaluate(() => {
    const b = (window as unknown as BenchWindow).__bench
    const events = b.events.filter((e) => e.start >= b.actionStart - 1)
    const tasks = b.tasks.filter((t) => t.start >= b.actionStart)
    return {
      worst: events.reduce((max, e) => Math.max(max, e.duration), 0),
      longest: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
      hydratedAtAction: b.hydratedAtAction,
    }
  })

const locationHash = (page: Page) => page.evaluate(() => location.hash)

// ---------------------------------------------------------------------------------------------
// Where things are, found from the page's structure rather than its words (any content works).

const menuButton = (page: Page) => page.locator('button[aria-controls="mobile-menu"]')
const mobileMenu = (page: Page) => page.locator('#mobile-menu')
/** The hero: the section that holds the background video. */
const hero = (page: Page) => page.locator('section:has(> video)').first()
/** The hero's own button, beside the video: it pauses and plays it. */
const videoToggle = (page: Page) => hero(page).locator(':scope > button')
const messageField = (page: Page) => page.locator('#contact form textarea').first()

const ACTIONS: Record<ActionKey, Action> = {
  menu: {
    title: 'open the menu',
    run: async (page) => {
      await menuButton(page).tap()
    },
    check: async (page) => (await menuButton(page).getAttribute('aria-expanded')) === 'true',
  },
  projects: {
    title: 'menu, then Projects',
    run: async (page) => {
      await menuButton(page).tap()
      await mobileMenu(page).locator('a[href="#projects"]').tap()
    },
    check: async (page) => (await locationHash(page)) === '#projects',
  },
  contact: {
    title: 'Contact Me',
    run: async (page) => {
      // The hero's call to action: its link to another section of the page.
      await hero(page).locator('a[href^="#"]').first().tap()
    },
    check: async (page) => (await locationHash(page)) !== '',
  },
  theme: {
    title: 'theme Dark',
    run: async (page) => {
      // The switcher the visitor can see: inline in the bar on wide screens, in the menu on narrow ones.
      const inline = page.locator('header nav [role="group"]')
      const visible = (await inline.count()) > 0 && (await inline.first().isVisible())
      if (!visible) await menuButton(page).tap()
      const group = visible ? inline.first() : mobileMenu(page).locator('[role="group"]')
      // The switcher lists Light, Dark and System, in that order; their labels are the page's own.
      await group.locator('button').nth(1).tap()
    },
    check: (page) => page.evaluate(() => document.documentElement.classList.contains('dark')),
  },
  video: {
    title: 'scroll, then Pause Video',
    run: async (page) => {
      await page.mouse.wheel(0, 120)
      await page.waitForTimeout(300)
      const label = await videoToggle(page).innerText()
      await videoToggle(page).tap()
      return label
    },
    // The button names what it would do next, so a pause changes its label.
    check: async (page, labelBefore) => (await videoToggle(page).innerText()) !== labelBefore,
  },
  type: {
    title: 'tap the message field and type',
    run: async (page) => {
      const field = messageField(page)
      await field.scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
      await field.tap()
      await page.keyboard.type('Hello, nice portfolio', { delay: 60 })
    },
    check: async (page) => (await messageField(page).inputValue()).length >= 20,
  },
  // Not in the default set: a tap on the menu button as soon as the page shows, before the app
  // has run (does the boot script's click replay make it count?).
  'menu-early': {
    title: 'menu tap at first paint',
    early: true,
    run: async (page) => {
      // Straight at the button's place, with none of Playwright's waiting for it to be stable.
      const box = await menuButton(page).boundingBox()
      if (!box) throw new Error('the menu button has no box to tap')
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    },
    check: async (page) => {
      await page.waitForFunction((name) => document.documentElement.classList.contains(name), HYDRATED_CLASS, { timeout: 15000 }).catch(() => undefined)
      await page.waitForTimeout(1000)
      return (await menuButton(page).getAttribute('aria-expanded')) === 'true'
    },
  },
}

const defaultActions: ActionKey[] = ['menu', 'projects', 'contact', 'theme', 'video', 'type']
const actionKeys: ActionKey[] = process.env.ACTIONS
  ? process.env.ACTIONS.split(',').map((key) => {
      if (!isActionKey(key)) throw new Error(`unknown action ${key}; known: ${ACTION_KEYS.join(', ')}`)
      return key
    })
  : defaultActions

// ---------------------------------------------------------------------------------------------


async function visit(browser: Browser, url: string, action: Action): Promise<Outcome> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(installObservers, HYDRATED_CLASS)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

    if (action.early) {
      // The app's scripts arrive EARLY_JS_DELAY_MS late, as on a slow connection, so the tap
      // lands before the app has run (this machine's loopback is faster than any phone's network).
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await new Promise((wait) => setTimeout(wait, earlyJsDelayMs))
        await route.continue()
      })
      await page.goto(url, { waitUntil: 'commit' })
      // As soon as the button is there (the boot script holds the first paint until the page is parsed).
      await menuButton(page).waitFor({ state: 'visible' })
    } else {
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForTimeout(settleMs)
    }
    await markActionStart(page)
    const noted = await action.run(page)
    await page.waitForTimeout(afterMs)
    const ok = await action.check(page, noted).catch(() => false)
    return { ...(await readFigures(page)), ok }
  } finally {
    await context.close()
  }
}

/** The middle value; the mean of the two middle ones for an even count. */
/** The median with the range beside it, or the one value when all are alike. */
const spread = (numbers: number[]): string => {
  const min = Math.min(...numbers)
  const max = Math.max(...numbers)
  return min === max ? `${min.toFixed(0)}` : `${median(numbers).toFixed(0)} (${min.toFixed(0)}–${max.toFixed(0)})`
}

/** A Markdown table with its columns padded to line up. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => (row[c] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

/** The site's list of visits for an action, made on first use. */
function outcomes(site: Site, key: ActionKey): Outcome[] {
  const list = site.results.get(key) ?? []
  site.results.set(key, list)
  return list
}

async function main(): Promise<void> {
  const started = Date.now()
  const scratch = mkdtempSync(join(tmpdir(), 'interaction-bench-'))
  const servers: ServedSite[] = []
  let browser: Browser | undefined
  try {
    for (const [i, site] of sites.entries()) {
      const server = await startServer({ port: basePort + i, dir: site.dir, env: { ...process.env, HOST: '127.0.0.1', OUTBOX_FILE: join(scratch, `outbox-${i}.jsonl`) } })
      servers.push(server)
      site.url = server.url
      console.log(`${site.name}: ${site.dir} at ${site.url}`)
    }
    browser = await playwright.launch({
      executablePath: browserTool.path,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    // Visit by visit: each action on each site in turn, then the next round.
    for (let n = 1; n <= runs; n++) {
      for (const key of actionKeys) {
        for (const site of sites) {
          let outcome: Outcome
          try {
            outcome = await visit(browser, site.url, ACTIONS[key])
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
  const okCell = (list: Outcome[]) => `${list.filter((r) => r.ok).length}/${list.length}`
  // For the early tap: on how many visits the app had not yet hydrated when the tap came.
  const earlyCell = (key: ActionKey, list: Outcome[]) =>
    ACTIONS[key].early ? ` (before hydration: ${list.filter((r) => r.hydratedAtAction === false).length})` : ''
  for (const site of sites) {
    console.log(`### ${site.name} (${site.dir})\n`)
    const rows = actionKeys.map((key) => {
      const list = outcomes(site, key)
      return [ACTIONS[key].title, cell(list, 'worst'), cell(list, 'longest'), okCell(list) + earlyCell(key, list)]
    })
    console.log(table(['action', 'worst interaction ms', 'longest task ms', 'took effect'], rows))
    console.log('')
  }
  if (sites.length > 1) {
    console.log('### side by side (median worst interaction ms / median longest task ms)\n')
    const rows = actionKeys.map((key) => [
      ACTIONS[key].title,
      ...sites.map((site) => {
        const list = outcomes(site, key)
        return list.length ? `${median(list.map((r) => r.worst)).toFixed(0)} / ${median(list.map((r) => r.longest)).toFixed(0)}` : 'n/a'
      }),
    ])
    console.log(table(['action', ...sites.map((site) => site.name)], rows))
    console.log('')
  }
  console.log(
    `${runs} visits per action and site, interleaved; CPU ${CPU_SLOWDOWN}× slower, 390×844 touch; action ${settleMs} ms after load (menu-early: at first paint), ` +
      `observed for ${afterMs} ms after it. 0 = no interaction of 16 ms or more / no long task. Took ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
}

await main()
