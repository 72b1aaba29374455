// Each language's page carries its own language's text and no other's, for content with
// translations: the client build gets each page's content as a file of its own (the content in
// that language, with the other languages' names and the three labels that suggest them), which
// the page's boot script fetches with the app (builder/plugins/head-plugin.ts); the content module
// itself is left empty there. Content in one language stays in the app's own chunk.
// Every page gets, with its content, what it would ask Intl, as Node answers it (src/content/intl-answers.ts).
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { formatInteger, formatPartialDate, localize, pageLanguages, parsePartialDate, usualScript, type Content, type IntlAnswers } from '../../src/build-surface.ts'
import { contentFile } from '../content.ts'
import type { Site } from './site-plugin.ts'

/** The module of a language's page content, by its tag. */
export const PAGE_MODULE = 'virtual:portfolio-page/'
const RESOLVED = `\0${PAGE_MODULE}`

/** The module that loads a page's content (src/content/page-content.ts), replaced here. */
const LOADER = 'src/content/page-content.ts'
/** The module that names the page's languages. */
const LANGUAGES = 'src/content/languages.ts'
/** The module that keeps the answers to what the page would ask Intl. */
const INTL_ANSWERS = 'src/content/intl-answers.ts'

/** Whether a built chunk is the content of the page in `tag`, by its module. */
export const isPageContentChunk = (facadeModuleId: string | null | undefined, tag: string) => facadeModuleId === `${RESOLVED}${tag}`

/** What the suggestion of another language shows in that language. */
const SUGGESTION_LABELS = ['languages', 'languageSuggestion', 'dismissSuggestion'] as const

/**
 * The page in `tag`: its text in that language, standing as the default language's with an empty
 * translation of its own, so the app's localize() gives it its tag and its languages stay in
 * order; each other language keeps the labels that suggest it (the default language's too, under
 * its own tag, where the app's suggestion looks for them: src/app/app.tsx).
 */
export function pageContent(content: Content, tag: string): Content {
  const suggesting = (labels: Partial<Content['labels']> = {}) => ({ labels: Object.fromEntries(SUGGESTION_LABELS.flatMap((label) => (labels[label] ? [[label, labels[label]]] : []))) })
  const defaultTag = content.meta.lang
  const translations = Object.fromEntries([
    ...(tag === defaultTag ? [] : [[defaultTag, suggesting(content.labels)]]),
    ...Object.entries(content.translations ?? {}).map(([other, translation]) => [other, other === tag ? {} : suggesting(translation.labels)]),
  ])
  const page = localize(content, tag)
  return { ...page, meta: { ...page.meta, lang: defaultTag }, translations }
}

/** What the page in `tag` would ask Intl: its digits, and each date its content holds, as Node writes them. */
export function intlAnswers(content: Content, tag: string): IntlAnswers {
  const dates: Record<string, string> = {}
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (parsePartialDate(value)) dates[value] = formatPartialDate(value, tag)
    } else if (Array.isArray(value)) value.forEach(collect)
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect)
  }
  collect({ ...localize(content, tag), translations: undefined })
  return { digits: Array.from({ length: 10 }, (_, digit) => formatInteger(digit, tag)), dates }
}

export function translationsPlugin(site: Site): Plugin {
  let client = false
  const tags = () => [site.content.meta.lang, ...Object.keys(site.content.translations ?? {})]
  const split = () => client && tags().length > 1
  const knowIntl = () => `import { knowIntlAnswers } from ${JSON.stringify(resolve(site.root, INTL_ANSWERS))}`
  /** Content in one language: the app holds it, and the loader only hands over the page's answers. */
  const ownLoader = () => {
    const tag = site.content.meta.lang
    return [knowIntl(), `knowIntlAnswers(${JSON.stringify(tag)}, ${JSON.stringify(intlAnswers(site.content, tag))})`, 'export const loadPageContent = () => Promise.resolve(undefined)'].join('\n')
  }
  /** Content in several languages: the loader imports the page's own file, and hands over its answers. */
  const pagesLoader = () => {
    const pages = tags().map((tag) => `${JSON.stringify(tag)}: () => import(${JSON.stringify(`${PAGE_MODULE}${tag}`)})`)
    // The languages' names, directions and scripts, as the build worked them out (src/content/languages.ts).
    const languages = pageLanguages(site.content).map(({ tag, name, dir }) => [tag, name, dir, usualScript(tag)])
    return [
      `import { knowLanguages } from ${JSON.stringify(resolve(site.root, LANGUAGES))}`,
      knowIntl(),
      `knowLanguages(${JSON.stringify(languages)})`,
      `const pages = { ${pages.join(', ')} }`,
      'export function loadPageContent(tag) {',
      `  const known = Object.hasOwn(pages, tag) ? tag : ${JSON.stringify(site.content.meta.lang)}`,
      '  return pages[known]().then((module) => {',
      '    knowIntlAnswers(known, module.intl)',
      '    return module.default',
      '  })',
      '}',
    ].join('\n')
  }
  return {
    name: 'portfolio:translations',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      client = !config.build.ssr
    },
    resolveId(id) {
      return id.startsWith(PAGE_MODULE) ? `\0${id}` : undefined
    },
    load(id) {
      if (id.startsWith(RESOLVED)) {
        const tag = id.slice(RESOLVED.length)
        return `export default ${JSON.stringify(pageContent(site.content, tag))}\nexport const intl = ${JSON.stringify(intlAnswers(site.content, tag))}`
      }
      if (!client) return undefined
      const path = id.split('?')[0]
      if (path === resolve(site.root, LOADER)) return split() ? pagesLoader() : ownLoader()
      // The app is given its page's content (src/main.tsx): the module of all of it stays out of the bundle.
      if (split() && path === resolve(site.root, contentFile(site.env))) return 'export const site = undefined'
      return undefined
    },
  }
}
