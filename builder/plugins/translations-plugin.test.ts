// @vitest-environment node
import { formatPartialDate, labelsIn, localize, pageLanguages } from '../../src/build-surface.ts'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as multilingual } from '../../src/test/fixtures/multilingual.ts'
import { intlAnswers, pageContent } from './translations-plugin.ts'

describe("each language's page content", () => {
  const tags = pageLanguages(multilingual).map((language) => language.tag)

  it.each(tags)('%s: is the page in its language, as the app localizes it', (tag) => {
    const withoutTranslations = (content: object) => ({ ...content, translations: undefined })
    expect(withoutTranslations(localize(pageContent(multilingual, tag), tag))).toEqual(withoutTranslations(localize(multilingual, tag)))
  })

  it.each(tags)('%s: keeps every language, in order, but only the labels that suggest the others', (tag) => {
    const page = pageContent(multilingual, tag)
    expect(pageLanguages(page)).toEqual(pageLanguages(multilingual))
    for (const [other, translation] of Object.entries(page.translations ?? {})) {
      if (other === tag) expect(translation).toEqual({})
      else expect(Object.keys(translation.labels ?? {}).sort()).toEqual(['dismissSuggestion', 'languageSuggestion', 'languages'])
    }
    // What the suggestion of each other language shows comes out in that language.
    for (const other of tags.filter((language) => language !== tag)) {
      for (const label of ['languages', 'languageSuggestion', 'dismissSuggestion'] as const) expect(labelsIn(page, other)[label]).toBe(labelsIn(multilingual, other)[label])
    }
  })

  it("carries one language's text, not every language's", () => {
    const size = (value: unknown) => JSON.stringify(value).length
    for (const tag of tags) expect(size(pageContent(multilingual, tag))).toBeLessThan(size(multilingual) * 0.6)
  })
})

describe("what each page would ask Intl, as the build answers it", () => {
  /** Every date the content's entries hold, by field name: the ones the page writes. */
  const datesOf = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(datesOf)
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, field]) => (['startDate', 'endDate', 'date', 'releaseDate'].includes(key) && typeof field === 'string' ? [field] : datesOf(field)))
        : []

  it.each(['en', 'es', 'de'])("%s: holds each of the content's dates as Node's Intl writes it in the page's language", (tag) => {
    const content = { ...complete, translations: { es: {}, de: {} } }
    const { dates } = intlAnswers(content, tag)
    const expected = datesOf({ ...complete, translations: undefined })
    expect(expected.length).toBeGreaterThan(5)
    for (const date of expected) expect(dates[date], date).toBe(formatPartialDate(date, tag))
  })

  it("holds the page's digits, zero to nine, as Node's Intl writes them", () => {
    expect(intlAnswers(multilingual, 'en').digits).toEqual([...'0123456789'])
    expect(intlAnswers({ ...multilingual, translations: { 'ar-EG': {} } }, 'ar-EG').digits).toEqual([...'٠١٢٣٤٥٦٧٨٩'])
  })

  it("takes a translation's own dates", () => {
    const [first] = complete.work.items
    const translated = { ...complete, translations: { es: { work: { items: [{ ...first, startDate: '1999-12' }] } } } }
    expect(intlAnswers(translated, 'es').dates['1999-12']).toBe(formatPartialDate('1999-12', 'es'))
    expect(intlAnswers(translated, 'en').dates['1999-12']).toBeUndefined()
  })
})
