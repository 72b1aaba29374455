// Serves the production build (dist/) on 127.0.0.1, as any static host would.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import sirv from 'sirv'

const dist = fileURLToPath(new URL('../dist', import.meta.url))
const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)

if (!existsSync(`${dist}/index.html`)) {
  console.error('dist/index.html is missing: run `npm run build` first.')
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

const server = createServer((req, res) =>
  assets(req, res, () => {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    res.end('Not found')
  }),
)

server.listen(port, host, () => {
  console.log(`Serving dist/ at http://${host}:${port}/`)
})
