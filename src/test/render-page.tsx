import { render, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import { Page } from '../app/page'
import { ThemeProvider } from '../app/theme-provider'
import { site } from '../content/site'
import type { SendContactMessage } from '../hooks/use-contact-form'

/**
 * Renders the whole page, as the browser does without prerendered HTML, and waits until its
 * lazily loaded sections (everything after the hero) are in.
 */
export async function renderPage(send: SendContactMessage = vi.fn(() => Promise.resolve({ ok: true as const }))) {
  const result = render(
    <ThemeProvider>
      <Page content={site} send={send} />
    </ThemeProvider>,
  )
  await waitFor(() => expect(result.container.querySelector('#site-footer')).not.toBeNull())
  return result
}
