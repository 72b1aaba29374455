import { nativePost, readContactConfig, type ContactConfig, type NativePost } from './contact-config.ts'
import type { ContactMessage } from './delivery.ts'
import { preloadEmailSdk, sendEmail, type SendResult } from './email.ts'
import { lazyModule } from './lazy-module.ts'
import { mailtoHref, openMailProgram } from './mailto.ts'

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
 * Sends a visitor's message to the owner through the build's service: EmailJS (the payload its
 * template reads: from_email, message, to_name), the visitor's mail program (mailto: at once,
 * in the task of their press, with nothing to download), or another (delivery.ts).
 */
export async function sendContactMessage(draft: ContactDraft, recipient: ContactRecipient, config: ContactConfig = contactConfig()): Promise<SendResult> {
  if (config.provider === 'emailjs') {
    return sendEmail({ from_email: draft.email, message: draft.message, to_name: recipient.ownerName }, config.emailjs)
  }
  if (config.provider === 'mailto') {
    openMailProgram(mailtoHref(recipient.ownerEmail, recipient.subject, draft.message))
    return { ok: true, handedOver: true }
  }
  const message: ContactMessage = { ...draft, ownerName: recipient.ownerName, subject: recipient.subject }
  try {
    const { deliver } = await loadDelivery()
    return await deliver(config, message)
  } catch (error) {
    return { ok: false, error }
  }
}
