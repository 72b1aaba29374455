// The request handler of tools/serve.ts: a built site's files at its base path, with the headers
// its _headers file names, and the local outbox in front. Apart so that tests run it in-process.
// No request ends the process: a target that is not a path is answered 400, a method a static
// host refuses 405 (a CONNECT tunnel included), and anything that throws 500, told to the owner in
// one line.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex, Readable } from 'node:stream'
import sirv from 'sirv'
import { headersFor, type HeaderRule } from '../builder/security-headers.ts'
import { REFUSALS, answerFailure, createOutboxHandler, reply, requestPath, safeLog } from './outbox/outbox.ts'
import { reasonOf } from './outbox/terminal-text.ts'

export interface SiteOptions {
  /** The built site's folder. */
  dist: string
  /** The path the site is served at, with a slash at each end: `/`, `/repo/`. */
  base: string
  /** The rules of the site's _headers file. */
  rules: HeaderRule[]
  /** The local outbox's file. */
  outbox: string
  /** Where messages and failures are told; console.log by default. */
  log?: (line: string) => void
}

/** The methods a static host answers with a file, and its answer to any other (with an Allow header). */
export const FILE_METHODS = ['GET', 'HEAD']
const USE_FILE_METHODS = `Use ${FILE_METHODS.join(' or ')}`
const ALLOW = FILE_METHODS.join(', ')

/** A Range sirv answers right: one range from a first byte, its end (if any) not before it. */
function plainRange(range: string): boolean {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range)
  return !!match && (match[2] === '' || Number(match[2]) >= Number(match[1]))
}

const notFound = (res: ServerResponse) => reply(res, 404, 'Not found')

export function createSiteHandler({ dist, base, rules, outbox, log = console.log }: SiteOptions) {
  const assets = sirv(dist, { etag: true, gzip: true, brotli: true })
  const say = safeLog(log)
  const handleOutbox = createOutboxHandler(outbox, log)

  function serveFile(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (`${pathname}/` === base) return void res.writeHead(301, { Location: base }).end()
    if (!pathname.startsWith(base)) return notFound(res)
    if (!FILE_METHODS.includes(req.method ?? '')) return reply(res, 405, USE_FILE_METHODS, { Allow: ALLOW })
    // sirv serves any other range wrongly, and throws on one that ends before it starts; a server may ignore a range.
    if (req.headers.range !== undefined && !plainRange(req.headers.range)) delete req.headers.range
    req.url = `/${pathname.slice(base.length)}`
    // sirv lists the site's files once, at the start: a file gone since (a rebuild while it runs)
    // fails once its answer has begun. That answer is cut off, and the server goes on.
    const changed = (error: unknown) => new Error(`${reasonOf(error)} (the site changed since the server started: restart it to serve the new files)`)
    res.once('pipe', (source: Readable) => source.on('error', (error) => answerFailure(req, res, changed(error), say)))
    assets(req, res, () => notFound(res))
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    try {
      const pathname = requestPath(req.url)
      if (pathname === undefined) return reply(res, 400, REFUSALS.path)
      for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value)
      void handleOutbox(req, res, () => serveFile(req, res, pathname))
    } catch (error) {
      answerFailure(req, res, error, say)
    }
  }
}

/** The site's server: its handler, and a refusal of CONNECT, whose connection Node would otherwise close without an answer. */
export function createSiteServer(options: SiteOptions): Server {
  const server = createServer(createSiteHandler(options))
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    // The socket is no longer the HTTP server's: its errors are this listener's.
    socket.on('error', () => socket.destroy())
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(USE_FILE_METHODS)}\r\nConnection: close\r\n\r\n${USE_FILE_METHODS}`)
  })
  return server
}
