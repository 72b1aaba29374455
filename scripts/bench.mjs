// The speed benchmark (a script, not a test). It builds the site, its no-JavaScript twin (the
// same index.html with every script removed) and a 10× content variant, serves each from
// 127.0.0.1 with precompressed brotli and gzip like a CDN, runs Lighthouse in the system
// Chromium (mobile and desktop presets, RUNS runs each) and prints medians with min and max.
// Usage: npm run bench            (RUNS=3 by default; reports in .bench/reports/)
//        BENCH_ONLY=mobile,site,twin npm run bench    (a subset of form factors and targets, for quick checks)
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const benchDir = join(root, '.bench')
const reportsDir = join(benchDir, 'reports')
const runs = Number(process.env.RUNS ?? 3)
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const basePort = Number(process.env.BENCH_PORT ?? 4300)

const only = process.env.BENCH_ONLY?.split(',')
const picked = ({ key }) => !only || only.includes(key)
const allTargets = [
  { key: 'site', name: 'site', dir: join(benchDir, 'site') },
  { key: 'twin', name: 'no-JS twin', dir: join(benchDir, 'twin') },
  { key: '10x', name: '10× content', dir: join(benchDir, 'content-10x') },
]
const formFactors = [
  { key: 'mobile', name: 'mobile', config: undefined },
  { key: 'desktop', name: 'desktop', config: desktopConfig },
].filter(picked)
const targets = allTargets.filter((target) => !only || only.includes(target.key) || !['site', 'twin', '10x'].some((key) => only.includes(key)))

function run(command, args, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/** Writes .br and .gz next to every text file, as a CDN or `npm run serve` would serve them. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry))
    if (!/\.(html|css|js|svg|json|txt|xml|webmanifest)$/.test(file) || !statSync(file).isFile()) continue
    const body = readFileSync(file)
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  }
}

/** The same page with every script removed: what the browser could paint with HTML and CSS alone. */
function makeTwin(from, to) {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  const html = readFileSync(join(to, 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  writeFileSync(join(to, 'index.html'), html)
}

function serve(dir, port) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dir, PORT: String(port), OUTBOX_FILE: join(benchDir, 'outbox.jsonl') },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && done(child))
    child.on('exit', (code) => fail(new Error(`serve.mjs for ${dir} exited with ${code}`)))
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const bytes = Object.fromEntries((lhr.audits['resource-summary']?.details?.items ?? []).map((item) => [item.resourceType, item]))
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    'best practices': lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    'FCP ms': audit('first-contentful-paint'),
    'LCP ms': audit('largest-contentful-paint'),
    'TBT ms': audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
    'Speed Index ms': audit('speed-index'),
    'JS KB': (bytes.script?.transferSize ?? 0) / 1024,
    'CSS KB': (bytes.stylesheet?.transferSize ?? 0) / 1024,
    'HTML KB': (bytes.document?.transferSize ?? 0) / 1024,
    'image KB': (bytes.image?.transferSize ?? 0) / 1024,
    'media KB': (bytes.media?.transferSize ?? 0) / 1024,
    'total KB': (bytes.total?.transferSize ?? 0) / 1024,
    requests: bytes.total?.requestCount ?? 0,
  }
}

function format(metric, values) {
  const digits = metric === 'CLS' ? 3 : metric.endsWith('KB') ? 1 : 0
  const show = (v) => v.toFixed(digits)
  const min = Math.min(...values)
  const max = Math.max(...values)
  return min === max ? show(min) : `${show(median(values))} (${show(min)}–${show(max)})`
}

async function main() {
  const started = Date.now()
  rmSync(benchDir, { recursive: true, force: true })
  mkdirSync(reportsDir, { recursive: true })

  const [site, twin, grown] = allTargets
  await run(process.execPath, ['scripts/build.mjs', '--out-dir', site.dir])
  makeTwin(site.dir, twin.dir)
  if (targets.includes(grown)) await run(process.execPath, ['scripts/build.mjs', '--out-dir', grown.dir], { PORTFOLIO_CONTENT: 'scripts/bench-content.ts', PORTFOLIO_MEDIA: 'src/content/media' })
  for (const target of targets) precompress(target.dir)

  const servers = await Promise.all(targets.map((target, i) => serve(target.dir, basePort + i)))
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync(chromePath) ? chromePath : undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })

  const results = {}
  try {
    // Rounds interleave the targets, so a busy moment on the machine does not land on one of them.
    for (const formFactor of formFactors) {
      for (let n = 1; n <= runs; n++) {
        for (const [i, target] of targets.entries()) {
          const key = `${formFactor.name} · ${target.name}`
          const url = `http://127.0.0.1:${basePort + i}/`
          const { lhr, report } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, formFactor.config)
          writeFileSync(join(reportsDir, `${formFactor.key}-${target.key}-${n}.json`), report)
          ;(results[key] ??= []).push(summarise(lhr))
          process.stdout.write(`.`)
        }
      }
    }
  } finally {
    await chrome.kill()
    for (const server of servers) server.kill()
  }
  process.stdout.write('\n\n')

  const columns = Object.keys(results)
  const metrics = Object.keys(results[columns[0]][0])
  const rows = metrics.map((metric) => [metric, ...columns.map((column) => format(metric, results[column].map((r) => r[metric])))])
  const header = ['metric', ...columns]
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => row[c].length)))
  const line = (cells) => `| ${cells.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))

  const lcp = (key) => median(results[key].map((r) => r['LCP ms']))
  console.log('')
  for (const { name } of formFactors) {
    if (!results[`${name} · site`]) continue
    const site = lcp(`${name} · site`)
    const facts = [`${name}: LCP ${site.toFixed(0)} ms`]
    if (results[`${name} · no-JS twin`]) {
      const twin = lcp(`${name} · no-JS twin`)
      facts.push(`${(site / twin).toFixed(3)} × the no-JS twin (${twin.toFixed(0)} ms)`)
    }
    if (results[`${name} · 10× content`]) {
      const grown = lcp(`${name} · 10× content`)
      facts.push(`10× content moves LCP ${(((grown - site) / site) * 100).toFixed(1)}%`)
    }
    console.log(facts.join('; '))
  }
  console.log(`\n${runs} runs each; reports in ${resolve(reportsDir)}; took ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

await main()
