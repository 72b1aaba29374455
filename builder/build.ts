// Builds the site: the client bundle, then the server renderer, then puts the rendered page into
// index.html (prerendering), so the built site is complete without JavaScript and only hydrates.
// Usage: npm run build -- [--mode production|outbox] [--out-dir dist] [--without-email-keys] [--base /] [--content file]
//   --mode outbox  (used by `npm start`) points the contact form at the local outbox when the
//                  chosen delivery service has no settings; a production build without them warns instead.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type LogLevel, type Plugin } from 'vite'
import type { HeadPluginApi } from './plugins/head-plugin.ts'
import { PROVIDER_SETTINGS, PROVIDER_VARIABLE } from './contact-settings.ts'
import { formatFindings, reportFailures } from './findings.ts'
import { budgetFindings, pageBytes } from './content-budget.ts'
import { contentFile, loadContent } from './content.ts'
import { firstPaintProblem } from './defer-entry.ts'
import type { Content } from '../src/build-surface.ts'
import { placeStylesheet, splitStylesheet } from './first-screen-css.ts'
import { contentSecurityPolicy, headerRules, headersFile, inlineHashes, nginxConfig, vercelConfig, type PolicySources } from './security-headers.ts'

reportFailures()

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    'out-dir': { type: 'string', default: 'dist' },
    // The test gate's build: as a deploy with the default service (EmailJS) and no keys, whatever
    // the developer's .env holds (Vite never lets .env override a variable the environment already has).
    'without-email-keys': { type: 'boolean', default: false },
    // The path to build for; by default that of the site's address (SITE_URL or meta.url), so
    // https://user.github.io/repo/ builds for /repo/. The test gate builds for / whatever it is.
    base: { type: 'string' },
    // Another content module than src/content/site.ts, such as the tests' fixtures (src/test/fixtures/).
    content: { type: 'string' },
  },
})
if (values.content) process.env.PORTFOLIO_CONTENT = values.content
if (values['without-email-keys']) {
  for (const key of [PROVIDER_VARIABLE, ...Object.values(PROVIDER_SETTINGS).flat()]) process.env[key] = ''
}
const mode = values.mode
const outDir = resolve(values['out-dir'])
// The server renderer is built inside the project, so Node resolves react from node_modules
// whatever the output folder; one folder per build process, as builds may run side by side.
const serverDir = fileURLToPath(new URL(`../node_modules/.cache/prerender-${process.pid}`, import.meta.url))
const logLevel = (process.env.BUILD_LOG_LEVEL ?? 'warn') as LogLevel

const base = values.base
// The head plugin's pages, one per language (builder/plugins/head-plugin.ts), as Vite lets plugins share what they made.
let head: HeadPluginApi | undefined
const readPages: Plugin = {
  name: 'portfolio:read-pages',
  configResolved(config) {
    head = config.plugins.find((plugin) => plugin.name === 'portfolio:head')?.api as HeadPluginApi | undefined
  },
}
await build({ mode, logLevel, base, plugins: [readPages], build: { outDir, emptyOutDir: true } })
const pages = head?.pages ?? []
if (pages.length === 0) throw new Error('The build made no page: the head plugin (builder/plugins/head-plugin.ts) is not in vite.config.ts')
await build({ mode, logLevel, base, build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } })

/**
 * Puts the stylesheet into the page instead of a render-blocking request (the CSS is a few KB
 * compressed): what the first screen needs in a <style> in <head>, and the rest in a file of its
 * own, linked right after the first screen (first-screen-css.ts), so the first paint needs
 * nothing but the first screen's HTML and nothing below it is drawn before its styles are in.
 */
