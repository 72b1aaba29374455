import { useRef, type ReactNode } from 'react'
import { useInViewOnce } from '../hooks/use-in-view.ts'
import { REVEAL } from '../lib/constants.ts'
import { RENDER_WHEN_NEAR_CLASS } from '../lib/loading-sequence.ts'
import { type SectionId } from '../content/page-shape.ts'
import { Reveal } from './reveal.tsx'

interface SectionProps {
  id: SectionId
  title: string
  intro?: string
  /** Share of the section that must be visible before it fades in. */
  threshold: number
  className?: string
  children: ReactNode
}

/** A page section with its heading and intro; marks itself in view the first time it is seen. */
export function Section({ id, title, intro, threshold, className = '', children }: SectionProps) {
  const ref = useRef<HTMLElement>(null)
  const inView = useInViewOnce(ref, threshold)
  const headingId = `${id}-heading`

  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      data-in-view={inView ? '' : undefined}
      className={`${RENDER_WHEN_NEAR_CLASS} py-20 sm:py-28 ${className}`}
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
