/** What the contact form sends: the spec's outgoing mail payload (section 3). */
export interface MessagePayload {
  from_email: string
  message: string
  to_name: string
}

/**
 * Delivers a contact message. Resolves on success and rejects with the reason on any failure.
 * Delivery through the email service arrives with the contact issue; until then every send
 * fails loudly, so the visitor sees the failure notice and keeps what they typed.
 */
export async function sendMessage(payload: MessagePayload): Promise<void> {
  throw new Error(`Message delivery is not configured yet (message from ${payload.from_email} kept in the form)`)
}
