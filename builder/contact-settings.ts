// The contact form's delivery settings as the build reads them from the environment: which
// service (VITE_CONTACT_PROVIDER), the settings it needs, and what is wrong with them, for
// `npm run check`, every build and the local outbox (tools/outbox/outbox-plugin.ts).
import { CONTACT_PROVIDERS, DEFAULT_PROVIDER, contactProvider, setting, type ContactProvider } from '../src/build-surface.ts'
import { EMAILJS_KEYS } from './site-address.ts'

export const PROVIDER_VARIABLE = 'VITE_CONTACT_PROVIDER'
export const THROTTLE_VARIABLE = 'VITE_CONTACT_THROTTLE_MS'

/** What each service needs set (README, "Contact form"). */
export const PROVIDER_SETTINGS: Record<ContactProvider, readonly string[]> = {
  emailjs: EMAILJS_KEYS,
  formspree: ['VITE_FORMSPREE_FORM_ID'],
  web3forms: ['VITE_WEB3FORMS_ACCESS_KEY'],
  netlify: [],
  endpoint: ['VITE_CONTACT_ENDPOINT'],
  mailto: [],
}

const SETUP: Record<ContactProvider, string> = {
  emailjs: `Set ${EMAILJS_KEYS.join(', ')} from your EmailJS account`,
  formspree: 'Create a form at formspree.io and set VITE_FORMSPREE_FORM_ID to its ID (the part after /f/ in its address)',
  web3forms: 'Get an access key at web3forms.com (it is sent to your address) and set VITE_WEB3FORMS_ACCESS_KEY to it',
  netlify: '',
  endpoint: 'Set VITE_CONTACT_ENDPOINT to the https:// address of your function (examples/contact-endpoint/)',
  mailto: '',
}

type Env = Record<string, string | undefined>

/** The chosen service's settings that are not set. */
export function missingContactSettings(env: Env): string[] {
  const provider = contactProvider(env) ?? DEFAULT_PROVIDER
  return PROVIDER_SETTINGS[provider].filter((name) => !setting(env, name))
}

/** A problem with one setting: the variable, what is wrong, and what to do. */
export interface SettingProblem {
  level: 'error' | 'warning'
  variable: string
  message: string
  hint: string
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What is malformed in the settings the chosen service reads; `deploying`: for a build visitors get. */
function malformed(provider: ContactProvider, env: Env, deploying: boolean): SettingProblem[] {
  const problems: SettingProblem[] = []
  const formId = setting(env, 'VITE_FORMSPREE_FORM_ID')
  if (provider === 'formspree' && formId && !/^[A-Za-z0-9]+$/.test(formId)) {
    const fromAddress = /\/f\/([A-Za-z0-9]+)/.exec(formId)?.[1]
    problems.push({
      level: 'error',
      variable: 'VITE_FORMSPREE_FORM_ID',
      message: `is "${formId}", which is not a Formspree form ID (letters and digits only)`,
      hint: fromAddress ? `Write only the ID from the form's address: VITE_FORMSPREE_FORM_ID=${fromAddress}` : "Copy the ID from the form's page at formspree.io: the part after /f/ in https://formspree.io/f/xyzabcde.",
    })
  }
  const accessKey = setting(env, 'VITE_WEB3FORMS_ACCESS_KEY')
  if (provider === 'web3forms' && accessKey && !UUID.test(accessKey)) {
    problems.push({
      level: 'error',
      variable: 'VITE_WEB3FORMS_ACCESS_KEY',
      message: `is "${accessKey}", which is not a Web3Forms access key (36 characters: 8-4-4-4-12 letters a–f and digits)`,
      hint: 'Copy the key from the email Web3Forms sent you, or from your form at app.web3forms.com.',
    })
  }
  const endpoint = setting(env, 'VITE_CONTACT_ENDPOINT')
  if (provider === 'endpoint' && endpoint) {
    const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined
    const sameSite = endpoint.startsWith('/') && !endpoint.startsWith('//')
    // http:// on this machine is for trying a function locally (`npm start`), never for a deploy.
    if (!sameSite && !(url?.protocol === 'https:' || (url?.protocol === 'http:' && isLoopback(url) && !deploying))) {
      problems.push({
        level: 'error',
        variable: 'VITE_CONTACT_ENDPOINT',
        message: `is "${endpoint}", which is not ${url && isLoopback(url) ? 'an address visitors can reach' : 'an https:// address'}`,
        hint: 'Give the full https:// address of your function (https://contact.you.workers.dev/), or its path on this site (/api/contact); http:// only on this machine.',
      })
    }
  }
  const throttle = setting(env, THROTTLE_VARIABLE)
  if (throttle && !/^\d+$/.test(throttle)) {
    problems.push({ level: 'error', variable: THROTTLE_VARIABLE, message: `is "${throttle}", which is not a number of milliseconds`, hint: 'Write a whole number, like 60000 for one message a minute from each browser, or leave it empty for no limit.' })
  }
  return problems
}

/**
 * Every problem with the delivery settings: an unknown service and malformed settings are errors
 * (a build stops); for a deploy, missing settings and settings of a service not chosen are warnings.
 */
export function contactSettingProblems(env: Env, deploying: boolean): SettingProblem[] {
  const provider = contactProvider(env)
  if (!provider) {
    return [
      {
        level: 'error',
        variable: PROVIDER_VARIABLE,
        message: `is "${setting(env, PROVIDER_VARIABLE)}", which names no delivery service`,
        hint: `Use one of ${CONTACT_PROVIDERS.join(', ')}, or leave it empty for ${DEFAULT_PROVIDER} (README, "Contact form").`,
      },
    ]
  }
  const problems = malformed(provider, env, deploying)
  if (!deploying) return problems
  // Netlify sets NETLIFY=true in its builds (https://docs.netlify.com/configure-builds/environment-variables/).
  if (provider === 'netlify' && setting(env, 'NETLIFY') !== 'true') {
    problems.push({
      level: 'warning',
      variable: PROVIDER_VARIABLE,
      message: 'is netlify, but this build is not running on Netlify: only Netlify takes the form\'s posts',
      hint: 'Deploy through Netlify (netlify.toml builds the site there), or choose another service.',
    })
  }
  const missing = missingContactSettings(env)
  if (missing.length > 0) {
    problems.push({
      level: 'warning',
      variable: missing.join(', '),
      message: `${missing.length === 1 ? 'is' : 'are'} not set: the contact form will show its failure notice, with a mailto: link to you, instead of sending`,
      hint: `${SETUP[provider]} in .env or your host's build environment (README, "Contact form").`,
    })
  }
  for (const other of CONTACT_PROVIDERS.filter((name) => name !== provider)) {
    const set = PROVIDER_SETTINGS[other].filter((name) => setting(env, name) && !PROVIDER_SETTINGS[provider].includes(name))
    if (set.length === 0) continue
    problems.push({
      level: 'warning',
      variable: set.join(', '),
      message: `${set.length === 1 ? 'is' : 'are'} set, but the form delivers through ${provider}${setting(env, PROVIDER_VARIABLE) ? '' : ' (the default)'}`,
      hint: `Set ${PROVIDER_VARIABLE}=${other} to deliver through ${other}, or remove ${set.length === 1 ? 'it' : 'them'}.`,
    })
  }
  return problems
}
