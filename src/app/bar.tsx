import { localize, pageLanguages } from '../content/languages.ts'
import type { Content } from '../content/schema.ts'
import { site } from '../content/site.ts'
import { FIRST_SCREEN_ID, MAIN_ID } from '../boot/names.ts'
import { navEntries } from '../lib/sections.ts'
import { Navbar } from '../sections/navbar.tsx'
import { PORTFOLIO_THEME } from './theme-config.ts'

interface BarProps {
  /** The owner's content (src/content/site.ts) unless given other; the tests give it their fixtures. */
  content?: Content
  /** The language of the page: one of the content's translations, else its default language. */
  lang?: string
}

/**
 * What comes before the part of the page React hydrates (app.tsx): the skip link and the
 * navigation bar. The build prerenders them as plain HTML, and the bar's own script
 * (sections/navbar-script.ts) brings it to life.
 */
export function Bar({ content: all = site, lang }: BarProps) {
  const content = localize(all, lang)
  return (
    <>
      {/* The first Tab stop: hidden until focused, then shown above the fixed navbar. */}
      <a
        href={`#${MAIN_ID}`}
        className="not-focus:sr-only fixed top-3 start-3 z-60 rounded-full bg-surface px-5 py-3 font-semibold text-foreground shadow-nav focus-visible:outline-offset-[-5px]"
      >
        {content.labels.skipToContent}
      </a>
      <Navbar
        ownerName={content.owner.name}
        homeId={FIRST_SCREEN_ID}
        entries={navEntries(content)}
        labels={content.labels}
        languages={pageLanguages(all)}
        lang={content.meta.lang}
        theme={PORTFOLIO_THEME.defaultTheme}
      />
    </>
  )
}
