import { Quote } from 'lucide-react'
import { Picture } from '../components/responsive-image.tsx'
import { Reveal } from '../components/reveal.tsx'
import { Section, type PageSectionProps } from '../components/section.tsx'
import { REVEAL } from '../lib/constants.ts'

/** The first letter of the first and the last word of a name: "Ada King Lovelace" is "AL". */
const initials = (name: string) => {
  const words = name.trim().split(/\s+/)
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => (word ? [...word][0]?.toUpperCase() : '')).join('')
}

/**
 * What others say of the owner, each a quote with who said it: their picture (their initials
 * without one, so a card without a picture looks the same), name and role. Two a row from
 * tablets up; one alone is centred.
 */
export default function References({ id, content }: PageSectionProps) {
  const { references } = content
  if (!references) return null
  const single = references.items.length === 1
  return (
    <Section id={id} title={references.heading} intro={references.intro}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <ul className={`grid gap-6 ${single ? 'mx-auto max-w-2xl' : 'md:grid-cols-2'}`}>
          {references.items.map((reference, index) => (
            <li key={`${index}-${reference.name}`} className="min-w-0">
              <figure className="flex h-full flex-col rounded-3xl border border-border bg-surface p-6 shadow-card sm:p-8">
                <Quote className="size-8 shrink-0 text-accent rtl:-scale-x-100 print:hidden" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-pretty">
                  <p>{reference.reference}</p>
                </blockquote>
                <figcaption className="mt-6 flex min-w-0 items-center gap-4">
                  {reference.photo ? (
                    // One flex item: the picture's <source> would otherwise take a gap of its own.
                    <span className="shrink-0 print:hidden">
                      <Picture image={{ src: reference.photo, alt: '' }} sizes="56px" className="size-14 rounded-full object-cover" />
                    </span>
                  ) : (
                    <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-from to-brand-to font-bold text-white print:hidden">
                      {initials(reference.name)}
                    </span>
                  )}
                  <span className="min-w-0">
                    <span className="block font-bold tracking-tight">{reference.name}</span>
                    {reference.role && <span className="block text-sm text-muted">{reference.role}</span>}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  )
}
