import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Content } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import Languages from './languages.tsx'

const block = complete.languages

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const renderLanguages = (content: Content = complete) => render(<Languages id="languages" content={content} />)
const entries = () => within(screen.getByRole('region')).getAllByRole('listitem')

describe('Languages', () => {
  it("lists every language in the owner's order under the block's heading, with its fluency where given and nothing where not", () => {
    renderLanguages()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(block.heading)
    expect(entries().map((entry) => entry.textContent)).toEqual(block.items.map((spoken) => `${spoken.language}${'fluency' in spoken ? spoken.fluency : ''}`))
    expect(entries().map((entry) => entry.querySelectorAll('p > span').length)).toEqual(block.items.map((spoken) => ('fluency' in spoken ? 2 : 1)))
    expect(block.items.some((spoken) => !('fluency' in spoken))).toBe(true)
  })

  it('renders nothing where the content has no languages', () => {
    const { container } = renderLanguages({ ...complete, languages: undefined })
    expect(container).toBeEmptyDOMElement()
  })
})
