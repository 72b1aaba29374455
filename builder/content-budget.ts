// Whether the owner's words fit the page's byte budgets (budget.ts), said where the owner can act:
// the longest field of the page that is over. The build measures each prerendered page; the check,
// which has no page yet, measures the words alone, compressed as a host sends them: a page holds
// at least that much, so a page whose words alone are over is over.
import { contentProblem, localize, pageLanguages, valueAt, type Content } from '../src/build-surface.ts'
import { BUDGETS, brotliSize, htmlBytes } from './budget.ts'
import type { Finding } from './findings.ts'

/** The content blocks the first screen shows: the head's title, description and preview text, the navigation and the hero. */
export const FIRST_SCREEN_BLOCKS = ['meta', 'owner', 'nav', 'hero'] as const

/** A page's compressed bytes against the two budgets the owner's words fill: its HTML, and its HTML up to the end of the first screen. */
export interface PageBytes {
  /** The page's language. */
  tag: string
  html: number
  firstScreen?: number
  /** Measured on the words alone (the check): the page is at least this heavy. */
  lowerBound?: boolean
}

/** Each string of a value, with its path. */
export function textFields(node: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; value: string }[] {
  if (typeof node === 'string') return [{ path, value: node }]
  if (Array.isArray(node)) return node.flatMap((value, index) => textFields(value, [...path, index]))
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => textFields(value, [...path, key]))
  return []
}

/** A language's page as the owner wrote it: the default language's fields, or the translation's where it has them. */
export function pageFields(content: Content, tag: string, blocks?: readonly string[]) {
  const page = localize(content, tag)
  const fields = textFields(page).filter(({ path }) => path[0] !== 'translations' && (!blocks || blocks.includes(String(path[0]))))
  // Where the owner wrote it: a translated field lives under translations.<tag>.
  return fields.map(({ path, value }) => (tag !== content.meta.lang && valueAt(content, 'translations', tag, ...path) === value ? { path: ['translations', tag, ...path], value } : { path, value }))
}

const longest = <T extends { value: string }>(fields: T[]) => fields.reduce<T | undefined>((best, field) => (!best || field.value.length > best.value.length ? field : best), undefined)
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

/** The check's measure of each page: its words alone, compressed. */
export function wordsBytes(content: Content): PageBytes[] {
  const compressed = (fields: { value: string }[]) => brotliSize(fields.map(({ value }) => value).join('\n'))
  return pageLanguages(content).map(({ tag }) => ({ tag, html: compressed(pageFields(content, tag)), firstScreen: compressed(pageFields(content, tag, FIRST_SCREEN_BLOCKS)), lowerBound: true }))
}

/** The build's measure of a prerendered page, as budget.ts measures a built one. */
export const pageBytes = (tag: string, html: string): PageBytes => ({ tag, ...htmlBytes(html) })

/** A warning for each page over its HTML or first-screen budget, naming the longest field that fills it. */
export function budgetFindings(content: Content, file: string, pages: PageBytes[]): Finding[] {
  return pages.flatMap(({ tag, html, firstScreen, lowerBound }) => {
    const over = [
      { bytes: html, limit: BUDGETS.html, what: 'HTML', blocks: undefined },
      { bytes: firstScreen ?? 0, limit: BUDGETS.firstScreen, what: 'first screen', blocks: FIRST_SCREEN_BLOCKS },
    ].filter(({ bytes, limit }) => bytes > limit)
    return over.flatMap(({ bytes, limit, what, blocks }) => {
      const field = longest(pageFields(content, tag, blocks))
      if (!field) return []
      const size = `${lowerBound ? 'at least ' : ''}${kilobytes(bytes)}`
      const page = tag === content.meta.lang ? 'the page' : `the ${tag} page`
      const message = `is the longest text of ${page}'s ${what} (${field.value.length.toLocaleString('en')} characters), whose ${what} is ${size} compressed, over its ${limit / 1000} KB budget`
      const hint =
        what === 'HTML'
          ? 'Shorten it, or link to the long version elsewhere: a visitor on a phone downloads every byte of the page before it is complete.'
          : 'Shorten it: the first screen should arrive in the first round trip of a connection (14 KB), so a visitor on a phone sees the page at once.'
      return [{ level: 'warning' as const, file, ...contentProblem(content, field.path, message), hint }]
    })
  })
}
