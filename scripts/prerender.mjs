// Puts the server-rendered page into dist/index.html, so the built site is complete without
// JavaScript and the client only hydrates it. Runs after both `vite build` passes.
import { readFile, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const htmlPath = `${root}dist/index.html`
const serverDir = `${root}dist-server`

const template = await readFile(htmlPath, 'utf8')
const marker = '<!--app-html-->'
if (!template.includes(marker)) {
  throw new Error(`dist/index.html has no ${marker} marker: was it already prerendered? Run the whole \`npm run build\`.`)
}

const { render } = await import(pathToFileURL(`${serverDir}/entry-server.js`).href)
const html = template.replace(marker, render())
await writeFile(htmlPath, html)
await rm(serverDir, { recursive: true, force: true })

console.log(`prerendered dist/index.html (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)`)
