import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetMediaQueries, setMediaQuery } from '../test/browser-fakes.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { expectOpensInNewTab } from '../test/links.ts'
import { DashboardCarousel } from './dashboard-carousel.tsx'

const { labels } = sample
const dashboards = sample.dashboards.items
/** The fixture's slide name for a position: "2 of 3" in the sample. */
const slideName = (position: number, count = dashboards.length) =>
  labels.slidePosition.replace('{position}', String(position)).replace('{count}', String(count))
const dot = (position: number) => `${labels.showDashboard} ${position}`

function renderCarousel() {
  return render(
    <>
      <DashboardCarousel dashboards={dashboards} labels={labels} lang="en" />
      <button type="button">Outside the carousel</button>
    </>,
  )
}

const carousel = () => screen.getByRole('region', { name: labels.dashboardsCarousel })
const slides = () => within(carousel()).getAllByRole('group')
const slidesContainer = () => slides()[0]!.parentElement as HTMLElement
const rotationControl = () => screen.getByRole('button', { name: (name) => name === labels.stopRotation || name === labels.startRotation })

/** The visible slide, as "slide N" (1-based), checked against the dot that claims it. */
function activeSlide(): number {
  const active = slides().filter((slide) => slide.hasAttribute('data-active'))
  expect(active).toHaveLength(1)
  const position = slides().indexOf(active[0] as HTMLElement) + 1
  expect(screen.getByRole('button', { name: dot(position) })).toHaveAttribute('aria-current', 'true')
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
    expect(within(slides()[0]!).getByRole('heading', { level: 3 })).toHaveAccessibleName(dashboards[0]!.title)
  })

  it('is a region announced as a carousel, named for the dashboards', () => {
    renderCarousel()
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel')
  })

  it('names each slide by its position, "1 of 3" to "3 of 3", with the dashboard title as its heading', () => {
    renderCarousel()
    expect(slides().map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(['slide', 'slide', 'slide'])
    expect(slides().map((slide) => [slide.getAttribute('aria-label'), within(slide).getByRole('heading', { level: 3 }).textContent])).toEqual(
      dashboards.map((dashboard, index) => [slideName(index + 1), dashboard.title]),
    )
    expect(within(carousel()).getByRole('group', { name: slideName(2) })).toBe(slides()[1])
  })

  it('builds the slide names from the owner\'s template and the number of dashboards', () => {
    const owned = { ...labels, slidePosition: 'Slide {position} / {count}' }
    render(<DashboardCarousel dashboards={dashboards.slice(0, 2)} labels={owned} lang="en" />)
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['Slide 1 / 2', 'Slide 2 / 2'])
  })

  it('puts the rotation control first in the tab order, before the slides and the other controls', async () => {
    // user-event waits on real timers; nothing here needs the clock.
    vi.useRealTimers()
    const user = userEvent.setup()
    renderCarousel()
    await user.tab()
    expect(rotationControl()).toHaveFocus()
    expect(rotationControl()).toHaveAccessibleName(labels.stopRotation)
    await user.tab()
    expect(within(slides()[0]!).getByRole('link')).toHaveFocus()
    const controls = [labels.previousDashboard, dot(1), labels.nextDashboard].map((name) => screen.getByRole('button', { name }))
    for (const later of [slidesContainer(), ...controls]) {
      expect(rotationControl().compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
  })

  it('hides the rotation control without JavaScript, like the other controls', () => {
    renderCarousel()
    expect(rotationControl().closest('[data-needs-js]')).not.toBeNull()
    expect(screen.getByRole('button', { name: labels.nextDashboard }).closest('[data-needs-js]')).not.toBeNull()
  })

  it('stops with "Stop automatic slide show" and starts again with "Start automatic slide show"', () => {
    renderCarousel()
    click(labels.stopRotation)
    expect(rotationControl()).toHaveAccessibleName(labels.startRotation)
    wait(60_000)
    expect(activeSlide()).toBe(1)

    click(labels.startRotation)
    expect(rotationControl()).toHaveAccessibleName(labels.stopRotation)
    wait(5999)
    expect(activeSlide()).toBe(1)
    wait(1)
    expect(activeSlide()).toBe(2)
  })

  it('keeps the slides quiet for screen readers while rotating and polite whenever they are not', () => {
    renderCarousel()
    expect(slidesContainer()).toHaveAttribute('aria-live', 'off')
    fireEvent.pointerEnter(carousel())
    expect(slidesContainer()).toHaveAttribute('aria-live', 'polite')
    fireEvent.pointerLeave(carousel())
    expect(slidesContainer()).toHaveAttribute('aria-live', 'off')
    act(() => screen.getByRole('button', { name: dot(2) }).focus())
    expect(slidesContainer()).toHaveAttribute('aria-live', 'polite')
    act(() => screen.getByRole('button', { name: 'Outside the carousel' }).focus())
    expect(slidesContainer()).toHaveAttribute('aria-live', 'off')
    click(labels.stopRotation)
    expect(slidesContainer()).toHaveAttribute('aria-live', 'polite')
    click(labels.startRotation)
    expect(slidesContainer()).toHaveAttribute('aria-live', 'off')
    click(labels.nextDashboard)
    expect(slidesContainer()).toHaveAttribute('aria-live', 'polite')
  })

  it('pauses while the pointer is over the carousel and resumes when it leaves', () => {
    renderCarousel()
    wait(4000)
    fireEvent.pointerEnter(carousel())
    wait(60_000)
    expect(activeSlide()).toBe(1)
    expect(rotationControl()).toHaveAccessibleName(labels.stopRotation)

    fireEvent.pointerLeave(carousel())
    wait(5999)
    expect(activeSlide()).toBe(1)
    wait(1)
    expect(activeSlide()).toBe(2)
  })

  it('pauses while keyboard focus is anywhere inside the carousel and resumes when it leaves', () => {
    renderCarousel()
    act(() => rotationControl().focus())
    wait(12_000)
    act(() => within(slides()[0]!).getByRole('link').focus())
    wait(12_000)
    act(() => screen.getByRole('button', { name: labels.nextDashboard }).focus())
    wait(12_000)
    expect(activeSlide()).toBe(1)

    act(() => screen.getByRole('button', { name: 'Outside the carousel' }).focus())
    wait(6000)
    expect(activeSlide()).toBe(2)
  })

  it('resumes after a mouse click on Start once the pointer leaves, though the button keeps the focus', () => {
    renderCarousel()
    click(labels.stopRotation)
    const control = rotationControl()
    fireEvent.pointerEnter(carousel())
    fireEvent.mouseDown(control)
    act(() => control.focus())
    fireEvent.mouseUp(control)
    fireEvent.click(control)
    expect(control).toHaveAccessibleName(labels.stopRotation)
    wait(12_000)
    expect(activeSlide()).toBe(1)

    fireEvent.pointerLeave(carousel())
    expect(control).toHaveFocus()
    wait(6000)
    expect(activeSlide()).toBe(2)
  })

  it('stays paused until both the pointer and the focus have left', () => {
    renderCarousel()
    fireEvent.pointerEnter(carousel())
    act(() => rotationControl().focus())
    fireEvent.pointerLeave(carousel())
    wait(12_000)
    expect(activeSlide()).toBe(1)
    act(() => rotationControl().blur())
    wait(6000)
    expect(activeSlide()).toBe(2)
  })

  it('does not start again when the pointer and focus leave after a manual action', () => {
    renderCarousel()
    fireEvent.pointerEnter(carousel())
    act(() => screen.getByRole('button', { name: labels.nextDashboard }).focus())
    click(labels.nextDashboard)
    expect(rotationControl()).toHaveAccessibleName(labels.startRotation)
    fireEvent.pointerLeave(carousel())
    act(() => screen.getByRole('button', { name: 'Outside the carousel' }).focus())
    wait(60_000)
    expect(activeSlide()).toBe(2)
    expect(slidesContainer()).toHaveAttribute('aria-live', 'polite')
  })

  it('gives every dot a 24 px target and inactive dots the full muted colour', () => {
    renderCarousel()
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: dot(n) }))
    for (const dot of dots) expect(dot).toHaveClass('size-7')
    const inactive = dots[1]!.firstElementChild!
    expect(inactive).toHaveClass('bg-muted')
    expect(inactive.className).not.toMatch(/(^|\s)bg-muted\//)
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
    click(labels.nextDashboard)
    expect(activeSlide()).toBe(2)
    click(labels.nextDashboard)
    expect(activeSlide()).toBe(3)
    click(labels.nextDashboard)
    expect(activeSlide()).toBe(1)
  })

  it('goes back with "Previous dashboard", wrapping from the first to the last', () => {
    renderCarousel()
    click(labels.previousDashboard)
    expect(activeSlide()).toBe(3)
    click(labels.previousDashboard)
    expect(activeSlide()).toBe(2)
  })

  it('jumps to a dashboard when its dot is chosen', () => {
    renderCarousel()
    click(dot(2))
    expect(activeSlide()).toBe(2)
    expect(screen.getByRole('button', { name: dot(1) })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('button', { name: dot(3) })).not.toHaveAttribute('aria-current')
  })

  it.each([labels.nextDashboard, labels.previousDashboard, dot(2)])('stops rotating for good after the visitor uses "%s"', (control) => {
    renderCarousel()
    wait(3000)
    click(control)
    const chosen = activeSlide()
    wait(60_000)
    expect(activeSlide()).toBe(chosen)
  })

  it('never rotates on its own for visitors who prefer reduced motion, until they choose Start', () => {
    setMediaQuery('(prefers-reduced-motion: reduce)', true)
    renderCarousel()
    expect(rotationControl()).toHaveAccessibleName(labels.startRotation)
    expect(slidesContainer()).toHaveAttribute('aria-live', 'polite')
    wait(60_000)
    expect(activeSlide()).toBe(1)

    click(labels.startRotation)
    expect(slidesContainer()).toHaveAttribute('aria-live', 'off')
    wait(6000)
    expect(activeSlide()).toBe(2)
  })

  it.each(dashboards.map((dashboard, index) => [dashboard.title, index, dashboard] as const))(
    'shows the %s with its description, stats and repository link',
    (title, index, dashboard) => {
      renderCarousel()
      const slide = slides()[index] as HTMLElement
      expect(within(slide).getByRole('heading', { name: title })).toBeInTheDocument()
      expect(within(slide).getByText(dashboard.description)).toBeInTheDocument()
      expect(within(slide).getByRole('img')).toHaveAccessibleName(dashboard.image.alt)

      const values = within(slide).getAllByText(/^[\d,]+\+$/).map((node) => node.textContent)
      expect(values.length).toBeLessThanOrEqual(3)
      expect(values).toEqual(dashboard.stats.map(({ value }) => value))
      for (const { label } of dashboard.stats) {
        expect(within(slide).getByText(label, { exact: true })).toBeInTheDocument()
      }

      expectOpensInNewTab(within(slide).getByRole('link', { name: dashboard.cta }), dashboard.link)
    },
  )

  describe('with a single dashboard', () => {
    const [only] = dashboards

    function renderSingle() {
      return render(<DashboardCarousel dashboards={[only!]} labels={labels} lang="en" />)
    }

    it('shows it as it is: its heading, description, stats and repository link', () => {
      renderSingle()
      const dashboard = screen.getByRole('article', { name: only!.title })
      expect(within(dashboard).getByRole('heading', { level: 3, name: only!.title })).toBeInTheDocument()
      expect(within(dashboard).getByText(only!.description)).toBeInTheDocument()
      expect(within(dashboard).getByText(only!.stats[0]!.value)).toBeInTheDocument()
      expectOpensInNewTab(within(dashboard).getByRole('link', { name: only!.cta }), only!.link)
    })

    it('offers no rotation, previous, next or dot controls: the repository link is its only control', () => {
      const { container } = renderSingle()
      expect(screen.queryAllByRole('button')).toEqual([])
      expect(container.querySelectorAll('a, button')).toHaveLength(1)
      expect(container.querySelector('[data-needs-js]')).toBeNull()
    })

    it('is not announced as a carousel of one slide, nor as a live region', () => {
      const { container } = renderSingle()
      expect(screen.queryByRole('region')).not.toBeInTheDocument()
      expect(screen.queryByRole('group')).not.toBeInTheDocument()
      expect(container.querySelector('[aria-roledescription], [aria-live]')).toBeNull()
    })

    it('stays in place: nothing rotates, the dashboard is shown for good', () => {
      const { container } = renderSingle()
      const before = container.innerHTML
      wait(60_000)
      expect(container.innerHTML).toBe(before)
      expect(vi.getTimerCount()).toBe(0)
    })
  })

  it('keeps the whole carousel, rotating every 6 seconds, for two dashboards', () => {
    render(<DashboardCarousel dashboards={dashboards.slice(0, 2)} labels={labels} lang="en" />)
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel')
    expect(rotationControl()).toHaveAccessibleName(labels.stopRotation)
    for (const name of [labels.previousDashboard, dot(1), dot(2), labels.nextDashboard]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
    wait(5999)
    expect(activeSlide()).toBe(1)
    wait(1)
    expect(activeSlide()).toBe(2)
    wait(6000)
    expect(activeSlide()).toBe(1)
  })
})
