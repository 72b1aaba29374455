/**
 * The EmailJS settings, fixed at build time from VITE_EMAILJS_* (see .env.example; the rate limit,
 * the same for every service, is contact-config.ts's). In the local outbox (`npm run dev` and
 * `npm start` without keys) the same local server answers the EmailJS API and writes each message
 * to a file.
 */
export interface EmailConfig {
  publicKey: string
  serviceId: string
  templateId: string
  /** API origin, without a trailing slash. */
  origin: string
}

export const EMAILJS_ORIGIN = 'https://api.emailjs.com'
export const LOCAL_OUTBOX_KEY = 'local-outbox'

/** The keys and origin; `outbox` points them at the local outbox on the page's own server. */
export function readEmailConfig(text: (name: string) => string, pageOrigin: string, outbox: boolean): EmailConfig {
  if (outbox) return { publicKey: LOCAL_OUTBOX_KEY, serviceId: LOCAL_OUTBOX_KEY, templateId: LOCAL_OUTBOX_KEY, origin: pageOrigin }
  return {
    publicKey: text('VITE_EMAILJS_PUBLIC_KEY'),
    serviceId: text('VITE_EMAILJS_SERVICE_ID'),
    templateId: text('VITE_EMAILJS_TEMPLATE_ID'),
    origin: (text('VITE_EMAILJS_ORIGIN') || EMAILJS_ORIGIN).replace(/\/+$/, ''),
  }
}
