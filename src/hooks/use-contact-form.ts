import { useRef, useState, type FormEvent } from 'react'

export type SendStatus = 'idle' | 'success' | 'error'

export interface ContactDraft {
  email: string
  message: string
}

const EMPTY_DRAFT: ContactDraft = { email: '', message: '' }

/**
 * The contact form's state machine (spec section 4): on submit the sending flag goes on and
 * the status resets to idle; success clears the draft, failure keeps it; the flag always
 * goes off at the end. One send at a time, however fast the submits come.
 */
export function useContactForm(send: (draft: ContactDraft) => Promise<void>) {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_DRAFT)
  const [status, setStatus] = useState<SendStatus>('idle')
  const [sending, setSending] = useState(false)
  const inFlight = useRef(false)

  const update = (field: keyof ContactDraft, value: string) => setDraft((current) => ({ ...current, [field]: value }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setSending(true)
    setStatus('idle')
    try {
      await send(draft)
      setStatus('success')
      setDraft(EMPTY_DRAFT)
    } catch (error) {
      console.error(error)
      setStatus('error')
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return { draft, update, status, sending, submit }
}
