/**
 * Stand-ins for the contact form's delivery services: real HTTP servers on 127.0.0.1 that the
 * service builds (playwright.config.ts) send to. Each speaks its service's wire format as the
 * service documents it (cited below): it answers the CORS preflight, records every send, and
 * replies as the test asks: the service's success answer, any status with a body, or nothing at
 * all until the test releases the held request. A plain form post (a page without JavaScript)
 * gets what the service gives a browser: its thank-you page, or a redirect back to the site.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import sirv from 'sirv'
import { headersFor, parseHeadersFile } from '../../builder/security-headers.ts'
import { SENT_FRAGMENT } from '../../src/build-surface.ts'

export interface RecordedSend {
  method: string
  path: string
  contentType: string | undefined
  accept: string | undefined
  body: string
}

export interface Reply {
  status: number
  body: string
  type?: string
}

/** What a service takes and answers. */
export interface Wire {
  /** The path a message is posted to; Netlify takes it at the site's path. */
  path: string
  /** The answer to a delivered message, as the page's request receives it. */
  success: Reply
  /** The answer to a plain form post, by the fields posted and the page it came from. */
  plainPost?: (fields: URLSearchParams, referer: string) => { location: string }
  /** A built site the fake serves (with its _headers), for a service that lives on the site itself. */
  site?: string
}

const json = (value: unknown): Reply => ({ status: 200, body: JSON.stringify(value), type: 'application/json' })

/** https://www.emailjs.com/docs/rest-api/send/: 200 "OK". */
export const EMAILJS_WIRE: Wire = { path: '/api/v1.0/email/send', success: { status: 200, body: 'OK', type: 'text/plain; charset=utf-8' } }

/**
 * https://help.formspree.io/articles/building-your-form/submit-forms-with-javascript-ajax: a post
 * with `Accept: application/json` is answered `{ "next": …, "ok": true }`; errors come as
 * `{ "errors": [{ "code", "message" }] }` with a 4xx. A browser's plain post gets the thank-you
 * page, which links back to the page the form was on (the free plan's redirect).
 */
export const formspreeWire = (formId: string): Wire => ({
  path: `/f/${formId}`,
  success: json({ next: `/thanks?language=en`, ok: true }),
  plainPost: (_, referer) => ({ location: `/thanks?back=${encodeURIComponent(referer)}` }),
})

/**
 * https://docs.web3forms.com/getting-started/api-reference: `{ "success": true, "message": … }`,
 * `success: false` with a 4xx for a refusal; a plain post goes to the `redirect` field's address.
 */
export const WEB3FORMS_WIRE: Wire = {
  path: '/submit',
  success: json({ success: true, message: 'Email sent successfully!' }),
  plainPost: (fields) => ({ location: fields.get('redirect') ?? '/' }),
}

/**
 * https://docs.netlify.com/forms/setup/: a form post to the site with the form's `form-name` is
 * taken by Netlify; a script's post is answered 200, a browser's plain post is sent on to the
 * form's `action` page (the page, here, at its notice).
 */
export const netlifyWire = (site: string): Wire => ({
  path: '/',
  site,
  success: { status: 200, body: '<!doctype html><p>Thank you! Your form submission has been received.</p>', type: 'text/html; charset=utf-8' },
  plainPost: () => ({ location: `/#${SENT_FRAGMENT}` }),
})

/** The owner's function (examples/contact-endpoint/README.md): any 2xx is a delivery. */
export const ENDPOINT_WIRE: Wire = { path: '/contact', success: json({ ok: true }) }

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, accept',
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export class FakeService {
  /** Every POST to the send path, in order. */
  readonly sends: RecordedSend[] = []
  /** Every request for the service (sends and preflights), not the site's own files. */
  requestCount = 0
  private reply: Reply | 'hang'
  private held: ServerResponse[] = []
  private server: Server | undefined
  private readonly files: ReturnType<typeof sirv> | undefined
  private readonly rules

  constructor(
    readonly port: number,
    readonly wire: Wire,
  ) {
    this.reply = wire.success
    this.files = wire.site ? sirv(wire.site, { etag: true }) : undefined
    this.rules = wire.site ? parseHeadersFile(readFileSync(`${wire.site}/_headers`, 'utf8')) : []
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** Forgets what was received, drops held requests, and goes back to the success answer. */
  reset(): void {
    this.sends.length = 0
    this.requestCount = 0
    this.reply = this.wire.success
    for (const res of this.held) res.destroy()
    this.held = []
  }

  /** How the following sends are answered. */
  replyWith(reply: Reply): void {
    this.reply = reply
  }

  /** Holds the following sends without an answer until `release` is called. */
  hang(): void {
    this.reply = 'hang'
  }

  /** Answers every held send, and the following ones, with the success answer. */
  release(): void {
    this.reply = this.wire.success
    for (const res of this.held) this.answer(res, this.wire.success)
    this.held = []
  }

  start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res))
    return new Promise((resolve, reject) => {
      this.server!.once('error', reject)
      this.server!.listen(this.port, '127.0.0.1', () => resolve())
    })
  }

  /** Closes the port, so that the next send meets a refused connection. */
  stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const res of this.held) res.destroy()
    this.held = []
    if (!server) return Promise.resolve()
    server.closeAllConnections()
    return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  }

  private answer(res: ServerResponse, { status, body, type = 'text/plain; charset=utf-8' }: Reply) {
    res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': type })
    res.end(body)
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0]!
    if (req.method !== 'POST' && req.method !== 'OPTIONS' && this.files) {
      for (const [name, value] of Object.entries(headersFor(this.rules, path))) res.setHeader(name, value)
      return this.files(req, res, () => this.answer(res, { status: 404, body: 'Not found' }))
    }
    if (path.startsWith('/thanks')) {
      const back = new URL(req.url!, this.origin).searchParams.get('back') ?? '/'
      return this.answer(res, { status: 200, type: 'text/html; charset=utf-8', body: `<!doctype html><title>Thanks!</title><h1>Thanks!</h1><p>The form was submitted successfully.</p><a href="${back}">Return to original site</a>` })
    }
    this.requestCount += 1
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS)
      return res.end()
    }
    if (req.method !== 'POST' || path !== this.wire.path) return this.answer(res, { status: 404, body: 'Not found' })

    const body = await readBody(req)
    this.sends.push({ method: req.method, path, contentType: req.headers['content-type'], accept: req.headers.accept, body })
    if (this.reply === 'hang') return void this.held.push(res)
    const plain = /text\/html/.test(req.headers.accept ?? '') && /application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')
    if (plain && this.wire.plainPost && this.reply.status < 300) {
      res.writeHead(303, { Location: this.wire.plainPost(new URLSearchParams(body), req.headers.referer ?? '/').location })
      return res.end()
    }
    this.answer(res, this.reply)
  }
}

/** api.emailjs.com's stand-in, as the EmailJS journeys (contact.spec.ts) use it. */
export class FakeEmailJs extends FakeService {
  constructor(port: number) {
    super(port, EMAILJS_WIRE)
  }

  /** How the following sends are answered: a status and a text, as EmailJS answers. */
  replyWithText(status: number, text: string): void {
    this.replyWith({ status, body: text })
  }
}

export const SEND_PATH = EMAILJS_WIRE.path
