import { site } from '../content/site'
import { sendMessage } from '../lib/send-message'
import type { ContactDraft } from '../hooks/use-contact-form'
import { ErrorBoundary } from './error-boundary'
import { Page } from './page'
import { PORTFOLIO_THEME } from './theme-config'
import { ThemeProvider } from './theme-provider'


const send = (draft: ContactDraft) => sendMessage({ from_email: draft.email, message: draft.message, to_name: site.owner.name })

export function App() {
  return (
    <ErrorBoundary heading={site.labels.errorHeading}>
      <ThemeProvider storageKey={PORTFOLIO_THEME.storageKey} defaultTheme={PORTFOLIO_THEME.defaultTheme}>
        <Page content={site} send={send} />
      </ThemeProvider>
    </ErrorBoundary>
  )
}
