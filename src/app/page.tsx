import type { Content } from '../content/schema'
import { useResizeAnimationBlock } from '../hooks/use-resize-animation-block'
import type { ContactDraft } from '../hooks/use-contact-form'
import { RESIZE_ANIMATION_BLOCK_MS } from '../lib/constants'
import { About } from '../sections/about'
import { Contact } from '../sections/contact'
import { Footer } from '../sections/footer'
import { Hero } from '../sections/hero'
import { Navbar } from '../sections/navbar'
import { PowerBi } from '../sections/power-bi'
import { Projects } from '../sections/projects'

/** Section anchors; the spec fixes them (and the footer derives nothing else). */
export const SECTION_IDS = { home: 'home', about: 'about', projects: 'projects', powerbi: 'powerbi', contact: 'contact' } as const

interface PageProps {
  content: Content
  send: (draft: ContactDraft) => Promise<void>
}

/** The single page, sections in the spec's order. */
export function Page({ content, send }: PageProps) {
  useResizeAnimationBlock(RESIZE_ANIMATION_BLOCK_MS)
  const { owner, labels } = content
  return (
    <>
      <Navbar ownerName={owner.name} homeId={SECTION_IDS.home} entries={content.nav} labels={labels} />
      <main id="main">
        <Hero id={SECTION_IDS.home} hero={content.hero} contactId={SECTION_IDS.contact} labels={labels} />
        <About id={SECTION_IDS.about} about={content.about} />
        <Projects id={SECTION_IDS.projects} projects={content.projects} contactId={SECTION_IDS.contact} keyFeaturesLabel={labels.keyFeatures} />
        <PowerBi id={SECTION_IDS.powerbi} dashboards={content.dashboards} labels={labels} />
        <Contact id={SECTION_IDS.contact} contact={content.contact} ownerEmail={owner.email} labels={labels} send={send} />
      </main>
      <Footer ownerName={owner.name} entries={content.nav} footer={content.footer} labels={labels} />
    </>
  )
}
