// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { NETLIFY_FORM_NAME, OUTBOX_ROUTES, SENT_FRAGMENT } from '../../src/build-surface.ts'
import { LOCAL_OUTBOX_VARIABLE, readContactConfig } from '../../src/lib/contact-config.ts'
import { deliver, type FetchService } from '../../src/lib/delivery.ts'
import { createOutboxHandler, parseSendRequest } from './outbox.ts'
import { usesLocalOutbox } from './outbox-plugin.ts'

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

  it('sends a plain form post back to the page’s notice, as the services do', async () => {
    const plain = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Referer: 'http://127.0.0.1:4173/' }
    const formspree = await fetch(`${base}${OUTBOX_ROUTES.formspree}`, { method: 'POST', headers: plain, body: form({ email: 'p@example.org', message: 'No script' }), redirect: 'manual' })
    expect([formspree.status, formspree.headers.get('location')]).toEqual([303, `http://127.0.0.1:4173/#${SENT_FRAGMENT}`])
    // Back to this server's page, not to the deployed site the form's redirect field names.
    const web3forms = await fetch(`${base}${OUTBOX_ROUTES.web3forms}`, { method: 'POST', headers: plain, body: form({ email: 'p@example.org', message: 'No script', redirect: 'https://janedoe.example.com/#message-sent' }), redirect: 'manual' })
    expect(web3forms.headers.get('location')).toBe(`http://127.0.0.1:4173/#${SENT_FRAGMENT}`)
    const netlify = await fetch(`${base}/`, { method: 'POST', headers: plain, body: form({ 'form-name': NETLIFY_FORM_NAME, email: 'p@example.org', message: 'No script' }), redirect: 'manual' })
    expect([netlify.status, netlify.headers.get('location')]).toEqual([303, `/#${SENT_FRAGMENT}`])
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
