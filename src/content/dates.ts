import { knownDate } from './intl-answers.ts'

/**
 * The dates of the work history, as JSON Resume writes them: a year, a year and month, or a
 * full day (2021, 2021-03, 2021-03-15), each part after the year optional.
 */

export const PARTIAL_DATE = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/

export interface PartialDate {
  year: number
  /** 1 to 12, absent for a year alone. */
  month?: number
  day?: number
}

export function parsePartialDate(value: string): PartialDate | undefined {
  const match = PARTIAL_DATE.exec(value)
  if (!match) return undefined
  const [, year, month, day] = match
  const date: PartialDate = { year: Number(year) }
  if (month) date.month = Number(month)
  if (month && day) {
    // 2023-02-30 matches the pattern but is no day of the calendar.
    const last = new Date(Date.UTC(date.year, Number(month), 0)).getUTCDate()
    if (Number(day) > last) return undefined
    date.day = Number(day)
  }
  return date
}

/**
 * Whether `end` comes before `start`, compared at the coarser of the two precisions: a role
 * from 2021-03 to 2021 is fine (it ended in 2021), one from 2021-05 to 2021-03 is not.
 */
export function endsBeforeStart(start: string, end: string): boolean {
  const length = Math.min(start.length, end.length)
  return end.slice(0, length) < start.slice(0, length)
}

/** A date as the page's language writes it: "Mar 2021", "März 2021", "2021". */
export function formatPartialDate(value: string, lang: string): string {
  const known = knownDate(value, lang)
  if (known !== undefined) return known
  const date = parsePartialDate(value)
  if (!date) return value
  const format = date.month === undefined ? { year: 'numeric' as const } : { year: 'numeric' as const, month: 'short' as const }
  return new Intl.DateTimeFormat(lang, { ...format, timeZone: 'UTC' }).format(new Date(Date.UTC(date.year, (date.month ?? 1) - 1, 1)))
}
