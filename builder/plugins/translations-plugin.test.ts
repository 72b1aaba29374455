// @vitest-environment node
import { labelsIn, localize, pageLanguages } from '../../src/build-surface.ts'
import { site as multilingual } from '../../src/test/fixtures/multilingual.ts'
import { pageContent } from './translations-plugin.ts'

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
