import { nativePost, readContactConfig, type ContactConfig, type NativePost } from './contact-config.ts'
import type { ContactMessage } from './delivery.ts'
import { preloadEmailSdk, sendEmail, type SendResult } from './email.ts'
import { lazyModule } from './lazy-module.ts'
import { mailtoHref, openMailProgram } from './mailto.ts'
import { readStorage, writeStorage } from './storage.ts'

/** How long a send waits for the service's answer. */
export const SEND_TIMEOUT_MS = 15_000

/** When this browser last delivered a message, for the rate limit (VITE_CONTACT_THROTTLE_MS). */
export const LAST_SENT_KEY = 'portfolio-contact-sent-at'

class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from the delivery service within ${ms / 1000} s`)
    this.name = 'SendTimeoutError'
  }
}

export interface ContactDraft {
  email: string
  message: string
}

/** The owner's side of a message: who it goes to, and the subject it carries. */
export interface ContactRecipient {
  ownerName: string
  ownerEmail: string
  subject: string
}

/** The build's delivery service (VITE_CONTACT_PROVIDER and its settings: contact-config.ts). */
export function contactConfig(): ContactConfig {
  return readContactConfig(import.meta.env, window.location.origin, import.meta.env.BASE_URL)
}

/**
 * The prerendered form's plain post for the build's service, the same on the server and in the
 * browser (the page hydrates what the build wrote). The local outbox's addresses are the page's own paths.
 */
export function renderedNativePost(subject: string, config: ContactConfig = readContactConfig(import.meta.env, '', import.meta.env.BASE_URL), pagePath = ''): NativePost | undefined {
  return nativePost(config, { pageUrl: import.meta.env.VITE_PORTFOLIO_SITE_URL ?? import.meta.env.BASE_URL, subject, pagePath })
}

const loadDelivery = lazyModule(() => import('./delivery.ts'))

/**
 * Starts loading the chosen service's client code (on the form's first focus), so that a send
 * does not wait for it; mailto has none.
 */
export function preloadContactCode(config: ContactConfig = contactConfig()): void {
  if (config.provider === 'mailto') return
  const loading = config.provider === 'emailjs' ? preloadEmailSdk() : loadDelivery()
  loading.catch(() => {}) // the send reports a failed download
}

/**
 * Why a message does not go out at all: the browser says it is offline (the request would only
 * fail later), or the rate limit's wait since the last delivered message is not over.
 */
function refusalBeforeSending(throttleMs: number): SendResult | undefined {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { ok: false, error: new Error('The browser is offline; nothing was sent') }
  const lastSent = Number(readStorage(LAST_SENT_KEY))
  if (throttleMs > 0 && lastSent > 0 && Date.now() - lastSent < throttleMs) {
    return { ok: false, error: new Error(`One message per ${throttleMs / 1000} s from this browser; nothing was sent`) }
  }
  return undefined
}

/**
 * The send's result, or a SendTimeoutError once SEND_TIMEOUT_MS has passed without one. The
 * signal aborts then: fetch drops its request; the EmailJS SDK takes no signal, and its late
 * answer is ignored.
 */
async function withinTimeout(send: (signal: AbortSignal) => Promise<SendResult>): Promise<SendResult> {
  const abort = new AbortController()
  const timedOut = new Promise<SendResult>((resolve) => abort.signal.addEventListener('abort', () => resolve({ ok: false, error: abort.signal.reason })))
  const timer = setTimeout(() => abort.abort(new SendTimeoutError(SEND_TIMEOUT_MS)), SEND_TIMEOUT_MS)
  try {
    return await Promise.race([send(abort.signal), timedOut])
  } catch (error) {
    return { ok: false, error }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends a visitor's message to the owner through the build's service: EmailJS (the payload its
 * template reads: from_email, message, to_name), the visitor's mail program (mailto: at once,
 * in the task of their press, with nothing to download), or another (delivery.ts). Every service
 * but mailto keeps the same rules: nothing goes out offline or within the rate limit, only a
 * delivered message counts toward it, and no answer is awaited past the timeout.
 */
export async function sendContactMessage(draft: ContactDraft, recipient: ContactRecipient, config: ContactConfig = contactConfig()): Promise<SendResult> {
  if (config.provider === 'mailto') {
    openMailProgram(mailtoHref(recipient.ownerEmail, recipient.subject, draft.message))
    return { ok: true, handedOver: true }
  }
  const refused = refusalBeforeSending(config.throttleMs)
  if (refused) return refused
  const result = await withinTimeout(async (signal) => {
    if (config.provider === 'emailjs') return sendEmail({ from_email: draft.email, message: draft.message, to_name: recipient.ownerName }, config.emailjs)
    const message: ContactMessage = { ...draft, ownerName: recipient.ownerName, subject: recipient.subject }
    const { deliver } = await loadDelivery()
    return deliver(config, message, signal)
  })
  if (result.ok && config.throttleMs > 0) writeStorage(LAST_SENT_KEY, String(Date.now()))
  return result
}
