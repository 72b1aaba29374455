// The local outbox: answers the chosen delivery service's request on the local server, so the
// contact form delivers before any account exists. Each message is appended to a JSON-lines file
// and printed in the terminal. Used by tools/serve.ts (through site-server.ts) and the dev server.
// It speaks each service's request as the page makes it (src/lib/delivery.ts, and the EmailJS SDK),
// at the addresses the page uses in outbox mode (src/lib/contact-config.ts OUTBOX_ROUTES), and a
// plain form post (a page without JavaScript) is sent back to the page, as the services do, never
// off this server. It takes posts only as the page sends them: from the page's own origin (any
// other website open in the browser could post too, else), with the content type the page's
// request has. No request ends the process: each refusal is answered with its status and a short
// reason, and the terminal shows visitor text with its control characters escaped (terminal-text.ts).
import { appendFileSync, mkdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, resolve } from 'node:path'
import type { TLSSocket } from 'node:tls'
import { NETLIFY_FORM_NAME, OUTBOX_ROUTES, SENT_FRAGMENT } from '../../src/build-surface.ts'
import { jsonLine, reasonOf, terminalBlock, terminalLine } from './terminal-text.ts'

export const OUTBOX_ROUTE = '/api/v1.0/email/send'
export const MAX_BODY_BYTES = 64 * 1024

const JSON_TYPE = 'application/json'
const FORM_TYPE = 'application/x-www-form-urlencoded'

/** The plain-text answers to what the outbox refuses, and to a failure. */
export const REFUSALS = {
  path: 'Not a path on this server',
  method: 'Use POST',
  origin: 'Only the site’s own pages post here',
  type: (accepts: readonly string[]) => `Content-Type must be ${accepts.join(' or ')}`,
  tooLarge: 'Message too large',
  cutOff: 'The request body was cut off',
  unsaved: 'The local outbox could not save the message; nothing was sent',
  failed: 'The local server failed on this request; its terminal says why',
} as const

/** A message as the outbox keeps it; `to_name` where the service's request carries it. */
export interface OutboxMessage {
  from_email: string
  message: string
  to_name?: string
  /** The service whose request it came as. */
  via?: string
}

export function outboxPath(root: string): string {
  return resolve(root, process.env.OUTBOX_FILE ?? '.outbox/messages.jsonl')
}

/**
 * The path of a request's target, percent-encoded and with dot segments resolved, or undefined for
 * a target that is not a path (`*`, a full address). Read as a path on this server: `//host/x` is
 * the path `//host/x`, never another host.
 */
export function requestPath(url: string | undefined): string | undefined {
  if (!url?.startsWith('/')) return undefined
  try {
    return new URL(`http://site.invalid${url}`).pathname
  } catch {
    return undefined
  }
}

/** A path a browser keeps on this server: `//host` and `/\host` would take it to another site. */
const onSite = (path: string) => path.replace(/^[/\\]+/, '/')

/** The body, or undefined once it is over `limit` (the rest is read and dropped). */
function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((done, fail) => {
    let size = 0
    let over = false
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      if (over) return
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      over = true
      chunks.length = 0
      done(undefined)
    })
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    req.on('error', fail)
    // A client gone before the end: nothing more comes.
    req.on('close', () => fail(new Error(REFUSALS.cutOff)))
  })
}

/** Answers with a status and a short plain-text reason. */
export function reply(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) })
  res.end(text)
}

/** A log that cannot throw into the request it reports on. */
export function safeLog(log: (line: string) => void): (line: string) => void {
  return (line) => {
    try {
      log(line)
    } catch {
      // Nowhere else to tell: the request is answered all the same.
    }
  }
}

/** Answers a request whose handling threw with 500, or cuts it off when its answer had begun, and tells the owner in one line. */
export function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown, say: (line: string) => void): void {
  say(`${terminalLine(String(req.method))} ${terminalLine(String(req.url))} failed: ${reasonOf(error)}`)
  if (res.headersSent || res.destroyed) res.destroy()
  else reply(res, 500, REFUSALS.failed, { Connection: 'close' })
}

/** Checks a request body has the shape the EmailJS SDK sends; returns the message or a reason. */
export function parseSendRequest(body: string): { message?: OutboxMessage; error?: string } {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked field by field below
  let request: any
  try {
    request = JSON.parse(body)
  } catch {
    return { error: 'The body is not JSON' }
  }
  for (const key of ['lib_version', 'user_id', 'service_id', 'template_id']) {
    if (typeof request?.[key] !== 'string' || !request[key]) return { error: `${key} is missing` }
  }
  const params = request.template_params
  for (const key of ['from_email', 'message', 'to_name']) {
    if (typeof params?.[key] !== 'string') return { error: `template_params.${key} is missing` }
  }
  return { message: { from_email: params.from_email, message: params.message, to_name: params.to_name } }
}

