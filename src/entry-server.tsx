import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './app/app.tsx'
import { allSectionsLoaded } from './app/lazy-section.ts'
import type { Content } from './content/schema.ts'
import { contactPolicySources, readContactConfig } from './lib/contact-config.ts'

/**
 * Renders the whole page to HTML at build time (builder/build.ts puts it in dist/index.html).
 * The first pass asks for the lazily loaded sections; once their code is in, the second writes
 * every section in place. The owner's content unless given other (the tests' fixtures), in its
 * default language unless given one of its translations' (src/content/languages.ts).
 */
export async function render(content?: Content, lang?: string): Promise<string> {
  const app = (
    <StrictMode>
      <App content={content} lang={lang} />
    </StrictMode>
  )
  renderToString(app)
  // The language suggestion (pages in several languages) is a plain lazy component, not a section,
  // so allSectionsLoaded does not know it: its code is awaited here, before the sections' wait
  // ends with a turn of the event loop, so React has seen it load. A first render in a process
  // caught it still loading (the content fuzzing, builder/content-fuzz.test.ts).
  await import('./components/language-suggestion.tsx')
  await allSectionsLoaded()
  const html = renderToString(app)
  if (/<!--\$[!?]-->|<template/.test(html)) throw new Error('The prerendered page still has a section waiting to load')
  return html
}

/**
 * Where the page's contact form connects and posts, for the Content-Security-Policy's connect-src
 * and form-action (which add 'self'): the build's delivery service, or the site itself for the
 * local outbox (`npm start`).
 */
export function contactSources(): { connect: string[]; formAction: string[] } {
  return contactPolicySources(readContactConfig(import.meta.env, "'self'", import.meta.env.BASE_URL))
}

/** The path the site is built for ('/', or e.g. '/repo/' for a GitHub Pages project site). */
export const basePath: string = import.meta.env.BASE_URL
