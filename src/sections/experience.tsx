import { ArrowUpRight, MapPin } from 'lucide-react'
import { DateRange } from '../components/date-range.tsx'
import { ExternalLink } from '../components/external-link.tsx'
import { KeywordList } from '../components/keyword-list.tsx'
import { Reveal } from '../components/reveal.tsx'
import { Section } from '../components/section.tsx'
import type { Content } from '../content/schema.ts'
import { type SectionId } from '../content/page-shape.ts'
import { REVEAL } from '../lib/constants.ts'

interface ExperienceProps {
  id: SectionId
  work: NonNullable<Content['work']>
  lang: string
  technologiesLabel: string
}

/**
 * The work history as a timeline, roles in the owner's order; the current one's dot is filled.
 * The section is skipped until it is near, as the others are; its roles are text and are not
 * skipped one by one, as the pictured project cards are.
 */
export function Experience({ id, work, lang, technologiesLabel }: ExperienceProps) {
  return (
    <Section id={id} title={work.heading} intro={work.intro} threshold={REVEAL.thresholds.resume}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <ol className="relative mx-auto max-w-3xl space-y-8 border-s-2 border-border ps-5 sm:ps-10" data-testid="timeline">
          {work.items.map((role) => (
            <li key={`${role.name}-${role.position}-${role.startDate}`} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-7 -start-[calc(1.25rem+7px)] size-3 rounded-full ring-4 ring-background sm:-start-[calc(2.5rem+7px)] ${
                  role.endDate ? 'bg-border' : 'bg-linear-to-br from-brand-from to-brand-to'
                }`}
              />
              <article className="min-w-0 rounded-3xl border border-border bg-surface p-5 shadow-card sm:p-7">
                <DateRange start={role.startDate} end={role.endDate} lang={lang} present={work.present} className="text-sm font-semibold text-accent tabular-nums" />
                <h3 className="mt-2 text-xl font-bold tracking-tight">{role.position}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
                  {role.url ? (
                    <ExternalLink href={role.url} className="inline-flex min-h-6 items-center gap-1 font-semibold text-foreground underline-offset-4 hover:text-accent hover:underline">
                      {role.name}
                      <ArrowUpRight className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
                    </ExternalLink>
                  ) : (
                    <span className="font-semibold text-foreground">{role.name}</span>
                  )}
                  {role.location && (
                    <span className="inline-flex min-w-0 items-center gap-1 text-sm">
                      <MapPin className="size-4 shrink-0" aria-hidden="true" />
                      {role.location}
                    </span>
                  )}
                </p>
                {role.summary && <p className="mt-4 leading-relaxed text-muted">{role.summary}</p>}
                {role.highlights && role.highlights.length > 0 && (
                  <ul className="mt-4 list-disc space-y-1.5 ps-5 text-muted marker:text-accent">
                    {role.highlights.map((highlight) => (
                      <li key={highlight}>{highlight}</li>
                    ))}
                  </ul>
                )}
                {role.keywords && role.keywords.length > 0 && (
                  <KeywordList keywords={role.keywords} label={`${role.position}, ${role.name}: ${technologiesLabel}`} className="mt-5" />
                )}
              </article>
            </li>
          ))}
        </ol>
      </Reveal>
    </Section>
  )
}
