import { StrictMode, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { App } from './app/app.tsx'
import { Bar } from './app/bar.tsx'
import { APP_ROOT_ID } from './boot/names.ts'
import type { Content } from './content/schema.ts'
import { contactPolicySources, readContactConfig } from './lib/contact-config.ts'
import { liveReportOrigins } from './lib/live-report.ts'

/** Renders a tree to HTML, with every lazily loaded part in place. */
async function prerendered(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>{tree}</StrictMode>,
    // Every section inline, in page order: React otherwise moves a large one to the end of the
    // page, for the browser to put in place with a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, identifierPrefix },
  )
  const html = await new Response(prelude).text()
  if (/<!--\$[!?]-->|<template/.test(html)) throw new Error('The prerendered page still has a section waiting to load')
  return html
}

/**
 * Renders the whole page's <body> to HTML at build time (builder/build.ts puts it in
 * dist/index.html): the bar, plain HTML, then `afterBar` (the bar's inline script, which the
 * build makes: builder/plugins/head-plugin.ts), then the part React hydrates in #root (src/main.tsx).
 * React's prerender waits for every lazily loaded part (the sections, the language suggestion)
 * before it writes the page, so each is in place. The owner's content unless given other (the
 * tests' fixtures), in its default language unless given one of its translations'
 * (src/content/languages.ts).
 */
export async function render(content?: Content, lang?: string, afterBar = ''): Promise<string> {
  // Two trees: ids the bar's components make (useId) are kept apart from the app's.
  const [bar, app] = await Promise.all([prerendered(<Bar content={content} lang={lang} />, 'bar-'), prerendered(<App content={content} lang={lang} />)])
  return `${bar}${afterBar}<div id="${APP_ROOT_ID}">${app}</div>`
}

/**
 * Where the page's contact form connects and posts, for the Content-Security-Policy's connect-src
 * and form-action (which add 'self'): the build's delivery service, or the site itself for the
 * local outbox (`npm start`).
 */
export function contactSources(): { connect: string[]; formAction: string[] } {
  return contactPolicySources(readContactConfig(import.meta.env, "'self'", import.meta.env.BASE_URL))
}

/** Where the page's live reports come from, for the Content-Security-Policy's frame-src: none without an embed. */
export const frameSources = (content: Content): string[] => liveReportOrigins(content.dashboards.items, import.meta.env)

/** The path the site is built for ('/', or e.g. '/repo/' for a GitHub Pages project site). */
export const basePath: string = import.meta.env.BASE_URL