/** The media type of a request's body, without its parameters (a charset). */
const mediaType = (req: IncomingMessage) => (req.headers['content-type'] ?? '').replace(/;.*/s, '').trim().toLowerCase()

/** A form-encoded body: a browser's plain post, or a script's post of a form's fields. */
const isFormPost = (req: IncomingMessage) => mediaType(req) === FORM_TYPE

/** The fields of a JSON or form-encoded body, as strings; undefined when it is neither. */
function fieldsOf(req: IncomingMessage, body: string): Record<string, unknown> | undefined {
  if (isFormPost(req)) return Object.fromEntries(new URLSearchParams(body))
  try {
    const value: unknown = JSON.parse(body)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** The visitor's address and message from a service's request, or what is missing. */
function visitorMessage(fields: Record<string, unknown> | undefined, via: string, extra: Partial<OutboxMessage> = {}): { message?: OutboxMessage; error?: string } {
  if (!fields) return { error: 'The body is neither JSON nor a form post' }
  for (const key of ['email', 'message']) if (typeof fields[key] !== 'string') return { error: `${key} is missing` }
  return { message: { from_email: fields.email as string, message: fields.message as string, ...extra, via } }
}

/** This server's origin, as a browser names it in `Origin` for the pages it serves. */
const ownOrigin = (req: IncomingMessage) => `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${(req.headers.host ?? '').toLowerCase()}`

/**
 * Whether the browser asked for this machine by a local name (or the HOST the server was told to
 * listen on). Another website can point its own name at 127.0.0.1 (DNS rebinding): its page is
 * then "same-origin" with itself, and only the Host header it sends gives it away.
 */
export function isLocalHost(host: string | undefined, env: Record<string, string | undefined> = process.env): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1')
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1' || (!!env.HOST && name === env.HOST.toLowerCase())
}

/**
 * Whether a request comes from somewhere else than the site's own pages: another website's page (its
 * `Origin`, or the browser's `Sec-Fetch-Site`: another port of this host is `same-site`, another
 * local app). A request without either (curl, a script) is the owner's own.
 */
function isForeign(req: IncomingMessage): boolean {
  if (!isLocalHost(req.headers.host)) return true
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true
  const origin = req.headers.origin
  return origin !== undefined && origin.toLowerCase() !== ownOrigin(req)
}

type Route = {
  /** Whether the request is this service's: by its path, or (`byBody`) by what it carries. */
  matches: (path: string, req: IncomingMessage, fields: () => Record<string, unknown> | undefined) => boolean
  byBody?: true
  /** The content types of the page's requests for this service. */
  accepts: readonly string[]
  parse: (body: string, req: IncomingMessage) => { message?: OutboxMessage; error?: string }
  /** The answer to the page's own request. */
  answer: { type: string; text: string }
  /** Where a plain form post goes back to: always a path on this server. */
  back?: (req: IncomingMessage) => string
}

const json = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) })

/** The page the post came from when it is this server's, else the site's root, at the notice of a message sent. */
function referrerPage(req: IncomingMessage): string {
  let page = '/'
  try {
    const referrer = new URL(req.headers.referer ?? '')
    if (referrer.origin === ownOrigin(req)) page = onSite(`${referrer.pathname}${referrer.search}`)
  } catch {
    // No referrer, or not an address: the root.
  }
  return `${page}#${SENT_FRAGMENT}`
}

const ROUTES: Route[] = [
  {
    matches: (path) => path === OUTBOX_ROUTE,
    // The EmailJS SDK's send() posts JSON (`Content-type: application/json`).
    accepts: [JSON_TYPE],
    parse: (body) => {
      const { message, error } = parseSendRequest(body)
      return message ? { message: { ...message, via: 'emailjs' } } : { error }
    },
    answer: { type: 'text/plain; charset=utf-8', text: 'OK' },
  },
  {
    matches: (path) => path === OUTBOX_ROUTES.formspree,
    accepts: [FORM_TYPE],
    parse: (body, req) => visitorMessage(fieldsOf(req, body), 'formspree'),
    answer: json({ next: '/thanks', ok: true }),
    back: referrerPage,
  },
  {
    matches: (path) => path === OUTBOX_ROUTES.web3forms,
    // JSON from the page's script, a form post without it.
    accepts: [JSON_TYPE, FORM_TYPE],
    parse: (body, req) => visitorMessage(fieldsOf(req, body), 'web3forms'),
    answer: json({ success: true, message: 'Email sent successfully!' }),
    // Web3Forms goes to the form's `redirect`: the deployed site's address. Here the page is this server's.
    back: referrerPage,
  },
  {
    matches: (path) => path === OUTBOX_ROUTES.endpoint,
    accepts: [JSON_TYPE],
    parse: (body, req) => {
      const fields = fieldsOf(req, body)
      return visitorMessage(fields, 'endpoint', typeof fields?.to_name === 'string' ? { to_name: fields.to_name } : {})
    },
    answer: json({ ok: true }),
  },
  {
    // Netlify takes a form's posts at any path of the site; the form-name field says which form.
    matches: (_, req, fields) => isFormPost(req) && fields()?.['form-name'] === NETLIFY_FORM_NAME,
    byBody: true,
    accepts: [FORM_TYPE],
    parse: (body, req) => visitorMessage(fieldsOf(req, body), 'netlify'),
    answer: { type: 'text/html; charset=utf-8', text: '<!doctype html><title>Thank you</title><p>Thank you! Your form submission has been received.</p>' },
    // The page the form posted to, as its action names it.
    back: (req) => `${onSite(requestPath(req.url) ?? '/')}#${SENT_FRAGMENT}`,
  },
]

