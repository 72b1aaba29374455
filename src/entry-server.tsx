import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './app/app.tsx'
import { allSectionsLoaded } from './app/lazy-section.ts'
import type { Content } from './content/schema.ts'
import { readEmailConfig } from './lib/email-config.ts'

/**
 * Renders the whole page to HTML at build time (builder/build.ts puts it in dist/index.html).
 * The first pass asks for the lazily loaded sections; once their code is in, the second writes
 * every section in place. The owner's content unless given other (the tests' fixtures).
 */
export async function render(content?: Content): Promise<string> {
  const app = (
    <StrictMode>
      <App content={content} />
    </StrictMode>
  )
  renderToString(app)
  await allSectionsLoaded()
  const html = renderToString(app)
  if (/<!--\$[!?]-->|<template/.test(html)) throw new Error('The prerendered page still has a section waiting to load')
  return html
}

/**
 * The origin the page sends messages to, for the Content-Security-Policy's connect-src (which
 * adds 'self'): the EmailJS API this build sends to, or 'self' for the local outbox (`npm start`).
 */
export function emailApiSource(): string {
  return readEmailConfig(import.meta.env, "'self'").origin
}

/** The path the site is built for ('/', or e.g. '/repo/' for a GitHub Pages project site). */
export const basePath: string = import.meta.env.BASE_URL
