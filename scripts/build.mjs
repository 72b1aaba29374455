// Builds the site: the client bundle, then the server renderer, then puts the rendered page into
// index.html (prerendering), so the built site is complete without JavaScript and only hydrates.
// Usage: node scripts/build.mjs [--mode production|outbox] [--out-dir dist]
//   --mode outbox  (used by `npm start`) points the contact form at the local outbox when no
//                  EmailJS keys are set; a production build without keys warns instead.
import { readFile, rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' }, 'out-dir': { type: 'string', default: 'dist' } } })
const mode = values.mode
const outDir = resolve(values['out-dir'])
const serverDir = `${outDir}-server`
const logLevel = process.env.BUILD_LOG_LEVEL ?? 'warn'
// Vite's notice about its future config loader (extensionless imports) is not actionable here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'

await build({ mode, logLevel, build: { outDir, emptyOutDir: true } })
await build({ mode, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } })

const htmlPath = `${outDir}/index.html`
const template = await readFile(htmlPath, 'utf8')
const marker = '<!--app-html-->'
if (!template.includes(marker)) throw new Error(`${htmlPath} has no ${marker} marker to prerender into`)

const { render } = await import(pathToFileURL(`${serverDir}/entry-server.js`).href)
const html = template.replace(marker, render())
await writeFile(htmlPath, html)
await rm(serverDir, { recursive: true, force: true })

console.log(`built ${outDir} (${mode}); prerendered index.html: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`)
