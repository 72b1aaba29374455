import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../content/site'
import { expectOpensInNewTab } from '../test/links'
import { Footer } from './footer'

function renderFooter() {
  return render(<Footer ownerName={site.owner.name} entries={site.nav} footer={site.footer} labels={site.labels} />)
}

const quickLinks = () => screen.getByRole('navigation', { name: site.labels.quickLinks })

afterEach(() => {
  vi.useRealTimers()
})

describe('Footer', () => {
  it('offers five quick links: Home, About, Projects, Power BI and Contact', () => {
    renderFooter()
    const links = within(quickLinks()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '#home'],
      ['About', '#about'],
      ['Projects', '#projects'],
      ['Power BI', '#powerbi'],
      ['Contact', '#contact'],
    ])
  })

  it('points each quick link at the section named by its label, lowercased without spaces', () => {
    renderFooter()
    for (const link of within(quickLinks()).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', `#${(link.textContent ?? '').toLowerCase().replace(/\s+/g, '')}`)
    }
  })

  it("takes the visitor back to the top when the owner's name is clicked", () => {
    renderFooter()
    expect(screen.getByRole('link', { name: site.owner.name })).toHaveAttribute('href', '#top')
  })

  it('links to GitHub and LinkedIn in a new tab and to email in the mail program', () => {
    renderFooter()
    expectOpensInNewTab(screen.getByRole('link', { name: 'GitHub' }), site.social.github.url)

    expectOpensInNewTab(screen.getByRole('link', { name: 'LinkedIn' }), site.social.linkedin.url)

    const email = screen.getByRole('link', { name: 'Email' })
    expect(email).toHaveAttribute('href', `mailto:${site.owner.email}`)
    expect(email).not.toHaveAttribute('target')
  })

  it('shows the current year in the copyright line', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'))
    renderFooter()
    expect(new Date().getFullYear()).toBe(2031)
    expect(screen.getByTestId('copyright-year')).toHaveTextContent(/^2031$/)
    expect(screen.getByText(/©/)).toHaveTextContent(`© 2031 ${site.owner.name}. ${site.footer.rights}`)
  })
})
