import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Stat } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { About } from './about.tsx'

/** The sample's stat cards, then more an owner might add. */
const STATS: Stat[] = [
  ...sample.about.stats,
  { value: '12', label: 'Happy Clients' },
  { value: '3', label: 'Open-Source Libraries' },
  { value: '1', label: 'Hackathon Win' },
]
/** A stat card's text, value then label. */
const card = ({ value, label }: Stat) => `${value}${label}`

function renderAbout(stats: Stat[] = sample.about.stats) {
  return render(<About id="about" about={{ ...sample.about, stats }} />)
}

const section = () => screen.getByRole('region', { name: sample.about.heading })
/** The grid of stat cards: the element holding the first card's value, two levels up. */
const statGrid = () => within(section()).getByText(STATS[0]!.value).parentElement!.parentElement!
const cards = () => [...statGrid().children].map((card) => card.textContent)

beforeEach(() => FakeIntersectionObserver.install())

describe('About', () => {
  it("shows the sample's two stat cards side by side", () => {
    renderAbout()
    expect(sample.about.stats).toHaveLength(2)
    expect(cards()).toEqual(sample.about.stats.map(card))
    expect(statGrid()).toHaveClass('grid-cols-2')
  })

  it('shows no stats grid at all without stats, and still the bio and photo', () => {
    const { container } = renderAbout([])
    expect(within(section()).queryByText(STATS[0]!.value)).not.toBeInTheDocument()
    expect(within(section()).getByText(sample.about.bio[0]!)).toBeInTheDocument()
    expect(within(section()).getByRole('img', { name: sample.about.photo.alt })).toBeInTheDocument()
    // Only the fade-ins of the photo and the bio (and the heading) are left.
    expect(container.querySelectorAll('[data-reveal]')).toHaveLength(3)
  })

  it('shows a single stat card on its own, about as wide as one of two', () => {
    renderAbout(STATS.slice(0, 1))
    expect(cards()).toEqual(STATS.slice(0, 1).map(card))
    expect(statGrid()).toHaveClass('grid-cols-1')
    expect(statGrid().className).toMatch(/(^|\s)max-w-/)
  })

  it('puts three stat cards in one row from small screens up, two and one on a phone', () => {
    renderAbout(STATS.slice(0, 3))
    expect(cards()).toEqual(STATS.slice(0, 3).map(card))
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
