import { ArrowUpRight, MapPin } from 'lucide-react'
import { DateRange } from './date-range.tsx'
import { ExternalLink } from './external-link.tsx'
import { KeywordList } from './keyword-list.tsx'
import type { PrintedEntry } from '../content/resume-schemas.ts'

/**
 * One dated entry of a timeline, a role paid or not, in the shape the résumé's PDF prints it:
 * where (the company or organisation) is always given, and its detail is the place.
 */
type TimelineEntry = PrintedEntry & {
  /** Unique within its timeline. */
  key: string
  at: NonNullable<PrintedEntry['at']>
  /** What the company or organisation is, beside its name. */
  about?: string
  /** The keyword list's name for screen readers. */
  keywordsLabel?: string
}

interface TimelineProps {
  entries: TimelineEntry[]
  lang: string
  /** The word that ends the dates of an entry that goes on. */
  present: string
}

/**
 * Dated entries in the owner's order, on a line; an entry that goes on (no end date) has its dot
 * filled. The entries are text and are not skipped one by one, as the pictured project cards are.
 */
export function Timeline({ entries, lang, present }: TimelineProps) {
  return (
    <ol className="relative mx-auto max-w-3xl space-y-8 border-s-2 border-border ps-5 sm:ps-10" data-testid="timeline">
      {entries.map((entry) => (
        <li key={entry.key} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-7 -start-[calc(1.25rem+7px)] size-3 rounded-full ring-4 ring-background sm:-start-[calc(2.5rem+7px)] ${
              entry.endDate || !entry.startDate ? 'bg-border' : 'bg-linear-to-br from-brand-from to-brand-to'
            }`}
          />
          <article className="min-w-0 rounded-3xl border border-border bg-surface p-5 shadow-card sm:p-7">
            <DateRange start={entry.startDate} end={entry.endDate} lang={lang} present={present} className="text-sm font-semibold text-accent tabular-nums" />
            <h3 className="mt-2 text-xl font-bold tracking-tight">{entry.title}</h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
              {entry.at.url ? (
                <ExternalLink href={entry.at.url} className="inline-flex min-h-6 items-center gap-1 font-semibold text-foreground underline-offset-4 hover:text-accent hover:underline">
                  {entry.at.name}
                  <ArrowUpRight className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
                </ExternalLink>
              ) : (
                <span className="font-semibold text-foreground">{entry.at.name}</span>
              )}
              {entry.about && <span className="text-sm">{entry.about}</span>}
              {entry.detail && (
                <span className="inline-flex min-w-0 items-center gap-1 text-sm">
                  <MapPin className="size-4 shrink-0" aria-hidden="true" />
                  {entry.detail}
                </span>
              )}
            </p>
            {entry.summary && <p className="mt-4 leading-relaxed text-muted">{entry.summary}</p>}
            {entry.bullets && entry.bullets.length > 0 && (
              <ul className="mt-4 list-disc space-y-1.5 ps-5 text-muted marker:text-accent">
                {entry.bullets.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            )}
            {entry.keywords && entry.keywords.length > 0 && <KeywordList keywords={entry.keywords} label={entry.keywordsLabel ?? ''} className="mt-5" />}
          </article>
        </li>
      ))}
    </ol>
  )
}
