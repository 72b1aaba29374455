// Serves a built site (dist/, or --dir / DIST_DIR) on 127.0.0.1, as any static host would, and
// answers the contact form's local outbox (scripts/outbox.mjs), which sites built by `npm start`
// without EmailJS keys post to.
// Usage: node scripts/serve.mjs [--dir dist]   (PORT, HOST, OUTBOX_FILE)
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import sirv from 'sirv'
import { createOutboxHandler, outboxPath } from './outbox.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({ options: { dir: { type: 'string' } } })
const dist = fileURLToPath(new URL(values.dir ?? process.env.DIST_DIR ?? 'dist', new URL('..', import.meta.url)))
const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)

if (!existsSync(`${dist}/index.html`)) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first.`)
  process.exit(1)
}

const assets = sirv(dist, {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    const hashed = pathname.startsWith('/assets/')
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
  },
})

const outbox = outboxPath(root)
const handleOutbox = createOutboxHandler(outbox)

const server = createServer((req, res) =>
  handleOutbox(req, res, () =>
    assets(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('Not found')
    }),
  ),
)

server.listen(port, host, () => {
  console.log(`Serving ${dist} at http://${host}:${port}/`)
  console.log(`Contact messages of an \`npm start\` build without EmailJS keys go to the local outbox: ${outbox}`)
})
