import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Content } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import { expectCard, recordCards } from '../test/record-cards.ts'
import Publications from './publications.tsx'

const block = complete.publications
const { lang } = complete.meta

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const renderPublications = (content: Content = complete) => render(<Publications id="publications" content={content} />)

describe('Publications', () => {
  it("shows every entry in the owner's order under the block's heading, each a card with its title as a heading", () => {
    renderPublications()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(block.heading)
    expect(recordCards().map((card) => card.querySelector('h3')?.textContent)).toEqual(block.items.map((entry) => entry.name))
  })

  it('links a publication that has an address, in a new tab, with its publisher, date and summary where given', () => {
    renderPublications()
    block.items.forEach((publication, index) => expectCard(recordCards()[index]!, { title: publication.name, url: publication.url, date: publication.releaseDate, texts: [publication.publisher, publication.summary] }, lang))
    expect(block.items.some((publication) => publication.url && publication.summary) && block.items.some((publication) => !publication.url && !publication.publisher)).toBe(true)
  })

  it('renders nothing where the content has no publications', () => {
    const { container } = renderPublications({ ...complete, publications: undefined })
    expect(container).toBeEmptyDOMElement()
  })
})