/** A browser's plain form post (the page without JavaScript), which is sent on to a page, not answered with data. */
const isPlainPost = (req: IncomingMessage) => /text\/html/.test(req.headers.accept ?? '') && isFormPost(req)

/** Appends one line to the outbox file, making its folder first (it may have been deleted since); the reason when that fails. */
function save(file: string, entry: object): string | undefined {
  try {
    mkdirSync(dirname(file), { recursive: true })
    appendFileSync(file, `${jsonLine(entry)}\n`)
    return undefined
  } catch (error) {
    return reasonOf(error)
  }
}

/**
 * A Node/Connect-style handler. Calls `next` for every other request, so it can sit in front
 * of a static file server or inside Vite's dev server. It never rejects: a failure is answered
 * with 500 and told to `log` in one line.
 */
export function createOutboxHandler(file: string, log: (line: string) => void = console.log) {
  const say = safeLog(log)

  async function handle(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
    const path = (req.url ?? '').split('?')[0] ?? ''
    const named = ROUTES.find((route) => !route.byBody && route.matches(path, req, () => undefined))
    if (named && req.method !== 'POST') return reply(res, 405, REFUSALS.method, { Allow: 'POST' })
    // Only a form post can be Netlify's: any other request's body is left to the next handler.
    if (req.method !== 'POST' || (!named && !isFormPost(req))) return next()
    if (named && isForeign(req)) return reply(res, 403, REFUSALS.origin)
    if (named && !named.accepts.includes(mediaType(req))) return reply(res, 415, REFUSALS.type(named.accepts))
    // Answered at once, and the connection closed after it; what is still on its way is read and dropped.
    const tooLarge = () => {
      req.resume()
      reply(res, 413, REFUSALS.tooLarge, { Connection: 'close' })
    }
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return tooLarge()
    let received: string | undefined
    try {
      received = await readBody(req, MAX_BODY_BYTES)
    } catch {
      if (!res.headersSent && !res.destroyed) reply(res, 400, REFUSALS.cutOff)
      return
    }
    if (received === undefined) return tooLarge()
    const body = received
    const route = named ?? ROUTES.find((candidate) => candidate.matches(path, req, () => fieldsOf(req, body)))
    if (!route) return next()
    // A post known by its body (Netlify's) has its origin checked now; a named route's was before its body.
    if (!named && isForeign(req)) return reply(res, 403, REFUSALS.origin)
    const { message, error } = route.parse(body, req)
    if (error || !message) return reply(res, 400, error ?? 'No message')
    const entry = { receivedAt: new Date().toISOString(), ...message }
    const who = `${entry.to_name ? ` for ${terminalLine(entry.to_name)}` : ''} from ${terminalLine(entry.from_email)}`
    const failure = save(file, entry)
    if (failure) {
      // Shown all the same, so nothing is lost. The page keeps the visitor's draft and offers its
      // mail link: any answer but a 2xx is a failure to it (delivery.ts, and the EmailJS SDK).
      say(`\n✉  A message${who} (as ${entry.via} would take it) could not be saved to ${terminalLine(file)} (${failure}); the sender was told it failed. It was:\n${terminalBlock(entry.message)}\n`)
      return reply(res, 500, REFUSALS.unsaved)
    }
    say(`\n✉  New message${who}, as ${entry.via} would take it (saved to ${terminalLine(file)}):\n${terminalBlock(entry.message)}\n`)
    if (route.back && isPlainPost(req)) {
      res.writeHead(303, { Location: route.back(req) }).end()
      return
    }
    res.statusCode = 200
    res.setHeader('Content-Type', route.answer.type)
    res.end(route.answer.text)
  }

  try {
    mkdirSync(dirname(file), { recursive: true })
  } catch {
    // Made again at each message, which says what is wrong.
  }
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    try {
      await handle(req, res, next)
    } catch (error) {
      answerFailure(req, res, error, say)
    }
  }
}
