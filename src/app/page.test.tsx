import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver } from '../test/browser-fakes'
import { renderPage } from '../test/render-page'

/** jsdom has no media playback; the hero's background video just needs to start quietly. */
function stubMediaPlayback() {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'))
  })
}

beforeEach(() => {
  FakeIntersectionObserver.install()
  stubMediaPlayback()
})

describe('Page', () => {
  it('shows home, about, projects, Power BI and contact in that order, then the footer', async () => {
    const { container } = await renderPage()
    const landmarks = [...container.querySelectorAll('section[id], footer')].map((element) =>
      element.tagName === 'FOOTER' ? 'footer' : element.id,
    )
    expect(landmarks).toEqual(['home', 'about', 'projects', 'powerbi', 'contact', 'footer'])
    expect(screen.getByRole('contentinfo')).toBe(container.querySelector('footer'))
  })

  it('puts the navigation bar before every section', async () => {
    const { container } = await renderPage()
    const banner = screen.getByRole('banner')
    const home = container.querySelector('#home') as HTMLElement
    expect(banner.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('starts with a link that skips to the main content, which can take focus', async () => {
    const user = userEvent.setup()
    const { container } = await renderPage()
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#main')
    expect(container.querySelector('a, button')).toBe(skip)
    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', 'main')
    expect(main).toHaveAttribute('tabindex', '-1')
  })

  it('opens every external link in a new tab without referrer or opener', async () => {
    const { container } = await renderPage()
    const external = [...container.querySelectorAll('a[href^="http"]')]
    expect(external.length).toBeGreaterThan(10)
    for (const link of external) {
      const href = link.getAttribute('href') ?? ''
      expect(link.getAttribute('target'), href).toBe('_blank')
      expect((link.getAttribute('rel') ?? '').split(/\s+/), href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    }
  })
})
