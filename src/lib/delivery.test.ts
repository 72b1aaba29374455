import type { ContactConfig } from './contact-config.ts'
import { deliver, requestFor, type ContactMessage } from './delivery.ts'
import { site as sample } from '../test/fixtures/sample.ts'

const message: ContactMessage = {
  email: 'visitor@example.org',
  message: 'Hello & welcome — 50%?',
  ownerName: sample.owner.name,
  subject: sample.labels.mailSubject,
}
const ACCESS_KEY = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0'
const formspree: ContactConfig = { provider: 'formspree', url: 'https://formspree.io/f/abc', throttleMs: 0 }
const web3forms: ContactConfig = { provider: 'web3forms', url: 'https://api.web3forms.com/submit', accessKey: ACCESS_KEY, throttleMs: 0 }
const netlify: ContactConfig = { provider: 'netlify', url: '/', throttleMs: 0 }
const endpoint: ContactConfig = { provider: 'endpoint', url: 'https://contact.example.workers.dev/', throttleMs: 0 }

const json = (status: number, value: unknown) => Promise.resolve(new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } }))

describe('requestFor', () => {
  it('posts to Formspree form-encoded, asking for JSON', () => {
    const { url, init } = requestFor(formspree, message)
    expect(url).toBe('https://formspree.io/f/abc')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ Accept: 'application/json' })
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ email: message.email, message: message.message, _subject: message.subject })
  })

  it('posts JSON with the access key to Web3Forms', () => {
    const { url, init } = requestFor(web3forms, message)
    expect(url).toBe('https://api.web3forms.com/submit')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' })
    expect(JSON.parse(String(init.body))).toEqual({ access_key: ACCESS_KEY, subject: message.subject, email: message.email, message: message.message })
  })

  it('posts to the site itself, form-encoded with the form’s name, for Netlify', () => {
    const { url, init } = requestFor(netlify, message)
    expect(url).toBe('/')
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ 'form-name': 'contact', email: message.email, message: message.message })
  })

  it('posts the documented JSON to the owner’s endpoint', () => {
    const { url, init } = requestFor(endpoint, message)
    expect(url).toBe(endpoint.url)
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' })
    expect(JSON.parse(String(init.body))).toEqual({ email: message.email, message: message.message, to_name: sample.owner.name })
  })
})

describe('deliver', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() => json(200, { ok: true }))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it.each([formspree, netlify, endpoint])('delivers on a 2xx answer ($provider)', async (config) => {
    expect(await deliver(config, message)).toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('reports a refusal with the service’s status and what it said', async () => {
    fetchMock.mockImplementation(() => json(422, { errors: [{ code: 'TYPE_EMAIL', message: 'should be an email' }] }))
    expect(await deliver(formspree, message)).toEqual({ ok: false, error: { status: 422, text: '{"errors":[{"code":"TYPE_EMAIL","message":"should be an email"}]}' } })
  })

  it('takes Web3Forms’ word: success only with success: true', async () => {
    fetchMock.mockImplementation(() => json(200, { success: true, message: 'Email sent successfully!' }))
    expect(await deliver(web3forms, message)).toEqual({ ok: true })
    fetchMock.mockImplementation(() => json(200, { success: false, message: 'Invalid access key' }))
    expect(await deliver(web3forms, message)).toMatchObject({ ok: false, error: { status: 200, text: expect.stringContaining('Invalid access key') } })
    fetchMock.mockImplementation(() => Promise.resolve(new Response('<html>', { status: 200 })))
    expect(await deliver(web3forms, message)).toMatchObject({ ok: false })
  })

  it('reports a network error', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await deliver(endpoint, message)).toMatchObject({ ok: false, error: expect.any(TypeError) })
  })

  it('aborts the request when its signal aborts, with the signal’s reason', async () => {
    fetchMock.mockImplementation((_, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))))
    const abort = new AbortController()
    const result = deliver(netlify, message, abort.signal)
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(abort.signal)
    const reason = new Error('given up')
    abort.abort(reason)
    expect(await result).toEqual({ ok: false, error: reason })
  })

  it('sends nothing without an address, and says which settings are missing', async () => {
    expect(await deliver({ ...endpoint, url: '' }, message)).toMatchObject({ ok: false, error: { message: expect.stringContaining('endpoint') } })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
