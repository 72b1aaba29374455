import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Content } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import { expectCard, recordCards } from '../test/record-cards.ts'
import Certificates from './certificates.tsx'

const block = complete.certificates
const { lang } = complete.meta

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const renderCertificates = (content: Content = complete) => render(<Certificates id="certificates" content={content} />)

describe('Certificates', () => {
  it("shows every entry in the owner's order under the block's heading, each a card with its title as a heading", () => {
    renderCertificates()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(block.heading)
    expect(recordCards().map((card) => card.querySelector('h3')?.textContent)).toEqual(block.items.map((entry) => entry.name))
  })

  it('links a certificate that has an address to it, in a new tab, and shows its issuer and date where given', () => {
    renderCertificates()
    block.items.forEach((certificate, index) => expectCard(recordCards()[index]!, { title: certificate.name, url: certificate.url, date: certificate.date, texts: [certificate.issuer] }, lang))
    expect(block.items.some((certificate) => certificate.url) && block.items.some((certificate) => !certificate.url && !certificate.date)).toBe(true)
  })

  it('renders nothing where the content has no certificates', () => {
    const { container } = renderCertificates({ ...complete, certificates: undefined })
    expect(container).toBeEmptyDOMElement()
  })
})
