import type { Content } from './schema.ts'

/**
 * The content of a language's page, where the build has made it a file of its own for each
 * language (builder/plugins/translations-plugin.ts replaces this module): a page loads its own
 * language's text, which its boot script has already fetched, and not the others'. Undefined
 * where the content is in the app itself: a page in one language, development and tests.
 */
export function loadPageContent(tag: string): Promise<Content | undefined> {
  void tag
  return Promise.resolve(undefined)
}
