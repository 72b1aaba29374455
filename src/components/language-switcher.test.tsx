import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { labelsIn, pageLanguages } from '../content/languages.ts'
import type { Content } from '../content/schema.ts'
import { LANGUAGE_SUGGESTION_KEY } from '../lib/language-choice.ts'
import { resetEngagement } from '../boot/when-needed.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { Settled } from '../boot/settled.tsx'
import { LanguageSuggestion } from './language-suggestion.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'

/** The sample with two more languages, each with its own switcher and suggestion labels. */
const labelsFor = (tag: string) => ({ languages: `languages-${tag}`, languageSuggestion: `suggestion-${tag}`, dismissSuggestion: `dismiss-${tag}` })
const content: Content = {
  ...sample,
  labels: { ...sample.labels, ...labelsFor(sample.meta.lang) },
  translations: { es: { labels: labelsFor('es') }, ar: { labels: labelsFor('ar') } },
}
const languages = pageLanguages(content)
const [own, spanish, arabic] = languages as [(typeof languages)[number], (typeof languages)[number], (typeof languages)[number]]

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
  vi.useRealTimers()
  resetEngagement()
})

describe('LanguageSwitcher', () => {
  const renderSwitcher = (current: string, section?: string) =>
    render(<LanguageSwitcher languages={languages} current={current} label="switcher" section={section} linkClassName="" />)

  it('links to every other language, each named and marked in its own language', () => {
    renderSwitcher(own.tag)
    const links = within(screen.getByRole('list', { name: 'switcher' })).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang'), link.getAttribute('dir')])).toEqual([
      [spanish.name, '/es/', 'es', 'es', 'ltr'],
      [arabic.name, '/ar/', 'ar', 'ar', 'rtl'],
    ])
  })

  it("links back to the default language's page at the site's root, and to where it stands without JavaScript", () => {
    renderSwitcher('ar', 'site-footer')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/#site-footer', '/es/#site-footer'])
  })

  it('shows nothing on a page in one language', () => {
    const { container } = render(<LanguageSwitcher languages={[own]} current={own.tag} label="switcher" linkClassName="" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('opens the other page at the section being read, and answers the suggestion for good', async () => {
    document.body.insertAdjacentHTML('beforeend', '<main><section id="home"></section><section id="projects"></section></main>')
    vi.spyOn(document.getElementById('projects')!, 'getBoundingClientRect').mockReturnValue({ top: 10 } as DOMRect)
    renderSwitcher(own.tag)
    const link = screen.getByRole('link', { name: spanish.name })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(link).toHaveAttribute('href', '/es/#projects')
    expect(localStorage.getItem(LANGUAGE_SUGGESTION_KEY)).toBe('es')
    document.querySelector('main')?.remove()
  })
})

describe('LanguageSuggestion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })

  const prefer = (...tags: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags)

  // As the page renders it: once the page has settled (app/page.tsx).
  const settledSuggestion = (current: string) => (
    <Settled>{(settled) => settled && <LanguageSuggestion languages={languages} current={current} labelsOf={(tag) => labelsIn(content, tag)} />}</Settled>
  )

  async function renderSuggestion(current: string) {
    const result = render(settledSuggestion(current))
    await act(() => vi.runAllTimersAsync())
    return result
  }

  it("offers the page in the browser's language, in that language, once the page has settled", async () => {
    prefer('es-MX', own.tag)
    render(settledSuggestion(own.tag))
    expect(screen.queryByRole('complementary')).toBeNull()
    await act(() => vi.runAllTimersAsync())
    const offer = screen.getByRole('complementary', { name: 'languages-es' })
    expect(offer).toHaveAttribute('lang', 'es')
    expect(within(offer).getByRole('link', { name: 'suggestion-es' })).toHaveAttribute('href', '/es/')
    expect(within(offer).getByRole('button', { name: 'dismiss-es' })).toBeInTheDocument()
  })

  it('speaks right to left for a right-to-left language', async () => {
    prefer('ar-EG')
    await renderSuggestion(own.tag)
    expect(screen.getByRole('complementary', { name: 'languages-ar' })).toHaveAttribute('dir', 'rtl')
  })

  it('offers nothing when the browser prefers this language, or none of the others', async () => {
    prefer('es', own.tag)
    const { unmount } = await renderSuggestion('es')
    expect(screen.queryByRole('complementary')).toBeNull()
    unmount()
    prefer('fr', 'de')
    await renderSuggestion(own.tag)
    expect(screen.queryByRole('complementary')).toBeNull()
  })

  it('is gone once dismissed, and stays gone on the next visit', async () => {
    prefer('es')
    const { unmount } = await renderSuggestion(own.tag)
    await userEvent.click(screen.getByRole('button', { name: 'dismiss-es' }))
    expect(screen.queryByRole('complementary')).toBeNull()
    expect(localStorage.getItem(LANGUAGE_SUGGESTION_KEY)).toBe(own.tag)
    unmount()
    await renderSuggestion(own.tag)
    expect(screen.queryByRole('complementary')).toBeNull()
  })
})
