import { formatPartialDate } from './dates.ts'
import { formatInteger, knowIntlAnswers } from './intl-answers.ts'

const intlInteger = (value: number, lang: string) => new Intl.NumberFormat(lang, { useGrouping: false }).format(value)

describe('what the page would ask Intl', () => {
  it("writes a whole number in the language's digits, without grouping, as Intl does where nothing is known", () => {
    for (const lang of ['en', 'ar-EG', 'hi-IN-u-nu-deva', 'de']) {
      for (const value of [0, 7, 2026, 1234567]) expect(formatInteger(value, lang), `${lang} ${value}`).toBe(intlInteger(value, lang))
    }
    expect(formatInteger(2026, 'ar-EG')).toBe('٢٠٢٦')
  })

  it("writes a whole number in the digits the build gave for the page's language, without asking Intl", () => {
    knowIntlAnswers('ar-EG', { digits: [...'٠١٢٣٤٥٦٧٨٩'], dates: {} })
    // Digits no language has: the answer comes from what is known, not from Intl.
    knowIntlAnswers('qaa', { digits: [...'abcdefghij'], dates: {} })
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    expect(formatInteger(2026, 'ar-EG')).toBe('٢٠٢٦')
    expect(formatInteger(1907, 'qaa')).toBe('bjah')
    expect(numberFormat).not.toHaveBeenCalled()
    // What the digits alone cannot write is Intl's: a sign, a fraction.
    expect(formatInteger(-3, 'qaa')).toBe(intlInteger(-3, 'qaa'))
    expect(formatInteger(2.5, 'qaa')).toBe(new Intl.NumberFormat('qaa', { useGrouping: false }).format(2.5))
    numberFormat.mockRestore()
  })

  it('writes a date as the build wrote it for the language, and asks Intl only for a date it did not', () => {
    knowIntlAnswers('qab', { digits: [...'0123456789'], dates: { '2021-03': 'the third month of 2021' } })
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat')
    expect(formatPartialDate('2021-03', 'qab')).toBe('the third month of 2021')
    expect(dateFormat).not.toHaveBeenCalled()
    expect(formatPartialDate('2021-04', 'qab')).toBe(new Intl.DateTimeFormat('qab', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(2021, 3, 1)))
    // Another language's page does not read this one's answers.
    expect(formatPartialDate('2021-03', 'en')).toBe('Mar 2021')
    dateFormat.mockRestore()
  })
})
