import type { LucideIcon } from 'lucide-react'
import type { SectionId } from '../content/sections.ts'
import { REVEAL } from '../lib/constants.ts'
import { DateRange } from './date-range.tsx'
import { ExternalLink } from './external-link.tsx'
import { Reveal } from './reveal.tsx'
import { Section } from './section.tsx'

/** One card: a school, an award, a certificate, a publication. */
export interface RecordCard {
  /** Unique within its list. */
  key: string
  title: string
  /** Where the title links to, in a new tab. */
  url?: string
  /** The line under the title: a degree, who gave the award, who published it. */
  subtitle?: string
  startDate?: string
  endDate?: string
  /** A small line under the dates: a grade. */
  detail?: string
  summary?: string
  /** Small labels at the card's foot: courses. */
  tags?: readonly string[]
}

interface RecordCardsProps {
  cards: RecordCard[]
  /** The picture in each card's badge, which says what kind of record it is. */
  icon: LucideIcon
  lang: string
}

interface RecordSectionProps extends RecordCardsProps {
  id: SectionId
  block: { heading: string; intro?: string }
}

/** A résumé section whose entries are records (schools, awards, certificates, publications): its heading, then its cards. */
export function RecordSection({ id, block, ...cards }: RecordSectionProps) {
  return (
    <Section id={id} title={block.heading} intro={block.intro}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <RecordCards {...cards} />
      </Reveal>
    </Section>
  )
}

/**
 * Records as cards, each with its kind's badge, two a row from tablets up; one alone is centred.
 * Every field but the title may be missing: a card keeps its shape with the title alone.
 */
export function RecordCards({ cards, icon: Icon, lang }: RecordCardsProps) {
  const single = cards.length === 1
  return (
    <ul className={`grid gap-6 ${single ? 'mx-auto max-w-xl' : 'md:grid-cols-2'}`}>
      {cards.map((card) => (
        <li key={card.key} className="flex min-w-0 gap-4 rounded-3xl border border-border bg-surface p-6 shadow-card sm:p-7">
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-brand-from to-brand-to text-white print:hidden">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="text-lg font-bold tracking-tight">
              {card.url ? (
                <ExternalLink href={card.url} className="underline-offset-4 hover:text-accent hover:underline">
                  {card.title}
                </ExternalLink>
              ) : (
                card.title
              )}
            </h3>
            {card.subtitle && <p className="mt-1 font-medium text-foreground">{card.subtitle}</p>}
            <DateRange start={card.startDate} end={card.endDate} lang={lang} className="mt-1 text-sm font-semibold text-accent tabular-nums" />
            {card.detail && <p className="mt-2 text-sm text-muted">{card.detail}</p>}
            {card.summary && <p className="mt-3 leading-relaxed text-muted">{card.summary}</p>}
            {card.tags && card.tags.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2">
                {card.tags.map((tag) => (
                  <li key={tag} className="rounded-lg border border-border px-2.5 py-1 text-xs text-foreground">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
