/**
 * The client of every delivery service but EmailJS (whose SDK is email.ts's): one request per
 * message, shaped as each service's public documentation asks, and every outcome as a result.
 * It loads on demand, like the SDK, when the visitor reaches the form.
 */
import type { ContactConfig } from './contact-config.ts'
import { NETLIFY_FORM_NAME } from './contact-config.ts'
import type { SendResult } from './email.ts'

/** A visitor's message, with what each service's request needs besides. */
export interface ContactMessage {
  email: string
  message: string
  ownerName: string
  /** The subject of the mail the owner receives. */
  subject: string
}

/** A service's answer that is not a delivery: its status and what it said, as the EmailJS SDK reports its own. */
export interface ServiceRefusal {
  status: number
  text: string
}

export type FetchService = Exclude<ContactConfig, { provider: 'emailjs' } | { provider: 'mailto' }>

const jsonPost = (body: object): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })

/** The one request a message becomes, per service. */
export function requestFor(config: FetchService, message: ContactMessage): { url: string; init: RequestInit } {
  switch (config.provider) {
    // https://help.formspree.io/articles/building-your-form/submit-forms-with-javascript-ajax: a post
    // to the form's address with `Accept: application/json` is answered with JSON instead of the
    // thank-you page. The body is the plain form post's (a form-encoded body and the Accept header
    // are a CORS "simple" request: no preflight round trip). Fields: see contact-config.ts.
    case 'formspree':
      return {
        url: config.url,
        init: { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams({ email: message.email, message: message.message, _subject: message.subject }) },
      }
    // https://docs.web3forms.com/getting-started/api-reference: JSON with the access key; `email`
    // becomes the Reply-To.
    case 'web3forms':
      return { url: config.url, init: jsonPost({ access_key: config.accessKey, subject: message.subject, email: message.email, message: message.message }) }
    // https://docs.netlify.com/forms/setup/ ("Submit JavaScript-rendered forms with AJAX"): a
    // form-encoded post to the site itself, with the form's name in `form-name`.
    case 'netlify':
      return {
        url: config.url,
        init: { method: 'POST', body: new URLSearchParams({ 'form-name': NETLIFY_FORM_NAME, email: message.email, message: message.message }) },
      }
    // The owner's own function: the contract in examples/contact-endpoint/README.md.
    case 'endpoint':
      return { url: config.url, init: jsonPost({ email: message.email, message: message.message, to_name: message.ownerName }) }
  }
}

/** Whether the service's answer means the message is in: a 2xx, and for Web3Forms `success: true` as well. */
async function delivered(config: FetchService, response: Response): Promise<boolean> {
  if (!response.ok) return false
  if (config.provider !== 'web3forms') return true
  try {
    return (JSON.parse(await response.clone().text()) as { success?: unknown }).success === true
  } catch {
    return false
  }
}

/**
 * Delivers one message. Resolves with { ok: false, error } for every failure: a missing setting
 * (nothing is sent anywhere then), a refusal (any status but 2xx, or Web3Forms' success: false)
 * and a network error. `signal` aborts the request: send-message.ts's timeout, so a late answer
 * changes nothing.
 */
export async function deliver(config: FetchService, message: ContactMessage, signal?: AbortSignal): Promise<SendResult> {
  if (!config.url) return { ok: false, error: new Error(`No address to send to: set the ${config.provider} settings (README, "Contact form")`) }
  const { url, init } = requestFor(config, message)
  try {
    const response = await fetch(url, { ...init, signal })
    if (!(await delivered(config, response))) {
      return { ok: false, error: { status: response.status, text: await response.text() } satisfies ServiceRefusal }
    }
    return { ok: true }
  } catch (error) {
    return { ok: false, error }
  }
}
