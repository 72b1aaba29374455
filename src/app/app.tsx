import { labelsIn, localize, pageLanguages } from '../content/languages.ts'
import type { Content } from '../content/schema.ts'
import { site } from '../content/site.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import { Page } from './page.tsx'

interface AppProps {
  /** The owner's content (src/content/site.ts) unless given other; the tests give it their fixtures. */
  content?: Content
  /** The language of the page: one of the content's translations, else its default language. */
  lang?: string
}

/** The part of the page React hydrates, in one of its languages (src/content/languages.ts); the bar above it is app/bar.tsx. */
export function App({ content: all = site, lang }: AppProps) {
  const content = localize(all, lang)
  const languages = pageLanguages(all)
  return (
    <ErrorBoundary heading={content.labels.errorHeading}>
      <Page content={content} languages={languages} labelsOf={(tag) => labelsIn(all, tag)} />
    </ErrorBoundary>
  )
}
