import { Suspense } from 'react'
import type { Content } from '../content/schema'
import { useResizeAnimationBlock } from '../hooks/use-resize-animation-block'
import type { SendContactMessage } from '../hooks/use-contact-form'
import { RESIZE_ANIMATION_BLOCK_MS } from '../lib/constants'
import { About } from '../sections/about'
import { Contact } from '../sections/contact'
import { Footer } from '../sections/footer'
import { Hero } from '../sections/hero'
import { Navbar } from '../sections/navbar'
import { PowerBi } from '../sections/power-bi'
import { Projects } from '../sections/projects'

interface PageProps {
  content: Content
  send: SendContactMessage
}

/** The single page, sections in the spec's order. */
export function Page({ content, send }: PageProps) {
  useResizeAnimationBlock(RESIZE_ANIMATION_BLOCK_MS)
  const { owner, labels } = content
  return (
    <>
      <Navbar ownerName={owner.name} homeId="home" entries={content.nav} labels={labels} />
      <main id="main">
        <Hero id="home" hero={content.hero} contactId="contact" labels={labels} />
        {/* Each boundary hydrates on its own, so the page comes to life in short tasks. */}
        <Suspense>
          <About id="about" about={content.about} />
        </Suspense>
        <Suspense>
          <Projects id="projects" projects={content.projects} contactId="contact" keyFeaturesLabel={labels.keyFeatures} technologiesLabel={labels.technologies} />
        </Suspense>
        <Suspense>
          <PowerBi id="powerbi" dashboards={content.dashboards} labels={labels} />
        </Suspense>
        <Suspense>
          <Contact id="contact" contact={content.contact} ownerEmail={owner.email} labels={labels} send={send} />
        </Suspense>
      </main>
      <Suspense>
        <Footer ownerName={owner.name} entries={content.nav} footer={content.footer} labels={labels} />
      </Suspense>
    </>
  )
}
