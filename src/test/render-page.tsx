import { render, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import { Page } from '../app/page'
import { ThemeProvider } from '../app/theme-provider'
import type { Content } from '../content/schema'
import { site } from '../content/site'
import type { SendContactMessage } from '../hooks/use-contact-form'

/**
 * Renders the whole page (the shipped content unless given other), as the browser does without
 * prerendered HTML, and waits until its lazily loaded sections (everything after the hero) are in.
 */
export async function renderPage(send: SendContactMessage = vi.fn(() => Promise.resolve({ ok: true as const })), content: Content = site) {
  const result = render(
    <ThemeProvider>
      <Page content={content} send={send} />
    </ThemeProvider>,
  )
  await waitFor(() => expect(result.container.querySelector('#site-footer')).not.toBeNull())
  return result
}

/** The shipped content with `changes` to some of its top-level blocks, for pages a forker might make. */
export function contentWith(changes: Partial<Content>): Content {
  return { ...structuredClone(site), ...changes }
}
