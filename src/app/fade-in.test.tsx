import { act, render } from '@testing-library/react'
import { site } from '../content/site'
import { FakeIntersectionObserver } from '../test/browser-fakes'
import { Page } from './page'
import { ThemeProvider } from './theme-provider'

const renderPage = () =>
  render(
    <ThemeProvider>
      <Page content={site} send={() => Promise.resolve({ ok: true })} />
    </ThemeProvider>,
  )

/** The delay and duration, in seconds, of each fading block of a section, in document order. */
function timings(section: Element) {
  return [...section.querySelectorAll<HTMLElement>('[data-reveal]')].map((block) => ({
    delay: parseFloat(block.style.getPropertyValue('--reveal-delay')),
    duration: parseFloat(block.style.getPropertyValue('--reveal-duration')),
  }))
}

describe('sections fade in', () => {
  beforeEach(() => FakeIntersectionObserver.install())

  it('with the staggered delays of the spec: 0.2, 0.4, 0.6, 1 in about', () => {
    const { container } = renderPage()
    expect(timings(container.querySelector('#about')!).map((t) => t.delay)).toEqual([0.2, 0.4, 0.6, 1])
  })

  it('with 0.8 s plus 0.1 s per contact item, after the heading, form and details title', () => {
    const { container } = renderPage()
    const delays = timings(container.querySelector('#contact')!).map((t) => t.delay)
    expect(delays).toEqual([0.2, 0.4, 0.6, 0.8, 0.9, 1, 1.1, 1])
  })

  it('over 0.8 to 1 second each', () => {
    const { container } = renderPage()
    const all = timings(container)
    expect(all.length).toBeGreaterThan(10)
    for (const { duration } of all) {
      expect(duration).toBeGreaterThanOrEqual(0.8)
      expect(duration).toBeLessThanOrEqual(1)
    }
  })

  it('once each section is first 10 to 30 percent visible, and never fade out again', () => {
    const { container } = renderPage()
    const observers = FakeIntersectionObserver.instances
    const thresholds = observers.map((o) => [(o.elements.values().next().value as Element).id, o.maxThreshold])
    expect(thresholds).toEqual([
      ['about', 0.3],
      ['projects', 0.1],
      ['powerbi', 0.2],
      ['contact', 0.3],
    ])
    const about = container.querySelector('#about')!
    expect(about).not.toHaveAttribute('data-in-view')
    act(() => observers[0]!.intersect(true))
    expect(about).toHaveAttribute('data-in-view')
    expect(observers[0]!.disconnected).toBe(true)
    expect(about).toHaveAttribute('data-in-view')
    expect(container.querySelector('#projects')).not.toHaveAttribute('data-in-view')
  })
})
