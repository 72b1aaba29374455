import { Languages as LanguagesIcon } from 'lucide-react'
import { Reveal } from '../components/reveal.tsx'
import { Section, type PageSectionProps } from '../components/section.tsx'
import { REVEAL } from '../lib/constants.ts'

/** As wide as the cards need: one alone is a card's width, two or four make rows of two, more rows of three. */
function width(count: number): string {
  if (count === 1) return 'max-w-xs'
  if (count === 2) return 'max-w-xl'
  if (count === 4) return 'max-w-2xl'
  return 'max-w-4xl'
}

/** The languages the owner speaks, each with how well: cards of one width, as many a row as fit, centred. */
export default function Languages({ id, content }: PageSectionProps) {
  const { languages } = content
  if (!languages) return null
  return (
    <Section id={id} title={languages.heading} intro={languages.intro}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <ul className={`mx-auto grid ${width(languages.items.length)} grid-cols-[repeat(auto-fit,minmax(min(100%,14rem),1fr))] gap-4`}>
          {languages.items.map((spoken, index) => (
            <li key={`${index}-${spoken.language}`} className="flex min-w-0 items-center gap-3 rounded-2xl border border-border bg-surface px-5 py-4 shadow-card">
              <LanguagesIcon className="size-5 shrink-0 text-accent print:hidden" aria-hidden="true" />
              <p className="min-w-0">
                <span className="block font-bold tracking-tight">{spoken.language}</span>
                {spoken.fluency && <span className="block text-sm text-muted">{spoken.fluency}</span>}
              </p>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  )
}
