import { waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import type { Content } from '../content/schema.ts'
import { render } from '../entry-server.tsx'
import { resetEngagement } from '../boot/when-needed.ts'
import { APP_ROOT_ID, FIRST_SCREEN_END_ID, FIRST_SCREEN_ID, HYDRATED_CLASS } from '../boot/names.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { Page } from './page.tsx'
import { PORTFOLIO_THEME } from './theme-config.ts'
import { wireNavbar } from '../sections/navbar-script.ts'

// The build's render (entry-server.tsx) prerenders the owner's content; here it is given the
// sample fixture, which the app then hydrates, so the test holds whatever the owner writes.

/** Puts prerendered HTML in the document, as the browser parses it. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = html
  // A browser mutes a media element parsed with the muted attribute (HTML spec); jsdom does not.
  container.querySelectorAll('video[muted]').forEach((video) => ((video as HTMLVideoElement).muted = true))
  document.body.append(container)
  return container
}

/** The element the app hydrates (src/main.tsx): the page after the bar. */
const appRoot = (container: HTMLElement) => container.querySelector<HTMLElement>(`#${APP_ROOT_ID}`)!

/**
 * The app as a browser first loads it: modules loaded afresh, so no section's code has loaded
 * yet (in this process the build's render already loaded all of it).
 */
async function freshBrowserApp() {
  vi.resetModules()
  const [react, client, app, page] = await Promise.all([import('react'), import('react-dom/client'), import('./app.tsx'), import('./page.tsx')])
  return { act: react.act, hydrateRoot: client.hydrateRoot, App: app.App, Page: page.Page }
}

describe('the prerendered page', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install()
    resetEngagement()
    document.body.innerHTML = ''
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  })

  it('hydrates without a single warning, for a first visit and a returning dark-theme visitor', async () => {
    // Rendered as at build time, with nothing stored; a component that read the browser's
    // storage or media queries while rendering would then disagree once the visitor's are set.
    const html = await render(sample)
    for (const stored of [null, 'dark']) {
      if (stored) localStorage.setItem('portfolio-theme', stored)
      const container = parse(html)
      // In a browser's own copy of the modules, as the build renders in a process of its own.
      const browser = await freshBrowserApp()
      const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')]

      const root = await browser.act(async () => browser.hydrateRoot(appRoot(container), <browser.App content={sample} />))

      for (const spy of logged) expect(spy).not.toHaveBeenCalled()
      expect(container.querySelector('h1')).toHaveTextContent(sample.hero.tagline)
      browser.act(() => root.unmount())
      container.remove()
      logged.forEach((spy) => spy.mockRestore())
    }
  }, 20_000)

  it('would report a mismatch (the check above can fail)', async () => {
    const html = await render(sample)
    expect(html).toContain(sample.hero.tagline)
    const container = parse(html.replace(sample.hero.tagline, `${sample.hero.tagline} (changed)`))
    const browser = await freshBrowserApp()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const root = await browser.act(async () => browser.hydrateRoot(appRoot(container), <browser.App content={sample} />, { onRecoverableError: (error) => console.error(error) }))
    expect(errors).toHaveBeenCalled()
    browser.act(() => root.unmount())
    container.remove()
  })

  it('has every section in place, with no part left for the browser to fill in', async () => {
    const html = await render(sample)
    const container = parse(html)
    expect([...container.querySelectorAll('main > section')].map((section) => section.id)).toEqual(['home', 'about', 'projects', 'powerbi', 'contact'])
    expect(container.querySelector('#site-footer')).not.toBeNull()
    expect(html).not.toMatch(/<template|<!--\$[!?]-->/)
    container.remove()
  })

  it('leaves the navigation bar out of what React hydrates, and hydrates the hero as a part of its own, so an early key or tap waits for it only', async () => {
    const container = parse(await render(sample))
    expect(container.querySelector('header')?.closest(`#${APP_ROOT_ID}`)).toBeNull()
    expect(appRoot(container).querySelector('main')).not.toBeNull()
    // React marks a part it may hydrate on its own (a Suspense boundary) with <!--$--> … <!--/$-->.
    const opens = (node: Node | null | undefined) => node?.nodeType === Node.COMMENT_NODE && (node as Comment).data === '$'
    const closes = (node: Node | null | undefined) => node?.nodeType === Node.COMMENT_NODE && (node as Comment).data === '/$'
    const hero = container.querySelector(`#${FIRST_SCREEN_ID}`)!
    expect(opens(hero.previousSibling)).toBe(true)
    expect(closes(container.querySelector(`#${FIRST_SCREEN_END_ID}`)!.nextSibling)).toBe(true)
    container.remove()
  })

  it('marks the root hydrated once the hero has hydrated, not with the page around it', async () => {
    const container = parse(await render(sample))
    const browser = await freshBrowserApp()
    // Whether React has taken over an element: it keeps its fiber on it.
    const hydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    const seen: { hero: boolean; about: boolean }[] = []
    // What has hydrated at the moment the class goes on, not a microtask later.
    const classes = document.documentElement.classList
    const add = classes.add.bind(classes)
    vi.spyOn(classes, 'add').mockImplementation((...tokens) => {
      if (tokens.includes(HYDRATED_CLASS) && seen.length === 0)
        seen.push({ hero: hydrated(container.querySelector(`#${FIRST_SCREEN_ID}`)), about: hydrated(container.querySelector('#about')) })
      add(...tokens)
    })
    const root = await browser.act(async () => browser.hydrateRoot(appRoot(container), <browser.App content={sample} />))
    await waitFor(() => expect(seen).toEqual([{ hero: true, about: false }]))
    browser.act(() => root.unmount())
    container.remove()
  })

  it('brings a section below the first screen to life only once it is on screen', async () => {
    const container = parse(await render(sample))
    const browser = await freshBrowserApp()
    const root = await browser.act(async () => browser.hydrateRoot(appRoot(container), <browser.App content={sample} />))
    const about = container.querySelector('#about')!
    // The section's own fade-in observer exists once its code has hydrated it.
    const revealObserver = () => FakeIntersectionObserver.instances.find((o) => o.elements.has(about) && Array.isArray(o.options.threshold))
    const gate = FakeIntersectionObserver.instances.find((o) => o.elements.has(about) && o.options.rootMargin)
    expect(gate).toBeDefined()
    await browser.act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(revealObserver()).toBeUndefined()

    await browser.act(async () => gate!.intersect(true))
    await waitFor(() => expect(revealObserver()).toBeDefined())
    browser.act(() => revealObserver()!.intersect(true))
    expect(about).toHaveAttribute('data-in-view')
    browser.act(() => root.unmount())
    container.remove()
  })

  it('keeps the prerendered sections below the first screen when the theme changes before they hydrate', async () => {
    const container = parse(await render(sample))
    const browser = await freshBrowserApp()
    const root = await browser.act(async () => browser.hydrateRoot(appRoot(container), <browser.App content={sample} />))
    const sections = () => [...container.querySelectorAll('main > section')].map((section) => section.id)
    expect(sections()).toEqual(['home', 'about', 'projects', 'powerbi', 'contact'])

    const unwire = wireNavbar(container.querySelector('header')!, PORTFOLIO_THEME)
    const dark = container.querySelector<HTMLButtonElement>(`[role="group"] button[aria-label="${sample.labels.themeDark}"]`)!
    await browser.act(async () => dark.click())
    expect(document.documentElement).toHaveClass('dark')
    // The visitor then scrolls on: the next sections come to life, the later ones keep waiting.
    for (const id of ['about', 'projects']) {
      const gate = FakeIntersectionObserver.instances.find((o) => o.elements.has(container.querySelector(`#${id}`)!) && o.options.rootMargin)
      await browser.act(async () => gate!.intersect(true))
    }
    await browser.act(async () => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(sections()).toEqual(['home', 'about', 'projects', 'powerbi', 'contact'])
    expect(container.querySelector('#contact form')).not.toBeNull()
    unwire()
    browser.act(() => root.unmount())
    container.remove()
  })

  it('hydrates without a warning when the content has no projects and no dashboards', async () => {
    const trimmed: Content = { ...sample, projects: { ...sample.projects, items: [] }, dashboards: { ...sample.dashboards, items: [] } }
    const page = (
      <StrictMode>
        <Page content={trimmed} send={() => Promise.resolve({ ok: true })} />
      </StrictMode>
    )
    // As entry-server.tsx renders: prerender waits for the sections' code and writes them.
    const html = await new Response((await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY })).prelude).text()
    expect(html).not.toMatch(/<template|<!--\$[!?]-->|id="powerbi"|id="projects"|href="#powerbi"|href="#projects"/)
    const container = parse(html)
    expect([...container.querySelectorAll('main > section')].map((section) => section.id)).toEqual(['home', 'about', 'contact'])
    const browser = await freshBrowserApp()
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')]

    const hydrated = (
      <StrictMode>
        <browser.Page content={trimmed} send={() => Promise.resolve({ ok: true })} />
      </StrictMode>
    )
    const root = await browser.act(async () => browser.hydrateRoot(container, hydrated, { onRecoverableError: (error) => console.error(error) }))

    for (const spy of logged) expect(spy).not.toHaveBeenCalled()
    expect([...container.querySelectorAll('main > section')].map((section) => section.id)).toEqual(['home', 'about', 'contact'])
    browser.act(() => root.unmount())
    container.remove()
  })
})
