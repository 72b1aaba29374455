// The speed benchmark (a developer tool, not a test). It builds the site, its no-JavaScript twin
// (the same index.html with every script removed), its static first screen (the page cut down
// to its head, navigation bar and hero, with only the CSS they use: tools/bench/first-screen.ts)
// and a 10× content variant, serves each from
// 127.0.0.1 with precompressed brotli and gzip like a CDN, runs Lighthouse in the system
// Chromium (mobile and desktop presets, RUNS runs each) and prints medians with min and max.
// Usage: npm run bench            (RUNS=3 by default; reports in .bench/reports/)
//        BENCH_ONLY=mobile,site,first-screen npm run bench    (a subset of form factors and targets, for quick checks)
//        BENCH_PAGE=es/ PORTFOLIO_CONTENT=examples/multilingual/site.ts npm run bench
//                                         (another language's page, /es/, of content in several languages)
//        THROTTLING=devtools npm run bench    (the network and processor really slowed while the page
//        loads, rather than Lighthouse's default simulation from an unthrottled load, which counts
//        the whole HTML document as needed for the first paint: it cannot see a first screen that
//        paints before the rest of the page has arrived)
//        THROTTLING=network npm run bench     (the processor slowed by Chrome, the network by a proxy
//        with the preset's round trip, rate and TCP slow start: tools/bench/slow-network.ts; the
//        only one of the three where bytes past the first round trip's window arrive later)
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config, type Result } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { throttling as presets } from 'lighthouse/core/config/constants.js'
import { chromium as playwright } from '@playwright/test'
import { CHROMIUM_ARGS, chromium, missing } from '../machine.ts'
import { startServer } from '../serve-process.ts'
import { buildSite, buildTenfold } from './build-site.ts'
import { staticFirstScreen } from './first-screen.ts'
import { slowNetwork, type SlowNetwork } from './slow-network.ts'
import { median, spread, table } from './report.ts'

interface Target {
  key: string
  name: string
  dir: string
}

interface FormFactor {
  key: string
  name: string
  /** The Lighthouse config; undefined is its default, the mobile preset. */
  config: Config | undefined
  /** The preset's network and processor, as Lighthouse's config names them. */
  throttling: typeof presets.mobileSlow4G
}

type Summary = ReturnType<typeof summarise>
type Metric = keyof Summary

const root = fileURLToPath(new URL('../..', import.meta.url))
const benchDir = join(root, '.bench')
const reportsDir = join(benchDir, 'reports')
const runs = Number(process.env.RUNS ?? 3)
const basePort = Number(process.env.BENCH_PORT ?? 4300)
/** The page measured, from the site's root: '' for the default language's, `es/` for another language's. */
const pagePath = process.env.BENCH_PAGE ?? ''

/** The system's Chromium, else Playwright's; a machine with neither is told what to install. */
function browserPath(): string {
  const tool = chromium(process.env, playwright.executablePath())
  if (!tool.path) throw new Error(missing([{ tool, neededBy: 'the benchmark' }]).join('\n'))
  return tool.path
}

const only = process.env.BENCH_ONLY?.split(',')
const picked = ({ key }: { key: string }) => !only || only.includes(key)
const allTargets: [site: Target, twin: Target, firstScreen: Target, grown: Target] = [
  { key: 'site', name: 'site', dir: join(benchDir, 'site') },
  { key: 'twin', name: 'no-JS twin', dir: join(benchDir, 'twin') },
  { key: 'first-screen', name: 'static first screen', dir: join(benchDir, 'first-screen') },
  { key: '10x', name: '10× content', dir: join(benchDir, 'content-10x') },
]
const formFactors: FormFactor[] = [
  { key: 'mobile', name: 'mobile', config: undefined, throttling: presets.mobileSlow4G },
  { key: 'desktop', name: 'desktop', config: desktopConfig, throttling: presets.desktopDense4G },
].filter(picked)
const targets = allTargets.filter((target) => !only || only.includes(target.key) || !allTargets.some(({ key }) => only.includes(key)))

/** Writes .br and .gz next to every text file, as a CDN or `npm run serve` would serve them. */
function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry))
    if (!/\.(html|css|js|svg|json|txt|xml|webmanifest)$/.test(file) || !statSync(file).isFile()) continue
    const body = readFileSync(file)
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  }
}

/** A copy of the built site in `to` whose index.html is `rewrite` of the original. */
async function variant(from: string, to: string, rewrite: (html: string) => string | Promise<string>): Promise<void> {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  writeFileSync(join(to, pagePath, 'index.html'), await rewrite(readFileSync(join(from, pagePath, 'index.html'), 'utf8')))
}

/** The same page with every script removed: what the browser could paint with HTML and CSS alone. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

function summarise(lhr: Result) {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  // A category Lighthouse could not score has a null score, which counts as 0.
  const score = (id: string) => {
    const category = lhr.categories[id]
    if (!category) throw new Error(`the Lighthouse report has no ${id} category`)
    return (category.score ?? 0) * 100
  }
  // resource-summary is a table with a row per resource type (script, image, total…).
  const details = lhr.audits['resource-summary']?.details
  const rows = details?.type === 'table' ? details.items : []
  const bytes = new Map(rows.map((item) => [String(item.resourceType), item]))
  const number = (type: string, column: 'transferSize' | 'requestCount') => {
    const value = bytes.get(type)?.[column]
    return typeof value === 'number' ? value : 0
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'FCP ms': audit('first-contentful-paint'),
    'LCP ms': audit('largest-contentful-paint'),
    'TBT ms': audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
    'Speed Index ms': audit('speed-index'),
    'JS KB': number('script', 'transferSize') / 1024,
    'CSS KB': number('stylesheet', 'transferSize') / 1024,
    'HTML KB': number('document', 'transferSize') / 1024,
    'image KB': number('image', 'transferSize') / 1024,
    'media KB': number('media', 'transferSize') / 1024,
    'total KB': number('total', 'transferSize') / 1024,
    requests: number('total', 'requestCount'),
  }
}

/** The digits a metric is shown with. */
const digits = (metric: Metric) => (metric === 'CLS' ? 3 : metric.endsWith('KB') ? 1 : 0)

