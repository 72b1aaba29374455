// @vitest-environment node
import { site as sample } from '../src/test/fixtures/sample.ts'
import { site as multilingual } from '../src/test/fixtures/multilingual.ts'
import type { Content } from '../src/build-surface.ts'
import { BUDGETS } from './budget.ts'
import { budgetFindings, pageBytes, wordsBytes } from './content-budget.ts'

const file = 'src/test/fixtures/sample.ts'
/** Words that compress as prose does, not as one letter repeated: a seeded stream of made-up words. */
function prose(characters: number, seed = 7): string {
  let state = seed
  const next = () => (state = (state * 16807) % 2147483647)
  let text = ''
  while (text.length < characters) text += `${Array.from({ length: 3 + (next() % 7) }, () => String.fromCharCode(97 + (next() % 26))).join('')} `
  return text.slice(0, characters)
}

describe('the owner’s words against the page’s byte budgets', () => {
  it('finds the sample’s words well within both budgets', () => {
    expect(budgetFindings(sample, file, wordsBytes(sample))).toEqual([])
  })

  it('names the longest field of a page over its budgets, and where the owner wrote it', () => {
    const content = { ...sample, hero: { ...sample.hero, tagline: prose(100_000) } } as Content
    const findings = budgetFindings(content, file, wordsBytes(content))
    expect(findings.map(({ level, entry, field }) => `${level} ${entry} › ${field}`)).toEqual(['warning hero › tagline', 'warning hero › tagline'])
    expect(findings[0]!.message).toMatch(/^is the longest text of the page's HTML \(100,000 characters\), whose HTML is at least \d+\.\d KB compressed, over its 25 KB budget$/)
    expect(findings[1]!.message).toMatch(/first screen .* over its 14 KB budget$/)
  })

  it('names a translated field under its translation', () => {
    const translations: Record<string, object> = multilingual.translations
    const [tag = ''] = Object.keys(translations)
    const content = { ...multilingual, translations: { ...translations, [tag]: { ...translations[tag], about: { bio: [prose(120_000, 3)] } } } } as Content
    const findings = budgetFindings(content, file, wordsBytes(content))
    expect(findings.map(({ entry, field }) => `${entry} › ${field}`)).toEqual([`translations › ${tag} › about › bio[1]`])
  })

  it('measures a prerendered page as the budgets do: compressed, and up to the end of its first screen', () => {
    const hero = `<section id="home">${prose(60_000)}</section>`
    const bytes = pageBytes('en', `<html><head></head><body><main>${hero}<section>${prose(60_000, 11)}</section></main></body></html>`)
    expect(bytes.html).toBeGreaterThan(BUDGETS.html)
    expect(bytes.firstScreen).toBeGreaterThan(BUDGETS.firstScreen)
    expect(bytes.firstScreen).toBeLessThan(bytes.html)
  })
})
