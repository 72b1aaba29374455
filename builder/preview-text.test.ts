// @vitest-environment node
import { pageLanguages, type Content } from '../src/build-surface.ts'
import { site as multilingual } from '../src/test/fixtures/multilingual.ts'
import { site as sample } from '../src/test/fixtures/sample.ts'
import { PREVIEW_SCRIPTS } from './preview-fonts.ts'
import { SCRIPT_SAMPLES, UNDRAWN } from './preview-samples.ts'
import { PREVIEW_FIELDS, PREVIEW_HINT, previewDraws, previewFindings, previewText, type PreviewImageInput } from './preview-text.ts'

const SITE = 'owner.example.dev'
const input = (fields: Partial<PreviewImageInput>): PreviewImageInput => ({ name: SCRIPT_SAMPLES.Latin, role: SCRIPT_SAMPLES.Greek, tagline: SCRIPT_SAMPLES.Cyrillic, site: SITE, ...fields })

/** The sample content with the preview's fields (owner.name, owner.role, hero.tagline) replaced. */
function content(fields: { name?: string; role?: string; tagline?: string }, translations?: Content['translations']): Content {
  const base = translations ? multilingual : sample
  return {
    ...base,
    owner: { ...base.owner, ...(fields.name === undefined ? {} : { name: fields.name }), ...(fields.role === undefined ? {} : { role: fields.role }) },
    hero: { ...base.hero, ...(fields.tagline === undefined ? {} : { tagline: fields.tagline }) },
    ...(translations ? { translations } : {}),
  }
}

const [rocket, heart] = UNDRAWN.emoji as [string, string]

describe('previewDraws', () => {
  it.each(Object.entries(SCRIPT_SAMPLES))('draws a page written in %s', (_, text) => {
    expect(previewDraws(input({ name: text, role: text, tagline: text }))).toBe(true)
  })

  it.each([
    ['name', { name: UNDRAWN.cherokee }],
    ['role', { role: `Engineer ${rocket}` }],
    ['tagline', { tagline: UNDRAWN.tifinagh }],
  ])('does not draw a page whose %s has characters no font has', (_, fields) => {
    expect(previewDraws(input(fields))).toBe(false)
  })

  it("leaves the site's address out of it: the image does without one it cannot draw", () => {
    expect(previewDraws(input({ site: UNDRAWN.cherokee }))).toBe(true)
  })
})

describe('previewText', () => {
  it('shows every field the fonts draw, as it is', () => {
    const drawn = input({ name: SCRIPT_SAMPLES.Arabic, role: SCRIPT_SAMPLES.Japanese, tagline: SCRIPT_SAMPLES.Devanagari })
    expect(previewText(drawn)).toEqual({ title: drawn.name, role: drawn.role, tagline: drawn.tagline, site: SITE })
  })

  it("puts the site's address in place of a name the fonts cannot draw, and leaves out a role or tagline they cannot", () => {
    expect(previewText(input({ name: `${SCRIPT_SAMPLES.Latin} ${rocket}`, tagline: UNDRAWN.tifinagh }))).toEqual({ title: SITE, role: SCRIPT_SAMPLES.Greek, tagline: '', site: '' })
    expect(previewText(input({ role: `${SCRIPT_SAMPLES.Korean} ${heart}` }))).toEqual({ title: SCRIPT_SAMPLES.Latin, role: '', tagline: SCRIPT_SAMPLES.Cyrillic, site: SITE })
  })

  it("keeps an empty name empty, and leaves out an address it cannot draw", () => {
    expect(previewText(input({ name: '' }))).toMatchObject({ title: '', site: SITE })
    expect(previewText(input({ name: UNDRAWN.cherokee, site: UNDRAWN.cherokee }))).toMatchObject({ title: '', site: '' })
  })
})