const throttlingMode = process.env.THROTTLING ?? 'simulate'
if (!['simulate', 'devtools', 'network'].includes(throttlingMode)) throw new Error(`THROTTLING=${throttlingMode}: use simulate (the default), devtools or network`)

/** Lighthouse's throttling flags for a form factor in the chosen mode (none: its own simulation). */
function throttlingFlags({ throttling }: FormFactor) {
  if (throttlingMode === 'devtools') return { throttlingMethod: 'devtools' as const }
  // The network is slowed by the proxy in front of the server, so Chrome slows the processor only.
  if (throttlingMode === 'network') {
    return { throttlingMethod: 'devtools' as const, throttling: { ...throttling, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } }
  }
  return {}
}

/** One Lighthouse run of `url`: its result and the JSON report. */
async function measure(url: string, port: number, formFactor: FormFactor): Promise<{ lhr: Result; report: string }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...throttlingFlags(formFactor) }, formFactor.config)
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  // One output format gives one report.
  const report = Array.isArray(result.report) ? result.report.join('\n') : result.report
  return { lhr: result.lhr, report }
}

async function main(): Promise<void> {
  const started = Date.now()
  rmSync(benchDir, { recursive: true, force: true })
  mkdirSync(reportsDir, { recursive: true })

  const [site, twin, firstScreen, grown] = allTargets
  await buildSite(site.dir)
  await variant(site.dir, twin.dir, withoutScripts)
  // The page cut down to its first screen, as a hand-written static page of it would be.
  await variant(site.dir, firstScreen.dir, staticFirstScreen)
  if (targets.includes(grown)) await buildTenfold(grown.dir)
  for (const target of targets) precompress(target.dir)

  const outbox = join(benchDir, 'outbox.jsonl')
  const servers = await Promise.all(targets.map((target, i) => startServer({ port: basePort + i, dir: target.dir, env: { ...process.env, OUTBOX_FILE: outbox } })))
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath(),
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS,
      // Headless Chromium holding the first frame back for a second: while paint holding keeps the
      // about:blank it navigates from, the display draws none of the new page's frames, and the
      // compositor host then sends the page one frame a second (ThrottleUndrawnFrames). Playwright
      // turns paint holding off for the same reason; so does every load here, of every page alike
      // (docs/decisions/loading-tricks.md, "The held first frame").
      '--disable-features=PaintHolding',
    ],
  })

  const results: Record<string, Summary[]> = {}
  try {
    // Rounds interleave the targets, so a busy moment on the machine does not land on one of them.
    for (const formFactor of formFactors) {
      const { rttMs, throughputKbps } = formFactor.throttling
      const networks: (SlowNetwork | undefined)[] =
        throttlingMode === 'network' ? await Promise.all(targets.map((_, i) => slowNetwork(basePort + i, { rttMs, throughputKbps }))) : []
      try {
        for (let n = 1; n <= runs; n++) {
          for (const [i, target] of targets.entries()) {
            const key = `${formFactor.name} · ${target.name}`
            const url = `http://127.0.0.1:${networks[i]?.port ?? basePort + i}/${pagePath}`
            const { lhr, report } = await measure(url, chrome.port, formFactor)
            writeFileSync(join(reportsDir, `${formFactor.key}-${target.key}-${n}.json`), report)
            ;(results[key] ??= []).push(summarise(lhr))
            process.stdout.write(`.`)
          }
        }
      } finally {
        await Promise.all(networks.map((network) => network?.close()))
      }
    }
  } finally {
    await chrome.kill()
    for (const server of servers) server.stop()
  }
  process.stdout.write('\n\n')

  const columns = Object.entries(results)
  const first = columns[0]?.[1][0]
  if (!first) throw new Error('nothing was measured: BENCH_ONLY picks no form factor or no target')
  // The keys of a summary are its metrics, in the order the table shows them.
  const metrics = Object.keys(first) as Metric[]
  const rows = metrics.map((metric) => [metric, ...columns.map(([, summaries]) => spread(summaries.map((r) => r[metric]), digits(metric)))])
  console.log(table(['metric', ...columns.map(([column]) => column)], rows))

  /** The median LCP of a column, or undefined when that column was not measured. */
  const lcp = (key: string) => {
    const summaries = results[key]
    return summaries && median(summaries.map((r) => r['LCP ms']))
  }
  console.log('')
  for (const { name } of formFactors) {
    const site = lcp(`${name} · site`)
    if (site === undefined) continue
    const facts = [`${name}: LCP ${site.toFixed(0)} ms`]
    const twin = lcp(`${name} · no-JS twin`)
    if (twin !== undefined) facts.push(`${(site / twin).toFixed(3)} × the no-JS twin (${twin.toFixed(0)} ms)`)
    const firstScreen = lcp(`${name} · static first screen`)
    if (firstScreen !== undefined) facts.push(`${(site / firstScreen).toFixed(3)} × the static first screen (${firstScreen.toFixed(0)} ms)`)
    const grown = lcp(`${name} · 10× content`)
    if (grown !== undefined) facts.push(`10× content moves LCP ${(((grown - site) / site) * 100).toFixed(1)}%`)
    console.log(facts.join('; '))
  }
  console.log(`\n${runs} runs each, throttling: ${throttlingMode}; reports in ${resolve(reportsDir)}; took ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

await main()
