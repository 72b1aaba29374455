import { CircleAlert, CircleCheck, LoaderCircle, Send } from 'lucide-react'
import { useContactForm, type ContactDraft } from '../hooks/use-contact-form'
import { primaryButton } from './button-styles'

export interface ContactFormLabels {
  emailLabel: string
  messageLabel: string
  messagePlaceholder: string
  sendMessage: string
  sending: string
  sendSuccess: string
  sendFailure: string
}

interface ContactFormProps {
  /** The owner's address, shown as the email field's placeholder. */
  emailPlaceholder: string
  labels: ContactFormLabels
  send: (draft: ContactDraft) => Promise<void>
}

const field =
  'mt-2 block w-full rounded-xl border border-border bg-background px-4 py-3 text-foreground placeholder:text-muted/80 transition focus:border-accent focus:ring-4 focus:ring-accent/15 focus:outline-none'

export function ContactForm({ emailPlaceholder, labels, send }: ContactFormProps) {
  const { draft, update, status, sending, submit } = useContactForm(send)

  return (
    <form onSubmit={submit} className="space-y-5">
      <div>
        <label htmlFor="contact-email" className="text-sm font-semibold">
          {labels.emailLabel}
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={emailPlaceholder}
          value={draft.email}
          onChange={(event) => update('email', event.target.value)}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className="text-sm font-semibold">
          {labels.messageLabel}
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          placeholder={labels.messagePlaceholder}
          value={draft.message}
          onChange={(event) => update('message', event.target.value)}
          className={`${field} resize-y`}
        />
      </div>

      <button type="submit" disabled={sending} aria-disabled={sending} className={`${primaryButton} w-full sm:w-auto`}>
        {sending ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {labels.sending}
          </>
        ) : (
          <>
            <Send className="size-4" aria-hidden="true" />
            {labels.sendMessage}
          </>
        )}
      </button>

      {status === 'success' && (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-success/30 bg-success-soft px-4 py-3 text-sm font-medium text-success">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {labels.sendSuccess}
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className="flex items-start gap-2 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {labels.sendFailure}
        </p>
      )}
    </form>
  )
}
