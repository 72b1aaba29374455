import { Languages } from 'lucide-react'
import type { PageLanguage } from '../content/languages.ts'
import { followLanguageLink, languageHref } from '../lib/language-choice.ts'

interface LanguageSwitcherProps {
  languages: PageLanguage[]
  /** The tag of the page's language. */
  current: string
  /** The switcher's name, in the page's language. */
  label: string
  /**
   * The section the links always open at (the footer's own, for the footer's links: the visitor
   * is there); without it, the section being read, or the top without JavaScript.
   */
  section?: string
  className?: string
  linkClassName: string
}

/**
 * Links to the page in each other language, each named in its own language. Without
 * JavaScript a link opens the other page where this switcher is (its top, or the footer);
 * with it, the bar's open at the section being read. The theme is the site's, kept in its
 * storage, so it carries over. Following a link answers the suggestion of another language for good.
 */
export function LanguageSwitcher({ languages, current, label, section, className = '', linkClassName }: LanguageSwitcherProps) {
  const others = languages.filter((language) => language.tag !== current)
  if (others.length === 0) return null
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      <ul aria-label={label} className="flex flex-wrap items-center gap-1">
        {others.map((language) => (
          <li key={language.tag}>
            <a
              href={languageHref(import.meta.env.BASE_URL, language, section)}
              hrefLang={language.tag}
              lang={language.tag}
              dir={language.dir}
              onClick={(event) => followLanguageLink(event.currentTarget, section !== undefined)}
              className={linkClassName}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
