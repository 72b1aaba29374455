/**
 * The EmailJS settings, fixed at build time from VITE_EMAILJS_* (see .env.example; the rate limit
 * is read with the other services' in contact-config.ts). In the local outbox (`npm run dev` and
 * `npm start` without keys) the same local server answers the EmailJS API and writes each message
 * to a file.
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

/** The keys and origin; `outbox` points them at the local outbox on the page's own server. */
export function readEmailConfig(text: (name: string) => string, pageOrigin: string, outbox: boolean): Omit<EmailConfig, 'throttleMs'> {
  if (outbox) return { publicKey: LOCAL_OUTBOX_KEY, serviceId: LOCAL_OUTBOX_KEY, templateId: LOCAL_OUTBOX_KEY, origin: pageOrigin }
  return {
    publicKey: text('VITE_EMAILJS_PUBLIC_KEY'),
    serviceId: text('VITE_EMAILJS_SERVICE_ID'),
    templateId: text('VITE_EMAILJS_TEMPLATE_ID'),
    origin: (text('VITE_EMAILJS_ORIGIN') || EMAILJS_ORIGIN).replace(/\/+$/, ''),
  }
}
