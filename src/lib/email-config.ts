/**
 * The EmailJS settings, fixed at build time from VITE_EMAILJS_* (see .env.example). In the local
 * outbox (`npm run dev` and `npm start` without keys) the same local server answers the EmailJS
 * API and writes each message to a file.
 */
export interface EmailConfig {
  publicKey: string
  serviceId: string
  templateId: string
  /** API origin, without a trailing slash. */
  origin: string
  /** Client-side rate limit between two sends, in ms; 0 is off (the default). */
  throttleMs: number
}

export const EMAILJS_ORIGIN = 'https://api.emailjs.com'
export const LOCAL_OUTBOX_KEY = 'local-outbox'

export function readEmailConfig(env: Record<string, string | boolean | undefined>, pageOrigin: string, outbox = env.VITE_CONTACT_LOCAL_OUTBOX === 'true'): EmailConfig {
  const text = (name: string) => {
    const value = env[name]
    return typeof value === 'string' ? value.trim() : ''
  }
  const throttle = Number(text('VITE_EMAILJS_THROTTLE_MS') || 0)
  const throttleMs = Number.isFinite(throttle) && throttle > 0 ? throttle : 0
  if (outbox) {
    return { publicKey: LOCAL_OUTBOX_KEY, serviceId: LOCAL_OUTBOX_KEY, templateId: LOCAL_OUTBOX_KEY, origin: pageOrigin, throttleMs }
  }
  return {
    publicKey: text('VITE_EMAILJS_PUBLIC_KEY'),
    serviceId: text('VITE_EMAILJS_SERVICE_ID'),
    templateId: text('VITE_EMAILJS_TEMPLATE_ID'),
    origin: (text('VITE_EMAILJS_ORIGIN') || EMAILJS_ORIGIN).replace(/\/+$/, ''),
    throttleMs,
  }
}
