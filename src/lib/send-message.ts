import { readEmailConfig } from './email-config.ts'
import { sendEmail, type SendResult } from './email.ts'

export interface ContactDraft {
  email: string
  message: string
}

/** Sends a visitor's message to the owner (the payload the EmailJS template reads: from_email, message, to_name). */
export function sendContactMessage(draft: ContactDraft, ownerName: string): Promise<SendResult> {
  const config = readEmailConfig(import.meta.env, window.location.origin)
  return sendEmail({ from_email: draft.email, message: draft.message, to_name: ownerName }, config)
}
