/**
 * The one module that talks to the EmailJS SDK (@emailjs/browser 4.4.1). The SDK is loaded on
 * demand, so it is not part of the first page load, and every outcome comes back as a result.
 */
import type { EmailConfig } from './email-config.ts'
import { lazyModule } from './lazy-module.ts'
import { readStorage, writeStorage } from './storage.ts'

/** The outgoing mail payload, as the owner's EmailJS template reads it (README, "Contact form"). */
export interface MessagePayload {
  from_email: string
  message: string
  to_name: string
}

/** A delivered message; `handedOver` when the visitor's own mail program is to send it (mailto). */
export type SendResult = { ok: true; handedOver?: boolean } | { ok: false; error: unknown }

export const SEND_TIMEOUT_MS = 15_000
const RATE_LIMIT_ID = 'portfolio-contact'

/** Loads the SDK; called on the form's first focus, so that a send does not wait for it. */
export const preloadEmailSdk = lazyModule(() => import('@emailjs/browser'))

/**
 * The SDK's rate limit keeps the last send time here. init() replaces the SDK's storage with
 * whatever it is given (nothing, by default), which would silently switch the limit off, so
 * the same storage goes to init() and to every send().
 */
const storageProvider = {
  get: async (key: string) => readStorage(key),
  set: async (key: string, value: string) => writeStorage(key, value),
  remove: async (key: string) => writeStorage(key, null),
}

export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from the delivery service within ${ms / 1000} s`)
    this.name = 'SendTimeoutError'
  }
}

/** A browser that says it is offline: nothing is sent, the request would only fail later. */
export function offlineFailure(): SendResult | undefined {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? { ok: false, error: new Error('The browser is offline; nothing was sent') } : undefined
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Sends one message. Resolves with { ok: false, error } for every failure: offline, missing
 * keys, the SDK's own rejections (451, 403, 429), HTTP errors, network errors and no answer
 * within the timeout (a late answer is then ignored).
 */
export async function sendEmail(payload: MessagePayload, config: EmailConfig, timeoutMs = SEND_TIMEOUT_MS): Promise<SendResult> {
  const offline = offlineFailure()
  if (offline) return offline
  const lastSend = config.throttleMs > 0 ? readStorage(RATE_LIMIT_ID) : null
  const deliver = async () => {
    const { init, send } = await preloadEmailSdk()
    init({ publicKey: config.publicKey, storageProvider }, config.origin)
    const limitRate = config.throttleMs > 0 ? { id: RATE_LIMIT_ID, throttle: config.throttleMs } : undefined
    await send(config.serviceId, config.templateId, { ...payload }, { publicKey: config.publicKey, storageProvider, limitRate })
  }
  try {
    await withTimeout(deliver(), timeoutMs)
    return { ok: true }
  } catch (error) {
    // The SDK stamps the rate limit before its request goes out; a send that then fails must
    // not stop the visitor from trying again.
    if (config.throttleMs > 0) writeStorage(RATE_LIMIT_ID, lastSend)
    return { ok: false, error }
  }
}
