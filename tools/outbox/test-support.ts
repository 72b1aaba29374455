// For the tests of the local server and its outbox: the real request handler of tools/serve.ts
// (tools/site-server.ts) on a loopback port the system picks, serving a tiny built site in a
// temporary folder, with a file next to that site that must never be served, and raw requests for
// what fetch cannot send.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseHeadersFile } from '../../builder/security-headers.ts'
import { createSiteServer } from '../site-server.ts'

/** The test site's page. */
export const PAGE = '<!doctype html><title>Test page</title><p>The test page.</p>'
/** The test site's _headers: one header for every path, one for the page. */
export const HEADERS_FILE = '/*\n  X-Content-Type-Options: nosniff\n/index.html\n  X-Frame-Options: DENY\n'
/** A file of the test site besides its page. */
export const TEXT_FILE = { name: 'notes.txt', text: 'abcdefghijklmnopqrstuvwxyz' }
/** The content of a file beside the site's folder, which no request may get. */
export const OUTSIDE = 'A file outside the site: never served.'

export interface TestSite {
  port: number
  /** http://127.0.0.1:port */
  origin: string
  /** The site's folder. */
  dist: string
  /** The local outbox file (in a folder of its own, not made yet). */
  outbox: string
  /** Every line the handler told the owner. */
  logged: string[]
  server: Server
  close: () => Promise<void>
}

/** Serves a fresh test site at `base`, with `headersFile` as its _headers; `log` replaces the recording of what the handler tells the owner. */
export async function startSite({ base = '/', log, headersFile = HEADERS_FILE }: { base?: string; log?: (line: string) => void; headersFile?: string } = {}): Promise<TestSite> {
  const dir = mkdtempSync(join(tmpdir(), 'site-server-'))
  const dist = join(dir, 'dist')
  mkdirSync(dist)
  writeFileSync(join(dist, 'index.html'), PAGE)
  writeFileSync(join(dist, '_headers'), headersFile)
  writeFileSync(join(dist, TEXT_FILE.name), TEXT_FILE.text)
  writeFileSync(join(dir, 'outside.txt'), OUTSIDE)
  const outbox = join(dir, 'outbox', 'messages.jsonl')
  const logged: string[] = []
  const server = createSiteServer({ dist, base, rules: parseHeadersFile(headersFile), outbox, log: log ?? ((line) => logged.push(line)) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    dist,
    outbox,
    logged,
    server,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Sends `request` as it is and resolves with everything the server sent back once it closes the
 * connection (a reset included: what came before it is the answer). The request says
 * `Connection: close`, or is one the server refuses, so the server closes; the sending side stays
 * open as a browser's does (Node drops an answer not yet written when the client half-closes).
 */
export function raw(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.write(request)
  })
}

/** A raw answer without the interim `100 Continue` that an `Expect: 100-continue` request gets first. */
const finalAnswer = (answer: string) => answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')

/** The status of a raw answer, or undefined when it has none. */
export const statusOf = (answer: string): number | undefined => {
  const status = /^HTTP\/1\.[01] (\d{3}) /.exec(finalAnswer(answer))?.[1]
  return status ? Number(status) : undefined
}

/** The body of a raw answer (after its head). */
export const bodyOf = (answer: string): string => {
  const final = finalAnswer(answer)
  return final.slice(final.indexOf('\r\n\r\n') + 4)
}

/** The lines of an outbox file, one stored message each; none before the first is stored. */
export const outboxLines = (file: string): string[] => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [])

/** A line of a stack trace, as Node prints one. */
export const STACK_LINE = /^\s+at .+/m
/** A character a terminal acts on: every control but tab and newline, and the bidi controls. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const TERMINAL_CONTROL = /[\0-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
