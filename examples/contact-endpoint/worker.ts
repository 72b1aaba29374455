/**
 * The contact form's delivery service for VITE_CONTACT_PROVIDER=endpoint: it takes the page's JSON
 * post (src/lib/delivery.ts; the contract is in README.md beside this file) and mails the message
 * to the owner through Resend. A module worker for Cloudflare Workers; Deno and Bun call the same
 * `fetch(request, env)`.
 */

export interface Env {
  /** The site's origin, e.g. https://janedoe.dev: the only page whose posts are taken. */
  ALLOWED_ORIGIN: string
  /** A Resend API key with sending access (a secret, never a var). */
  RESEND_API_KEY: string
  /** The sender, on a domain verified in Resend, e.g. "Portfolio <contact@janedoe.dev>". */
  FROM_ADDRESS: string
  /** Where the owner reads the messages. */
  TO_ADDRESS: string
}

const MAX_BODY_BYTES = 32 * 1024
const MAX_MESSAGE_CHARS = 5000
const EMAIL = /^[^\s@]+@[^\s@]+$/
/** Shorter than the page's 15 s, so a slow Resend ends in a 502 the logs explain rather than a timeout in the browser. */
const RESEND_TIMEOUT_MS = 10_000

/** The browser shows the page an answer only with the page's origin in it; Vary keeps caches from mixing origins. */
function corsHeaders(env: Env): Record<string, string> {
  return { 'Access-Control-Allow-Origin': env.ALLOWED_ORIGIN, Vary: 'Origin' }
}

function json(env: Env, status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders(env), 'Content-Type': 'application/json', ...headers } })
}

interface Submission {
  email: string
  message: string
}

/** The visitor's submission, or why it is refused. */
function parse(body: string): Submission | string {
  if (new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES) return 'The request is larger than 32 KB'
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return 'The body is not JSON'
  }
  if (typeof data !== 'object' || data === null) return 'The body is not a JSON object'
  const { email, message } = data as Record<string, unknown>
  if (typeof email !== 'string' || !EMAIL.test(email.trim())) return 'A valid email address is required'
  if (typeof message !== 'string' || message.trim() === '') return 'A message is required'
  if (message.length > MAX_MESSAGE_CHARS) return `The message is longer than ${MAX_MESSAGE_CHARS} characters`
  return { email: email.trim(), message }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== 'POST' && request.method !== 'OPTIONS') {
      return json(env, 405, { error: 'Only POST is accepted' }, { Allow: 'POST, OPTIONS' })
    }
    // Browsers send Origin with every POST and preflight, so another value (or none) is another
    // site's page or a script; this keeps the first out and slows the second, it is no password.
    if (request.headers.get('Origin') !== env.ALLOWED_ORIGIN) {
      return json(env, 403, { error: 'Posts are taken from the portfolio only' })
    }
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: { ...corsHeaders(env), 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '86400' },
      })
    }
    // Content-Length refuses an oversized post unread; parse() measures bodies sent without one.
    if (Number(request.headers.get('Content-Length')) > MAX_BODY_BYTES) return json(env, 400, { error: 'The request is larger than 32 KB' })
    const submission = parse(await request.text())
    if (typeof submission === 'string') return json(env, 400, { error: submission })

    // https://resend.com/docs/api-reference/emails/send-email: `reply_to` is the visitor, so the
    // owner answers them with Reply. `to_name` stays out: the page sets it, and the owner knows
    // whose inbox this is.
    let resend: Response
    try {
      resend = await fetch('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: env.FROM_ADDRESS, to: [env.TO_ADDRESS], reply_to: submission.email, subject: 'Message from your portfolio', text: submission.message }),
        signal: AbortSignal.timeout(RESEND_TIMEOUT_MS),
      })
    } catch (error) {
      console.error('Resend could not be reached:', error)
      return json(env, 502, { error: 'The mail service could not be reached' })
    }
    // Resend's reason (an unverified domain, a revoked key) goes to the owner's logs, not to visitors.
    if (!resend.ok) {
      console.error(`Resend answered ${resend.status}: ${await resend.text()}`)
      return json(env, 502, { error: 'The mail service refused the message' })
    }
    return json(env, 200, { ok: true })
  },
}
