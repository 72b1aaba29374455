// Serves a built site (dist/, or --dir / DIST_DIR) on 127.0.0.1, as any static host would, with
// exactly the headers its _headers file names (the build writes the security set there), and
// answers the contact form's local outbox (tools/outbox/outbox.ts), which sites built by `npm start`
// without EmailJS keys post to.
// Usage: npm run serve -- [--dir dist] [--base /repo/]   (PORT, HOST, OUTBOX_FILE)
//   --base  the path to serve the site at; by default the one it was built for (read from its
//           _headers), as a GitHub Pages project site is served at https://user.github.io/repo/.
//           Anything outside it is not found.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import sirv from 'sirv'
import { createOutboxHandler, outboxPath } from './outbox/outbox.ts'
import { basePathOf, headersFor, readHeaderRules } from '../builder/security-headers.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({ options: { dir: { type: 'string' }, base: { type: 'string' } } })
const dist = fileURLToPath(new URL(values.dir ?? process.env.DIST_DIR ?? 'dist', new URL('..', import.meta.url)))
const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)

if (!existsSync(`${dist}/index.html`)) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` first.`)
  process.exit(1)
}

const rules = readHeaderRules(dist)
if (rules.length === 0) console.warn(`${dist}/_headers is missing: serving without the security headers.`)

const builtFor = basePathOf(rules)
const base = `/${(values.base ?? builtFor ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/')

const assets = sirv(dist, { etag: true, gzip: true, brotli: true })

const outbox = outboxPath(root)
const handleOutbox = createOutboxHandler(outbox)

function notFound(res: import("node:http").ServerResponse): void {
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end('Not found')
}

const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
  for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value)
  return handleOutbox(req, res, () => {
    if (`${pathname}/` === base) {
      res.writeHead(301, { Location: base }).end()
      return
    }
    if (!pathname.startsWith(base)) return notFound(res)
    req.url = `/${(req.url ?? '/').slice(base.length)}`
    return assets(req, res, () => notFound(res))
  })
})

server.listen(port, host, () => {
  console.log(`Serving ${dist} at http://${host}:${port}${base}`)
  console.log(`Contact messages of an \`npm start\` build without EmailJS keys go to the local outbox: ${outbox}`)
})
