import { screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { FakeIntersectionObserver, resetMediaQueries, setMediaQuery } from '../test/browser-fakes.ts'
import { NAVBAR_SCROLL_THRESHOLD_PX } from '../lib/constants.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { navLabel } from '../test/nav-label.ts'
import { DARK_SCHEME_QUERY, THEME_SWITCH_CLASS } from '../lib/theme.ts'
import { LANGUAGE_SUGGESTION_KEY } from '../lib/language-choice.ts'
import type { PageLanguage } from '../content/languages.ts'
import { Navbar } from './navbar.tsx'
import { wireNavbar } from './navbar-script.ts'
import { inlineScript } from '../../builder/inline-script.ts'
import { BAR_SCRIPT } from '../build-surface.ts'

const THEME = { storageKey: 'portfolio-theme', defaultTheme: 'light' } as const

/** The bar as the build prerenders it (plain HTML, no React behind it), brought to life by its script unless told not to. */
function renderNavbar(languages: PageLanguage[] = [], wired = true) {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(
    <Navbar ownerName={sample.owner.name} homeId="home" entries={sample.nav} labels={sample.labels} languages={languages} lang={languages[0]?.tag} theme={THEME.defaultTheme} />,
  )
  document.body.append(container)
  const unwire = wired ? wireNavbar(container.querySelector('header')!, THEME) : () => {}
  onTestFinished(() => {
    unwire()
    container.remove()
  })
  return unwire
}

/** What the bar watches to know whether the page is scrolled: the element its observer observes. */
function watchedTop(): HTMLElement {
  const observer = FakeIntersectionObserver.instances.find((o) => !o.disconnected && o.elements.size > 0)
  return [...observer!.elements][0] as HTMLElement
}

/** The browser reporting the top of the page (what the bar watches) on screen, or scrolled off it. */
function pageTopOnScreen(onScreen: boolean) {
  for (const observer of FakeIntersectionObserver.instances) observer.intersect(onScreen)
}

const root = document.documentElement
/** The root's classes, less the one a switch holds for a frame (lib/theme.ts). */
const rootClasses = () => [...root.classList].filter((name) => name !== THEME_SWITCH_CLASS)
/** A theme button of the switcher in the menu; both switchers' pressed buttons, the one in the closed menu too. */
const themeButton = (label: string) => within(mobileMenu()).getByRole('button', { name: label })
const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true, hidden: true })
    .map((button) => button.getAttribute('aria-label'))

const bar = () => screen.getByRole('banner')
const menuToggle = () => screen.getByRole('button', { name: (name) => name === sample.labels.openMenu || name === sample.labels.closeMenu })
const mobileMenu = () => document.getElementById('mobile-menu') as HTMLElement

beforeEach(() => FakeIntersectionObserver.install())

afterEach(() => {
  resetMediaQueries()
  localStorage.clear()
  root.className = ''
})

