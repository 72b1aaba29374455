import { afterEach, describe, expect, it, vi } from 'vitest'
import { site as sample } from '../test/fixtures/sample.ts'
import { knowLanguages, languagePath, localize, mergeTranslation, ownName, pageLanguages, strayTranslationFields, textDirection, untranslatedFields, usualScript } from './languages.ts'
import type { Content } from './schema.ts'
import { schemaProblems } from './validate.ts'

const withTranslations = (translations: Content['translations']): Content => ({ ...sample, translations })

describe('mergeTranslation', () => {
  it('takes the translation where it has a value and the default everywhere else', () => {
    const base = { a: 'one', b: { c: 'two', d: 'three' }, list: ['x', 'y', 'z'] }
    expect(mergeTranslation(base, { b: { d: 'drei' }, list: ['ex', undefined, 'zed'] })).toEqual({ a: 'one', b: { c: 'two', d: 'drei' }, list: ['ex', 'y', 'zed'] })
  })

  it('merges list entries by position and never adds or drops one', () => {
    const base = { items: [{ id: 1, title: 'A' }, { id: 2, title: 'B' }] }
    expect(mergeTranslation(base, { items: [{}, { title: 'Be' }, { title: 'stray' }] })).toEqual({ items: [{ id: 1, title: 'A' }, { id: 2, title: 'Be' }] })
  })
})

describe('localize', () => {
  const spanish = withTranslations({ es: { hero: { cta: 'cta-es' }, projects: { items: [{}, { title: 'title-es' }] } } })

  it('is the content itself for the default language, or a language it lacks', () => {
    expect(localize(spanish, sample.meta.lang)).toBe(spanish)
    expect(localize(spanish, undefined)).toBe(spanish)
    expect(localize(spanish, 'fr')).toBe(spanish)
  })

  it("gives a language its translated text, the default language's elsewhere, and its own tag", () => {
    const page = localize(spanish, 'es')
    expect(page.meta.lang).toBe('es')
    expect(page.hero.cta).toBe('cta-es')
    expect(page.hero.greeting).toBe(sample.hero.greeting)
    expect(page.projects.items[1]?.title).toBe('title-es')
    expect(page.projects.items[0]).toEqual(sample.projects.items[0])
    expect(page.projects.items).toHaveLength(sample.projects.items.length)
    expect(localize(spanish, 'es')).toBe(page)
  })
})

describe('pageLanguages', () => {
  it('puts the default language at the root and each translation at /<tag>/, each named in itself', () => {
    const languages = pageLanguages(withTranslations({ es: {}, ar: {}, 'pt-BR': {} }))
    expect(languages.map(({ tag, path, dir }) => [tag, path, dir])).toEqual([
      [sample.meta.lang, '', 'ltr'],
      ['es', 'es/', 'ltr'],
      ['ar', 'ar/', 'rtl'],
      ['pt-BR', 'pt-br/', 'ltr'],
    ])
    expect(languages.map((language) => language.name)).toEqual([ownName(sample.meta.lang), 'Español', 'العربية', 'Português (Brasil)'])
  })

  describe("asks the browser for a language's name and direction only when shown, and once", () => {
    afterEach(() => vi.restoreAllMocks())
    // Tags no other test asks about: the answers are kept for the page's life.
    const content = withTranslations({ 'fr-CA': {}, 'he-IL': {} })

    it('asks nothing until a name or direction is read, then asks once per language', () => {
      const french = ownName('fr-CA')
      const names = vi.spyOn(Intl, 'DisplayNames')
      const locales = vi.spyOn(Intl, 'Locale')
      const languages = pageLanguages(content)
      expect(languages.map(({ tag, path }) => [tag, path])).toEqual([[sample.meta.lang, ''], ['fr-CA', 'fr-ca/'], ['he-IL', 'he-il/']])
      expect([names.mock.calls, locales.mock.calls]).toEqual([[], []])

      expect([languages[1]?.name, languages[2]?.dir]).toEqual([french, 'rtl'])
      expect([names.mock.calls.length, locales.mock.calls.length]).toEqual([1, 1])
      expect([pageLanguages(content)[1]?.name, pageLanguages(content)[2]?.dir]).toEqual([french, 'rtl'])
      expect([names.mock.calls.length, locales.mock.calls.length]).toEqual([1, 1])
    })

    it('takes what the build worked out instead of asking', () => {
      const names = vi.spyOn(Intl, 'DisplayNames')
      const locales = vi.spyOn(Intl, 'Locale')
      // A script no build would find for Portuguese: the answer is the one given, not Intl's.
      knowLanguages([['pt-PT', 'Português (as the build wrote it)', 'ltr', 'Cyrl']])
      const [, portuguese] = pageLanguages(withTranslations({ 'pt-PT': {} }))
      expect([portuguese?.name, portuguese?.dir, usualScript('pt-PT')]).toEqual(['Português (as the build wrote it)', 'ltr', 'Cyrl'])
      expect([names.mock.calls, locales.mock.calls]).toEqual([[], []])
    })
  })

  it('knows the right-to-left languages by their script', () => {
    expect(['ar', 'he', 'fa', 'ur', 'yi', 'dv'].map(textDirection)).toEqual(Array(6).fill('rtl'))
    expect(['en', 'es', 'ja', 'zh-Hant', 'ru', 'hi'].map(textDirection)).toEqual(Array(6).fill('ltr'))
    expect(languagePath('zh-Hant')).toBe('zh-hant/')
  })
})

