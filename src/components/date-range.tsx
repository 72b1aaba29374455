import { formatPartialDate } from '../content/dates.ts'

interface DateRangeProps {
  start?: string
  end?: string
  lang: string
  /** Ends the range of something that goes on ("Present"); without it a start alone is shown alone. */
  present?: string
  className?: string
}

/**
 * A date as the build's Node wrote it. The browser's own date names may differ by a letter
 * (en-GB's "Sep" or "Sept", by ICU version): the prerendered text stays, rather than a mismatch.
 */
const Time = ({ value, lang }: { value: string; lang: string }) => (
  <time dateTime={value} suppressHydrationWarning>
    {formatPartialDate(value, lang)}
  </time>
)

/** A span of dates in the page's language ("Mar 2021 – Present"), each a <time> machines read. */
export function DateRange({ start, end, lang, present, className }: DateRangeProps) {
  const only = start === end ? start : !start ? end : !end ? start : undefined
  if (only) {
    const open = Boolean(start && !end && present)
    return (
      <p className={className}>
        <Time value={only} lang={lang} />
        {open && ` – ${present}`}
      </p>
    )
  }
  if (!start || !end) return null
  return (
    <p className={className}>
      <Time value={start} lang={lang} /> – <Time value={end} lang={lang} />
    </p>
  )
}
