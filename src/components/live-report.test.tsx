import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_REPORT_TIMEOUT_MS } from '../lib/live-report.ts'
import { resetMediaQueries } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { expectOpensInNewTab } from '../test/links.ts'
import { CAROUSEL_INTERVAL_MS } from '../lib/constants.ts'
import { DashboardCarousel } from './dashboard-carousel.tsx'

const { labels } = complete
const dashboards = complete.dashboards.items
const [first] = dashboards
if (!first?.embed) throw new Error('the complete fixture gives its first dashboard a live report')
const embed: string = first.embed
const open = labels.openLiveReport
const carousel = () => screen.getByRole('region', { name: labels.dashboardsCarousel })
const activeSlide = () => within(carousel()).getAllByRole('group').findIndex((slide) => slide.hasAttribute('data-active'))
const firstSlide = () => within(carousel()).getAllByRole('group')[0] as HTMLElement

/** Renders, and lets the lazily loaded frame's module arrive. */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  resetMediaQueries()
})

describe('a dashboard with a live report', () => {
  it('shows its picture and a button, and no frame, until the visitor asks; a dashboard without one shows no button', () => {
    render(<DashboardCarousel dashboards={dashboards} labels={labels} lang="en" />)
    expect(document.querySelector('iframe')).toBeNull()
    expect(within(firstSlide()).getByRole('img', { name: first.image.alt })).toBeInTheDocument()
    expect(within(firstSlide()).getByRole('button', { name: open })).toBeInTheDocument()
  })

  it('puts the report in place of the picture when pressed, moves focus into it, and stops the rotation', async () => {
    render(<DashboardCarousel dashboards={dashboards} labels={labels} lang="en" />)
    fireEvent.click(within(firstSlide()).getByRole('button', { name: open }))
    await settle()
    const frame = within(firstSlide()).getByTitle(`${first.title}: ${open}`)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', embed)
    expect(document.activeElement).toBe(frame)
    // The picture stays under the frame until the report has loaded.
    expect(within(firstSlide()).getByRole('img', { hidden: true, name: first.image.alt })).toBeInTheDocument()
    fireEvent.load(frame)
    expect(within(firstSlide()).queryByRole('img', { hidden: true, name: first.image.alt })).toBeNull()
    // The report stays: the carousel no longer moves on.
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3)
    })
    expect(activeSlide()).toBe(0)
    expect(screen.getByRole('button', { name: labels.startRotation })).toBeInTheDocument()
    expectOpensInNewTab(within(firstSlide()).getByRole('link', { name: labels.openInNewTab }), embed)
  })

  it('gives the picture back on "Back to the picture", with focus on the button that opened the report', async () => {
    render(<DashboardCarousel dashboards={dashboards} labels={labels} lang="en" />)
    fireEvent.click(within(firstSlide()).getByRole('button', { name: open }))
    await settle()
    fireEvent.load(within(firstSlide()).getByTitle(`${first.title}: ${open}`))
    fireEvent.click(within(firstSlide()).getByRole('button', { name: labels.backToPicture }))
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.activeElement).toBe(within(firstSlide()).getByRole('button', { name: open }))
  })

  it('keeps the picture, with a notice and the link, when the report has not loaded in time', async () => {
    render(<DashboardCarousel dashboards={dashboards} labels={labels} lang="en" />)
    fireEvent.click(within(firstSlide()).getByRole('button', { name: open }))
    await settle()
    act(() => {
      vi.advanceTimersByTime(LIVE_REPORT_TIMEOUT_MS - 1)
    })
    expect(document.querySelector('iframe')).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(document.querySelector('iframe')).toBeNull()
    const notice = within(firstSlide()).getByRole('status')
    expect(notice).toHaveTextContent(labels.liveReportFailed)
    expectOpensInNewTab(within(notice).getByRole('link', { name: labels.openInNewTab }), embed)
    expect(within(firstSlide()).getByRole('img', { name: first.image.alt })).toBeInTheDocument()
    // It may be asked for again.
    expect(document.activeElement).toBe(within(firstSlide()).getByRole('button', { name: open }))
  })

  it('offers no live report on the dashboards of content without embeds', () => {
    render(<DashboardCarousel dashboards={sample.dashboards.items} labels={{ ...sample.labels, openLiveReport: open }} lang="en" />)
    expect(screen.queryByRole('button', { name: open })).toBeNull()
  })

  it('tells a visitor who saves data what a live report weighs, before anything loads', () => {
    const { unmount } = render(<DashboardCarousel dashboards={dashboards} labels={labels} lang="en" />)
    expect(screen.queryByText(labels.liveReportWeight)).toBeNull()
    unmount()
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    try {
      render(<DashboardCarousel dashboards={dashboards} labels={labels} lang="en" />)
      expect(within(firstSlide()).getByText(labels.liveReportWeight)).toBeInTheDocument()
      expect(document.querySelector('iframe')).toBeNull()
    } finally {
      Reflect.deleteProperty(navigator, 'connection')
    }
  })
})
