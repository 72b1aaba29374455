import { describe, expect, it } from 'vitest'
import { endsBeforeStart, formatPartialDate, parsePartialDate } from './dates.ts'

describe('JSON Resume dates', () => {
  it('reads a year, a month and a day, each part after the year optional', () => {
    expect(parsePartialDate('2021')).toEqual({ year: 2021 })
    expect(parsePartialDate('2021-03')).toEqual({ year: 2021, month: 3 })
    expect(parsePartialDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
  })

  it.each(['21', '2021-13', '2021-3', '2021-03-32', '2023-02-29', 'March 2021', '2021-03-15T10:00', ''])('rejects %j', (value) => {
    expect(parsePartialDate(value)).toBeUndefined()
  })

  it('finds an end before the start at the coarser precision of the two', () => {
    expect(endsBeforeStart('2021-05', '2021-03')).toBe(true)
    expect(endsBeforeStart('2021', '2020-12')).toBe(true)
    expect(endsBeforeStart('2021-03', '2021')).toBe(false)
    expect(endsBeforeStart('2021-03-15', '2021-03')).toBe(false)
    expect(endsBeforeStart('2019', '2021-01-01')).toBe(false)
  })

  it("writes a month in the page's language and a year alone as a year", () => {
    expect(formatPartialDate('2021-03', 'en')).toBe('Mar 2021')
    expect(formatPartialDate('2021-03-31', 'en')).toBe('Mar 2021')
    expect(formatPartialDate('2021-03', 'de')).toBe('März 2021')
    expect(formatPartialDate('2021-01', 'ja')).toBe('2021年1月')
    expect(formatPartialDate('2016', 'de')).toBe('2016')
  })
})
