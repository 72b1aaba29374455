// The byte budgets, checked on a built site: what a first visit downloads, measured
// as a CDN serves it (text compressed with brotli at quality 11, as `npm run bench` does; images
// and video as they are).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import { bootModules, firstScreenEnd } from './defer-entry.ts'

/** Bytes (1 KB = 1000 bytes). */
export const BUDGETS = {
  /**
   * The compressed bytes of index.html read before the whole first screen (head, inline CSS,
   * navigation bar, hero) is there: within the first round trip of a new connection, whose
   * window is ten packets of 1,460 bytes, with room left for the response's headers.
   */
  firstScreen: 14_000,
  javascript: 72_000,
  css: 12_000,
  html: 25_000,
  firstScreenImages: 120_000,
  firstLoadWithoutVideo: 300_000,
  video: 1_500_000,
} as const

export type BudgetName = keyof typeof BUDGETS

/** Any one picture a visitor downloads, first screen or not (npm run check, the media check of the build). */
export const MAX_IMAGE_BYTES = 300_000

export interface Measure {
  budget: BudgetName
  /** What was measured: a file under the site's folder, or the sum of several. */
  what: string
  bytes: number
  limit: number
}

const brotli = (body: Buffer | string) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
export const brotliSize = (body: Buffer | string) => brotli(body).length

/** How many bytes of `compressed` (brotli) must arrive before the first `bytes` of what it holds can be read. */
export function compressedBytesBefore(compressed: Buffer, bytes: number): number {
  const readable = (length: number) =>
    brotliDecompressSync(compressed.subarray(0, length), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).length
  // What a prefix decodes to only grows with it: the smallest one that reaches `bytes`.
  let [low, high] = [0, compressed.length]
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (readable(middle) >= bytes) high = middle
    else low = middle + 1
  }
  return low
}

const attributes = (tag: string): Record<string, string | undefined> =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map(([, name = '', value = '']) => [name, value]))
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => attributes(tag))
const isLocal = (url: string | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//')

/** The modules a script loads before it runs: its static imports, and theirs. */
function staticGraph(dir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const code = readFileSync(join(dir, entry), 'utf8')
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1)
  for (const [, path = ''] of code.matchAll(/\bimport\s*(?:[\w*${}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    staticGraph(dir, new URL(path, `http://site${folder}`).pathname, seen)
  }
  return seen
}

/** A page's HTML compressed, and the compressed bytes that arrive before the end of its first screen (none without a hero). */
export function htmlBytes(page: string): { html: number; firstScreen?: number } {
  const compressed = brotli(page)
  const end = firstScreenEnd(page)
  return { html: compressed.length, firstScreen: end === undefined ? undefined : compressedBytesBefore(compressed, Buffer.byteLength(page.slice(0, end))) }
}

/** Where a page of a built site is: its path from the site's root ('' or a language's, `es/`) and the path the site was built for. */
export interface PageOfSite {
  page?: string
  base?: string
}

/** The files the page loads on a first visit, before anyone scrolls or clicks, by kind, as paths in the built folder. */
export function firstLoad(dir: string, { page = '', base = '/' }: PageOfSite = {}) {
  const html = readFileSync(join(dir, page, 'index.html'), 'utf8')
  // Addresses under the site's path, as files of the built folder.
  const local = (url: string | undefined): url is string => isLocal(url) && url.startsWith(base)
  const inFolder = (url: string) => url.slice(base.length - 1)
  const entries = [
    ...tags(html, 'script').map((script) => script.src),
    ...tags(html, 'link').filter((link) => link.rel === 'modulepreload').map((link) => link.href),
    // The modules the boot script runs (see builder/defer-entry.ts).
    ...bootModules(html),
  ]
    .filter(local)
    .map(inFolder)
  const scripts = new Set(entries.flatMap((entry) => [...staticGraph(dir, entry)]))
  const stylesheets = tags(html, 'link').filter((link) => link.rel === 'stylesheet').map((link) => link.href).filter(local).map(inFolder)
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('')
  const images = [
    ...tags(html, 'img').filter((img) => img.loading !== 'lazy').map((img) => img.src),
    ...tags(html, 'video').map((video) => video.poster),
    ...tags(html, 'link').filter((link) => link.rel === 'preload' && link.as === 'image').map((link) => link.href),
  ]
    .filter(local)
    .map(inFolder)
  const videos = [...tags(html, 'video'), ...tags(html, 'source')].map((media) => media.src).filter(local).map(inFolder).filter((src) => /\.(mp4|webm|mov)$/.test(src))
  return { html, scripts: [...scripts], stylesheets, inlineCss, images: [...new Set(images)], videos: [...new Set(videos)] }
}

/** Every budget's measure on the built site in `dir`; those over their limit are the failures. */
export function measureBudgets(dir: string, where: PageOfSite = {}): Measure[] {
  const page = join(where.page ?? '', 'index.html')
  if (!existsSync(join(dir, page))) throw new Error(`${dir} has no ${page}: build the site first (npm run build)`)
  const load = firstLoad(dir, where)
  const size = (file: string) => readFileSync(join(dir, file)).length
  const textSize = (file: string) => brotliSize(readFileSync(join(dir, file)))
  const measure = (budget: BudgetName, what: string, bytes: number): Measure => ({ budget, what, bytes, limit: BUDGETS[budget] })

  const stylesheetBytes = load.stylesheets.reduce((sum, file) => sum + textSize(file), 0)
  const htmlSizes = htmlBytes(load.html)
  const html = measure('html', page, htmlSizes.html)
  const firstScreen = htmlSizes.firstScreen === undefined ? [] : [measure('firstScreen', `${page} up to the end of the hero`, htmlSizes.firstScreen)]
  const javascript = measure('javascript', load.scripts.join(' + ') || 'no scripts', load.scripts.reduce((sum, file) => sum + textSize(file), 0))
  const css = measure(
    'css',
    [...load.stylesheets, ...(load.inlineCss ? [`<style> in ${page}`] : [])].join(' + ') || 'no styles',
    stylesheetBytes + (load.inlineCss ? brotliSize(load.inlineCss) : 0),
  )
  const images = measure('firstScreenImages', load.images.join(' + ') || 'no images', load.images.reduce((sum, file) => sum + size(file), 0))
  // Inline CSS travels inside index.html, so it is counted once, there.
  const total = measure('firstLoadWithoutVideo', `${page} + scripts + stylesheets + first-screen images`, html.bytes + javascript.bytes + stylesheetBytes + images.bytes)
  const videos = load.videos.map((file) => measure('video', file, size(file)))
  return [...firstScreen, html, javascript, css, images, total, ...videos]
}

export const overBudget = (measures: Measure[]) => measures.filter((m) => m.bytes > m.limit)

export const describeOverrun = (m: Measure) =>
  `${m.budget}: ${m.what} is ${(m.bytes / 1000).toFixed(1)} KB, over its ${(m.limit / 1000).toFixed(0)} KB budget by ${((m.bytes - m.limit) / 1000).toFixed(1)} KB`
