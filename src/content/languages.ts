/**
 * The page's languages: the content's own (meta.lang) and each one `translations` adds. A
 * translation holds only the text that differs; whatever it leaves out comes from the default
 * language (localize). Each language gets its own prerendered page: the default at the site's
 * root, the others at /<lang>/.
 */
import type { Content } from './schema.ts'
import { OPTIONAL_SECTIONS } from './sections.ts'
import { valueAt } from './value-at.ts'

export interface PageLanguage {
  /** The BCP 47 tag, as the content writes it: `es`, `pt-BR`, `ar`. */
  tag: string
  /** The language in its own words: "Español", "العربية". */
  name: string
  dir: 'ltr' | 'rtl'
  /** The page's path from the site's root: '' for the default language, `es/` for the others. */
  path: string
}

/** Scripts written right to left (ISO 15924): Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Samaritan. */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr'])

const names = new Map<string, string>()
const directions = new Map<string, PageLanguage['dir']>()
const scripts = new Map<string, string | undefined>()
const once = <T>(known: Map<string, T>, tag: string, work: (tag: string) => T): T => {
  if (!known.has(tag)) known.set(tag, work(tag))
  return known.get(tag) as T
}

/** The script (ISO 15924) a language is usually written in, from its tag: 'Latn' for es, 'Arab' for ar. */
export const usualScript = (tag: string): string | undefined => once(scripts, tag, (tag) => new Intl.Locale(tag).maximize().script)

/** The direction of the language's usual script: 'rtl' for Arabic, Hebrew, Persian, Urdu and the like. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const script = usualScript(tag)
  return script && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr'
}

/** The language as its speakers write it, starting with a capital where their script has them. */
export function ownName(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
}

/**
 * The names, directions and scripts the build has worked out for a page's languages, so that the
 * page in the browser does not work them out again (builder/plugins/translations-plugin.ts).
 */
export function knowLanguages(languages: [tag: string, name: string, dir: PageLanguage['dir'], script: string | undefined][]): void {
  for (const [tag, name, dir, script] of languages) {
    names.set(tag, name)
    directions.set(tag, dir)
    scripts.set(tag, script)
  }
}

/** The page path of a language other than the default: its tag in lower case, as URLs usually write it. */
export const languagePath = (tag: string) => `${tag.toLowerCase()}/`

/**
 * The languages of the page, the default first, then the translations in the order the content
 * lists them (a translation under the default language's own tag is not another language).
 */
export function pageLanguages(content: Pick<Content, 'meta' | 'translations'>): PageLanguage[] {
  // Asked for only where shown (a page in one language shows neither), and once per tag: the first
  // name asked of the browser loads its language data: 57-81 ms with the CPU slowed 4×, in one piece.
  const language = (tag: string, path: string): PageLanguage => ({
    tag,
    get name() {
      return once(names, tag, ownName)
    },
    get dir() {
      return once(directions, tag, textDirection)
    },
    path,
  })
  const others = Object.keys(content.translations ?? {}).filter((tag) => tag !== content.meta.lang)
  return [language(content.meta.lang, ''), ...others.map((tag) => language(tag, languagePath(tag)))]
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The base with the translation's fields in their places: objects by field, lists entry by entry. */
export function mergeTranslation(base: unknown, translation: unknown): unknown {
  if (translation === undefined) return base
  if (Array.isArray(base) && Array.isArray(translation)) return base.map((item, index) => mergeTranslation(item, translation[index]))
  if (isRecord(base) && isRecord(translation)) {
    return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, mergeTranslation(value, translation[key])]))
  }
  return translation
}

const localized = new WeakMap<Content, Map<string, Content>>()

/**
 * The content in one of its languages: the translation's text where it has some, the default
 * language's everywhere else. The default language (or a tag the content does not have) is the
 * content itself.
 */
export function localize(content: Content, tag: string | undefined): Content {
  const translation = tag === undefined ? undefined : content.translations?.[tag]
  if (!tag || !translation || tag === content.meta.lang) return content
  let byTag = localized.get(content)
  if (!byTag) localized.set(content, (byTag = new Map()))
  let page = byTag.get(tag)
  if (!page) {
    const merged = mergeTranslation({ ...content, translations: undefined }, translation) as Content
    page = { ...merged, meta: { ...merged.meta, lang: tag }, translations: content.translations }
    byTag.set(tag, page)
  }
  return page
}

