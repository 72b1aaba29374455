// Fills index.html's <head> from the content, with the hero's dots' rules (src/components/floating-dots.tsx)
// and the inline head script (src/boot/head-script.ts),
// and in a production build hands the app's start to the boot script (builder/defer-entry.ts).
// A page in more than one language gets one page per language (src/content/languages.ts): the
// build writes them from `api.pages` (builder/build.ts). The dev server renders the page into it
// too, so development hydrates the same HTML the build prerenders, under the same head script,
// instead of rendering into an empty shell; it serves each language's page at its path.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { BAR_SCRIPT, HEAD_SCRIPT, PORTFOLIO_THEME, escapeHtml, heroDotRules, localize, pageLanguages, type Content, type PageLanguage } from '../../src/build-surface.ts'
import { deferEntryScript } from '../defer-entry.ts'
import { headTags, languageAlternates, languageUrl } from '../head.ts'
import { inlineScript } from '../inline-script.ts'
import { photoPath } from './media-plugin.ts'
import { previewImagePath } from './seo-files-plugin.ts'
import { isPageContentChunk } from './translations-plugin.ts'
import type { Site } from './site-plugin.ts'

/** A language's page before prerendering: index.html with its <html> attributes and <head>. */
export interface LanguagePage {
  language: PageLanguage
  html: string
}

export interface HeadPluginApi {
  /** The built index.html of each language, the default first (filled by a production build). */
  pages: LanguagePage[]
  /** The bar's inline script, for the prerender to put right after the bar (src/entry-server.tsx). */
  barScript: string
}

/** The content's own language, first of the page's languages. */
function defaultLanguage(languages: PageLanguage[]): PageLanguage {
  const [language] = languages
  if (!language) throw new Error('The content has no language (meta.lang)')
  return language
}

/** The language a request path asks for: the one whose page it is under, else the default. */
function languageOfPath(languages: PageLanguage[], path: string, base: string): PageLanguage {
  const inSite = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '')
  return languages.find((language) => language.path && inSite.startsWith(language.path)) ?? defaultLanguage(languages)
}

/** The chunks `chunk` imports statically, and theirs, each once, those it needs first first. */
function staticImports(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, seen = new Set<string>()): string[] {
  return chunk.imports.flatMap((file) => {
    const imported = bundle[file]
    if (seen.has(file) || imported?.type !== 'chunk') return []
    seen.add(file)
    return [...staticImports(bundle, imported, seen), file]
  })
}

export function headPlugin(site: Site): Plugin<HeadPluginApi> {
  const api: HeadPluginApi = { pages: [], barScript: '' }
  let base = '/'
  return {
    name: 'portfolio:head',
    api,
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      // After Vite has put the built entry's URL in, so it can be deferred (production builds).
      order: 'post',
      async handler(html, { bundle, chunk, server, originalUrl }) {
        const { content, siteUrl } = site
        const favicon = readFileSync(join(site.publicDir, 'favicon.svg'), 'utf8')
        const photo = await photoPath(site, bundle !== undefined)
        const headScript = `<script>${await inlineScript(HEAD_SCRIPT, PORTFOLIO_THEME)}</script>`
        api.barScript = `<script>${await inlineScript(BAR_SCRIPT, PORTFOLIO_THEME)}</script>`
        const alternates = languageAlternates(content, siteUrl)
        // The hero's dots are placed alike on every page.
        const dots = `<style>${heroDotRules()}</style>`
        const pageFor = (language: PageLanguage, shell: string) => {
          const page = localize(content, language.tag)
          const address = { url: languageUrl(siteUrl, language), image: new URL(previewImagePath(page, language), siteUrl).href, alternates }
          const head = [headTags(page, favicon, address, photo), dots, headScript].join('\n    ')
          return shell.replace('<html lang="en">', `<html lang="${escapeHtml(language.tag)}" dir="${language.dir}">`).replace('<!--portfolio-head-->', head)
        }
        const languages = pageLanguages(content)
        if (bundle) {
          if (!chunk) throw new Error('index.html has no entry <script type="module"> for the build to start the app from')
          const entryTag = `<script type="module" crossorigin src="${base}${chunk.fileName}"></script>`
          // The entry's static imports (React's chunk), depth first, then the entry: the order they must run in.
          const imports = staticImports(bundle, chunk)
          // Each language's page has the app fetch its content first, where it is a file of its own (translations-plugin.ts).
          const modulesFor = (language: PageLanguage) => {
            const content = Object.values(bundle).find((output) => output.type === 'chunk' && isPageContentChunk(output.facadeModuleId, language.tag))
            return [...(content ? [content.fileName] : []), ...imports, chunk.fileName].map((file) => `${base}${file}`)
          }
          api.pages = await Promise.all(languages.map(async (language) => ({ language, html: pageFor(language, await deferEntryScript(html, entryTag, modulesFor(language))) })))
          return api.pages[0]?.html ?? html
        }
        const language = server ? languageOfPath(languages, originalUrl ?? '/', base) : defaultLanguage(languages)
        const page = pageFor(language, html)
        if (!server) return page
        // The stylesheet as a <link>, so the rendered page is styled before the app's code has run.
        const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { render: (content?: Content, lang?: string, afterBar?: string) => Promise<string> }
        const appHtml = await render(undefined, language.tag, api.barScript)
        return page
          .replace('</head>', () => `  <link rel="stylesheet" href="/src/styles/index.css?direct" />\n  </head>`)
          .replace('<!--app-html-->', () => appHtml)
      },
    },
  }
}
