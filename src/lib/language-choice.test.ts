import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageLanguage } from '../content/languages.ts'
import { languageHref, preferredLanguage, sectionInView } from './language-choice.ts'

const language = (tag: string, path: string): PageLanguage => ({ tag, name: tag, dir: 'ltr', path })
const languages = [language('en', ''), language('es', 'es/'), language('pt-BR', 'pt-br/')]

describe('preferredLanguage', () => {
  it("takes the browser's languages in order, by tag first and then by language alone", () => {
    expect(preferredLanguage(languages, ['es-MX', 'en'])?.tag).toBe('es')
    expect(preferredLanguage(languages, ['fr', 'pt-br'])?.tag).toBe('pt-BR')
    expect(preferredLanguage(languages, ['pt-PT'])?.tag).toBe('pt-BR')
    expect(preferredLanguage(languages, ['en-GB', 'es'])?.tag).toBe('en')
  })

  it('finds none when the browser prefers only languages the page lacks', () => {
    expect(preferredLanguage(languages, ['fr', 'de-AT'])).toBeUndefined()
    expect(preferredLanguage(languages, [])).toBeUndefined()
  })
})

describe('languageHref', () => {
  it("goes to the language's page under the site's path, at a section when given", () => {
    expect(languageHref('/', languages[1]!)).toBe('/es/')
    expect(languageHref('/repo/', languages[1]!, 'projects')).toBe('/repo/es/#projects')
    expect(languageHref('/repo/', languages[0]!, 'contact')).toBe('/repo/#contact')
  })
})

describe('sectionInView', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  /** Sections whose tops are where the page has scrolled them to. */
  function layout(tops: Record<string, number>) {
    document.body.innerHTML = `<main>${Object.keys(tops).filter((id) => id !== 'site-footer').map((id) => `<section id="${id}"></section>`).join('')}</main><footer id="site-footer"></footer>`
    for (const [id, top] of Object.entries(tops)) {
      vi.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect)
    }
  }

  it('is the last section whose top has passed the upper third of the screen', () => {
    layout({ home: -2000, about: -900, projects: 100, contact: 900, 'site-footer': 1600 })
    expect(sectionInView()).toBe('projects')
    layout({ home: -3000, about: -2000, projects: -1200, contact: -500, 'site-footer': 120 })
    expect(sectionInView()).toBe('site-footer')
  })

  it('is none at the top of the page, so the other page opens at its top', () => {
    layout({ home: 0, about: 844, 'site-footer': 3000 })
    expect(sectionInView()).toBeUndefined()
  })
})
