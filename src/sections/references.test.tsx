import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Content } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import References from './references.tsx'

const block = complete.references

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const renderReferences = (content: Content = complete) => render(<References id="references" content={content} />)
const quotes = () => within(screen.getByRole('region')).getAllByRole('figure')

describe('References', () => {
  it("shows every testimonial in the owner's order under the block's heading: the quote, then who said it and who they are", () => {
    renderReferences()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(block.heading)
    expect(quotes().map((quote) => quote.querySelector('blockquote')?.textContent)).toEqual(block.items.map((reference) => reference.reference))
    quotes().forEach((quote, index) => {
      const reference = block.items[index]!
      const caption = quote.querySelector('figcaption')!
      expect(caption).toHaveTextContent(`${reference.name}${'role' in reference ? reference.role : ''}`)
      expect(caption.textContent).toBe(`${'photo' in reference ? '' : initialsOf(reference.name)}${reference.name}${'role' in reference ? reference.role : ''}`)
    })
  })

  it('shows the picture of one who has one, as decoration beside the name, and the initials of one who has not', () => {
    renderReferences()
    quotes().forEach((quote, index) => {
      const reference = block.items[index]!
      const picture = quote.querySelector('img')
      const photo = 'photo' in reference ? reference.photo : undefined
      if (photo) {
        expect(picture).toHaveAttribute('alt', '')
        expect(picture?.getAttribute('src')).toContain(photo.replace(/\.\w+$/, ''))
      } else {
        expect(picture).toBeNull()
        expect(quote.querySelector('figcaption [aria-hidden]')).toHaveTextContent(initialsOf(reference.name))
      }
    })
    expect(block.items.some((reference) => 'photo' in reference) && block.items.some((reference) => !('photo' in reference))).toBe(true)
  })

  it('renders nothing where the content has no references', () => {
    const { container } = renderReferences({ ...complete, references: undefined })
    expect(container).toBeEmptyDOMElement()
  })
})

/** The first letters of a name's first and last word, as the fixture's names are written. */
function initialsOf(name: string) {
  const words = name.split(' ')
  return `${words[0]![0]}${words.length > 1 ? words.at(-1)![0] : ''}`.toUpperCase()
}
