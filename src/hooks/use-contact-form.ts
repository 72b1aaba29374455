import { useEffect, useRef, useState, type FormEvent } from 'react'
import { SENT_FRAGMENT } from '../lib/contact-config.ts'
import type { SendResult } from '../lib/email.ts'
import { yieldToBrowser } from '../lib/yield-to-browser.ts'
import type { ContactDraft } from '../lib/send-message.ts'
import { useContactDraft } from './use-contact-draft.ts'

export type SendStatus = 'idle' | 'success' | 'handed-over' | 'error'
export type SendContactMessage = (draft: ContactDraft) => Promise<SendResult>

/**
 * The contact form's state machine: on submit the sending flag goes on and
 * the status resets to idle; success clears the draft, failure keeps it and logs the reason;
 * the flag always goes off at the end. One send at a time, however fast the submits come.
 * A filled honeypot (a field only bots see) is answered with success and nothing is sent.
 * A message handed over to the visitor's mail program (mailto) keeps the draft: it is not sent
 * until they send it there. A page reached back from a plain post (the form without JavaScript)
 * at SENT_FRAGMENT shows the success notice once.
 */
export function useContactForm(send: SendContactMessage) {
  const { draft, update, clear } = useContactDraft()
  const [honeypot, setHoneypot] = useState('')
  const [status, setStatus] = useState<SendStatus>('idle')
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)

  useEffect(() => {
    if (window.location.hash !== `#${SENT_FRAGMENT}`) return
    // After hydration, which must match the prerendered (idle) form: the address is the browser's, not the build's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus('success')
    // The message went out as a plain post: a draft from before is sent, as after any other success.
    clear()
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    setStatus('idle')
    try {
      // The button says "Sending" on screen before the request is built and sent, in a task after that frame.
      await yieldToBrowser()
      const result: SendResult = honeypot ? { ok: true } : await send(draft)
      if (result.ok && result.handedOver) {
        setStatus('handed-over')
      } else if (result.ok) {
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
