/**
 * What the navigation bar does, in plain DOM code over its prerendered HTML (navbar.tsx): the bar
 * is outside the part of the page React hydrates, so a tap on it runs these few lines and reaches
 * no framework. A framework's listeners on every pointer, touch and mouse event of a tap, and its
 * render of the bar, cost a slowed phone more than the tap's own restyle (docs/decisions/menu-tap.md).
 * The page carries it inline, right after the bar (barScript), so the bar answers from the first
 * paint, not once the app's code has arrived.
 */
import { followLanguageLink } from '../lib/language-choice.ts'
import { NAVBAR_SCROLL_THRESHOLD_PX } from '../lib/constants.ts'
import { writeStorage } from '../lib/storage.ts'
import { DARK_SCHEME_QUERY, isTheme, readStoredTheme, resolveTheme, switchResolvedTheme, type Theme } from '../lib/theme.ts'

export interface NavbarThemeSettings {
  /** The localStorage key the theme is kept under. */
  storageKey: string
  /** The theme until the visitor picks one. */
  defaultTheme: Theme
}

/**
 * Brings the bar to life:
 * - its menu toggle opens and closes the menu; a link followed from the bar, or Escape, closes it
 *   (Escape puts focus back on the toggle, where the visitor left off);
 * - it is solid once the page is scrolled more than NAVBAR_SCROLL_THRESHOLD_PX;
 * - the theme buttons store the visitor's choice and switch the page to it, as do a choice made
 *   in another tab and, for `system`, the system's own change; the chosen one is pressed;
 * - a link to another language's page opens it at the section being read, and answers the
 *   suggestion of another language for good.
 * Returns what undoes it (for tests, which render one bar after another).
 */
export function wireNavbar(header: HTMLElement, theme: NavbarThemeSettings): () => void {
  const toggle = header.querySelector<HTMLButtonElement>('button[aria-controls]')
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  const root = document.documentElement
  const isOpen = () => header.dataset.menu === 'open'
  const setOpen = (open: boolean) => {
    if (!toggle || !panel || open === isOpen()) return
    header.dataset.menu = open ? 'open' : 'closed'
    panel.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '')
  }

  const systemScheme = matchMedia(DARK_SCHEME_QUERY)
  const showTheme = () => {
    const chosen = readStoredTheme(theme.storageKey, theme.defaultTheme)
    for (const button of header.querySelectorAll<HTMLButtonElement>('button[data-theme]')) button.setAttribute('aria-pressed', String(button.dataset.theme === chosen))
    switchResolvedTheme(root, resolveTheme(chosen, systemScheme.matches))
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    if (toggle && target?.closest('button[aria-controls]') === toggle) return setOpen(!isOpen())
    const choice = target?.closest<HTMLButtonElement>('button[data-theme]')?.dataset.theme
    if (isTheme(choice)) {
      writeStorage(theme.storageKey, choice)
      return showTheme()
    }
    const link = target?.closest('a')
    if (!link) return
    if (link.hasAttribute('hreflang')) followLanguageLink(link, false)
    setOpen(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return
    setOpen(false)
    toggle?.focus()
  }
  // The top of the page, NAVBAR_SCROLL_THRESHOLD_PX tall: the bar is solid while it is off the
  // screen, that is once the page is scrolled more than that (an edge on the screen's edge still
  // counts as on it). An observer tells, after the browser's own layout of each frame: a scroll
  // listener would read `scrollY`, which has the browser restyle and lay out the page inside every
  // scroll event of a smooth scroll (docs/decisions/menu-tap.md).
  const pageTop = document.createElement('div')
  pageTop.setAttribute('aria-hidden', 'true')
  Object.assign(pageTop.style, { position: 'absolute', top: '0', left: '0', width: '1px', height: `${NAVBAR_SCROLL_THRESHOLD_PX}px`, visibility: 'hidden', pointerEvents: 'none' })
  document.body.prepend(pageTop)
  const scrolled = new IntersectionObserver((entries) => {
    const entry = entries.at(-1)
    if (entry) header.dataset.state = entry.isIntersecting ? 'top' : 'scrolled'
  })
  scrolled.observe(pageTop)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === theme.storageKey) showTheme()
  }

  header.addEventListener('click', onClick)
  document.addEventListener('keydown', onKeyDown)
  addEventListener('storage', onStorage)
  systemScheme.addEventListener('change', showTheme)
  showTheme()
  return () => {
    header.removeEventListener('click', onClick)
    document.removeEventListener('keydown', onKeyDown)
    scrolled.disconnect()
    pageTop.remove()
    removeEventListener('storage', onStorage)
    systemScheme.removeEventListener('change', showTheme)
  }
}

/**
 * The inline script that follows the bar in the page (builder/inline-script.ts bundles it): it
 * wires the bar the parser has just added, before the first paint, with no request for code.
 */
export function barScript(theme: NavbarThemeSettings): void {
  const header = document.querySelector('body > header')
  if (header instanceof HTMLElement) wireNavbar(header, theme)
}