async function placeStylesheets(page: string): Promise<string> {
  const links = [...page.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g)]
  if (links.length > 1) throw new Error(`index.html should link one stylesheet, the app's, found ${links.length}`)
  const [link, href = ''] = links[0] ?? []
  if (!link) return page
  const file = `${outDir}/${href.slice(href.indexOf('assets/'))}`
  // Vite leaves the markers of the chunks it joined into the one stylesheet (build.cssCodeSplit: false).
  const css = stylesheets.get(file) ?? (await readFile(file, 'utf8')).replaceAll('/*$vite$:1*/', '')
  stylesheets.set(file, css)
  const { firstScreen, rest } = splitStylesheet(css, page)
  // Named by its content, as Vite names assets: pages whose rest is the same share the file.
  const name = `rest-${createHash('sha256').update(rest).digest('hex').slice(0, 8)}.css`
  if (!restFiles.has(name)) {
    restFiles.add(name)
    await writeFile(`${dirname(file)}/${name}`, rest)
  }
  return placeStylesheet(page, link, firstScreen, `${href.slice(0, href.lastIndexOf('/') + 1)}${name}`)
}
/** The built stylesheets, each read once and deleted once every page has its parts. */
const stylesheets = new Map<string, string>()
/** The rest files written so far: pages whose rest is the same share one. */
const restFiles = new Set<string>()

const marker = '<!--app-html-->'

/**
 * Locks the pages down: one Content-Security-Policy for the whole site allows exactly the inline
 * scripts and styles this build wrote into its pages (by hash), the delivery service the
 * contact form connects and posts to, and the services of the dashboards shown live. The policy goes into a <meta> tag first in each page's
 * <head> (for hosts that cannot send headers) and, with the rest of the header set, into the
 * host files (see security-headers.ts).
 */
async function lockDown(pages: string[], others: Pick<PolicySources, 'connect' | 'formAction' | 'frames'>, base: string, languagePaths: string[]): Promise<string[]> {
  const hashes = pages.map(inlineHashes)
  const unique = (lists: string[][]) => [...new Set(lists.flat())]
  const sources = { scripts: unique(hashes.map((page) => page.scripts)), styles: unique(hashes.map((page) => page.styles)), ...others }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(sources, { meta: true })}" />`
  const rules = headerRules(contentSecurityPolicy(sources), base, languagePaths)
  await writeFile(`${outDir}/_headers`, headersFile(rules))
  await writeFile(`${outDir}/vercel.json`, `${JSON.stringify(vercelConfig(rules), null, 2)}\n`)
  await writeFile(`${outDir}/nginx.conf`, nginxConfig(rules))
  return pages.map((page) => page.replace(/<meta charset="UTF-8" \/>/, (charset: string) => `${charset}\n    ${meta}`))
}

const { render, contactSources, frameSources, basePath } = await import(pathToFileURL(`${serverDir}/entry-server.js`).href)
const prerendered: string[] = []
for (const { language, html: template } of pages) {
  if (!template.includes(marker)) throw new Error(`index.html has no ${marker} marker to prerender into`)
  const appHtml = await render(undefined, language.tag, head?.barScript)
  prerendered.push(await placeStylesheets(template.replace(marker, () => appHtml)))
}
const content = (await loadContent(process.cwd())) as Content
const locked = await lockDown(prerendered, { ...contactSources(), frames: frameSources(content) }, basePath, pages.slice(1).map(({ language }) => language.path))
for (const [index, html] of locked.entries()) {
  const { language } = pages[index] as (typeof pages)[number]
  const htmlPath = `${outDir}/${language.path}index.html`
  const paintProblem = firstPaintProblem(html)
  if (paintProblem) throw new Error(`${htmlPath}: ${paintProblem}`)
  await mkdir(dirname(htmlPath), { recursive: true })
  await writeFile(htmlPath, html)
  console.log(`prerendered ${language.path}index.html (${language.tag}): ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`)
}
// The owner's words against the page's byte budgets, now that the pages exist to be measured.
const heavy = budgetFindings(content, contentFile(), locked.map((html, index) => pageBytes(pages[index]?.language.tag ?? '', html)))
if (heavy.length > 0) console.warn(`\n${formatFindings(heavy)}\n`)
for (const file of stylesheets.keys()) await unlink(file)
await rm(serverDir, { recursive: true, force: true })

console.log(`built ${outDir} (${mode})`)
