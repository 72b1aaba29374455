import { DashboardCarousel } from '../components/dashboard-carousel.tsx'
import { Reveal } from '../components/reveal.tsx'
import { Section } from '../components/section.tsx'
import type { Content, Labels } from '../content/schema.ts'
import { REVEAL } from '../lib/constants.ts'
import type { SectionId } from '../content/sections.ts'
import type { PageSectionProps } from '../components/section.tsx'

function PowerBi({ id, dashboards, labels, lang }: { id: SectionId; dashboards: Content['dashboards']; labels: Labels; lang: string }) {
  return (
    <Section id={id} title={dashboards.heading} intro={dashboards.intro} className="bg-surface-muted/50">
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <DashboardCarousel dashboards={dashboards.items} labels={labels} lang={lang} />
      </Reveal>
    </Section>
  )
}

/** The section as the page renders it, from the page's content (content/sections.ts). */
export default function PowerBiSection({ id, content }: PageSectionProps) {
  return <PowerBi id={id} dashboards={content.dashboards} labels={content.labels} lang={content.meta.lang} />
}
