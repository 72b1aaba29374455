/**
 * What the page would ask Intl in the browser, answered by the build: its content's dates and its
 * numbers' digits, in its language. The browser's first Intl question on a page sets up its
 * language data in one piece, 140–310 ms with the CPU slowed 4× in Chromium 156, whatever the
 * question (docs/decisions/languages.md). A built page is handed its answers before it renders
 * (builder/plugins/translations-plugin.ts writes them into its content loader) and asks nothing;
 * elsewhere (the build itself, tests, development) Intl answers as asked.
 */

export interface IntlAnswers {
  /** The language's digits, zero to nine, as it writes its numbers ("٠" to "٩" in Arabic). */
  digits: string[]
  /** Each date of the content (a JSON Resume date: 2021, 2021-03, 2021-03-15) as the language writes it. */
  dates: Record<string, string>
}

const known = new Map<string, IntlAnswers>()

/** The build's answers for a page's language (builder/plugins/translations-plugin.ts). */
export function knowIntlAnswers(tag: string, answers: IntlAnswers): void {
  known.set(tag, answers)
}

/** The date as the build wrote it, where it did. */
export const knownDate = (value: string, lang: string): string | undefined => known.get(lang)?.dates[value]

/** A whole number as the language writes it, without grouping: a year (2026, ٢٠٢٦), a slide's place. */
export function formatInteger(value: number, lang: string): string {
  const digits = known.get(lang)?.digits
  if (digits && Number.isSafeInteger(value) && value >= 0) return String(value).replace(/\d/g, (digit) => digits[Number(digit)] ?? digit)
  return new Intl.NumberFormat(lang || undefined, { useGrouping: false }).format(value)
}