describe('untranslatedFields', () => {
  it('lists each field of words a translation leaves out, and none it writes', () => {
    const all = untranslatedFields(withTranslations({ es: {} }), 'es').map((path) => path.join('.'))
    expect(all).toContain('hero.cta')
    expect(all).toContain('labels.sendMessage')
    expect(all).toContain('projects.items.0.title')
    expect(all).toContain('about.photo.alt')
    const some = untranslatedFields(withTranslations({ es: { hero: { cta: 'cta-es' }, projects: { items: [{ title: 'title-es' }] } } }), 'es').map((path) => path.join('.'))
    expect(some).not.toContain('hero.cta')
    expect(some).not.toContain('projects.items.0.title')
    expect(some).toContain('projects.items.1.title')
    expect(some).toHaveLength(all.length - 2)
  })

  it('leaves out what reads the same in every language: addresses, names, pictures, icons, figures, technologies', () => {
    const all = untranslatedFields(withTranslations({ es: {} }), 'es').map((path) => path.join('.'))
    const same = ['owner.name', 'owner.email', 'meta.url', 'meta.lang', 'hero.video.src', 'about.photo.src', 'projects.items.0.icon', 'projects.items.0.tech.0', 'projects.items.0.gradient.from', 'social.github.handle', 'footer.links.0.url']
    expect(all.filter((path) => same.includes(path))).toEqual([])
    // A contact item's linked text is an address or handle; one without a link (a place) is words.
    const linked = sample.contact.items.flatMap((item, index) => (item.link ? [`contact.items.${index}.value`] : []))
    const unlinked = sample.contact.items.flatMap((item, index) => (item.link ? [] : [`contact.items.${index}.value`]))
    expect(linked.length).toBeGreaterThan(0)
    expect(all.filter((path) => linked.includes(path))).toEqual([])
    expect(all.filter((path) => unlinked.includes(path))).toEqual(unlinked)
    expect(all.some((path) => path.startsWith('translations'))).toBe(false)
  })

  it("leaves out the postal address, a project's client and a testimonial's picture, and keeps what the project was and the owner did", () => {
    const content = {
      ...withTranslations({ es: {} }),
      owner: { ...sample.owner, address: { address: '1 Main St', city: 'Austin', countryCode: 'US' } },
      projects: { ...sample.projects, items: [{ ...sample.projects.items[0]!, entity: 'Acme', type: 'Library', roles: ['Author'] }] },
      references: { heading: 'Said', items: [{ name: 'Ann', reference: 'Good.', photo: 'ann.webp' }] },
    }
    const all = untranslatedFields(content, 'es').map((path) => path.join('.'))
    expect(all.filter((path) => path.startsWith('owner.address') || path.endsWith('.entity') || path.endsWith('.photo'))).toEqual([])
    expect(all).toEqual(expect.arrayContaining(['projects.items.0.type', 'projects.items.0.roles.0', 'references.items.0.reference']))
  })
})

describe('translation problems', () => {
  it('names a field the default language lacks and a list entry past its last', () => {
    const stray = strayTranslationFields(sample, { hero: { tagine: 'typo' }, about: { bio: sample.about.bio.map(() => 'x').concat('extra') } })
    expect(stray.map((problem) => problem.path.join('.'))).toEqual(['hero.tagine', `about.bio.${sample.about.bio.length}`])
  })

  it("reports what breaks a language's page at the translation's own field", () => {
    const problems = schemaProblems(withTranslations({ es: { hero: { cta: '  ' }, labels: { sendFailure: 'no link words here' } } }))
    expect(problems.map(({ entry, field }) => `${entry} › ${field}`)).toEqual(['translations › es › hero › cta', 'translations › es › labels › sendFailureLink'])
  })

  it('refuses a tag that is no language, or the default language again', () => {
    const problems = schemaProblems(withTranslations({ 'not a tag': {}, [sample.meta.lang]: {} }))
    expect(problems.map((problem) => problem.message)).toEqual(['must be a language tag like es, pt-BR or ar', expect.stringContaining('is the default language')])
  })

  it('accepts a valid translation', () => {
    expect(schemaProblems(withTranslations({ es: { hero: { cta: 'cta-es' } }, ar: {} }))).toEqual([])
  })
})
