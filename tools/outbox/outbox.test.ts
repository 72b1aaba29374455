// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { NETLIFY_FORM_NAME, OUTBOX_ROUTES, SENT_FRAGMENT } from '../../src/build-surface.ts'
import { LOCAL_OUTBOX_VARIABLE, readContactConfig } from '../../src/lib/contact-config.ts'
import { deliver, type FetchService } from '../../src/lib/delivery.ts'
import { MAX_BODY_BYTES, OUTBOX_ROUTE, REFUSALS, createOutboxHandler, isLocalHost, parseSendRequest } from './outbox.ts'
import { STACK_LINE, TERMINAL_CONTROL, outboxLines as linesOf } from './test-support.ts'
import { usesLocalOutbox } from './outbox-plugin.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const request = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'local-outbox',
  template_id: 'local-outbox',
  template_params: { from_email: 'v@example.org', message: 'Hi!', to_name: sample.owner.name },
}

describe('the local outbox', () => {
  let server: Server
  let base: string
  let file: string
  const logged: string[] = []

  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'messages.jsonl')
    const handle = createOutboxHandler(file, (line) => logged.push(line))
    server = createServer((req, res) =>
      handle(req, res, () => {
        res.statusCode = 404
        res.end('next')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => server.close())

  const post = (body: string) => fetch(`${base}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

  it('appends each message as one JSON line, prints it and answers like EmailJS', async () => {
    const response = await post(JSON.stringify(request))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
    expect(lines).toEqual([{ receivedAt: expect.any(String), from_email: 'v@example.org', message: 'Hi!', to_name: sample.owner.name, via: 'emailjs' }])
    expect(logged.join('\n')).toContain('Hi!')
  })

  it('rejects a body that is not the EmailJS shape, naming what is missing', async () => {
    const response = await post(JSON.stringify({ ...request, template_params: { message: 'x' } }))
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('template_params.from_email is missing')
    expect(parseSendRequest('not json')).toEqual({ error: 'The body is not JSON' })
  })

  const lastLine = () => JSON.parse(readFileSync(file, 'utf8').trim().split('\n').at(-1)!)
  const form = (fields: Record<string, string>) => new URLSearchParams(fields)

  it('answers each other service as the page’s request for it expects', async () => {
    const formspree = await fetch(`${base}${OUTBOX_ROUTES.formspree}`, { method: 'POST', headers: { Accept: 'application/json' }, body: form({ email: 'f@example.org', message: 'Via Formspree', _subject: 'S' }) })
    expect(await formspree.json()).toEqual({ next: '/thanks', ok: true })
    expect(lastLine()).toMatchObject({ from_email: 'f@example.org', message: 'Via Formspree', via: 'formspree' })

    const web3forms = await fetch(`${base}${OUTBOX_ROUTES.web3forms}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ access_key: 'local-outbox', email: 'w@example.org', message: 'Via Web3Forms' }) })
    expect(await web3forms.json()).toMatchObject({ success: true })
    expect(lastLine()).toMatchObject({ from_email: 'w@example.org', via: 'web3forms' })

    const endpoint = await fetch(`${base}${OUTBOX_ROUTES.endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'e@example.org', message: 'Via my function', to_name: sample.owner.name }) })
    expect(endpoint.status).toBe(200)
    expect(lastLine()).toMatchObject({ from_email: 'e@example.org', to_name: sample.owner.name, via: 'endpoint' })

    const netlify = await fetch(`${base}/`, { method: 'POST', body: form({ 'form-name': NETLIFY_FORM_NAME, email: 'n@example.org', message: 'Via Netlify' }) })
    expect(netlify.status).toBe(200)
    expect(lastLine()).toMatchObject({ from_email: 'n@example.org', message: 'Via Netlify', via: 'netlify' })
  })

  /**
   * The chain `npm start` runs for a service without its settings, from the build's decision to the
   * outbox's line: the plugin's choice (its hook: builder/head.test.ts), the page's configuration
   * and client code (delivery.ts, run here in Node with the environment the build gives the page)
   * and this outbox, on the test's server. The EmailJS page's chain runs in a browser too (npm-start.spec.ts).
   */
  for (const provider of ['formspree', 'web3forms', 'netlify', 'endpoint'] as const) {
    it(`delivers a ${provider} page's message to the outbox as ${provider} would take it, when npm start has no ${provider} settings`, async () => {
      const env = { VITE_CONTACT_PROVIDER: provider }
      // npm start builds in the outbox mode: the plugin's `local`.
      expect(usesLocalOutbox(env, true)).toBe(true)
      const config = readContactConfig({ ...env, [LOCAL_OUTBOX_VARIABLE]: 'true' }, base, `${base}/`) as FetchService
      const message = { email: `${provider}.visitor@example.org`, message: `Trying ${provider} before signing up.`, ownerName: sample.owner.name, subject: sample.labels.mailSubject }
      expect(await deliver(config, message)).toEqual({ ok: true })
      expect(lastLine()).toMatchObject({ from_email: message.email, message: message.message, via: provider })
    })
  }

  it('sends a plain form post back to the page’s notice, as the services do, never off this server', async () => {
    const plain = (referer?: string) => ({ 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...(referer && { Referer: referer }) })
    const fields = form({ email: 'p@example.org', message: 'No script' })
    const location = async (path: string, referer?: string, body = fields) => {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers: plain(referer), body, redirect: 'manual' })
      return [response.status, response.headers.get('location')]
    }
    // Back to the page the post came from, on this server.
    expect(await location(OUTBOX_ROUTES.formspree, `${base}/es/?lang=es#contact`)).toEqual([303, `/es/?lang=es#${SENT_FRAGMENT}`])
    // Not to the deployed site the form's redirect field names, nor to a page of another site.
    const web3forms = form({ email: 'p@example.org', message: 'No script', redirect: 'https://janedoe.example.com/#message-sent' })
    expect(await location(OUTBOX_ROUTES.web3forms, `${base}/`, web3forms)).toEqual([303, `/#${SENT_FRAGMENT}`])
    for (const referer of ['https://evil.example/page', 'http://127.0.0.1:1/', 'not an address', undefined]) {
      expect(await location(OUTBOX_ROUTES.formspree, referer), String(referer)).toEqual([303, `/#${SENT_FRAGMENT}`])
    }
    // A page of this server whose path starts like another site's address stays a path here.
    expect(await location(OUTBOX_ROUTES.web3forms, `${base}//evil.example/`)).toEqual([303, `/evil.example/#${SENT_FRAGMENT}`])
    const netlify = form({ 'form-name': NETLIFY_FORM_NAME, email: 'p@example.org', message: 'No script' })
    expect(await location('/', undefined, netlify)).toEqual([303, `/#${SENT_FRAGMENT}`])
    expect(await location('/es/', undefined, netlify)).toEqual([303, `/es/#${SENT_FRAGMENT}`])
    expect(await location('//evil.example/', undefined, netlify)).toEqual([303, `/evil.example/#${SENT_FRAGMENT}`])
  })

  it('refuses a service’s request without the visitor’s address or message, and leaves other posts alone', async () => {
    const response = await fetch(`${base}${OUTBOX_ROUTES.web3forms}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: 'who?' }) })
    expect([response.status, await response.text()]).toEqual([400, 'email is missing'])
    expect(await (await fetch(`${base}/`, { method: 'POST', body: form({ 'form-name': 'newsletter', email: 'x@example.org' }) })).text()).toBe('next')
  })

  it('leaves every other request to the next handler', async () => {
    expect(await (await fetch(`${base}/index.html`)).text()).toBe('next')
    expect((await fetch(`${base}/api/v1.0/email/send`)).status).toBe(405)
  })
})

/** The outbox alone on a loopback port, in front of a handler that answers 404 'next'. */
async function serveOutbox(file: string, log: (line: string) => void) {
  const handle = createOutboxHandler(file, log)
  const server = createServer((req, res) => void handle(req, res, () => res.writeHead(404).end('next')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }
}

const temporaryFile = () => join(mkdtempSync(join(tmpdir(), 'outbox-')), 'box', 'messages.jsonl')
const JSON_TYPE = 'application/json'
const FORM_TYPE = 'application/x-www-form-urlencoded'

/** One message as the page sends it to each route: its path, content type and body. */
const PAGE_REQUESTS = [
  { name: 'emailjs', path: OUTBOX_ROUTE, type: JSON_TYPE, body: JSON.stringify(request) },
  { name: 'formspree', path: OUTBOX_ROUTES.formspree, type: FORM_TYPE, body: new URLSearchParams({ email: 'v@example.org', message: 'Hi!' }).toString() },
  // Its plain post (without JavaScript) is a form post: both are the page's.
  { name: 'web3forms', path: OUTBOX_ROUTES.web3forms, type: JSON_TYPE, also: FORM_TYPE, body: JSON.stringify({ access_key: 'k', email: 'v@example.org', message: 'Hi!' }) },
  { name: 'endpoint', path: OUTBOX_ROUTES.endpoint, type: JSON_TYPE, body: JSON.stringify({ email: 'v@example.org', message: 'Hi!', to_name: 'Owner' }) },
  { name: 'netlify', path: '/', type: FORM_TYPE, body: new URLSearchParams({ 'form-name': NETLIFY_FORM_NAME, email: 'v@example.org', message: 'Hi!' }).toString() },
]

describe('the local outbox takes posts only as the page sends them', () => {
  let server: Server
  let origin: string
  const file = temporaryFile()
  beforeAll(async () => ({ server, origin } = await serveOutbox(file, () => undefined)))
  afterAll(() => server.close())

  const send = (page: (typeof PAGE_REQUESTS)[number], headers: Record<string, string>) =>
    fetch(`${origin}${page.path}`, { method: 'POST', headers: { 'Content-Type': page.type, ...headers }, body: page.body, redirect: 'manual' })

  for (const page of PAGE_REQUESTS) {
    it(`refuses ${page.name}'s request from another website's page, and takes it from the site's own`, async () => {
      const before = linesOf(file).length
      for (const headers of [{ Origin: 'https://evil.example' } as Record<string, string>, { Origin: `${origin.replace('127.0.0.1', 'localhost')}` }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }]) {
        const response = await send(page, headers)
        expect([response.status, await response.text()], JSON.stringify(headers)).toEqual([403, REFUSALS.origin])
      }
      expect(linesOf(file)).toHaveLength(before)
      // The page's own request, a browser's plain post from it included (its Origin is the page's).
      expect((await send(page, { Origin: origin, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
      expect((await send(page, { Origin: origin, Accept: 'text/html' })).status).toBe(page.type === FORM_TYPE ? 303 : 200)
      expect(linesOf(file)).toHaveLength(before + 2)
    })
  }

  it('refuses a content type the page never sends with 415, naming the one it takes, and takes its own with any parameters or case', async () => {
    const before = linesOf(file).length
    for (const page of PAGE_REQUESTS.filter((candidate) => candidate.name !== 'netlify')) {
      const other = page.type === JSON_TYPE ? FORM_TYPE : JSON_TYPE
      for (const type of ['text/plain', 'multipart/form-data; boundary=x', '', ...('also' in page ? [] : [other])]) {
        const response = await fetch(`${origin}${page.path}`, { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body: Buffer.from(page.body) })
        expect(response.status, `${page.name} ${type}`).toBe(415)
        expect(await response.text()).toMatch(/^Content-Type must be application\//)
      }
      expect((await send(page, { 'Content-Type': `${page.type.toUpperCase()}; charset=UTF-8` })).status, page.name).toBe(200)
    }
    expect(linesOf(file)).toHaveLength(before + PAGE_REQUESTS.length - 1)
  })

  it('answers 413 to a body over the limit, announced or not, and the client gets it', async () => {
    const big = JSON.stringify({ ...request, template_params: { ...request.template_params, message: 'x'.repeat(100 * 1024) } })
    const announced = await fetch(`${origin}${OUTBOX_ROUTE}`, { method: 'POST', headers: { 'Content-Type': JSON_TYPE }, body: big })
    expect([announced.status, await announced.text()]).toEqual([413, REFUSALS.tooLarge])
    const chunks = Array.from({ length: 25 }, () => new TextEncoder().encode('x'.repeat(4096)))
    const streamed = await fetch(`${origin}${OUTBOX_ROUTE}`, {
      method: 'POST',
      headers: { 'Content-Type': JSON_TYPE },
      body: new ReadableStream({ pull: (controller) => void (chunks.length ? controller.enqueue(chunks.pop()) : controller.close()) }),
      duplex: 'half',
    } as RequestInit)
    expect([streamed.status, await streamed.text()]).toEqual([413, REFUSALS.tooLarge])
    expect(MAX_BODY_BYTES).toBeLessThan(100 * 1024)
  })
})

describe('a message the outbox cannot save', () => {
  it('is saved once its deleted folder is made again', async () => {
    const file = temporaryFile()
    const { server, origin } = await serveOutbox(file, () => undefined)
    try {
      rmSync(dirname(file), { recursive: true, force: true })
      const response = await fetch(`${origin}${OUTBOX_ROUTE}`, { method: 'POST', headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(request) })
      expect(response.status).toBe(200)
      expect(linesOf(file)).toHaveLength(1)
    } finally {
      server.close()
    }
  })

  it('is refused with 500 (so the page keeps the draft and offers its mail link), told to the owner in one line naming the file and why, and still shown', async () => {
    // OUTBOX_FILE naming a folder.
    const file = temporaryFile()
    mkdirSync(file, { recursive: true })
    const logged: string[] = []
    const { server, origin } = await serveOutbox(file, (line) => logged.push(line))
    try {
      const response = await fetch(`${origin}${OUTBOX_ROUTE}`, { method: 'POST', headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(request) })
      expect([response.status, await response.text()]).toEqual([500, REFUSALS.unsaved])
      const text = logged.join('\n')
      expect(text).toMatch(new RegExp(`could not be saved to ${escapeRegExp(file)} \\(EISDIR: [^\\n]+\\)`))
      expect(text).toContain(request.template_params.message)
      expect(text).not.toMatch(STACK_LINE)
      // Any answer but a 2xx is a failure to the page's client.
      const config = { provider: 'endpoint', url: `${origin}${OUTBOX_ROUTES.endpoint}`, throttleMs: 0 } as const
      const result = await deliver(config, { email: 'v@example.org', message: 'Hi!', ownerName: 'Owner', subject: 'S' })
      expect(result).toEqual({ ok: false, error: { status: 500, text: REFUSALS.unsaved } })
    } finally {
      server.close()
    }
  })

  it('is saved and answered even when telling the owner fails', async () => {
    const file = temporaryFile()
    const { server, origin } = await serveOutbox(file, () => {
      throw new Error('the terminal is gone')
    })
    try {
      const response = await fetch(`${origin}${OUTBOX_ROUTE}`, { method: 'POST', headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(request) })
      expect([response.status, await response.text()]).toEqual([200, 'OK'])
      expect(linesOf(file)).toHaveLength(1)
    } finally {
      server.close()
    }
  })
})

describe('visitor text on the owner’s terminal', () => {
  /** Escapes that clear the screen, set the title and the clipboard, ring, overwrite and forge lines, and disguise text. */
  const HOSTILE = 'Hi\x1b[2J\x1b]0;owned\x07\x1b]52;c;ZXZpbA==\x07\rFAKE\u009b31m\u0085\u202eevil\u202c\u2066x\u2069\u200f\0\x7f\u2028\nsecond line\r\n\tthird'

  it('shows control characters as visible escapes, keeps the message’s lines indented, and the file keeps the exact text', async () => {
    const file = temporaryFile()
    const logged: string[] = []
    const { server, origin } = await serveOutbox(file, (line) => logged.push(line))
    try {
      const params = { from_email: 'v@example.org\n✉  New message from boss@example.org', message: HOSTILE, to_name: 'Owner\u202e\x1b[8m' }
      const response = await fetch(`${origin}${OUTBOX_ROUTE}`, { method: 'POST', headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify({ ...request, template_params: params }) })
      expect(response.status).toBe(200)
      const text = logged.join('\n')
      expect(text).not.toMatch(TERMINAL_CONTROL)
      expect(text).toContain('Hi\\x1b[2J\\x1b]0;owned\\x07')
      expect(text).toContain('\\u{202e}evil')
      // The visitor's newline is a new, indented line; the address's is shown as \n, so no line is forged.
      expect(text).toContain('\n  second line\\x0d\n  \tthird')
      expect(text).toContain('from v@example.org\\n✉  New message from boss@example.org')
      expect(text.split('\n').filter((line) => line.startsWith('✉'))).toHaveLength(1)
      const [line] = linesOf(file)
      expect(line).not.toMatch(TERMINAL_CONTROL)
      expect(JSON.parse(line!)).toMatchObject(params)
    } finally {
      server.close()
    }
  })
})

describe('the outbox behind another website’s name (DNS rebinding)', () => {
  it('refuses a post whose Host is not a local name, though its Origin matches it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-rebinding-')), 'messages.jsonl')
    const { server, origin } = await serveOutbox(file, () => undefined)
    const { port } = new URL(origin)
    const post = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(request)
        const sent = httpRequest({ host: '127.0.0.1', port, path: OUTBOX_ROUTE, method: 'POST', headers: { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        })
        sent.on('error', reject)
        sent.end(body)
      })
    try {
      expect(await post(`evil.example:${port}`)).toBe(403)
      expect(await post(`localhost:${port}`)).toBe(200)
      expect(await post(`127.0.0.1:${port}`)).toBe(200)
      expect(isLocalHost('[::1]:4173')).toBe(true)
      expect(isLocalHost('192.168.1.10:4173', {})).toBe(false)
      expect(isLocalHost('192.168.1.10:4173', { HOST: '192.168.1.10' })).toBe(true)
    } finally {
      server.close()
    }
  })
})
