import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeProvider } from '../app/theme-provider.tsx'
import { site as sample } from '../test/fixtures/sample.ts'
import { navLabel } from '../test/nav-label.ts'
import { Navbar } from './navbar.tsx'

function renderNavbar() {
  return render(
    <ThemeProvider>
      <Navbar ownerName={sample.owner.name} homeId="home" entries={sample.nav} labels={sample.labels} />
    </ThemeProvider>,
  )
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

const bar = () => screen.getByRole('banner')
const menuToggle = () => screen.getByRole('button', { name: (name) => name === sample.labels.openMenu || name === sample.labels.closeMenu })
const mobileMenu = () => document.getElementById('mobile-menu') as HTMLElement
/** The sample's label of the entry for section `id`. */

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
})

describe('Navbar', () => {
  it('is transparent at the top of the page', () => {
    renderNavbar()
    expect(bar()).toHaveAttribute('data-state', 'top')
  })

  it('stays transparent when the page is scrolled exactly 50 px', () => {
    renderNavbar()
    scrollTo(50)
    expect(bar()).toHaveAttribute('data-state', 'top')
  })

  it('turns solid once the page is scrolled more than 50 px, and transparent again back at the top', () => {
    renderNavbar()
    scrollTo(51)
    expect(bar()).toHaveAttribute('data-state', 'scrolled')
    scrollTo(0)
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

  it('gives its controls the focus ring for the video while it is transparent, and the page ring once solid', () => {
    renderNavbar()
    expect(bar()).toHaveClass('on-media')
    scrollTo(51)
    expect(bar()).not.toHaveClass('on-media')
  })
})
