import { render, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { onTestFinished, vi } from 'vitest'
import { Bar } from '../app/bar.tsx'
import { Page } from '../app/page.tsx'
import { PORTFOLIO_THEME } from '../app/theme-config.ts'
import { wireNavbar } from '../sections/navbar-script.ts'
import type { Content } from '../content/schema.ts'
import type { SendContactMessage } from '../hooks/use-contact-form.ts'
import { FIRST_SCREEN_ID } from '../boot/names.ts'
import { visibleSectionIds } from '../lib/sections.ts'
import { site as sample } from './fixtures/sample.ts'

/**
 * Renders the whole page (the sample fixture unless given other content), as the browser does without
 * prerendered HTML, with the navigation bar as the build serves it (plain HTML, brought to life by
 * its script), and waits until its lazily loaded parts (everything after the hero, and the
 * hero's own extras) are in.
 */
export async function renderPage(send: SendContactMessage = vi.fn(() => Promise.resolve({ ok: true as const })), content: Content = sample) {
  const result = render(
    <>
      <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<Bar content={content} />) }} />
      <Page content={content} send={send} />
    </>,
  )
  const header = result.container.querySelector('header')
  if (header) onTestFinished(wireNavbar(header, PORTFOLIO_THEME))
  // Each section loads on its own (a busy machine may finish the footer first): wait for them all,
  // and for the hero's own lazily loaded extras (availability, résumé button) where the content has them.
  const ids = [...visibleSectionIds(content), 'site-footer']
  const heroExtras = [content.availability?.text, content.resume?.label].filter((text): text is string => Boolean(text))
  await waitFor(
    () => {
      expect(ids.filter((id) => !result.container.querySelector(`#${id}`))).toEqual([])
      const hero = result.container.querySelector(`#${FIRST_SCREEN_ID}`)?.textContent ?? ''
      expect(heroExtras.filter((text) => !hero.includes(text))).toEqual([])
    },
    { timeout: 4000 },
  )
  return result
}

/** The sample fixture with `changes` to some of its top-level blocks, for pages a forker might make. */
export function contentWith(changes: Partial<Content>): Content {
  return { ...structuredClone(sample), ...changes }
}
