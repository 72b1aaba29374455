import { EMAILJS_ORIGIN } from './email-config.ts'
import { contactPolicySources, contactProvider, nativePost, readContactConfig, type ContactConfig } from './contact-config.ts'

const PAGE = 'http://127.0.0.1:4173'
const page = { pageUrl: 'https://janedoe.dev/', subject: 'A message' }
const ACCESS_KEY = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0'

describe('readContactConfig', () => {
  it('delivers through EmailJS by default', () => {
    const config = readContactConfig({ VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 'svc', VITE_EMAILJS_TEMPLATE_ID: 'tpl' }, PAGE)
    expect(config).toEqual({ provider: 'emailjs', emailjs: { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: EMAILJS_ORIGIN }, throttleMs: 0 })
  })

  it('trims EmailJS’s keys, takes its origin without a trailing slash, and leaves missing keys empty so a send fails naming them', () => {
    expect(readContactConfig({ VITE_EMAILJS_PUBLIC_KEY: ' pk ', VITE_EMAILJS_ORIGIN: 'https://eu.example.com/' }, PAGE)).toMatchObject({
      emailjs: { publicKey: 'pk', serviceId: '', templateId: '', origin: 'https://eu.example.com' },
    })
  })

  it('gives a service without its settings no address: nothing is sent, and the form has no plain post', () => {
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'formspree' }, PAGE)).toEqual({ provider: 'formspree', url: '', throttleMs: 0 })
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'web3forms' }, PAGE)).toEqual({ provider: 'web3forms', url: '', accessKey: '', throttleMs: 0 })
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'endpoint' }, PAGE)).toEqual({ provider: 'endpoint', url: '', throttleMs: 0 })
    expect(nativePost(readContactConfig({ VITE_CONTACT_PROVIDER: 'formspree' }, PAGE), page)).toBeUndefined()
    expect(nativePost(readContactConfig({ VITE_CONTACT_PROVIDER: 'web3forms' }, PAGE), page)).toBeUndefined()
  })

  it('reads each service by name, in any case, with its settings', () => {
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'Formspree', VITE_FORMSPREE_FORM_ID: ' xyzabcde ' }, PAGE)).toEqual({ provider: 'formspree', url: 'https://formspree.io/f/xyzabcde', throttleMs: 0 })
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'web3forms', VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY }, PAGE)).toEqual({ provider: 'web3forms', url: 'https://api.web3forms.com/submit', accessKey: ACCESS_KEY, throttleMs: 0 })
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'netlify' }, PAGE, '/repo/')).toEqual({ provider: 'netlify', url: '/repo/', throttleMs: 0 })
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: 'https://contact.example.workers.dev/send' }, PAGE)).toEqual({ provider: 'endpoint', url: 'https://contact.example.workers.dev/send', throttleMs: 0 })
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'mailto' }, PAGE)).toEqual({ provider: 'mailto' })
  })

  it('takes another origin for Formspree and Web3Forms (a proxy, or the tests’ fakes), without its trailing slash', () => {
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'formspree', VITE_FORMSPREE_FORM_ID: 'abc', VITE_FORMSPREE_ORIGIN: 'http://127.0.0.1:9000/' }, PAGE)).toMatchObject({ url: 'http://127.0.0.1:9000/f/abc' })
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'web3forms', VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY, VITE_WEB3FORMS_ORIGIN: 'http://127.0.0.1:9001' }, PAGE)).toMatchObject({ url: 'http://127.0.0.1:9001/submit' })
  })

  it('takes the rate limit of VITE_CONTACT_THROTTLE_MS for every service', () => {
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'netlify', VITE_CONTACT_THROTTLE_MS: '30000' }, PAGE)).toMatchObject({ throttleMs: 30_000 })
    expect(readContactConfig({ VITE_CONTACT_THROTTLE_MS: '5000' }, PAGE)).toMatchObject({ provider: 'emailjs', throttleMs: 5000 })
    expect(readContactConfig({ VITE_CONTACT_THROTTLE_MS: 'soon' }, PAGE)).toMatchObject({ throttleMs: 0 })
  })

  it('points every service at the page’s own server in the local outbox, Netlify at the site as always', () => {
    const outbox = { VITE_CONTACT_LOCAL_OUTBOX: 'true' }
    expect(readContactConfig({ ...outbox }, PAGE)).toMatchObject({ emailjs: { origin: PAGE, publicKey: 'local-outbox' } })
    expect(readContactConfig({ ...outbox, VITE_CONTACT_PROVIDER: 'formspree' }, PAGE)).toMatchObject({ url: `${PAGE}/f/local-outbox` })
    expect(readContactConfig({ ...outbox, VITE_CONTACT_PROVIDER: 'web3forms' }, PAGE)).toMatchObject({ url: `${PAGE}/submit`, accessKey: 'local-outbox' })
    expect(readContactConfig({ ...outbox, VITE_CONTACT_PROVIDER: 'endpoint' }, PAGE)).toMatchObject({ url: `${PAGE}/__outbox/contact` })
    expect(readContactConfig({ ...outbox, VITE_CONTACT_PROVIDER: 'netlify' }, PAGE, '/')).toMatchObject({ url: '/' })
  })

  it('names no service for an unknown name, and falls back to the default for the page', () => {
    expect(contactProvider({ VITE_CONTACT_PROVIDER: 'sendgrid' })).toBeUndefined()
    expect(readContactConfig({ VITE_CONTACT_PROVIDER: 'sendgrid' }, PAGE).provider).toBe('emailjs')
  })
})

