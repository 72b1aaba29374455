import type { EmailConfig } from './email-config.ts'
import { sendEmail } from './email.ts'
import { site as sample } from '../test/fixtures/sample.ts'

const config: EmailConfig = {
  publicKey: 'pk-123',
  serviceId: 'service-1',
  templateId: 'template-1',
  origin: 'https://mail.test',
}
const payload = { from_email: 'visitor@example.org', message: 'Hello!', to_name: sample.owner.name }

const answer = (status: number, text: string) => Promise.resolve(new Response(text, { status }))

describe('sendEmail', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() => answer(200, 'OK'))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('posts the payload the template expects as JSON to the configured origin', async () => {
    expect(await sendEmail(payload, config)).toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('https://mail.test/api/v1.0/email/send')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({ 'Content-type': 'application/json' })
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk-123',
      service_id: 'service-1',
      template_id: 'template-1',
      template_params: payload,
    })
  })

  it('returns the failure, status and text, of a non-ok answer', async () => {
    fetchMock.mockImplementation(() => answer(400, 'The user_id parameter is invalid'))
    const result = await sendEmail(payload, config)
    expect(result).toMatchObject({ ok: false, error: { status: 400, text: 'The user_id parameter is invalid' } })
  })

  it('returns a network error as a failure', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await sendEmail(payload, config)).toMatchObject({ ok: false, error: expect.any(TypeError) })
  })

  it.each([
    ['publicKey', 'The public key is required'],
    ['serviceId', 'The service ID is required'],
    ['templateId', 'The template ID is required'],
  ] as const)('fails without a request when %s is missing, naming it', async (key, message) => {
    const result = await sendEmail(payload, { ...config, [key]: '' })
    expect(result.ok).toBe(false)
    expect(String((result as { error: unknown }).error)).toContain(message)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
