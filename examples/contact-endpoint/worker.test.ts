// @vitest-environment node
import worker, { type Env } from './worker.ts'

const env: Env = {
  ALLOWED_ORIGIN: 'https://janedoe.dev',
  RESEND_API_KEY: 're_test_key',
  FROM_ADDRESS: 'Portfolio <contact@janedoe.dev>',
  TO_ADDRESS: 'jane@example.com',
}
const ENDPOINT = 'https://portfolio-contact.jane.workers.dev/'
const visitor = { email: 'visitor@example.org', message: 'Hello Ada,\nare you free in May?', to_name: 'Ada Lovelace' }

function post(body: string, origin: string | null = env.ALLOWED_ORIGIN): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
  if (origin !== null) headers.Origin = origin
  return new Request(ENDPOINT, { method: 'POST', headers, body })
}

let resend: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  resend = vi.fn<typeof fetch>(async () => Response.json({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }))
  vi.stubGlobal('fetch', resend)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the contact endpoint worker', () => {
  it('answers the preflight from the site with 204 and the CORS headers', async () => {
    const preflight = new Request(ENDPOINT, {
      method: 'OPTIONS',
      headers: { Origin: env.ALLOWED_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    const response = await worker.fetch(preflight, env)

    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://janedoe.dev')
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST, OPTIONS')
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type')
    expect(response.headers.get('Access-Control-Max-Age')).toBe('86400')
    expect(resend).not.toHaveBeenCalled()
  })

  it('forwards a good post to Resend as one email and answers 200 { ok: true }', async () => {
    const response = await worker.fetch(post(JSON.stringify(visitor)), env)

    expect(resend).toHaveBeenCalledTimes(1)
    const [url, init] = resend.mock.calls[0]!
    expect(url).toBe('https://api.resend.com/emails')
    expect(init?.method).toBe('POST')
    const headers = new Headers(init?.headers)
    expect(headers.get('Authorization')).toBe('Bearer re_test_key')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual({
      from: 'Portfolio <contact@janedoe.dev>',
      to: ['jane@example.com'],
      reply_to: 'visitor@example.org',
      subject: 'Message from your portfolio',
      text: visitor.message,
    })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://janedoe.dev')
    expect(response.headers.get('Vary')).toBe('Origin')
  })

  it.each([
    ['another site', 'https://evil.example'],
    ['no origin at all', null],
  ])('refuses a post from %s with 403 and sends nothing', async (_, origin) => {
    const response = await worker.fetch(post(JSON.stringify(visitor), origin), env)

    expect(response.status).toBe(403)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://janedoe.dev')
    expect(resend).not.toHaveBeenCalled()
  })

  it('refuses a preflight from another site with 403', async () => {
    const response = await worker.fetch(new Request(ENDPOINT, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }), env)

    expect(response.status).toBe(403)
    expect(response.headers.get('Access-Control-Allow-Methods')).toBeNull()
  })

  it('refuses GET with 405', async () => {
    const response = await worker.fetch(new Request(ENDPOINT, { headers: { Origin: env.ALLOWED_ORIGIN } }), env)

    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST, OPTIONS')
    expect(response.headers.get('Vary')).toBe('Origin')
    expect(resend).not.toHaveBeenCalled()
  })

  it.each([
    ['a body that is not JSON', 'email=visitor@example.org&message=hi'],
    ['a JSON body that is not an object', '"hello"'],
    ['a missing email', JSON.stringify({ message: 'Hi' })],
    ['an implausible email', JSON.stringify({ email: 'visitor at example.org', message: 'Hi' })],
    ['an empty message', JSON.stringify({ email: 'visitor@example.org', message: '  \n ' })],
    ['a missing message', JSON.stringify({ email: 'visitor@example.org' })],
    ['a message over 5000 characters', JSON.stringify({ email: 'visitor@example.org', message: 'a'.repeat(5001) })],
    ['a body over 32 KB', JSON.stringify({ email: 'visitor@example.org', message: 'Hi', padding: 'x'.repeat(33 * 1024) })],
  ])('refuses %s with 400 and a JSON error, sending nothing', async (_, body) => {
    const response = await worker.fetch(post(body), env)

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.any(String) })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://janedoe.dev')
    expect(resend).not.toHaveBeenCalled()
  })

  it('refuses a post announcing more than 32 KB before reading it', async () => {
    const request = new Request(ENDPOINT, { method: 'POST', headers: { Origin: env.ALLOWED_ORIGIN, 'Content-Length': String(40 * 1024) }, body: JSON.stringify(visitor) })
    const text = vi.spyOn(request, 'text')

    const response = await worker.fetch(request, env)

    expect(response.status).toBe(400)
    expect(text).not.toHaveBeenCalled()
    expect(resend).not.toHaveBeenCalled()
  })

  it('takes a message of exactly 5000 characters', async () => {
    const response = await worker.fetch(post(JSON.stringify({ ...visitor, message: 'a'.repeat(5000) })), env)

    expect(response.status).toBe(200)
  })

  it('answers 502 with a JSON error when Resend refuses the email', async () => {
    resend.mockResolvedValueOnce(Response.json({ statusCode: 403, message: 'The domain is not verified', name: 'validation_error' }, { status: 403 }))

    const response = await worker.fetch(post(JSON.stringify(visitor)), env)

    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: expect.any(String) })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://janedoe.dev')
  })

  it('answers 502 when Resend cannot be reached', async () => {
    resend.mockRejectedValueOnce(new TypeError('fetch failed'))

    const response = await worker.fetch(post(JSON.stringify(visitor)), env)

    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: expect.any(String) })
  })
})
