import { CircleAlert, CircleCheck, LoaderCircle, Mail, Send } from 'lucide-react'
import { useRef } from 'react'
import { useContactForm, type SendContactMessage } from '../hooks/use-contact-form.ts'
import { useFormReady } from '../hooks/use-form-ready.ts'
import { SENT_FRAGMENT, type NativePost } from '../lib/contact-config.ts'
import { FORM_READY_ATTRIBUTE } from '../boot/names.ts'
import { mailtoHref } from '../lib/mailto.ts'
import { primaryButton } from './button-styles.ts'

export interface ContactFormLabels {
  emailLabel: string
  messageLabel: string
  messagePlaceholder: string
  sendMessage: string
  sending: string
  sendSuccess: string
  sendFailure: string
  sendFailureLink: string
  mailSubject: string
  honeypotLabel: string
  /** Shown once the visitor's mail program has the message (the mailto service); the content requires it then. */
  mailAppOpened?: string
}

interface ContactFormProps {
  /** The owner's address: the email field's placeholder and the direct route after a failure. */
  ownerEmail: string
  labels: ContactFormLabels
  send: SendContactMessage
  /** Starts loading the delivery service's code, on the form's first focus. */
  preload?: () => void
  /** The form's plain post, for a service that takes one (contact-config.ts): what a visitor without JavaScript sends. */
  nativePost?: NativePost
}

// The border is the field's only outline, so it uses the 3:1 input-border token; focus adds the page's ring.
// The placeholder is text too (4.5:1), so it is muted, not faded.
const field =
  'mt-2 block w-full rounded-xl border border-input-border bg-background px-4 py-3 text-foreground placeholder:text-muted transition focus:border-accent'
/**
 * What the visitor types sets its own direction (an address stays left to right on a right-to-left
 * page); an empty field keeps the page's, which `dir="auto"` would not, so its placeholder lines up
 * with its label.
 */
const typedDirection = (value: string) => (value ? 'auto' : undefined)

const notice = 'mt-5 flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-medium'

export function ContactForm({ ownerEmail, labels, send, preload, nativePost }: ContactFormProps) {
  const { draft, update, honeypot, setHoneypot, status, sending, submit } = useContactForm(send)
  const formRef = useRef<HTMLFormElement>(null)
  // What the visitor typed into the prerendered form before it came to life is theirs to send.
  const ready = useFormReady(formRef, (form) => {
    for (const field of ['email', 'message'] as const) {
      const typed = (form.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null)?.value
      if (typed) update(field, typed)
    }
  })
  // Until the attribute is there, the head script holds a submission back for the form to send itself.
  const readiness = { [FORM_READY_ATTRIBUTE]: ready ? '' : undefined }
  const directRoute = mailtoHref(ownerEmail, labels.mailSubject, draft.message)

  return (
    <form
      ref={formRef}
      {...readiness}
      {...(nativePost && { action: nativePost.action, method: 'post', ...nativePost.attributes })}
      onSubmit={submit}
      onFocus={preload}
      className="space-y-5"
    >
      {nativePost && Object.entries(nativePost.hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <div>
        <label htmlFor="contact-email" className="text-sm font-semibold">
          {labels.emailLabel}
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          dir={typedDirection(draft.email)}
          required
          autoComplete="email"
          placeholder={ownerEmail}
          readOnly={sending}
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
          dir={typedDirection(draft.message)}
          required
          rows={6}
          placeholder={labels.messagePlaceholder}
          readOnly={sending}
          value={draft.message}
          onChange={(event) => update('message', event.target.value)}
          className={`${field} resize-y`}
        />
      </div>

      {/* A trap for bots: hidden from people and assistive technology; a filled one sends nothing. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{labels.honeypotLabel}</label>
        <input
          id="contact-website"
          name={nativePost?.honeypot ?? 'website'}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      {/* The button and, below it, the notices, which add their own space only when they show. */}
      <div>
        <button type="submit" disabled={sending} className={`${primaryButton} w-full sm:w-auto`}>
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

        {/*
          Live regions are in the page from the start, empty while idle: screen readers announce
          the text that appears in them, which they may miss in a region mounted with its text.
        */}
        {/*
          Where a plain post (without JavaScript) comes back to: the success notice while it is the
          page's target, until the form's code takes over and shows its own.
        */}
        {nativePost && (
          <p id={SENT_FRAGMENT} className={`${notice} hidden [form:not([data-ready])_&:target]:flex border-success/30 bg-success-soft text-success`}>
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {labels.sendSuccess}
          </p>
        )}
        <div role="status">
          {status === 'handed-over' && (
            <p className={`${notice} border-success/30 bg-success-soft text-success`}>
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {labels.mailAppOpened}
            </p>
          )}
          {status === 'success' && (
            <p className={`${notice} border-success/30 bg-success-soft text-success`}>
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {labels.sendSuccess}
            </p>
          )}
        </div>
        <div role="alert">
          {status === 'error' && (
            <p className={`${notice} border-danger/30 bg-danger-soft text-danger`}>
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <TextWithLink text={labels.sendFailure} linkText={labels.sendFailureLink} href={directRoute} />
              </span>
            </p>
          )}
        </div>
      </div>
    </form>
  )
}

/** Renders `text` with the words `linkText` (which the content schema guarantees it holds) as a link. */
function TextWithLink({ text, linkText, href }: { text: string; linkText: string; href: string }) {
  const at = text.indexOf(linkText)
  return (
    <>
      {text.slice(0, at)}
      <a href={href} className="font-semibold underline underline-offset-2">
        {linkText}
      </a>
      {text.slice(at + linkText.length)}
    </>
  )
}
