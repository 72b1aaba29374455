import { Menu, X } from 'lucide-react'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { ThemeSwitcher } from '../components/theme-switcher.tsx'
import type { PageLanguage } from '../content/languages.ts'
import type { Labels, NavEntry } from '../content/schema.ts'
import type { SectionId } from '../content/sections.ts'
import type { Theme } from '../lib/theme.ts'
import { navLayout } from '../lib/nav-fit.ts'

interface NavbarProps {
  ownerName: string
  homeId: SectionId
  entries: NavEntry[]
  labels: Labels
  /** The page's languages, and the tag of this page's: a switcher when there is more than one. */
  languages?: PageLanguage[]
  lang?: string
  /** The theme shown chosen until the bar's script reads the visitor's: the site's default. */
  theme: Theme
}

/**
 * The navigation bar as the page is prerendered: at the top, its menu closed. It is plain HTML,
 * outside the part of the page React hydrates, so a tap on it reaches no framework: its script
 * (navbar-script.ts) opens and closes the menu, gives the bar its solid look once the page is
 * scrolled (the `data-state` and `data-menu` that styles/index.css reads) and switches the theme.
 */
export function Navbar({ ownerName, homeId, entries, labels, languages = [], lang = '', theme }: NavbarProps) {
  const otherLanguages = languages.filter((language) => language.tag !== lang)
  const { inline, menu } = navLayout(ownerName, entries.map((entry) => entry.label), otherLanguages.map((language) => language.name))
  // In the bar's colours: light over the hero's video while it is transparent (styles/index.css).
  const linkTone = 'text-(--bar-soft) hover:text-(--bar-strong) hover:bg-(--bar-tint)'

  // Its looks come from the attributes its script sets (styles/index.css). Without scripts the bar
  // never takes its solid background and, on a phone, lists its links open: it stays at the top of
  // the page instead of covering what a link (or a form post that comes back to the page) lands on.
  return (
    <header
      data-state="top"
      data-menu="closed"
      className="fixed inset-x-0 top-0 z-50 bg-linear-to-b from-hero/70 to-transparent [html:not(.js)_&]:absolute"
    >
      <nav aria-label={labels.primaryNavigation} className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4 px-5 py-2 sm:px-8">
        <a href={`#${homeId}`} className="flex min-h-6 min-w-0 items-center text-base leading-tight font-bold tracking-tight text-(--bar-strong) sm:text-lg">
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
              <LanguageSwitcher languages={languages} current={lang} label={labels.languages ?? ''} linkClassName={`inline-flex min-h-8 items-center rounded-full px-2.5 text-sm font-medium transition-colors ${linkTone}`} className="text-(--bar-soft)" />
            )}
            <ThemeSwitcher labels={labels} pressed={theme} />
          </div>
          <button
            type="button"
            data-needs-js=""
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={labels.openMenu}
            data-label-open={labels.openMenu}
            data-label-close={labels.closeMenu}
            className={`inline-flex size-11 items-center justify-center rounded-full text-(--bar-strong) hover:bg-(--bar-tint) ${menu}`}
          >
            <Menu className="size-6 in-data-[menu=open]:hidden" aria-hidden="true" />
            <X className="hidden size-6 in-data-[menu=open]:block" aria-hidden="true" />
          </button>
        </div>
      </nav>

      <div id="mobile-menu" hidden className={`border-t border-border bg-surface ${menu}`}>
        <ul className="mx-auto max-w-6xl space-y-1 px-5 py-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className="block rounded-xl px-4 py-3 font-medium text-foreground transition-colors hover:bg-surface-muted">
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
        {/* In line with the links' text. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-9 pb-4">
          <ThemeSwitcher labels={labels} pressed={theme} />
          {otherLanguages.length > 0 && (
            <LanguageSwitcher languages={languages} current={lang} label={labels.languages ?? ''} className="text-muted" linkClassName="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-foreground transition-colors hover:bg-surface-muted" />
          )}
        </div>
      </div>
    </header>
  )
}
