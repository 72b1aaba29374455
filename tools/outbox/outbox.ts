// The local outbox: answers the EmailJS API (POST /api/v1.0/email/send) on the local server, so
// the contact form delivers before any EmailJS account exists. Each message is appended to a
// JSON-lines file and printed in the terminal. Used by tools/serve.ts and the dev server.
import { appendFileSync, mkdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, resolve } from 'node:path'

export const OUTBOX_ROUTE = '/api/v1.0/email/send'
const MAX_BODY_BYTES = 64 * 1024

/** A message as the outbox keeps it. */
export interface OutboxMessage {
  from_email: string
  message: string
  to_name: string
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

/**
 * A Node/Connect-style handler. Calls `next` for every other request, so it can sit in front
 * of a static file server or inside Vite's dev server.
 */
export function createOutboxHandler(file: string, log: (line: string) => void = console.log) {
  mkdirSync(dirname(file), { recursive: true })
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== OUTBOX_ROUTE) return next()
    if (req.method !== 'POST') return reply(res, 405, 'Use POST')
    let body: string
    try {
      body = await readBody(req)
    } catch {
      return reply(res, 413, 'Message too large')
    }
    const { message, error } = parseSendRequest(body)
    if (error) return reply(res, 400, error)
    const entry = { receivedAt: new Date().toISOString(), ...message }
    appendFileSync(file, `${JSON.stringify(entry)}\n`)
    log(`\n✉  New message for ${entry.to_name} from ${entry.from_email} (saved to ${file}):\n${entry.message}\n`)
    return reply(res, 200, 'OK')
  }
}
