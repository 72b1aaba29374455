import { useRef, type ReactNode } from 'react'
import { useReveal } from '../hooks/use-reveal.ts'
import { REVEAL } from '../lib/constants.ts'
import type { Content } from '../content/schema.ts'
import { sectionById, type SectionId } from '../content/sections.ts'
import type { SendContactMessage } from '../hooks/use-contact-form.ts'
import { Reveal } from './reveal.tsx'

/**
 * What the page gives each section's component (the default export of src/sections/<module>.tsx,
 * content/sections.ts): its anchor and the page's content, and for the contact form how it sends.
 */
export interface PageSectionProps {
  id: SectionId
  content: Content
  /** How a contact message travels; the contact section's own unless given, as tests do. */
  send?: SendContactMessage
  /** The page's path in the site ('' or a language's, like `es/`). */
  pagePath?: string
}

interface SectionProps {
  id: SectionId
  title: string
  intro?: string
  className?: string
  children: ReactNode
}

/** A page section with its heading and intro; fades in the first time it is seen, unless it was on screen when its code took over (hooks/use-reveal.ts). */
export function Section({ id, title, intro, className = '', children }: SectionProps) {
  const ref = useRef<HTMLElement>(null)
  // Its share that must be visible before it fades in, as the registry gives it.
  const { waiting, seen } = useReveal(ref, sectionById(id)?.reveal ?? 0)
  const headingId = `${id}-heading`

  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      data-reveal-waiting={waiting ? '' : undefined}
      data-in-view={seen ? '' : undefined}
      className={`py-20 sm:py-28 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <Reveal delay={REVEAL.delays.first} duration={REVEAL.duration.heading} className="mx-auto mb-12 max-w-2xl text-center sm:mb-16">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <div aria-hidden="true" className="mx-auto mt-4 h-1 w-14 rounded-full bg-linear-to-r from-brand-from to-brand-to" />
          {intro && <p className="mt-5 text-lg text-pretty text-muted">{intro}</p>}
        </Reveal>
        {children}
      </div>
    </section>
  )
}
