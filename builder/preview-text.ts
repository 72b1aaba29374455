/**
 * What the link-preview image says, decided by what its fonts draw (builder/preview-fonts.ts):
 * the image never shows a character as a box. A translated page whose text the fonts cannot
 * draw in full shares the default language's image; the default language's image leaves such
 * text out; and the check warns about both.
 */
import { localize, pageLanguages, valueAt, type Content, type PageLanguage } from '../src/build-surface.ts'
import { PREVIEW_SCRIPTS, undrawable } from './preview-fonts.ts'

export interface PreviewImageInput {
  name: string
  role: string
  tagline: string
  /** The host shown at the bottom, e.g. "janedoe.dev". */
  site: string
  /** The page's language tag: which of a character's Chinese, Japanese or Korean forms to draw, and the text's direction. */
  lang?: string
}

/** The text the image shows; an empty string is left out. */
export interface PreviewText {
  /** The owner's name, or the site's address where the fonts cannot draw the name. */
  title: string
  role: string
  tagline: string
  /** The address at the bottom; empty when it is the title. */
  site: string
}

/** Where the content writes each text of the image. */
export const PREVIEW_FIELDS = { name: ['owner', 'name'], role: ['owner', 'role'], tagline: ['hero', 'tagline'] } as const
type Field = keyof typeof PREVIEW_FIELDS
const FIELDS = Object.keys(PREVIEW_FIELDS) as Field[]

const drawn = (text: string) => undrawable(text).length === 0

/** Whether the image draws the page's name, role and tagline in full (the site's address aside). */
export const previewDraws = ({ name, role, tagline }: Pick<PreviewImageInput, Field>) => [name, role, tagline].every(drawn)

/**
 * The image's text: each field the fonts draw in full, the others left out, and the site's
 * address in the name's place when the name is the one left out (the preview still says whose
 * page it is). An empty name stays empty.
 */
export function previewText({ name, role, tagline, site }: PreviewImageInput): PreviewText {
  const kept = (text: string) => (drawn(text) ? text : '')
  const address = kept(site)
  const named = drawn(name)
  return { title: named ? name : address, role: kept(role), tagline: kept(tagline), site: named ? address : '' }
}

export interface PreviewFinding {
  /** The field in the content, as contentProblem takes it. */
  path: PropertyKey[]
  message: string
  hint: string
}

/** At most eight, as the check names characters. */
const listed = (characters: string[]) => `${characters.slice(0, 8).join(' ')}${characters.length > 8 ? ' …' : ''}`

const inWords = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''))

export const PREVIEW_HINT = `The link-preview image draws ${inWords([...PREVIEW_SCRIPTS])} letters, and no emoji: write the field with those, or leave it and the preview does without it.`

/** What the default language's image does without the fields it cannot draw, in words. */
function standIn(missing: Field[]): string {
  const leftOut = missing.filter((field) => field !== 'name').map((field) => `the ${field}`)
  const address = missing.includes('name') ? "it shows the site's address in place of the name" : ''
  return [address, leftOut.length > 0 ? `${address ? 'and ' : 'it '}leaves out ${inWords(leftOut)}` : ''].filter(Boolean).join(', ')
}

/**
 * One warning for each language's page whose preview text (name, role, tagline) has characters
 * no bundled font draws: on the first such field, in the translation where it writes the field,
 * naming the characters and what the preview shows instead. Content the schema rejects gets none
 * (its errors come first).
 */
export function previewFindings(content: unknown): PreviewFinding[] {
  let languages: PageLanguage[]
  try {
    languages = pageLanguages(content as Content)
  } catch {
    return []
  }
  return languages.flatMap((language) => {
    const page = localize(content as Content, language.tag)
    const text = (field: Field) => {
      const value = valueAt(page, ...PREVIEW_FIELDS[field])
      return typeof value === 'string' ? value : ''
    }
    const missing = FIELDS.filter((field) => !drawn(text(field)))
    const first = missing[0]
    if (!first) return []
    const characters = [...new Set(missing.flatMap((field) => undrawable(text(field))))]
    const translated = language.path !== '' && typeof valueAt(content, 'translations', language.tag, ...PREVIEW_FIELDS[first]) === 'string'
    const path = translated ? ['translations', language.tag, ...PREVIEW_FIELDS[first]] : [...PREVIEW_FIELDS[first]]
    const shown = language.path === '' ? standIn(missing) : `the ${language.name} (${language.tag}) page's link preview uses the default language's image instead`
    return [{ path, message: `has characters the link-preview image cannot draw: ${listed(characters)}; ${shown}`, hint: PREVIEW_HINT }]
  })
}
