import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Content } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import Interests from './interests.tsx'

const block = complete.interests

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const renderInterests = (content: Content = complete) => render(<Interests id="interests" content={content} />)

describe('Interests', () => {
  it("shows every interest in the owner's order under the block's heading, each with its keywords as a list named for it", () => {
    renderInterests()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(block.heading)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(block.items.map((interest) => interest.name))
    for (const interest of block.items) {
      const keywords = screen.queryByRole('list', { name: interest.name })
      if ('keywords' in interest) expect(within(keywords!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(interest.keywords)
      else expect(keywords).toBeNull()
    }
    expect(block.items.some((interest) => !('keywords' in interest))).toBe(true)
  })

  it('renders nothing where the content has no interests', () => {
    const { container } = renderInterests({ ...complete, interests: undefined })
    expect(container).toBeEmptyDOMElement()
  })
})
