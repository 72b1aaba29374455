import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Content } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { navLabel } from '../test/nav-label.ts'
import { site as sparse } from '../test/fixtures/sparse.ts'
import { site as stress } from '../test/fixtures/stress.ts'
import { assetUrl } from '../lib/asset.ts'
import { contentWith, renderPage } from '../test/render-page.tsx'
import { OPTIONAL_SECTIONS, SECTIONS, sectionModule } from '../content/sections.ts'

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
    const skip = screen.getByRole('link', { name: sample.labels.skipToContent })
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
const desktopLinks = (content: Content = sample) => linkLabels(screen.getByRole('navigation', { name: content.labels.primaryNavigation }).querySelector('ul')!)
const menuLinks = () => linkLabels(document.getElementById('mobile-menu')!)
const footerLinks = (content: Content = sample) => linkLabels(screen.getByRole('navigation', { name: content.labels.quickLinks }))
/** The sample's nav labels, but for the sections named. */
const navLabelsWithout = (...ids: string[]) => sample.nav.filter((entry) => !ids.includes(entry.id)).map((entry) => entry.label)

const noDashboards = contentWith({ dashboards: { ...sample.dashboards, items: [] } })
const noProjects = contentWith({ projects: { ...sample.projects, items: [] } })
const neither = contentWith({ dashboards: noDashboards.dashboards, projects: noProjects.projects })

