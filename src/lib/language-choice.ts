/**
 * The visitor's way between the page's languages: the section they are reading, carried over
 * to the other language's page, and the one suggestion of a language their browser prefers.
 */
import type { PageLanguage } from '../content/languages.ts'
import { writeStorage } from './storage.ts'

/** Where the suggestion of another language is remembered as answered (followed or dismissed). */
export const LANGUAGE_SUGGESTION_KEY = 'portfolio-language-suggestion'

/** The part of the viewport, from its top, a section must have reached to count as the one being read. */
const READING_LINE = 0.3

/**
 * The id of the section being read: the last section (or the footer) whose top has passed the
 * reading line, or the last of all once the page is scrolled to its end (a short footer never
 * reaches the line); undefined at the top of the page, so the other page opens at its top too.
 */
export function sectionInView(root: ParentNode = document): string | undefined {
  const line = window.innerHeight * READING_LINE
  const sections = [...root.querySelectorAll<HTMLElement>('main section[id], footer[id]')]
  const scroller = document.documentElement
  const atEnd = scroller.scrollHeight > window.innerHeight && window.scrollY + window.innerHeight >= scroller.scrollHeight - 2
  const reached = atEnd ? sections : sections.filter((section) => section.getBoundingClientRect().top <= line)
  const current = reached.at(-1)
  return current && current !== sections[0] ? current.id : undefined
}

/**
 * What following `link`, to the page in another language, does before the browser follows it (at
 * the address it has after its click handlers): it answers the suggestion of another language for
 * good, and opens the page at the section being read unless the link names its own section.
 */
export function followLanguageLink(link: HTMLAnchorElement, keepsItsSection: boolean): void {
  writeStorage(LANGUAGE_SUGGESTION_KEY, link.getAttribute('hreflang') ?? '')
  if (keepsItsSection) return
  const section = sectionInView()
  link.setAttribute('href', `${(link.getAttribute('href') ?? '').replace(/#.*$/, '')}${section ? `#${section}` : ''}`)
}

/** A language's page, from the site's root (`base`, as Vite's BASE_URL), at a section if given. */
export const languageHref = (base: string, language: Pick<PageLanguage, 'path'>, section?: string) => `${base}${language.path}${section ? `#${section}` : ''}`

/** The language tag's language alone: es-MX → es. */
const languageOf = (tag: string) => (tag.split('-')[0] ?? tag).toLowerCase()

/**
 * The page language the visitor's browser prefers most, or undefined when it prefers none of
 * them: each preferred language in order, matched by its tag, then by its language alone (a
 * browser set to es-MX reads the es page).
 */
export function preferredLanguage(languages: readonly PageLanguage[], preferred: readonly string[]): PageLanguage | undefined {
  for (const tag of preferred) {
    const exact = languages.find((language) => language.tag.toLowerCase() === tag.toLowerCase())
    const close = exact ?? languages.find((language) => languageOf(language.tag) === languageOf(tag))
    if (close) return close
  }
  return undefined
}
