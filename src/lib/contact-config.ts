/**
 * How the contact form delivers, fixed at build time from the environment (.env.example):
 * VITE_CONTACT_PROVIDER picks the service, each service reads its own settings. The build's
 * security policy (entry-server.tsx), the prerendered form's plain post (contact-form.tsx) and
 * the send itself (send-message.ts) all read this one description.
 */
import { LOCAL_OUTBOX_KEY, readEmailConfig, type EmailConfig } from './email-config.ts'

export const CONTACT_PROVIDERS = ['emailjs', 'formspree', 'web3forms', 'netlify', 'endpoint', 'mailto'] as const
export type ContactProvider = (typeof CONTACT_PROVIDERS)[number]
export const DEFAULT_PROVIDER: ContactProvider = 'emailjs'

export const FORMSPREE_ORIGIN = 'https://formspree.io'
export const WEB3FORMS_ORIGIN = 'https://api.web3forms.com'
/** The form's name in Netlify's dashboard, and the form-name field every submission carries. */
export const NETLIFY_FORM_NAME = 'contact'
/** Set by the local outbox plugin (tools/outbox/) when the chosen service has no settings in `npm run dev` and `npm start`. */
export const LOCAL_OUTBOX_VARIABLE = 'VITE_CONTACT_LOCAL_OUTBOX'
/** The local outbox's stand-ins for the services' addresses, on the page's own server. */
export const OUTBOX_ROUTES = {
  formspree: '/f/local-outbox',
  web3forms: '/submit',
  endpoint: '/__outbox/contact',
} as const

/**
 * Where a plain form post lands when it comes back to the page: an element with this id shows
 * the success notice while it is the page's :target (contact-form.tsx).
 */
export const SENT_FRAGMENT = 'message-sent'

type Env = Record<string, string | boolean | undefined>

/** The build's service and its settings; `throttleMs` is the rate limit every service keeps (VITE_CONTACT_THROTTLE_MS, 0 for none). */
export type ContactConfig =
  | { provider: 'emailjs'; emailjs: EmailConfig; throttleMs: number }
  | { provider: 'formspree'; url: string; throttleMs: number }
  | { provider: 'web3forms'; url: string; accessKey: string; throttleMs: number }
  | { provider: 'netlify'; url: string; throttleMs: number }
  | { provider: 'endpoint'; url: string; throttleMs: number }
  | { provider: 'mailto' }

