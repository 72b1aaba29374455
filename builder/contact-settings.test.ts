// @vitest-environment node
import { contactSettingProblems, missingContactSettings, PROVIDER_SETTINGS } from './contact-settings.ts'
import { EMAILJS_KEYS } from './site-address.ts'
import { usesLocalOutbox } from '../tools/outbox/outbox-plugin.ts'

const ACCESS_KEY = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0'
const emailjsKeys = Object.fromEntries(EMAILJS_KEYS.map((key) => [key, 'set']))
const lines = (env: Record<string, string>, deploying = true) =>
  contactSettingProblems(env, deploying).map(({ level, variable, message }) => `${level} ${variable}: ${message}`)

describe('the contact form’s delivery settings', () => {
  it('are complete with the default service’s keys, and with the services that need none', () => {
    expect(lines(emailjsKeys)).toEqual([])
    expect(lines({ VITE_CONTACT_PROVIDER: 'netlify', NETLIFY: 'true' })).toEqual([])
    expect(lines({ VITE_CONTACT_PROVIDER: 'mailto' })).toEqual([])
    expect(lines({ VITE_CONTACT_PROVIDER: 'formspree', VITE_FORMSPREE_FORM_ID: 'xyzabcde' })).toEqual([])
    expect(lines({ VITE_CONTACT_PROVIDER: 'web3forms', VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY })).toEqual([])
    expect(lines({ VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: 'https://contact.example.workers.dev/' })).toEqual([])
    expect(lines({ VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: '/api/contact' })).toEqual([])
  })

  it('stop every build at a service that does not exist, naming the variable and the choices', () => {
    const [problem] = contactSettingProblems({ VITE_CONTACT_PROVIDER: 'sendgrid' }, false)
    expect(problem).toEqual({
      level: 'error',
      variable: 'VITE_CONTACT_PROVIDER',
      message: 'is "sendgrid", which names no delivery service',
      hint: 'Use one of emailjs, formspree, web3forms, netlify, endpoint, mailto, or leave it empty for emailjs (README, "Contact form").',
    })
  })

  it('name, for a deploy, the chosen service’s missing settings with the way to get them', () => {
    for (const [provider, settings] of Object.entries(PROVIDER_SETTINGS)) {
      const env = { VITE_CONTACT_PROVIDER: provider, NETLIFY: 'true' }
      expect(missingContactSettings(env)).toEqual(settings)
      const problems = contactSettingProblems(env, true)
      if (settings.length === 0) expect(problems).toEqual([])
      else expect(problems).toEqual([expect.objectContaining({ level: 'warning', variable: settings.join(', ') })])
    }
    expect(contactSettingProblems({ VITE_CONTACT_PROVIDER: 'formspree' }, true)[0]?.hint).toMatch(/formspree\.io.*VITE_FORMSPREE_FORM_ID/)
    expect(contactSettingProblems({ VITE_CONTACT_PROVIDER: 'formspree' }, false)).toEqual([])
  })

  it('stop a build at a malformed setting, with the correction where it can be read off', () => {
    expect(contactSettingProblems({ VITE_CONTACT_PROVIDER: 'formspree', VITE_FORMSPREE_FORM_ID: 'https://formspree.io/f/xyzabcde' }, false)).toEqual([
      expect.objectContaining({ level: 'error', variable: 'VITE_FORMSPREE_FORM_ID', hint: "Write only the ID from the form's address: VITE_FORMSPREE_FORM_ID=xyzabcde" }),
    ])
    expect(lines({ VITE_CONTACT_PROVIDER: 'web3forms', VITE_WEB3FORMS_ACCESS_KEY: 'YOUR_ACCESS_KEY_HERE' }, false)).toEqual([
      'error VITE_WEB3FORMS_ACCESS_KEY: is "YOUR_ACCESS_KEY_HERE", which is not a Web3Forms access key (36 characters: 8-4-4-4-12 letters a–f and digits)',
    ])
    for (const address of ['http://contact.example.com/', 'contact.example.com', '//contact.example.com/']) {
      expect(lines({ VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: address }, false)).toEqual([`error VITE_CONTACT_ENDPOINT: is "${address}", which is not an https:// address`])
    }
    expect(lines({ VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: 'http://127.0.0.1:8787/' }, false)).toEqual([])
    expect(lines({ VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: 'http://127.0.0.1:8787/' }, true)).toEqual(['error VITE_CONTACT_ENDPOINT: is "http://127.0.0.1:8787/", which is not an address visitors can reach'])
    expect(lines({ ...emailjsKeys, VITE_CONTACT_THROTTLE_MS: '1 minute' }, false)).toEqual(['error VITE_CONTACT_THROTTLE_MS: is "1 minute", which is not a number of milliseconds'])
  })

  it('warn, for a deploy, of another service’s settings left set', () => {
    expect(lines({ VITE_CONTACT_PROVIDER: 'netlify', NETLIFY: 'true', VITE_FORMSPREE_FORM_ID: 'xyzabcde' })).toEqual(['warning VITE_FORMSPREE_FORM_ID: is set, but the form delivers through netlify'])
    expect(contactSettingProblems({ ...emailjsKeys, VITE_WEB3FORMS_ACCESS_KEY: ACCESS_KEY }, true)).toEqual([
      expect.objectContaining({ message: 'is set, but the form delivers through emailjs (the default)', hint: 'Set VITE_CONTACT_PROVIDER=web3forms to deliver through web3forms, or remove it.' }),
    ])
  })
})

it('warns when Netlify is chosen for a deploy built elsewhere than on Netlify', () => {
  expect(lines({ VITE_CONTACT_PROVIDER: 'netlify' })).toEqual(["warning VITE_CONTACT_PROVIDER: is netlify, but this build is not running on Netlify: only Netlify takes the form's posts"])
  expect(lines({ VITE_CONTACT_PROVIDER: 'netlify' }, false)).toEqual([])
})

describe('the local outbox', () => {
  it('stands in, in npm start and npm run dev, for a service without its settings, and always for Netlify', () => {
    expect(usesLocalOutbox({}, true)).toBe(true)
    expect(usesLocalOutbox(emailjsKeys, true)).toBe(false)
    expect(usesLocalOutbox({ VITE_CONTACT_PROVIDER: 'formspree' }, true)).toBe(true)
    expect(usesLocalOutbox({ VITE_CONTACT_PROVIDER: 'formspree', VITE_FORMSPREE_FORM_ID: 'abc' }, true)).toBe(false)
    expect(usesLocalOutbox({ VITE_CONTACT_PROVIDER: 'netlify' }, true)).toBe(true)
    expect(usesLocalOutbox({ VITE_CONTACT_PROVIDER: 'mailto' }, true)).toBe(false)
    expect(usesLocalOutbox({}, false)).toBe(false)
  })
})
