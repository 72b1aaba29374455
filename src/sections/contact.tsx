import { ContactRound } from 'lucide-react'
import { AvailabilityBadge } from '../components/availability.tsx'
import { Breakable } from '../components/breakable.tsx'
import { ContactForm } from '../components/contact-form.tsx'
import { ExternalLink } from '../components/external-link.tsx'
import { iconButton } from '../components/button-styles.ts'
import { ContentIcon } from '../components/icon.tsx'
import { Reveal } from '../components/reveal.tsx'
import { Section } from '../components/section.tsx'
import type { ContactItem, Content, Labels } from '../content/schema.ts'
import type { SendContactMessage } from '../hooks/use-contact-form.ts'
import { REVEAL } from '../lib/constants.ts'
import type { SectionId } from '../content/sections.ts'
import type { ContactConfig } from '../lib/contact-config.ts'
import { contactConfig, preloadContactCode, renderedNativePost, sendContactMessage } from '../lib/send-message.ts'
import type { PageSectionProps } from '../components/section.tsx'
import { assetUrl } from '../lib/asset.ts'
import { resumeFiles } from '../lib/resume-files.ts'

interface ContactProps {
  id: SectionId
  contact: Content['contact']
  ownerName: string
  ownerEmail: string
  availability?: Content['availability']
  /** The contact card's link, where the content switches it on. */
  vcard?: { label: string; href: string }
  labels: Labels
  /** How a message travels; by default to the owner through the build's delivery service (lib/send-message.ts). */
  send?: SendContactMessage
  /** The delivery service; by default the build's (VITE_CONTACT_PROVIDER, lib/contact-config.ts). */
  delivery?: ContactConfig
  /** The page's path in the site ('' or a language's, like `es/`): where a plain post brings the visitor back to. */
  pagePath?: string
}

const card = 'rounded-3xl border border-border bg-surface p-6 shadow-card sm:p-8'

export function Contact({ id, contact, ownerName, ownerEmail, availability, vcard, labels, send, delivery, pagePath }: ContactProps) {
  const { delays, duration } = REVEAL
  const recipient = { ownerName, ownerEmail, subject: labels.mailSubject }
  const deliver: SendContactMessage = send ?? ((draft) => sendContactMessage(draft, recipient, delivery ?? contactConfig()))
  const preload = () => preloadContactCode(delivery ?? contactConfig())
  return (
    <Section id={id} title={contact.heading} intro={contact.intro}>
      {/* One column on small screens whose width is the screen's: a long e-mail address wraps instead of widening it. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
        <Reveal delay={delays.second} duration={duration.block} className="lg:col-span-3 print:hidden">
          <div className={card}>
            <h3 className="text-xl font-bold tracking-tight">{contact.formTitle}</h3>
            <div className="mt-6">
              <ContactForm ownerEmail={ownerEmail} labels={labels} send={deliver} preload={preload} nativePost={renderedNativePost(labels.mailSubject, delivery, pagePath)} />
            </div>
          </div>
        </Reveal>

        <div className="flex flex-col gap-8 lg:col-span-2">
          {/* Without contact items there is nothing to get in touch by but the form: no empty card. */}
          {contact.items.length > 0 && (
            <div className={card}>
              <Reveal delay={delays.third} duration={duration.block}>
                <h3 className="text-xl font-bold tracking-tight">{contact.detailsTitle}</h3>
              </Reveal>
              <ul className="mt-6 space-y-3">
                {contact.items.map((item, index) => (
                  <li key={item.label}>
                    <Reveal delay={delays.contactItemBase + delays.contactItemStep * index} duration={duration.block}>
                      <ContactRow item={item} />
                    </Reveal>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <Reveal delay={delays.last} duration={duration.block} className={`${card} bg-linear-to-br from-accent-soft to-surface`}>
            <h3 className="text-xl font-bold tracking-tight">{contact.workTogether.title}</h3>
            {availability && <AvailabilityBadge availability={availability} className="mt-4" />}
            <p className="mt-3 text-muted">{contact.workTogether.text}</p>
            <div className="mt-5 flex flex-wrap gap-3 print:hidden">
              {contact.workTogether.links.map((link) => (
                <ExternalLink key={link.url} href={link.url} me aria-label={link.label} className={iconButton}>
                  <ContentIcon name={link.icon} className="size-5" />
                </ExternalLink>
              ))}
            </div>
            {vcard && (
              <a href={vcard.href} download className="mt-5 print:hidden inline-flex min-h-11 items-center gap-2 rounded-3xl border border-border bg-surface px-5 py-2 font-semibold text-foreground transition hover:border-accent hover:text-accent">
                <ContactRound className="size-4 shrink-0" aria-hidden="true" />
                {vcard.label}
              </a>
            )}
          </Reveal>
        </div>
      </div>
    </Section>
  )
}

function ContactRow({ item }: { item: ContactItem }) {
  const row = 'flex items-start gap-4 rounded-2xl p-2 -m-2'
  const body = (
    <>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <ContentIcon name={item.icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-muted">{item.label}</span>
        <span className="block font-semibold text-foreground hyphens-manual">
          <Breakable text={item.value} kind="address" />
        </span>
      </span>
    </>
  )
  if (!item.link) return <div className={row}>{body}</div>
  return (
    <ExternalLink href={item.link} me className={`${row} transition-colors hover:bg-surface-muted`}>
      {body}
    </ExternalLink>
  )
}

/** The section as the page renders it, from the page's content (content/sections.ts). */
export default function ContactSection({ id, content, send, pagePath }: PageSectionProps) {
  const { owner, vcard } = content
  return (
    <Contact
      id={id}
      contact={content.contact}
      ownerName={owner.name}
      ownerEmail={owner.email}
      availability={content.availability}
      vcard={vcard && { label: vcard.label, href: assetUrl(resumeFiles(content, pagePath).vcard) }}
      labels={content.labels}
      send={send}
      pagePath={pagePath}
    />
  )
}
