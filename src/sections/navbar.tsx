import { Menu, X } from 'lucide-react'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { ThemeSwitcher } from '../components/theme-switcher.tsx'
import type { PageLanguage } from '../content/languages.ts'
import type { Labels, NavEntry } from '../content/schema.ts'
import { useScrolled } from '../hooks/use-scrolled.ts'
import { NAVBAR_SCROLL_THRESHOLD_PX } from '../lib/constants.ts'
import type { SectionId } from '../content/sections.ts'
import { navLayout } from '../lib/nav-fit.ts'

// Only a page in more than one language has a switcher: its code comes on its own, fetched by such pages alone.
const LanguageSwitcher = lazy(() => import('../components/language-switcher.tsx').then((module) => ({ default: module.LanguageSwitcher })))

interface NavbarProps {
  ownerName: string
  homeId: SectionId
  entries: NavEntry[]
  labels: Labels
  /** The page's languages, and the tag of this page's: a switcher when there is more than one. */
  languages?: PageLanguage[]
  lang?: string
}

export function Navbar({ ownerName, homeId, entries, labels, languages = [], lang = '' }: NavbarProps) {
  const scrolled = useScrolled(NAVBAR_SCROLL_THRESHOLD_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const solid = scrolled || menuOpen
  const closeMenu = () => setMenuOpen(false)
  const otherLanguages = languages.filter((language) => language.tag !== lang)
  const { inline, menu } = navLayout(ownerName, entries.map((entry) => entry.label), otherLanguages.map((language) => language.name))

  // Escape closes the open menu and puts focus back on its toggle, where the visitor left off.
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  // While transparent, the bar lies over the hero's video: on-media gives its controls the light focus ring.
  const linkTone = solid ? 'text-muted hover:text-foreground hover:bg-surface-muted' : 'text-white/85 hover:text-white hover:bg-white/10'

  // An open menu makes the bar and its panel one opaque sheet, at once: nothing behind it to blur
  // or to fade from, so the tap that opens it costs one plain paint.
  const surface = menuOpen
    ? 'bg-surface shadow-nav'
    : `transition-[background-color,box-shadow,backdrop-filter] duration-300 ${scrolled ? 'bg-nav-solid shadow-nav backdrop-blur-md' : 'on-media bg-linear-to-b from-hero/70 to-transparent'}`

  // Without scripts the bar never takes its solid background and, on a phone, lists its links
  // open: it stays at the top of the page instead of covering what a link (or a form post that
  // comes back to the page) lands on.
  return (
    <header data-state={scrolled ? 'scrolled' : 'top'} className={`fixed inset-x-0 top-0 z-50 [html:not(.js)_&]:absolute ${surface}`}>
      <nav aria-label={labels.primaryNavigation} className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4 px-5 py-2 sm:px-8">
        <a href={`#${homeId}`} onClick={closeMenu} className={`flex min-h-6 min-w-0 items-center text-base leading-tight font-bold tracking-tight sm:text-lg ${solid ? 'text-foreground' : 'text-white'}`}>
          {ownerName}
        </a>

        <ul className={`hidden shrink-0 items-center gap-1 ${inline}`}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className={`rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${linkTone}`}>
                {entry.label}
              </a>
            </li>
          ))}
        </ul>

        <div className="flex shrink-0 items-center gap-2">
          {/* Beside the inline links; on screens that show the menu it is in the menu, leaving the name room. */}
          <div className={`hidden items-center gap-2 ${inline}`}>
            {otherLanguages.length > 0 && (
              <Suspense>
                <LanguageSwitcher languages={languages} current={lang} label={labels.languages ?? ''} linkClassName={`inline-flex min-h-8 items-center rounded-full px-2.5 text-sm font-medium transition-colors ${linkTone}`} className={solid ? 'text-muted' : 'text-white/85'} />
              </Suspense>
            )}
            <ThemeSwitcher labels={labels} onMedia={!solid} />
          </div>
          <button
            ref={toggleRef}
            type="button"
            data-needs-js=""
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className={`inline-flex size-11 items-center justify-center rounded-full ${menu} ${solid ? 'text-foreground hover:bg-surface-muted' : 'text-white hover:bg-white/10'}`}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden={!menuOpen} className={`border-t border-border bg-surface ${menu}`}>
        <ul className="mx-auto max-w-6xl space-y-1 px-5 py-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                onClick={closeMenu}
                className="block rounded-xl px-4 py-3 font-medium text-foreground transition-colors hover:bg-surface-muted"
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
        {/* In line with the links' text. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-9 pb-4">
          <ThemeSwitcher labels={labels} onMedia={false} />
          {otherLanguages.length > 0 && (
            <Suspense>
              <LanguageSwitcher languages={languages} current={lang} label={labels.languages ?? ''} className="text-muted" linkClassName="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-foreground transition-colors hover:bg-surface-muted" />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  )
}
