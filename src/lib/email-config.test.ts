import { EMAILJS_ORIGIN, LOCAL_OUTBOX_KEY, readEmailConfig } from './email-config.ts'

describe('readEmailConfig', () => {
  it('reads the keys, trims them and defaults the origin to EmailJS with no rate limit', () => {
    const config = readEmailConfig(
      { VITE_EMAILJS_PUBLIC_KEY: ' pk ', VITE_EMAILJS_SERVICE_ID: 'svc', VITE_EMAILJS_TEMPLATE_ID: 'tpl' },
      'http://127.0.0.1:4173',
    )
    expect(config).toEqual({ publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: EMAILJS_ORIGIN, throttleMs: 0 })
  })

  it('takes an API origin without its trailing slash and a throttle in ms', () => {
    const config = readEmailConfig({ VITE_EMAILJS_ORIGIN: 'https://eu.example.com/', VITE_EMAILJS_THROTTLE_MS: '5000' }, '')
    expect(config.origin).toBe('https://eu.example.com')
    expect(config.throttleMs).toBe(5000)
  })

  it('ignores a throttle that is not a positive number', () => {
    expect(readEmailConfig({ VITE_EMAILJS_THROTTLE_MS: 'soon' }, '').throttleMs).toBe(0)
    expect(readEmailConfig({ VITE_EMAILJS_THROTTLE_MS: '-5' }, '').throttleMs).toBe(0)
  })

  it('leaves missing keys empty, so a send fails and names them', () => {
    const config = readEmailConfig({}, 'http://127.0.0.1:4173')
    expect([config.publicKey, config.serviceId, config.templateId]).toEqual(['', '', ''])
  })

  it('points at the page’s own server in local outbox mode', () => {
    const config = readEmailConfig({ VITE_CONTACT_LOCAL_OUTBOX: 'true' }, 'http://127.0.0.1:4173')
    expect(config.origin).toBe('http://127.0.0.1:4173')
    expect(config.publicKey).toBe(LOCAL_OUTBOX_KEY)
  })
})
