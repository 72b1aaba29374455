import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './app/app'
import { allSectionsLoaded } from './app/lazy-section'

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

/**
 * Renders the whole page to HTML at build time (scripts/build.mjs puts it in dist/index.html).
 * The first pass asks for the lazily loaded sections; once their code is in, the second writes
 * every section in place.
 */
export async function render(): Promise<string> {
  renderToString(app)
  await allSectionsLoaded()
  const html = renderToString(app)
  if (/<!--\$[!?]-->|<template/.test(html)) throw new Error('The prerendered page still has a section waiting to load')
  return html
}
