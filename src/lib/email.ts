/**
 * The one module that talks to the EmailJS SDK (@emailjs/browser 4.4.1). The SDK is loaded on
 * demand, so it is not part of the first page load, and every outcome comes back as a result.
 */
import type { EmailConfig } from './email-config.ts'
import { lazyModule } from './lazy-module.ts'

/** The outgoing mail payload, as the owner's EmailJS template reads it (README, "Contact form"). */
export interface MessagePayload {
  from_email: string
  message: string
  to_name: string
}

/** A delivered message; `handedOver` when the visitor's own mail program is to send it (mailto). */
export type SendResult = { ok: true; handedOver?: boolean } | { ok: false; error: unknown }

/** Loads the SDK; called on the form's first focus, so that a send does not wait for it. */
export const preloadEmailSdk = lazyModule(() => import('@emailjs/browser'))

/**
 * Sends one message. Resolves with { ok: false, error } for every failure: missing keys, the
 * SDK's own rejections (451, 403), HTTP errors and network errors. The offline check, the rate
 * limit and the timeout are send-message.ts's, the same for every service; the SDK's own rate
 * limit stays off.
 */
export async function sendEmail(payload: MessagePayload, config: EmailConfig): Promise<SendResult> {
  try {
    const { init, send } = await preloadEmailSdk()
    init({ publicKey: config.publicKey }, config.origin)
    await send(config.serviceId, config.templateId, { ...payload }, { publicKey: config.publicKey })
    return { ok: true }
  } catch (error) {
    return { ok: false, error }
  }
}
