import { useEffect } from 'react'
import type { Content } from '../content/schema.ts'
import { site } from '../content/site.ts'
import { HYDRATED_CLASS, SCRIPTED_CLASS } from '../lib/loading-sequence.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import { Page } from './page.tsx'
import { PORTFOLIO_THEME } from './theme-config.ts'
import { ThemeProvider } from './theme-provider.tsx'

/** The page with the owner's content (src/content/site.ts); the tests give it their fixtures. */
export function App({ content = site }: { content?: Content }) {
  // Tells the head script's failsafe the first screen has hydrated (and restores SCRIPTED_CLASS if it gave up waiting).
  useEffect(() => document.documentElement.classList.add(SCRIPTED_CLASS, HYDRATED_CLASS), [])
  return (
    <ErrorBoundary heading={content.labels.errorHeading}>
      <ThemeProvider storageKey={PORTFOLIO_THEME.storageKey} defaultTheme={PORTFOLIO_THEME.defaultTheme}>
        <Page content={content} />
      </ThemeProvider>
    </ErrorBoundary>
  )
}