describe('previewFindings', () => {
  const languages = pageLanguages(multilingual)
  const arabic = languages.find((language) => language.dir === 'rtl')!

  it('finds nothing in pages whose preview text the fonts draw, in every language', () => {
    expect(previewFindings(sample)).toEqual([])
    expect(previewFindings(multilingual)).toEqual([])
    expect(previewFindings(content({ name: SCRIPT_SAMPLES.Chinese, role: SCRIPT_SAMPLES.Bengali, tagline: SCRIPT_SAMPLES.Hebrew }))).toEqual([])
  })

  it("warns once about the default language's page, on its first field the fonts cannot draw, naming every such character", () => {
    const findings = previewFindings(content({ role: `Engineer ${rocket}`, tagline: `${UNDRAWN.cherokee} ${heart}` }))
    expect(findings).toHaveLength(1)
    const [finding] = findings
    expect(finding!.path).toEqual([...PREVIEW_FIELDS.role])
    expect(finding!.message).toContain(`${rocket} ${[...UNDRAWN.cherokee].join(' ')} ${heart}`)
    expect(finding!.message).toMatch(/; it leaves out the role and the tagline$/)
    expect(finding!.hint).toBe(PREVIEW_HINT)
  })

  it("says the default language's image shows the site's address where it cannot draw the name", () => {
    const [finding] = previewFindings(content({ name: UNDRAWN.cherokee }))
    expect(finding!.path).toEqual([...PREVIEW_FIELDS.name])
    expect(finding!.message).toMatch(/; it shows the site's address in place of the name$/)
    const [both] = previewFindings(content({ name: UNDRAWN.cherokee, tagline: UNDRAWN.tifinagh }))
    expect(both!.message).toMatch(/; it shows the site's address in place of the name, and leaves out the tagline$/)
  })

  it('names eight characters at most', () => {
    const [finding] = previewFindings(content({ tagline: UNDRAWN.tifinagh + UNDRAWN.cherokee }))
    const characters = [...new Set(UNDRAWN.tifinagh + UNDRAWN.cherokee)]
    expect(characters.length).toBeGreaterThan(8)
    expect(finding!.message).toContain(`${characters.slice(0, 8).join(' ')} …;`)
    expect(finding!.message).not.toContain(characters[8])
  })

  it("warns about a translation's page in the translation, where it writes the field, saying the default language's image stands in", () => {
    const translations = { ...multilingual.translations, [arabic.tag]: { ...multilingual.translations[arabic.tag as 'ar'], hero: { ...multilingual.translations.ar.hero, tagline: UNDRAWN.tifinagh } } }
    const findings = previewFindings(content({}, translations))
    expect(findings).toEqual([{ path: ['translations', arabic.tag, ...PREVIEW_FIELDS.tagline], message: expect.stringContaining([...new Set(UNDRAWN.tifinagh)].join(' ')), hint: PREVIEW_HINT }])
    expect(findings[0]!.message).toContain(`${arabic.name} (${arabic.tag})`)
    expect(findings[0]!.message).toMatch(/default language's image instead$/)
  })

  it("warns about each page that shows a field the fonts cannot draw, on the field where the content writes it", () => {
    // The name is the same in every language: written once, in the default language.
    const findings = previewFindings(content({ name: `${SCRIPT_SAMPLES.Latin} ${rocket}` }, multilingual.translations))
    expect(findings.map((finding) => finding.path)).toEqual(languages.map(() => [...PREVIEW_FIELDS.name]))
    expect(findings.slice(1).map((finding) => finding.message)).toEqual(languages.slice(1).map((language) => expect.stringContaining(`${language.name} (${language.tag})`)))
  })

  it('finds nothing, and does not throw, in content the schema rejects', () => {
    for (const broken of [null, 'text', {}, { meta: {} }, { meta: { lang: 'en' }, translations: { 'not a tag!': {} } }, { meta: { lang: 'en' }, owner: 7 }]) {
      expect(previewFindings(broken)).toEqual([])
    }
  })

  it('names in its hint the scripts the image draws', () => {
    for (const script of PREVIEW_SCRIPTS) expect(PREVIEW_HINT).toContain(script)
  })
})
