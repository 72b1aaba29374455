import { site } from '../content/site'
import { sendContactMessage, type ContactDraft } from '../lib/send-message'
import { ErrorBoundary } from './error-boundary'
import { Page } from './page'
import { PORTFOLIO_THEME } from './theme-config'
import { ThemeProvider } from './theme-provider'


const send = (draft: ContactDraft) => sendContactMessage(draft, site.owner.name)

export function App() {
  return (
    <ErrorBoundary heading={site.labels.errorHeading}>
      <ThemeProvider storageKey={PORTFOLIO_THEME.storageKey} defaultTheme={PORTFOLIO_THEME.defaultTheme}>
        <Page content={site} send={send} />
      </ThemeProvider>
    </ErrorBoundary>
  )
}
