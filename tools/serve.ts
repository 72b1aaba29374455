// Serves a built site (dist/, or --dir / DIST_DIR) on 127.0.0.1, as any static host would, with
// exactly the headers its _headers file names (the build writes the security set there), and
// answers the contact form's local outbox (tools/outbox/outbox.ts), which sites built by `npm start`
// without EmailJS keys post to. The request handler is site-server.ts's.
// Usage: npm run serve -- [--dir dist] [--base /repo/]   (PORT, HOST, OUTBOX_FILE)
//   --base  the path to serve the site at; by default the one it was built for (read from its
//           _headers), as a GitHub Pages project site is served at https://user.github.io/repo/.
//           Anything outside it is not found.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { outboxPath } from './outbox/outbox.ts'
import { reasonOf } from './outbox/terminal-text.ts'
import { createSiteServer } from './site-server.ts'
import { basePathOf, readHeaderRules, type HeaderRule } from '../builder/security-headers.ts'

/** Stops with one line naming what is wrong: a mistyped option or setting is not a crash. */
function stop(line: string): never {
  console.error(line)
  process.exit(1)
}

const root = fileURLToPath(new URL('..', import.meta.url))
let values: { dir?: string; base?: string } = {}
try {
  values = parseArgs({ options: { dir: { type: 'string' }, base: { type: 'string' } } }).values
} catch (error) {
  stop(`${reasonOf(error)} (options: --dir <folder>, --base <path>)`)
}
const dist = fileURLToPath(new URL(values.dir ?? process.env.DIST_DIR ?? 'dist', new URL('..', import.meta.url)))
const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)
if (!Number.isInteger(port) || port < 0 || port > 65535) stop(`PORT=${process.env.PORT} is not a port number (0 to 65535).`)

if (!existsSync(`${dist}/index.html`)) stop(`${dist}/index.html is missing: run \`npm run build\` first.`)

let rules: HeaderRule[] = []
try {
  rules = readHeaderRules(dist)
} catch (error) {
  stop(`${dist}/_headers cannot be read: ${reasonOf(error)}`)
}
if (rules.length === 0) console.warn(`${dist}/_headers is missing: serving without the security headers.`)

const builtFor = basePathOf(rules)
const base = `/${(values.base ?? builtFor ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/')

const outbox = outboxPath(root)
const server = createSiteServer({ dist, base, rules, outbox })

server.on('error', (error: NodeJS.ErrnoException) => {
  stop(error.code === 'EADDRINUSE' ? `${host}:${port} is already in use: stop what serves there, or set PORT to another port.` : `Cannot serve at ${host}:${port}: ${reasonOf(error)}`)
})

server.listen(port, host, () => {
  // The port it got, which PORT=0 leaves to the system.
  const address = server.address()
  console.log(`Serving ${dist} at http://${host}:${typeof address === 'object' && address ? address.port : port}${base}`)
  console.log(`Contact messages of an \`npm start\` build without EmailJS keys go to the local outbox: ${outbox}`)
})