describe('contactPolicySources', () => {
  const sources = (env: Record<string, string>) => contactPolicySources(readContactConfig(env, "'self'", '/'))

  it('names exactly the chosen service’s origin, for connecting and, where it takes plain posts, for posting', () => {
    expect(sources({})).toEqual({ connect: [EMAILJS_ORIGIN], formAction: [] })
    expect(sources({ VITE_CONTACT_PROVIDER: 'formspree', VITE_FORMSPREE_FORM_ID: 'abc' })).toEqual({ connect: ['https://formspree.io'], formAction: ['https://formspree.io'] })
    expect(sources({ VITE_CONTACT_PROVIDER: 'web3forms', VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY })).toEqual({ connect: ['https://api.web3forms.com'], formAction: ['https://api.web3forms.com'] })
    expect(sources({ VITE_CONTACT_PROVIDER: 'netlify' })).toEqual({ connect: [], formAction: [] })
    expect(sources({ VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: 'https://contact.example.workers.dev/send' })).toEqual({ connect: ['https://contact.example.workers.dev'], formAction: [] })
    expect(sources({ VITE_CONTACT_PROVIDER: 'mailto' })).toEqual({ connect: [], formAction: [] })
  })

  it('names the site itself for an endpoint on the site and for the local outbox', () => {
    expect(sources({ VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: '/api/contact' })).toEqual({ connect: ["'self'"], formAction: [] })
    expect(sources({ VITE_CONTACT_PROVIDER: 'formspree', VITE_CONTACT_LOCAL_OUTBOX: 'true' })).toEqual({ connect: ["'self'"], formAction: ["'self'"] })
    expect(sources({ VITE_CONTACT_LOCAL_OUTBOX: 'true' })).toEqual({ connect: ["'self'"], formAction: [] })
  })
})

describe('nativePost', () => {
  const post = (config: ContactConfig) => nativePost(config, page)

  it('posts to Formspree with its subject field and its honeypot name', () => {
    expect(post({ provider: 'formspree', url: 'https://formspree.io/f/abc', throttleMs: 0 })).toEqual({ action: 'https://formspree.io/f/abc', hidden: { _subject: 'A message' }, honeypot: '_gotcha' })
  })

  it('posts to Web3Forms with the access key, and has it send the visitor back to the page’s notice', () => {
    expect(post({ provider: 'web3forms', url: 'https://api.web3forms.com/submit', accessKey: ACCESS_KEY, throttleMs: 0 })).toEqual({
      action: 'https://api.web3forms.com/submit',
      hidden: { access_key: ACCESS_KEY, subject: 'A message', redirect: 'https://janedoe.dev/#message-sent' },
      honeypot: 'botcheck',
    })
  })

  it('marks the form for Netlify’s detection and posts to the site, coming back to the notice', () => {
    expect(post({ provider: 'netlify', url: '/repo/', throttleMs: 0 })).toEqual({
      action: '/repo/#message-sent',
      hidden: { 'form-name': 'contact' },
      honeypot: 'website',
      attributes: { name: 'contact', 'data-netlify': 'true', 'data-netlify-honeypot': 'website' },
    })
  })

  it("comes back to a language's own page", () => {
    const inSpanish = (config: ContactConfig) => nativePost(config, { ...page, pagePath: 'es/' })
    expect(inSpanish({ provider: 'web3forms', url: 'https://api.web3forms.com/submit', accessKey: ACCESS_KEY, throttleMs: 0 })?.hidden.redirect).toBe('https://janedoe.dev/es/#message-sent')
    expect(inSpanish({ provider: 'netlify', url: '/repo/', throttleMs: 0 })?.action).toBe('/repo/es/#message-sent')
  })

  it('has no plain post for the services that take none', () => {
    expect(post(readContactConfig({}, PAGE))).toBeUndefined()
    expect(post({ provider: 'endpoint', url: 'https://x.example/', throttleMs: 0 })).toBeUndefined()
    expect(post({ provider: 'mailto' })).toBeUndefined()
  })
})
