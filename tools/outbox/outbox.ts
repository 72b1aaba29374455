// The local outbox: answers the chosen delivery service's request on the local server, so the
// contact form delivers before any account exists. Each message is appended to a JSON-lines file
// and printed in the terminal. Used by tools/serve.ts and the dev server. It speaks each service's
// request as the page makes it (src/lib/delivery.ts, and the EmailJS SDK), at the addresses the
// page uses in outbox mode (src/lib/contact-config.ts OUTBOX_ROUTES), and a plain form post (a
// page without JavaScript) is sent back to the page, as the services do.
import { appendFileSync, mkdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, resolve } from 'node:path'
import { NETLIFY_FORM_NAME, OUTBOX_ROUTES, SENT_FRAGMENT } from '../../src/build-surface.ts'

export const OUTBOX_ROUTE = '/api/v1.0/email/send'
const MAX_BODY_BYTES = 64 * 1024

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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        fail(new Error('body too large'))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    req.on('error', fail)
  })
}

function reply(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.end(text)
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

/** A form-encoded body: a browser's plain post, or a script's post of a form's fields. */
const isFormPost = (req: IncomingMessage) => /application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')

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

type Route = {
  /** Whether the request is this service's: by its path, or (`byBody`) by what it carries. */
  matches: (path: string, req: IncomingMessage, fields: () => Record<string, unknown> | undefined) => boolean
  byBody?: true
  parse: (body: string, req: IncomingMessage) => { message?: OutboxMessage; error?: string }
  /** The answer to the page's own request. */
  answer: { type: string; text: string }
  /** Where a plain form post goes back to. */
  back?: (req: IncomingMessage) => string
}

const json = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) })
/** The page the post came from, at the notice of a message sent. */
const referrerPage = (req: IncomingMessage) => `${(req.headers.referer ?? '/').split('#')[0]}#${SENT_FRAGMENT}`

const ROUTES: Route[] = [
  {
    matches: (path) => path === OUTBOX_ROUTE,
    parse: (body) => {
      const { message, error } = parseSendRequest(body)
      return message ? { message: { ...message, via: 'emailjs' } } : { error }
    },
    answer: { type: 'text/plain; charset=utf-8', text: 'OK' },
  },
  {
    matches: (path) => path === OUTBOX_ROUTES.formspree,
    parse: (body, req) => visitorMessage(fieldsOf(req, body), 'formspree'),
    answer: json({ next: '/thanks', ok: true }),
    back: referrerPage,
  },
  {
    matches: (path) => path === OUTBOX_ROUTES.web3forms,
    parse: (body, req) => visitorMessage(fieldsOf(req, body), 'web3forms'),
    answer: json({ success: true, message: 'Email sent successfully!' }),
    // Web3Forms goes to the form's `redirect`: the deployed site's address. Here the page is this server's.
    back: referrerPage,
  },
  {
    matches: (path) => path === OUTBOX_ROUTES.endpoint,
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
    parse: (body, req) => visitorMessage(fieldsOf(req, body), 'netlify'),
    answer: { type: 'text/html; charset=utf-8', text: '<!doctype html><title>Thank you</title><p>Thank you! Your form submission has been received.</p>' },
    back: (req) => `${(req.url ?? '/').split('?')[0]}#${SENT_FRAGMENT}`,
  },
]

/** A browser's plain form post (the page without JavaScript), which is sent on to a page, not answered with data. */
const isPlainPost = (req: IncomingMessage) => /text\/html/.test(req.headers.accept ?? '') && isFormPost(req)

/**
 * A Node/Connect-style handler. Calls `next` for every other request, so it can sit in front
 * of a static file server or inside Vite's dev server.
 */
export function createOutboxHandler(file: string, log: (line: string) => void = console.log) {
  mkdirSync(dirname(file), { recursive: true })
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const path = (req.url ?? '').split('?')[0] ?? ''
    const named = ROUTES.find((route) => !route.byBody && route.matches(path, req, () => undefined))
    if (named && req.method !== 'POST') return reply(res, 405, 'Use POST')
    if (req.method !== 'POST') return next()
    let body: string
    try {
      body = await readBody(req)
    } catch {
      return reply(res, 413, 'Message too large')
    }
    const route = named ?? ROUTES.find((candidate) => candidate.matches(path, req, () => fieldsOf(req, body)))
    if (!route) return next()
    const { message, error } = route.parse(body, req)
    if (error || !message) return reply(res, 400, error ?? 'No message')
    const entry = { receivedAt: new Date().toISOString(), ...message }
    appendFileSync(file, `${JSON.stringify(entry)}\n`)
    log(`\n✉  New message${entry.to_name ? ` for ${entry.to_name}` : ''} from ${entry.from_email}, as ${entry.via} would take it (saved to ${file}):\n${entry.message}\n`)
    if (route.back && isPlainPost(req)) {
      res.writeHead(303, { Location: route.back(req) }).end()
      return
    }
    res.statusCode = 200
    res.setHeader('Content-Type', route.answer.type)
    res.end(route.answer.text)
  }
}