/**
 * A language's labels, as the suggestion of that language shows them: its own, where the content
 * holds only the labels of another language's page (a page's own content, as the build splits
 * it) with the suggesting labels of each language under its tag.
 */
export function labelsIn(content: Content, tag: string): Content['labels'] {
  return { ...localize(content, tag).labels, ...content.translations?.[tag]?.labels }
}

/**
 * Fields the same in every language, never listed as untranslated: addresses, pictures' files,
 * icons, colours, dates and other settings; proper names (the owner's, companies', schools',
 * profiles'); technology lists; the text of a contact item's link (an address, a handle, a name).
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['url', 'link', 'demoLink', 'email', 'src', 'poster', 'file', 'photo', 'icon', 'from', 'to', 'startDate', 'endDate', 'lang', 'status', 'paper', 'id', 'tech', 'keywords'])
const PROPER_NAMES: readonly (readonly PropertyKey[])[] = [
  ['owner', 'name'],
  // A postal address is written as the post delivers it, whatever the page's language.
  ['owner', 'address'],
  ['social'],
  ['projects', 'items', '*', 'entity'],
  ...OPTIONAL_SECTIONS.flatMap((section) => (('names' in section && section.names) || []).map((field) => [section.key, 'items', '*', field])),
]

const matches = (path: readonly PropertyKey[], pattern: readonly PropertyKey[]) =>
  pattern.every((key, index) => key === '*' ? typeof path[index] === 'number' : path[index] === key)

/** A string of words a reader reads, not an address or a figure. */
function isWords(content: unknown, path: readonly PropertyKey[], value: string): boolean {
  const key = path.findLast((part) => typeof part === 'string')
  if (typeof key === 'string' && SAME_IN_EVERY_LANGUAGE.has(key)) return false
  if (PROPER_NAMES.some((pattern) => matches(path, pattern))) return false
  if (matches(path, ['contact', 'items', '*', 'value']) && valueAt(content, ...path.slice(0, -1), 'link')) return false
  if (/^(https?:|mailto:)/.test(value) || /^\S+@\S+\.\S+$/.test(value)) return false
  return /\p{L}/u.test(value)
}

/** Each string of words in the content, with its path. */
function words(content: unknown, node: unknown = content, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof node === 'string') return isWords(content, path, node) ? [path] : []
  if (Array.isArray(node)) return node.flatMap((value, index) => words(content, value, [...path, index]))
  if (isRecord(node)) return Object.entries(node).flatMap(([key, value]) => (key === 'translations' ? [] : words(content, value, [...path, key])))
  return []
}

/** The default language's words a translation leaves out: the page shows them untranslated. */
export function untranslatedFields(content: unknown, tag: string): PropertyKey[][] {
  const translation = valueAt(content, 'translations', tag)
  return words(content).filter((path) => typeof valueAt(translation, ...path) !== 'string')
}

/**
 * Where a translation writes what the default language has no place for: a field it lacks, or
 * a list entry past its last. Such text would never show.
 */
export function strayTranslationFields(base: unknown, translation: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; message: string }[] {
  if (Array.isArray(translation)) {
    if (!Array.isArray(base)) return [{ path, message: 'is a list where the default language has none' }]
    return translation.flatMap((item, index) =>
      index < base.length ? strayTranslationFields(base[index], item, [...path, index]) : [{ path: [...path, index], message: `is entry ${index + 1}, but the default language's list has ${base.length}: a translation writes the same entries in their own words` }],
    )
  }
  if (isRecord(translation)) {
    if (!isRecord(base)) return [{ path, message: 'is a group of fields where the default language has none' }]
    return Object.entries(translation).flatMap(([key, value]) =>
      key in base || value === undefined ? strayTranslationFields(base[key], value, [...path, key]) : [{ path: [...path, key], message: 'is a field the default language does not have' }],
    )
  }
  return []
}
