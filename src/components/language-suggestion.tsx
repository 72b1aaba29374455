import { X } from 'lucide-react'
import type { MouseEvent } from 'react'
import type { PageLanguage } from '../content/languages.ts'
import type { Labels } from '../content/schema.ts'
import { useLocalStorage } from '../hooks/use-local-storage.ts'
import { LANGUAGE_SUGGESTION_KEY, languageHref, preferredLanguage, sectionInView } from '../lib/language-choice.ts'

interface LanguageSuggestionProps {
  languages: PageLanguage[]
  /** The tag of the page's language. */
  current: string
  /** A language's labels, for the suggestion to speak the language it suggests. */
  labelsOf: (tag: string) => Labels
}

/**
 * Under the navigation bar (as tall as the page's scroll padding allows it), where it covers none
 * of the hero's controls: at the bottom of a phone's screen it would lie over the video's Pause button.
 * Rendered once the page has settled (app/page.tsx): a visitor whose browser prefers another of the page's languages
 * (and who has not answered before) is offered that language's page, in that language. No
 * redirect: following the link or closing the offer answers it for good, on every page.
 */
export function LanguageSuggestion({ languages, current, labelsOf }: LanguageSuggestionProps) {
  const [answered, answer] = useLocalStorage(LANGUAGE_SUGGESTION_KEY)
  if (answered !== null || languages.length < 2) return null
  const suggested = preferredLanguage(languages, navigator.languages.length > 0 ? navigator.languages : [navigator.language])
  if (!suggested || suggested.tag === current) return null
  const labels = labelsOf(suggested.tag)
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    answer(suggested.tag)
    event.currentTarget.href = languageHref(import.meta.env.BASE_URL, suggested, sectionInView())
  }
  return (
    <aside
      lang={suggested.tag}
      dir={suggested.dir}
      aria-label={labels.languages}
      className="fixed inset-x-3 top-20 z-40 mx-auto flex max-w-md items-center gap-2 rounded-2xl border border-border bg-surface p-2 ps-4 text-foreground shadow-nav print:hidden"
    >
      <a href={languageHref(import.meta.env.BASE_URL, suggested)} hrefLang={suggested.tag} onClick={follow} className="min-w-0 flex-1 py-2 font-semibold text-accent underline-offset-4 hover:underline">
        {labels.languageSuggestion}
      </a>
      <button
        type="button"
        onClick={() => answer(current)}
        aria-label={labels.dismissSuggestion}
        title={labels.dismissSuggestion}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-foreground"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </aside>
  )
}
