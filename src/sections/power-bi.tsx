import { DashboardCarousel } from '../components/dashboard-carousel.tsx'
import { Reveal } from '../components/reveal.tsx'
import { Section } from '../components/section.tsx'
import type { Content, Labels } from '../content/schema.ts'
import { REVEAL } from '../lib/constants.ts'
import { type SectionId } from '../content/page-shape.ts'

export function PowerBi({ id, dashboards, labels, lang }: { id: SectionId; dashboards: Content['dashboards']; labels: Labels; lang: string }) {
  return (
    <Section id={id} title={dashboards.heading} intro={dashboards.intro} threshold={REVEAL.thresholds.powerbi} className="bg-surface-muted/50">
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <DashboardCarousel dashboards={dashboards.items} labels={labels} lang={lang} />
      </Reveal>
    </Section>
  )
}
