import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Stat } from '../content/schema'
import { site } from '../content/site'
import { FakeIntersectionObserver } from '../test/browser-fakes'
import { About } from './about'

const STATS: Stat[] = [
  { value: '8+', label: 'Projects Completed' },
  { value: '4+', label: 'Years Experience' },
  { value: '12', label: 'Happy Clients' },
  { value: '3', label: 'Open-Source Libraries' },
  { value: '1', label: 'Hackathon Win' },
]

function renderAbout(stats: Stat[] = site.about.stats) {
  return render(<About id="about" about={{ ...site.about, stats }} />)
}

const section = () => screen.getByRole('region', { name: site.about.heading })
/** The grid of stat cards: the element holding the first card's value, two levels up. */
const statGrid = () => within(section()).getByText(site.about.stats[0]!.value).parentElement!.parentElement!
const cards = () => [...statGrid().children].map((card) => card.textContent)

beforeEach(() => FakeIntersectionObserver.install())

describe('About', () => {
  it('shows the two stat cards of the spec side by side: 8+ Projects Completed, 4+ Years Experience', () => {
    renderAbout()
    expect(cards()).toEqual(['8+Projects Completed', '4+Years Experience'])
    expect(statGrid()).toHaveClass('grid-cols-2')
  })

  it('shows no stats grid at all without stats, and still the bio and photo', () => {
    const { container } = renderAbout([])
    expect(within(section()).queryByText('8+')).not.toBeInTheDocument()
    expect(within(section()).getByText(site.about.bio[0]!)).toBeInTheDocument()
    expect(within(section()).getByRole('img', { name: site.about.photo.alt })).toBeInTheDocument()
    // Only the fade-ins of the photo and the bio (and the heading) are left.
    expect(container.querySelectorAll('[data-reveal]')).toHaveLength(3)
  })

  it('shows a single stat card on its own, about as wide as one of two', () => {
    renderAbout(STATS.slice(0, 1))
    expect(cards()).toEqual(['8+Projects Completed'])
    expect(statGrid()).toHaveClass('grid-cols-1')
    expect(statGrid().className).toMatch(/(^|\s)max-w-/)
  })

  it('puts three stat cards in one row from small screens up, two and one on a phone', () => {
    renderAbout(STATS.slice(0, 3))
    expect(cards()).toEqual(['8+Projects Completed', '4+Years Experience', '12Happy Clients'])
    expect(statGrid()).toHaveClass('grid-cols-2', 'sm:grid-cols-3')
  })

  it('puts four stat cards two by two, and five in rows of three', () => {
    const four = renderAbout(STATS.slice(0, 4))
    expect(cards()).toHaveLength(4)
    expect(statGrid()).toHaveClass('grid-cols-2')
    expect(statGrid()).not.toHaveClass('sm:grid-cols-3')
    four.unmount()

    renderAbout(STATS)
    expect(cards()).toHaveLength(5)
    expect(statGrid()).toHaveClass('sm:grid-cols-3')
  })
})
