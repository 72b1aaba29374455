// Builds the site: the client bundle, then the server renderer, then puts the rendered page into
// index.html (prerendering), so the built site is complete without JavaScript and only hydrates.
// Usage: npm run build -- [--mode production|outbox] [--out-dir dist] [--without-email-keys] [--base /] [--content file]
//   --mode outbox  (used by `npm start`) points the contact form at the local outbox when the
//                  chosen delivery service has no settings; a production build without them warns instead.
import { readFile, rm, unlink, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type LogLevel } from 'vite'
import { PROVIDER_SETTINGS, PROVIDER_VARIABLE } from './contact-settings.ts'
import { firstPaintProblem } from './defer-entry.ts'
import { inlineSplitStylesheet } from './first-screen-css.ts'
import { contentSecurityPolicy, headerRules, headersFile, inlineHashes, nginxConfig, vercelConfig, type PolicySources } from './security-headers.ts'

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
await build({ mode, logLevel, base, build: { outDir, emptyOutDir: true } })
await build({ mode, logLevel, base, build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } })

/**
 * Puts the stylesheet into the page, in two <style> elements instead of a render-blocking request
 * (the CSS is a few KB compressed): what the first screen needs in <head>, the rest after the
 * first screen (first-screen-css.ts), so the first paint needs nothing but the first screen's HTML.
 */
async function inlineStylesheets(page: string): Promise<string> {
  const links = [...page.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g)]
  if (links.length > 1) throw new Error(`index.html should link one stylesheet, the app's, found ${links.length}`)
  const [link, href = ''] = links[0] ?? []
  if (!link) return page
  const file = `${outDir}/${href.slice(href.indexOf('assets/'))}`
  // Vite leaves the markers of the chunks it joined into the one stylesheet (build.cssCodeSplit: false).
  const css = (await readFile(file, 'utf8')).replaceAll('/*$vite$:1*/', '')
  const inlined = inlineSplitStylesheet(page, link, css)
  await unlink(file)
  return inlined
}

const htmlPath = `${outDir}/index.html`
const template = await readFile(htmlPath, 'utf8')
const marker = '<!--app-html-->'
if (!template.includes(marker)) throw new Error(`${htmlPath} has no ${marker} marker to prerender into`)

/**
 * Locks the page down: its Content-Security-Policy allows exactly the inline scripts and styles
 * this build wrote (by hash) and the delivery service its contact form connects and posts to. The policy goes into a <meta> tag
 * first in <head> (for hosts that cannot send headers) and, with the rest of the header set,
 * into the host files (see security-headers.ts).
 */
async function lockDown(page: string, contact: Pick<PolicySources, 'connect' | 'formAction'>, base: string): Promise<string> {
  const hashes = inlineHashes(page)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ ...hashes, ...contact }, { meta: true })}" />`
  const rules = headerRules(contentSecurityPolicy({ ...hashes, ...contact }), base)
  await writeFile(`${outDir}/_headers`, headersFile(rules))
  await writeFile(`${outDir}/vercel.json`, `${JSON.stringify(vercelConfig(rules), null, 2)}\n`)
  await writeFile(`${outDir}/nginx.conf`, nginxConfig(rules))
  return page.replace(/<meta charset="UTF-8" \/>/, (charset: string) => `${charset}\n    ${meta}`)
}

const { render, contactSources, basePath } = await import(pathToFileURL(`${serverDir}/entry-server.js`).href)
const appHtml = await render()
const html = await lockDown(await inlineStylesheets(template.replace(marker, () => appHtml)), contactSources(), basePath)
const paintProblem = firstPaintProblem(html)
if (paintProblem) throw new Error(`${htmlPath}: ${paintProblem}`)
await writeFile(htmlPath, html)
await rm(serverDir, { recursive: true, force: true })

console.log(`built ${outDir} (${mode}); prerendered index.html: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`)
