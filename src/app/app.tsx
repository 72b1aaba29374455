import { useEffect } from 'react'
import { site } from '../content/site'
import { sendContactMessage, type ContactDraft } from '../lib/send-message'
import { ErrorBoundary } from './error-boundary'
import { Page } from './page'
import { PORTFOLIO_THEME } from './theme-config'
import { ThemeProvider } from './theme-provider'


const send = (draft: ContactDraft) => sendContactMessage(draft, site.owner.name)

export function App() {
  // Tells the head script's failsafe the first screen has hydrated (and restores `js` if it gave up waiting).
  useEffect(() => document.documentElement.classList.add('js', 'hydrated'), [])
  return (
    <ErrorBoundary heading={site.labels.errorHeading}>
      <ThemeProvider storageKey={PORTFOLIO_THEME.storageKey} defaultTheme={PORTFOLIO_THEME.defaultTheme}>
        <Page content={site} send={send} />
      </ThemeProvider>
    </ErrorBoundary>
  )
}
