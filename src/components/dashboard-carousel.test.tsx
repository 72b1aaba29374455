import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '../content/site'
import { expectOpensInNewTab } from '../test/links'
import { resetMediaQueries, setMediaQuery } from '../test/browser-fakes'
import { DashboardCarousel } from './dashboard-carousel'

/** The spec's dashboard table (section 3): title, then each stat's value and label. */
const SPEC_DASHBOARDS = [
  {
    title: 'Emergency Room Dashboard',
    stats: [
      ['10,000+', 'visits'],
      ['50,000+', 'data points'],
      ['15+', 'satisfaction metrics'],
    ],
  },
  {
    title: 'Vehicle Sales Dashboard',
    stats: [
      ['25,000+', 'records'],
      ['50+', 'models'],
      ['20+', 'insights'],
    ],
  },
  {
    title: 'Global Weather Dashboard',
    stats: [
      ['100+', 'cities'],
      ['25+', 'metrics'],
    ],
  },
] as const

function renderCarousel() {
  return render(<DashboardCarousel dashboards={site.dashboards.items} labels={site.labels} />)
}

const slides = () => screen.getAllByRole('article')

/** The visible slide, as "slide N" (1-based), checked against the dot that claims it. */
function activeSlide(): number {
  const active = slides().filter((slide) => slide.hasAttribute('data-active'))
  expect(active).toHaveLength(1)
  const position = slides().indexOf(active[0] as HTMLElement) + 1
  expect(screen.getByRole('button', { name: `Show dashboard ${position}` })).toHaveAttribute('aria-current', 'true')
  return position
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  resetMediaQueries()
})

describe('DashboardCarousel', () => {
  it('starts on the first dashboard', () => {
    renderCarousel()
    expect(slides()).toHaveLength(3)
    expect(activeSlide()).toBe(1)
    expect(slides()[0]).toHaveAccessibleName('Emergency Room Dashboard')
  })

  it('moves to the next dashboard every 6 seconds, not before', () => {
    renderCarousel()
    wait(5999)
    expect(activeSlide()).toBe(1)
    wait(1)
    expect(activeSlide()).toBe(2)
    wait(5999)
    expect(activeSlide()).toBe(2)
    wait(1)
    expect(activeSlide()).toBe(3)
  })

  it('wraps from the last dashboard back to the first on its own', () => {
    renderCarousel()
    wait(6000 * 2)
    expect(activeSlide()).toBe(3)
    wait(6000)
    expect(activeSlide()).toBe(1)
  })

  it('goes forward with "Next dashboard", wrapping from the last to the first', () => {
    renderCarousel()
    click('Next dashboard')
    expect(activeSlide()).toBe(2)
    click('Next dashboard')
    expect(activeSlide()).toBe(3)
    click('Next dashboard')
    expect(activeSlide()).toBe(1)
  })

  it('goes back with "Previous dashboard", wrapping from the first to the last', () => {
    renderCarousel()
    click('Previous dashboard')
    expect(activeSlide()).toBe(3)
    click('Previous dashboard')
    expect(activeSlide()).toBe(2)
  })

  it('jumps to a dashboard when its dot is chosen', () => {
    renderCarousel()
    click('Show dashboard 2')
    expect(activeSlide()).toBe(2)
    expect(screen.getByRole('button', { name: 'Show dashboard 1' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('button', { name: 'Show dashboard 3' })).not.toHaveAttribute('aria-current')
  })

  it.each(['Next dashboard', 'Previous dashboard', 'Show dashboard 2'])('stops rotating for good after the visitor uses "%s"', (control) => {
    renderCarousel()
    wait(3000)
    click(control)
    const chosen = activeSlide()
    wait(60_000)
    expect(activeSlide()).toBe(chosen)
  })

  it('never rotates on its own for visitors who prefer reduced motion', () => {
    setMediaQuery('(prefers-reduced-motion: reduce)', true)
    renderCarousel()
    wait(60_000)
    expect(activeSlide()).toBe(1)
  })

  it.each(SPEC_DASHBOARDS.map((spec, index) => [spec.title, index, spec] as const))(
    'shows the %s with its description, stats and repository link',
    (title, index, spec) => {
      renderCarousel()
      const dashboard = site.dashboards.items[index]
      const slide = slides()[index] as HTMLElement
      expect(dashboard?.title).toBe(title)
      expect(within(slide).getByRole('heading', { name: title })).toBeInTheDocument()
      expect(within(slide).getByText(dashboard?.description ?? '')).toBeInTheDocument()
      expect(within(slide).getByRole('img')).toHaveAccessibleName(dashboard?.image.alt ?? '')

      const values = within(slide).getAllByText(/^[\d,]+\+$/).map((node) => node.textContent)
      expect(values.length).toBeLessThanOrEqual(3)
      expect(values).toEqual(spec.stats.map(([value]) => value))
      for (const [, label] of spec.stats) {
        expect(within(slide).getByText(new RegExp(`^${label}$`, 'i'))).toBeInTheDocument()
      }

      expectOpensInNewTab(within(slide).getByRole('link', { name: dashboard?.cta ?? '' }), dashboard!.link)
    },
  )
})