describe('Navbar', () => {
  it('is transparent at the top of the page', () => {
    renderNavbar()
    expect(bar()).toHaveAttribute('data-state', 'top')
  })

  it("watches the page's first 50 px: an element that tall at the top of the document, hidden from sight and from assistive technology", () => {
    renderNavbar()
    const top = watchedTop()
    expect(top.parentElement).toBe(document.body)
    expect(top).toHaveAttribute('aria-hidden', 'true')
    expect(top.style).toMatchObject({ position: 'absolute', top: '0px', height: `${NAVBAR_SCROLL_THRESHOLD_PX}px`, visibility: 'hidden', pointerEvents: 'none' })
    // The root of the observer is the screen, and a bare edge on it counts (IntersectionObserver's
    // default): scrolled exactly 50 px, the top still touches the screen (tests/e2e/navigation.spec.ts).
    expect(FakeIntersectionObserver.instances.find((o) => o.elements.has(top))?.options).toEqual({})
  })

  it('turns solid once the top of the page is scrolled off the screen, and transparent again when it is back', () => {
    renderNavbar()
    pageTopOnScreen(false)
    expect(bar()).toHaveAttribute('data-state', 'scrolled')
    pageTopOnScreen(true)
    expect(bar()).toHaveAttribute('data-state', 'top')
  })

  it('links to every section: Home, About, Projects, Power BI and Contact', () => {
    renderNavbar()
    const nav = screen.getByRole('navigation')
    expect(sample.nav.map((entry) => entry.id)).toEqual(['home', 'about', 'projects', 'powerbi', 'contact'])
    for (const { label, id } of sample.nav) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', `#${id}`)
    }
  })

  it("takes the visitor home when the owner's name is clicked", () => {
    renderNavbar()
    expect(screen.getByRole('link', { name: sample.owner.name })).toHaveAttribute('href', '#home')
  })

  it('opens and closes the dropdown menu with the menu toggle', async () => {
    const user = userEvent.setup()
    renderNavbar()
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(mobileMenu()).not.toBeVisible()

    await user.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')
    expect(mobileMenu()).toBeVisible()
    expect(within(mobileMenu()).getAllByRole('link').map((link) => link.textContent)).toEqual(sample.nav.map((entry) => entry.label))

    await user.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
    expect(mobileMenu()).not.toBeVisible()
  })

  it('closes the menu after a link is chosen', async () => {
    const user = userEvent.setup()
    renderNavbar()
    await user.click(menuToggle())
    const projects = within(mobileMenu()).getByRole('link', { name: navLabel(sample, 'projects') })
    expect(projects).toHaveAttribute('href', '#projects')

    await user.click(projects)
    expect(mobileMenu()).not.toBeVisible()
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the menu when Escape is pressed', async () => {
    const user = userEvent.setup()
    renderNavbar()
    await user.click(menuToggle())
    expect(mobileMenu()).toBeVisible()

    await user.keyboard('{Escape}')
    expect(mobileMenu()).not.toBeVisible()
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('puts focus back on the menu button when Escape closes the menu from one of its links', async () => {
    const user = userEvent.setup()
    renderNavbar()
    await user.click(menuToggle())
    await user.tab()
    expect(within(mobileMenu()).getByRole('link', { name: navLabel(sample, 'home') })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(mobileMenu()).not.toBeVisible()
    expect(menuToggle()).toHaveFocus()
  })

  it('is solid while its menu is open, at the top of the page too', async () => {
    const user = userEvent.setup()
    renderNavbar()
    expect(bar()).toHaveAttribute('data-menu', 'closed')
    await user.click(menuToggle())
    expect(bar()).toHaveAttribute('data-menu', 'open')
    expect(bar()).toHaveAttribute('data-state', 'top')
    expect(menuToggle()).toHaveAccessibleName(sample.labels.closeMenu)
    await user.click(menuToggle())
    expect(bar()).toHaveAttribute('data-menu', 'closed')
    expect(menuToggle()).toHaveAccessibleName(sample.labels.openMenu)
  })

  it('presses and applies the stored theme as it starts', () => {
    localStorage.setItem(THEME.storageKey, 'dark')
    renderNavbar()
    expect(pressed()).toEqual([sample.labels.themeDark, sample.labels.themeDark])
    expect(rootClasses()).toEqual(['dark'])
  })

  it('presses the default theme when nothing valid is stored', () => {
    localStorage.setItem(THEME.storageKey, 'sepia')
    renderNavbar()
    expect(pressed()).toEqual([sample.labels.themeLight, sample.labels.themeLight])
    expect(rootClasses()).toEqual(['light'])
  })

  it('saves and applies a choice from the switcher, and follows the system live on System', async () => {
    const user = userEvent.setup()
    renderNavbar()
    await user.click(menuToggle())
    await user.click(themeButton(sample.labels.themeDark))
    expect(localStorage.getItem(THEME.storageKey)).toBe('dark')
    expect(rootClasses()).toEqual(['dark'])
    expect(pressed()).toEqual([sample.labels.themeDark, sample.labels.themeDark])

    await user.click(themeButton(sample.labels.themeSystem))
    expect(rootClasses()).toEqual(['light'])
    setMediaQuery(DARK_SCHEME_QUERY, true)
    expect(rootClasses()).toEqual(['dark'])
    setMediaQuery(DARK_SCHEME_QUERY, false)
    expect(rootClasses()).toEqual(['light'])
  })

  it('takes up a choice made in another tab, or the other tab clearing the storage, and nothing else stored there', () => {
    renderNavbar()
    localStorage.setItem(THEME.storageKey, 'dark')
    window.dispatchEvent(new StorageEvent('storage', { key: 'another-key', newValue: 'x' }))
    expect(rootClasses()).toEqual(['light'])
    window.dispatchEvent(new StorageEvent('storage', { key: THEME.storageKey, newValue: 'dark' }))
    expect(rootClasses()).toEqual(['dark'])
    expect(pressed()).toEqual([sample.labels.themeDark, sample.labels.themeDark])
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(rootClasses()).toEqual(['light'])
    expect(pressed()).toEqual([sample.labels.themeLight, sample.labels.themeLight])
  })

  it('answers a tap on the icon inside a button as on the button', async () => {
    const user = userEvent.setup()
    renderNavbar()
    await user.click(menuToggle().querySelector('svg:not(.hidden)')!)
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')
    await user.click(themeButton(sample.labels.themeDark).querySelector('svg')!)
    expect(rootClasses()).toEqual(['dark'])
  })

  it('opens another language at the section being read, and answers the language suggestion for good', async () => {
    const languages: PageLanguage[] = [
      { tag: 'en', name: 'English', path: '', dir: 'ltr' },
      { tag: 'es', name: 'Español', path: 'es/', dir: 'ltr' },
    ]
    renderNavbar(languages)
    const section = document.createElement('main')
    section.innerHTML = '<section id="home"></section><section id="about"></section>'
    document.body.append(section)
    onTestFinished(() => section.remove())
    const link = within(mobileMenu()).getByRole<HTMLAnchorElement>('link', { name: 'Español', hidden: true })
    // Each section's top above the reading line: the last of them is the one being read.
    for (const element of section.querySelectorAll('section')) element.getBoundingClientRect = () => ({ top: -10 }) as DOMRect
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    expect(new URL(link.href).hash).toBe('#about')
    expect(localStorage.getItem(LANGUAGE_SUGGESTION_KEY)).toBe('es')
  })

  it('stops answering once undone', async () => {
    const user = userEvent.setup()
    const unwire = renderNavbar()
    const top = watchedTop()
    unwire()
    await user.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
    pageTopOnScreen(false)
    expect(bar()).toHaveAttribute('data-state', 'top')
    expect(top.isConnected).toBe(false)
  })

  it('does nothing as prerendered, before its script runs', async () => {
    const user = userEvent.setup()
    renderNavbar([], false)
    await user.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false')
  })
})

describe("the bar's inline script", () => {
  it('brings to life the bar the parser has just added, before any of the app has run', async () => {
    const user = userEvent.setup()
    // The page as parsed up to the script: the bar, first in <body>.
    document.body.innerHTML = renderToStaticMarkup(
      <Navbar ownerName={sample.owner.name} homeId="home" entries={sample.nav} labels={sample.labels} languages={[]} theme={THEME.defaultTheme} />,
    )
    onTestFinished(() => void (document.body.innerHTML = ''))
    new Function(await inlineScript(BAR_SCRIPT, THEME))()
    await user.click(menuToggle())
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true')
    pageTopOnScreen(false)
    expect(bar()).toHaveAttribute('data-state', 'scrolled')
  }, 60_000)
})