describe('Page, when the content leaves a list empty', () => {
  it('has no Power BI section without dashboards, and no Power BI link in the bar, the menu or the footer', async () => {
    const { container } = await renderPage(undefined, noDashboards)
    expect(landmarks(container)).toEqual(['home', 'about', 'projects', 'contact', 'footer'])
    expect(screen.queryByRole('region', { name: sample.labels.dashboardsCarousel })).not.toBeInTheDocument()
    expect(screen.queryAllByRole('link', { name: navLabel(sample, 'powerbi'), hidden: true })).toEqual([])
    for (const links of [desktopLinks(), menuLinks(), footerLinks()]) expect(links).toEqual(navLabelsWithout('powerbi'))
  })

  it('has no Projects section without projects, and no Projects link in the bar, the menu or the footer', async () => {
    const { container } = await renderPage(undefined, noProjects)
    expect(landmarks(container)).toEqual(['home', 'about', 'powerbi', 'contact', 'footer'])
    expect(screen.queryByTestId('project-grid')).not.toBeInTheDocument()
    expect(screen.queryAllByRole('link', { name: navLabel(sample, 'projects'), hidden: true })).toEqual([])
    for (const links of [desktopLinks(), menuLinks(), footerLinks()]) expect(links).toEqual(navLabelsWithout('projects'))
  })

  it('has neither section, nor their links, without projects and dashboards', async () => {
    const { container } = await renderPage(undefined, neither)
    expect(landmarks(container)).toEqual(['home', 'about', 'contact', 'footer'])
    for (const links of [desktopLinks(), menuLinks(), footerLinks()]) expect(links).toEqual(navLabelsWithout('projects', 'powerbi'))
  })

  it.each([
    ['the sample content', sample],
    ['the sparse content', sparse],
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

describe('Page, with the fewest of everything (the sparse fixture)', () => {
  it('shows its one project and its one dashboard as a card, without stat cards or contact details', async () => {
    const { container } = await renderPage(undefined, sparse)
    expect(landmarks(container)).toEqual(['home', 'about', 'experience', 'education', 'skills', 'projects', 'powerbi', 'contact', 'footer'])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(sparse.hero.tagline)

    const [project] = sparse.projects.items
    expect(within(screen.getByTestId('project-grid')).getAllByRole('article').map((card) => card.getAttribute('data-project-id'))).toEqual([String(project!.id)])

    const [dashboard] = sparse.dashboards.items
    const powerbi = container.querySelector('#powerbi') as HTMLElement
    expect(within(powerbi).getByRole('article', { name: dashboard!.title })).toBeInTheDocument()
    expect(within(powerbi).queryByRole('region', { name: sparse.labels.dashboardsCarousel })).not.toBeInTheDocument()
    expect(within(powerbi).queryAllByRole('button')).toEqual([])

    // The about section has its bio and photo and no stat grid: only the heading, photo and bio fade in.
    const about = container.querySelector('#about') as HTMLElement
    expect(within(about).getByText(sparse.about.bio[0]!)).toBeInTheDocument()
    expect(within(about).getByRole('img', { name: sparse.about.photo.alt })).toBeInTheDocument()
    expect(about.querySelectorAll('[data-reveal]')).toHaveLength(3)

    const contact = container.querySelector('#contact') as HTMLElement
    expect(within(contact).queryByRole('heading', { name: sparse.contact.detailsTitle })).not.toBeInTheDocument()
    expect(within(contact).queryByRole('list')).not.toBeInTheDocument()
    expect(within(contact).getByRole('heading', { name: sparse.contact.formTitle })).toBeInTheDocument()
  })
})

describe('Page, with every optional block (the stress fixture)', () => {
  const availability = stress.availability

  it("puts the résumé sections after About in the order of the owner's nav, with nav and footer links", async () => {
    const { container } = await renderPage(undefined, stress)
    const filled = OPTIONAL_SECTIONS.filter((section) => ((stress as Content)[section.key]?.items.length ?? 0) > 0).map((section): string => section.id)
    const order = [...new Set([...stress.nav.map((entry): string => entry.id).filter((id) => filled.includes(id)), ...filled])]
    expect(landmarks(container)).toEqual(['home', 'about', ...order, 'projects', 'powerbi', 'contact', 'footer'])
    for (const id of order) {
      expect(container.querySelector(`header a[href="#${id}"]`)).not.toBeNull()
      expect(container.querySelector(`footer a[href="#${id}"]`)).not.toBeNull()
    }
  })

  it('shows the availability in the hero and the contact section, with its status', async () => {
    const { container } = await renderPage(undefined, stress)
    for (const id of ['home', 'contact']) {
      const line = within(container.querySelector(`#${id}`) as HTMLElement).getByText(availability.text).closest('[data-availability]')
      expect(line).toHaveAttribute('data-availability', availability.status)
    }
  })

  it("offers the résumé from the hero and the contact card from the contact section, as downloads", async () => {
    await renderPage(undefined, stress)
    const resume = screen.getByRole('link', { name: stress.resume.label })
    expect(resume).toHaveAttribute('href', assetUrl('/resume.pdf'))
    expect(resume).toHaveAttribute('download')
    const card = screen.getByRole('link', { name: stress.vcard.label })
    expect(card).toHaveAttribute('href', assetUrl('/contact.vcf'))
    expect(card).toHaveAttribute('download')
  })

  it("downloads the owner's own PDF where the content names one", async () => {
    await renderPage(undefined, { ...stress, resume: { label: stress.resume.label, file: '/cv/owner.pdf' } })
    expect(screen.getByRole('link', { name: stress.resume.label })).toHaveAttribute('href', assetUrl('/cv/owner.pdf'))
  })

  it('shows neither button, nor an availability line, nor a résumé section for the sample', async () => {
    const { container } = await renderPage()
    expect(container.querySelector('[data-availability]')).toBeNull()
    expect(container.querySelector('a[download]')).toBeNull()
    expect(container.querySelector(OPTIONAL_SECTIONS.map((section) => `#${section.id}`).join(', '))).toBeNull()
  })

  it("marks the footer as the owner's h-card, with profiles as rel=me", async () => {
    const { container } = await renderPage(undefined, stress)
    const card = container.querySelector('.h-card') as HTMLElement
    expect(card.querySelector('.p-name')).toHaveTextContent(stress.owner.name)
    expect(card.querySelector('.p-job-title')).toHaveAttribute('value', stress.owner.role)
    expect(card.querySelector('.u-email')).toHaveAttribute('value', `mailto:${stress.owner.email}`)
    expect(card.querySelector('.p-locality')).toHaveAttribute('value', stress.owner.location)
    expect(card.querySelector('.u-photo')?.getAttribute('value')).toBeTruthy()
    const profiles = stress.footer.links.filter((link) => link.url.startsWith('https:')).map((link) => link.url)
    expect([...card.querySelectorAll('a.u-url')].map((link) => link.getAttribute('href'))).toEqual(profiles)
    const me = [...container.querySelectorAll('a[rel~="me"]')].map((link) => link.getAttribute('href'))
    expect(new Set(me)).toEqual(new Set([...profiles, ...stress.contact.workTogether.links.map((link) => link.url), ...stress.contact.items.flatMap((item) => (item.link?.startsWith('https:') ? [item.link] : []))]))
  })
})

describe('the registry of sections', () => {
  it('has a component module, the default export of src/sections/<module>.tsx, for every section below the first screen', () => {
    const files = Object.keys(import.meta.glob('../sections/*.tsx'))
    const missing = SECTIONS.filter((section) => !('firstScreen' in section)).map((section) => `../sections/${sectionModule(section)}.tsx`).filter((file) => !files.includes(file))
    expect(missing).toEqual([])
  })
})
