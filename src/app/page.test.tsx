import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Content } from '../content/schema'
import { site } from '../content/site'
import { FakeIntersectionObserver } from '../test/browser-fakes'
import { contentWith, renderPage } from '../test/render-page'

/** jsdom has no media playback; the hero's background video just needs to start quietly. */
function stubMediaPlayback() {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'))
  })
}

beforeEach(() => {
  FakeIntersectionObserver.install()
  stubMediaPlayback()
})

describe('Page', () => {
  it('shows home, about, projects, Power BI and contact in that order, then the footer', async () => {
    const { container } = await renderPage()
    const landmarks = [...container.querySelectorAll('section[id], footer')].map((element) =>
      element.tagName === 'FOOTER' ? 'footer' : element.id,
    )
    expect(landmarks).toEqual(['home', 'about', 'projects', 'powerbi', 'contact', 'footer'])
    expect(screen.getByRole('contentinfo')).toBe(container.querySelector('footer'))
  })

  it('puts the navigation bar before every section', async () => {
    const { container } = await renderPage()
    const banner = screen.getByRole('banner')
    const home = container.querySelector('#home') as HTMLElement
    expect(banner.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('starts with a link that skips to the main content, which can take focus', async () => {
    const user = userEvent.setup()
    const { container } = await renderPage()
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#main')
    expect(container.querySelector('a, button')).toBe(skip)
    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', 'main')
    expect(main).toHaveAttribute('tabindex', '-1')
  })

  it('opens every external link in a new tab without referrer or opener', async () => {
    const { container } = await renderPage()
    const external = [...container.querySelectorAll('a[href^="http"]')]
    expect(external.length).toBeGreaterThan(10)
    for (const link of external) {
      const href = link.getAttribute('href') ?? ''
      expect(link.getAttribute('target'), href).toBe('_blank')
      expect((link.getAttribute('rel') ?? '').split(/\s+/), href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    }
  })
})

/** The landmarks in page order: each section's anchor, then "footer". */
const landmarks = (container: HTMLElement) =>
  [...container.querySelectorAll('section[id], footer')].map((element) => (element.tagName === 'FOOTER' ? 'footer' : element.id))

const linkLabels = (element: HTMLElement) => within(element).getAllByRole('link', { hidden: true }).map((link) => link.textContent)
const desktopLinks = () => linkLabels(screen.getByRole('navigation', { name: site.labels.primaryNavigation }).querySelector('ul')!)
const menuLinks = () => linkLabels(document.getElementById('mobile-menu')!)
const footerLinks = () => linkLabels(screen.getByRole('navigation', { name: site.labels.quickLinks }))

const noDashboards = contentWith({ dashboards: { ...site.dashboards, items: [] } })
const noProjects = contentWith({ projects: { ...site.projects, items: [] } })
const neither = contentWith({ dashboards: noDashboards.dashboards, projects: noProjects.projects })

describe('Page, when the content leaves a list empty', () => {
  it('has no Power BI section without dashboards, and no Power BI link in the bar, the menu or the footer', async () => {
    const { container } = await renderPage(undefined, noDashboards)
    expect(landmarks(container)).toEqual(['home', 'about', 'projects', 'contact', 'footer'])
    expect(screen.queryByRole('region', { name: 'Featured dashboards' })).not.toBeInTheDocument()
    expect(screen.queryAllByRole('link', { name: 'Power BI', hidden: true })).toEqual([])
    for (const links of [desktopLinks(), menuLinks(), footerLinks()]) expect(links).toEqual(['Home', 'About', 'Projects', 'Contact'])
  })

  it('has no Projects section without projects, and no Projects link in the bar, the menu or the footer', async () => {
    const { container } = await renderPage(undefined, noProjects)
    expect(landmarks(container)).toEqual(['home', 'about', 'powerbi', 'contact', 'footer'])
    expect(screen.queryByTestId('project-grid')).not.toBeInTheDocument()
    expect(screen.queryAllByRole('link', { name: 'Projects', hidden: true })).toEqual([])
    for (const links of [desktopLinks(), menuLinks(), footerLinks()]) expect(links).toEqual(['Home', 'About', 'Power BI', 'Contact'])
  })

  it('has neither section, nor their links, without projects and dashboards', async () => {
    const { container } = await renderPage(undefined, neither)
    expect(landmarks(container)).toEqual(['home', 'about', 'contact', 'footer'])
    for (const links of [desktopLinks(), menuLinks(), footerLinks()]) expect(links).toEqual(['Home', 'About', 'Contact'])
  })

  it.each([
    ['the shipped content', site],
    ['no dashboards', noDashboards],
    ['no projects', noProjects],
    ['neither', neither],
  ] as [string, Content][])('links only to sections that are on the page, with %s', async (_name, content) => {
    const { container } = await renderPage(undefined, content)
    const anchors = [...container.querySelectorAll('a[href^="#"]')].map((link) => link.getAttribute('href')!.slice(1))
    expect(anchors.length).toBeGreaterThan(10)
    // #top is the document's own top, which browsers scroll to without an element of that id.
    for (const id of anchors.filter((anchor) => anchor !== 'top')) expect(container.querySelector(`[id="${id}"]`), `#${id}`).not.toBeNull()
  })
})