/** A setting as written, trimmed; empty when unset. */
export const setting = (env: Env, name: string) => {
  const value = env[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** The chosen service, or undefined for a value that names none (the check names it; a build refuses it). */
export function contactProvider(env: Env): ContactProvider | undefined {
  const given = setting(env, 'VITE_CONTACT_PROVIDER').toLowerCase() || DEFAULT_PROVIDER
  return (CONTACT_PROVIDERS as readonly string[]).includes(given) ? (given as ContactProvider) : undefined
}

const origin = (env: Env, name: string, fallback: string) => (setting(env, name) || fallback).replace(/\/+$/, '')

/**
 * Reads the environment. `pageOrigin` is where the local outbox answers; `basePath` is the path
 * the site is served at (Netlify takes its form posts there). A service whose settings are missing
 * gets no address: the send fails without a request, with the failure notice and its direct
 * route, the form has no plain post, and the check names the settings.
 */
export function readContactConfig(env: Env, pageOrigin: string, basePath = '/'): ContactConfig {
  const provider = contactProvider(env) ?? DEFAULT_PROVIDER
  const outbox = setting(env, LOCAL_OUTBOX_VARIABLE) === 'true'
  const throttle = Number(setting(env, 'VITE_CONTACT_THROTTLE_MS') || 0)
  const throttleMs = Number.isFinite(throttle) && throttle > 0 ? throttle : 0
  switch (provider) {
    case 'emailjs':
      return { provider, emailjs: readEmailConfig((name) => setting(env, name), pageOrigin, outbox), throttleMs }
    case 'formspree': {
      const id = setting(env, 'VITE_FORMSPREE_FORM_ID')
      if (outbox) return { provider, url: `${pageOrigin}${OUTBOX_ROUTES.formspree}`, throttleMs }
      return { provider, url: id ? `${origin(env, 'VITE_FORMSPREE_ORIGIN', FORMSPREE_ORIGIN)}/f/${encodeURIComponent(id)}` : '', throttleMs }
    }
    case 'web3forms': {
      if (outbox) return { provider, url: `${pageOrigin}${OUTBOX_ROUTES.web3forms}`, accessKey: LOCAL_OUTBOX_KEY, throttleMs }
      const accessKey = setting(env, 'VITE_WEB3FORMS_ACCESS_KEY')
      return { provider, url: accessKey ? `${origin(env, 'VITE_WEB3FORMS_ORIGIN', WEB3FORMS_ORIGIN)}/submit` : '', accessKey, throttleMs }
    }
    case 'netlify':
      return { provider, url: basePath, throttleMs }
    case 'endpoint':
      return { provider, url: outbox ? `${pageOrigin}${OUTBOX_ROUTES.endpoint}` : setting(env, 'VITE_CONTACT_ENDPOINT'), throttleMs }
    case 'mailto':
      return { provider }
  }
}

/** The origin of an address, or undefined where it has none of its own (a path on the site, nothing). */
function originOf(address: string): string | undefined {
  return /^https?:\/\//i.test(address) && URL.canParse(address) ? new URL(address).origin : undefined
}

/**
 * What the page's policy must let through for this service: where it connects (connect-src) and
 * where the form may post (form-action). The site itself is always allowed besides (see
 * builder/security-headers.ts): 'self' is where a plain post comes back to.
 */
export function contactPolicySources(config: ContactConfig): { connect: string[]; formAction: string[] } {
  if (config.provider === 'emailjs') return { connect: [config.emailjs.origin], formAction: [] }
  // Netlify takes posts at the site itself; mailto connects nowhere.
  if (config.provider === 'netlify' || config.provider === 'mailto') return { connect: [], formAction: [] }
  const service = originOf(config.url) ?? "'self'"
  // Only Formspree and Web3Forms take a plain post (nativePost).
  return { connect: [service], formAction: config.provider === 'endpoint' ? [] : [service] }
}

/**
 * The prerendered form's plain post, for visitors without JavaScript (or whose scripts failed), to
 * services that take one: where it posts, and the fields it adds to what the visitor typed. The
 * honeypot field takes the name the service discards submissions by. `pageUrl` is the site's
 * public address and `pagePath` the page's path in it (a language's, like `es/`): where the
 * visitor comes back to.
 */
export interface NativePost {
  action: string
  hidden: Record<string, string>
  honeypot: string
  /** Attributes Netlify's deploy-time form detection reads. */
  attributes?: Record<string, string>
}

export function nativePost(config: ContactConfig, { pageUrl, subject, pagePath = '' }: { pageUrl: string; subject: string; pagePath?: string }): NativePost | undefined {
  if (config.provider !== 'emailjs' && config.provider !== 'mailto' && !config.url) return undefined
  switch (config.provider) {
    // https://help.formspree.io/hc/en-us/articles/360062302854-Special-Fields: `email` becomes the
    // Reply-To, `_subject` the subject, a filled `_gotcha` marks spam. The redirect back (`_next`, or
    // the form's settings) is a paid-plan feature: on the free plan Formspree's thank-you page links back.
    case 'formspree':
      return { action: config.url, hidden: { _subject: subject }, honeypot: '_gotcha' }
    // https://docs.web3forms.com/getting-started/api-reference: `access_key`, `subject`, `botcheck`
    // (spam when filled) and `redirect`, the address the visitor is sent to once the message is in.
    case 'web3forms':
      return {
        action: config.url,
        hidden: { access_key: config.accessKey, subject, redirect: `${pageUrl}${pagePath}#${SENT_FRAGMENT}` },
        honeypot: 'botcheck',
      }
    // https://docs.netlify.com/forms/setup/: the form's `name` and `data-netlify` mark it for
    // deploy-time detection, `data-netlify-honeypot` names the trap field (Netlify reads its
    // attributes with or without `data-`; HTML allows only custom attributes that have it),
    // `form-name` routes a post to the form, and `action` is the page shown after it.
    case 'netlify':
      return {
        action: `${config.url}${pagePath}#${SENT_FRAGMENT}`,
        hidden: { 'form-name': NETLIFY_FORM_NAME },
        honeypot: 'website',
        attributes: { name: NETLIFY_FORM_NAME, 'data-netlify': 'true', 'data-netlify-honeypot': 'website' },
      }
    default:
      return undefined
  }
}
