// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { BUDGETS, brotliSize, compressedBytesBefore, describeOverrun, firstLoad, measureBudgets, overBudget } from './budget.ts'
import { bootScriptTag, firstScreenEnd } from './defer-entry.ts'

/** A built site in a temporary folder: file name to contents. */
function site(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'budget-'))
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), body)
  }
  return dir
}

/** Pseudo-random printable text, which brotli shrinks only to about 80%. */
function incompressible(bytes: number): string {
  let seed = 1
  return Array.from({ length: bytes }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join('')
}

const page = (body: string) => `<!doctype html><html><head><style>body{margin:0}</style></head><body>${body}</body></html>`

let dirs: string[] = []
const make = (files: Record<string, string | Buffer>) => {
  const dir = site(files)
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})

describe('the first load of a built site', () => {
  it('follows the boot script into its modules and their static imports, but not into dynamic ones', async () => {
    const dir = make({
      'index.html': page(await bootScriptTag(['/assets/react.js', '/assets/index.js'])),
      'assets/react.js': 'export const r=1',
      'assets/index.js': 'import{a as b}from"./shared.js";import"./polyfill.js";const later=()=>import("./contact.js");',
      'assets/shared.js': 'export const a=1',
      'assets/polyfill.js': '',
      'assets/contact.js': 'export const c=1',
    })
    expect(firstLoad(dir).scripts.sort()).toEqual(['/assets/index.js', '/assets/polyfill.js', '/assets/react.js', '/assets/shared.js'])
  })

  it('counts eager images and the video poster as the first screen, not lazy images', () => {
    const dir = make({
      'index.html': page('<video src="/media/loop.mp4" poster="/media/poster.webp"></video><img src="/media/hero.avif" alt=""><img src="/media/below.webp" loading="lazy" alt="">'),
    })
    const load = firstLoad(dir)
    expect(load.images).toEqual(['/media/hero.avif', '/media/poster.webp'])
    expect(load.videos).toEqual(['/media/loop.mp4'])
  })
})

describe('the byte budgets', () => {
  it('pass a small site, measuring text as brotli and media as it is', () => {
    const dir = make({
      'index.html': page('<script type="module" src="/assets/app.js"></script><video src="/media/loop.mp4" poster="/media/poster.webp"></video>'),
      'assets/app.js': 'console.log("hello")',
      'media/poster.webp': Buffer.alloc(5_000),
      'media/loop.mp4': Buffer.alloc(900_000),
    })
    const measures = measureBudgets(dir)
    expect(overBudget(measures)).toEqual([])
    const byBudget = Object.fromEntries(measures.map((m) => [m.budget, m.bytes]))
    expect(byBudget.javascript).toBe(brotliSize('console.log("hello")'))
    expect(byBudget.css).toBe(brotliSize('body{margin:0}'))
    expect(byBudget.firstScreenImages).toBe(5_000)
    expect(byBudget.video).toBe(900_000)
  })

  it('name the offending file and its size when one is over', async () => {
    const dir = make({
      'index.html': page(`${await bootScriptTag(['/assets/index.js'])}<video src="/media/loop.mp4" poster="/media/poster.webp"></video>`),
      'assets/index.js': incompressible(BUDGETS.javascript * 1.5),
      'media/poster.webp': Buffer.alloc(130_000),
      'media/loop.mp4': Buffer.alloc(1_600_000),
    })
    const over = overBudget(measureBudgets(dir))
    expect(over.map((m) => m.budget)).toEqual(['javascript', 'firstScreenImages', 'video'])
    expect(describeOverrun(over[0]!)).toMatch(new RegExp(`^javascript: /assets/index\\.js is \\d+\\.\\d KB, over its ${BUDGETS.javascript / 1000} KB budget by \\d+\\.\\d KB$`))
    expect(describeOverrun(over[1]!)).toBe('firstScreenImages: /media/poster.webp is 130.0 KB, over its 120 KB budget by 10.0 KB')
    expect(describeOverrun(over[2]!)).toBe('video: /media/loop.mp4 is 1600.0 KB, over its 1500 KB budget by 100.0 KB')
  })

  it('count the compressed bytes read before the first screen is there, and hold them to the first round trip', () => {
    const hero = `<section id="home"><h1>Hello</h1>${incompressible(3_000)}</section>`
    const below = `<section id="about">${incompressible(30_000)}</section>`
    const html = page(`<header>Name</header><main>${hero}${below}</main>`)
    const end = firstScreenEnd(html)!
    expect(html.slice(0, end).endsWith(hero)).toBe(true)
    const compressed = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    const bytes = compressedBytesBefore(compressed, Buffer.byteLength(html.slice(0, end)))
    // More than the hero's own compressed size, far less than the whole page's.
    expect(bytes).toBeGreaterThan(brotliSize(hero) * 0.9)
    expect(bytes).toBeLessThan(brotliSize(html) / 4)

    const byBudget = (dir: string) => Object.fromEntries(measureBudgets(dir).map((m) => [m.budget, m.bytes]))
    expect(byBudget(make({ 'index.html': html })).firstScreen).toBe(bytes)
    // A hero that needs more than the first round trip is over its budget.
    const heavy = make({ 'index.html': page(`<main><section id="home">${incompressible(BUDGETS.firstScreen * 1.5)}</section></main>`) })
    expect(overBudget(measureBudgets(heavy)).map((m) => m.budget)).toEqual(['firstScreen'])
  })

  it('add up the whole first load without the video', () => {
    const dir = make({
      'index.html': page('<script type="module" src="/assets/app.js"></script><img src="/media/a.webp" alt=""><img src="/media/b.webp" alt="">'),
      'assets/app.js': 'export {}',
      'media/a.webp': Buffer.alloc(110_000),
      'media/b.webp': Buffer.alloc(110_000),
      'assets/extra.css': incompressible(100_000),
    })
    const html = readFileSync(join(dir, 'index.html'), 'utf8')
    writeFileSync(join(dir, 'index.html'), html.replace('</head>', '<link rel="stylesheet" href="/assets/extra.css"></head>'))
    const over = overBudget(measureBudgets(dir)).map((m) => m.budget)
    expect(over).toEqual(['css', 'firstScreenImages', 'firstLoadWithoutVideo'])
  })

  it('say what to do when the site has not been built', () => {
    expect(() => measureBudgets(join(tmpdir(), 'no-such-site'))).toThrow(/no index\.html: build the site first/)
  })
})
