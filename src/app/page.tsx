import { Suspense, lazy, type ComponentType } from 'react'
import type { PageSectionProps } from '../components/section.tsx'
import type { PageLanguage } from '../content/languages.ts'
import type { Content, Labels } from '../content/schema.ts'
import { SECTIONS, sectionModule, type SectionId } from '../content/sections.ts'
import { useResizeAnimationBlock } from '../hooks/use-resize-animation-block.ts'
import type { SendContactMessage } from '../hooks/use-contact-form.ts'
import { assetUrl } from '../lib/asset.ts'
import { RESIZE_ANIMATION_BLOCK_MS } from '../lib/constants.ts'
import { resumeFiles } from '../lib/resume-files.ts'
import { FIRST_SCREEN_END_ID, FIRST_SCREEN_ID, FOOTER_ID, MAIN_ID } from '../boot/names.ts'
import { navEntries, visibleSections } from '../lib/sections.ts'
import { Hero } from '../sections/hero.tsx'
import { island } from '../boot/island.tsx'
import { Settled } from '../boot/settled.tsx'
import { RestOfStylesheet } from '../boot/rest-of-stylesheet.tsx'
import { FirstScreenHydrated, FirstScreenPart } from '../boot/first-screen.tsx'

// The hero hydrates at once, right after the page's frame (boot/first-screen.tsx); the navigation
// bar above it is not hydrated at all (app/bar.tsx); the sections below it are islands that load
// their code and hydrate when the visitor gets near them (boot/island.tsx). A section the content
// leaves empty is not on the page, and its code is never downloaded. Each is the default export of
// src/sections/<module>.tsx, as the registry names it (content/sections.ts).
const sectionModules = import.meta.glob<ComponentType<PageSectionProps>>(['./*.tsx', '!./*.test.tsx', '!./{hero,navbar,footer}.tsx'], { base: '../sections', import: 'default' })
const sectionComponents = new Map(
  SECTIONS.flatMap((section) => {
    // app/page.test.tsx checks that each section's module is there.
    const load = !('firstScreen' in section) && sectionModules[`./${sectionModule(section)}.tsx`]
    return load ? [[section.id as SectionId, island(section.id, load)] as const] : []
  }),
)
// Offered once the page has settled, on pages in more than one language only: its code comes then.
const LanguageSuggestion = lazy(() => import('../components/language-suggestion.tsx').then((module) => ({ default: module.LanguageSuggestion })))
const Footer = island(FOOTER_ID, () => import('../sections/footer.tsx').then((module) => module.Footer))

interface PageProps {
  content: Content
  /** How a contact message travels; the contact section's own (EmailJS) unless given, as tests do. */
  send?: SendContactMessage
  /** The page's languages (src/content/languages.ts); the content is in one of them, its meta.lang. */
  languages?: PageLanguage[]
  /** A language's labels, for the suggestion of a language the visitor's browser prefers. */
  labelsOf?: (tag: string) => Labels
}

/** The single page, sections in page order; those without content are left out (see lib/sections.ts). */
export function Page({ content, send, languages = [], labelsOf }: PageProps) {
  useResizeAnimationBlock(RESIZE_ANIMATION_BLOCK_MS)
  const { owner, labels } = content
  const entries = navEntries(content)
  const pagePath = languages.find((language) => language.tag === content.meta.lang)?.path
  return (
    <>
      {/* Takes focus from the skip link, so the next Tab goes on from the main content. */}
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <FirstScreenPart>
          <Settled>
            {(settled) => (
              <Hero
                id={FIRST_SCREEN_ID}
                hero={content.hero}
                availability={content.availability}
                resume={content.resume && { label: content.resume.label, href: assetUrl(resumeFiles(content, pagePath).pdf) }}
                contactId="contact"
                labels={labels}
                settled={settled}
              />
            )}
          </Settled>
          {/* The first paint waits for this (docs/loading-sequence.md, step 3), right after the hero. */}
          <span id={FIRST_SCREEN_END_ID} hidden />
          <FirstScreenHydrated />
        </FirstScreenPart>
        <RestOfStylesheet />
        {/* Each island keeps its prerendered HTML until its section's code is needed (the hero is none). */}
        {visibleSections(content).map((section) => {
          const Component = sectionComponents.get(section.id)
          return Component && <Component key={section.id} id={section.id} content={content} send={send} pagePath={pagePath} />
        })}
      </main>
      <Footer id={FOOTER_ID} owner={owner} photo={content.about.photo.src} entries={entries} footer={content.footer} labels={labels} languages={languages} lang={content.meta.lang} />
      {labelsOf && languages.length > 1 && (
        <Settled>
          {(settled) =>
            settled && (
              <Suspense>
                <LanguageSuggestion languages={languages} current={content.meta.lang} labelsOf={labelsOf} />
              </Suspense>
            )
          }
        </Settled>
      )}
    </>
  )
}
