import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site as sample } from '../test/fixtures/sample.ts'
import { expectOpensInNewTab } from '../test/links.ts'
import { Footer } from './footer.tsx'

function renderFooter() {
  return render(<Footer id="site-footer" owner={sample.owner} photo={sample.about.photo.src} entries={sample.nav} footer={sample.footer} labels={sample.labels} />)
}

const quickLinks = () => screen.getByRole('navigation', { name: sample.labels.quickLinks })

afterEach(() => {
  vi.useRealTimers()
})

describe('Footer', () => {
  it('offers five quick links: Home, About, Projects, Power BI and Contact', () => {
    renderFooter()
    const links = within(quickLinks()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(sample.nav.map((entry) => [entry.label, `#${entry.id}`]))
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#home', '#about', '#projects', '#powerbi', '#contact'])
  })

  it('points each quick link at the section named by its label, lowercased without spaces', () => {
    renderFooter()
    for (const link of within(quickLinks()).getAllByRole('link')) {
      expect(link).toHaveAttribute('href', `#${(link.textContent ?? '').toLowerCase().replace(/\s+/g, '')}`)
    }
  })

  it("takes the visitor back to the top when the owner's name is clicked", () => {
    renderFooter()
    expect(screen.getByRole('link', { name: sample.owner.name })).toHaveAttribute('href', '#top')
  })

  it('links to GitHub and LinkedIn in a new tab and to email in the mail program', () => {
    renderFooter()
    const [github, linkedin, mail] = sample.footer.links
    expectOpensInNewTab(screen.getByRole('link', { name: github!.label }), sample.social.github.url, { me: true })

    expectOpensInNewTab(screen.getByRole('link', { name: linkedin!.label }), sample.social.linkedin.url, { me: true })

    const email = screen.getByRole('link', { name: mail!.label })
    expect(email).toHaveAttribute('href', `mailto:${sample.owner.email}`)
    expect(email).not.toHaveAttribute('target')
  })

  it('shows the current year in the copyright line', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'))
    renderFooter()
    expect(new Date().getFullYear()).toBe(2031)
    expect(screen.getByTestId('copyright-year')).toHaveTextContent(/^2031$/)
    expect(screen.getByText(/©/)).toHaveTextContent(`© 2031 ${sample.owner.name}. ${sample.footer.rights}`)
  })
})
