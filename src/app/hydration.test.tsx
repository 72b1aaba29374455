import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { FakeIntersectionObserver } from '../test/browser-fakes'
import { App } from './app'

/** Puts prerendered HTML in the document, as the browser parses it. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  // A browser mutes a media element parsed with the muted attribute (HTML spec); jsdom does not.
  container.querySelectorAll('video[muted]').forEach((video) => ((video as HTMLVideoElement).muted = true))
  document.body.append(container)
  return container
}

describe('the prerendered page', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install()
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  })

  it('hydrates without a single warning, for a first visit and a returning dark-theme visitor', async () => {
    // Rendered as at build time, with nothing stored; a component that read the browser's
    // storage or media queries while rendering would then disagree once the visitor's are set.
    const html = renderToString(<App />)
    for (const stored of [null, 'dark']) {
      if (stored) localStorage.setItem('portfolio-theme', stored)
      const container = parse(html)
      const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')]

      const root = await act(async () => hydrateRoot(container, <App />))

      for (const spy of logged) expect(spy).not.toHaveBeenCalled()
      expect(container.querySelector('h1')).toHaveTextContent('I design and code beautifully simple things.')
      act(() => root.unmount())
      container.remove()
      logged.forEach((spy) => spy.mockRestore())
    }
  }, 20_000)

  it('would report a mismatch (the check above can fail)', async () => {
    const container = parse(renderToString(<App />).replace('I design and code', 'I design and build'))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const root = await act(async () => hydrateRoot(container, <App />, { onRecoverableError: (error) => console.error(error) }))
    expect(errors).toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })
})
