import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Content } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import { expectCard, recordCards } from '../test/record-cards.ts'
import Awards from './awards.tsx'

const block = complete.awards
const { lang } = complete.meta

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const renderAwards = (content: Content = complete) => render(<Awards id="awards" content={content} />)

describe('Awards', () => {
  it("shows every entry in the owner's order under the block's heading, each a card with its title as a heading", () => {
    renderAwards()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(block.heading)
    expect(recordCards().map((card) => card.querySelector('h3')?.textContent)).toEqual(block.items.map((entry) => entry.title))
  })

  it("dates each award in the page's language and shows who gave it and what for, with no empty line for what an award leaves out", () => {
    renderAwards()
    block.items.forEach((award, index) => expectCard(recordCards()[index]!, { title: award.title, date: award.date, texts: [award.awarder, award.summary] }, lang))
    // The fixture has an award with every field and one with its title and date alone.
    expect(block.items.some((award) => award.awarder && award.summary) && block.items.some((award) => !award.awarder && !award.summary)).toBe(true)
  })

  it('renders nothing where the content has no awards', () => {
    const { container } = renderAwards({ ...complete, awards: undefined })
    expect(container).toBeEmptyDOMElement()
  })
})
