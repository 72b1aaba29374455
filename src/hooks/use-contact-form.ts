import { useRef, useState, type FormEvent } from 'react'
import type { SendResult } from '../lib/email.ts'
import { yieldToBrowser } from '../lib/yield-to-browser.ts'
import type { ContactDraft } from '../lib/send-message.ts'
import { useContactDraft } from './use-contact-draft.ts'

export type SendStatus = 'idle' | 'success' | 'error'
export type SendContactMessage = (draft: ContactDraft) => Promise<SendResult>

/**
 * The contact form's state machine: on submit the sending flag goes on and
 * the status resets to idle; success clears the draft, failure keeps it and logs the reason;
 * the flag always goes off at the end. One send at a time, however fast the submits come.
 * A filled honeypot (a field only bots see) is answered with success and nothing is sent.
 */
export function useContactForm(send: SendContactMessage) {
  const { draft, update, clear } = useContactDraft()
  const [honeypot, setHoneypot] = useState('')
  const [status, setStatus] = useState<SendStatus>('idle')
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    setStatus('idle')
    try {
      // The button says "Sending" before the request is built and sent, in a task of its own.
      await yieldToBrowser()
      const result: SendResult = honeypot ? { ok: true } : await send(draft)
      if (result.ok) {
        setStatus('success')
        clear()
      } else {
        console.error(result.error)
        setStatus('error')
      }
    } catch (error) {
      console.error(error)
      setStatus('error')
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return { draft, update, honeypot, setHoneypot, status, sending, submit }
}
