import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './app/app'

/** Renders the whole page to HTML at build time (scripts/build.mjs puts it in dist/index.html). */
export function render(): string {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
