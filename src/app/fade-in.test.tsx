import { act } from '@testing-library/react'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { renderPage } from '../test/render-page.tsx'

/** The delay and duration, in seconds, of each fading block of a section, in document order. */
function timings(section: Element) {
  const seconds = (block: Element, name: string) => Number(block.className.match(new RegExp(`\\b${name}-(\\d+)\\b`))?.[1]) / 1000
  return [...section.querySelectorAll<HTMLElement>('[data-reveal]')].map((block) => ({
    delay: seconds(block, 'reveal-delay'),
    duration: seconds(block, 'reveal-duration'),
  }))
}

describe('sections fade in', () => {
  beforeEach(() => FakeIntersectionObserver.install())

  it('with the staggered delays 0.2, 0.4, 0.6, 1 in about', async () => {
    const { container } = await renderPage()
    expect(timings(container.querySelector('#about')!).map((t) => t.delay)).toEqual([0.2, 0.4, 0.6, 1])
  })

  it('with 0.8 s plus 0.1 s per contact item, after the heading, form and details title', async () => {
    const { container } = await renderPage()
    const delays = timings(container.querySelector('#contact')!).map((t) => t.delay)
    expect(delays).toEqual([0.2, 0.4, 0.6, 0.8, 0.9, 1, 1.1, 1])
  })

  it('over 0.8 to 1 second each', async () => {
    const { container } = await renderPage()
    const all = timings(container)
    expect(all.length).toBeGreaterThan(10)
    for (const { duration } of all) {
      expect(duration).toBeGreaterThanOrEqual(0.8)
      expect(duration).toBeLessThanOrEqual(1)
    }
  })

  it('once each section is first 10 to 30 percent visible, and never fade out again', async () => {
    const { container } = await renderPage()
    const sections = new Map(
      FakeIntersectionObserver.instances.flatMap((o) => [...o.elements].filter((e) => e.tagName === 'SECTION').map((e) => [e.id, o])),
    )
    const thresholds = Object.fromEntries([...sections].map(([id, observer]) => [id, observer.maxThreshold]))
    expect(thresholds).toEqual({ about: 0.3, projects: 0.1, powerbi: 0.2, contact: 0.3 })
    const about = container.querySelector('#about')!
    expect(about).not.toHaveAttribute('data-in-view')
    act(() => sections.get('about')!.intersect(true))
    expect(about).toHaveAttribute('data-in-view')
    expect(sections.get('about')!.disconnected).toBe(true)
    expect(about).toHaveAttribute('data-in-view')
    expect(container.querySelector('#projects')).not.toHaveAttribute('data-in-view')
  })
})
