import { DashboardCarousel } from '../components/dashboard-carousel'
import { Reveal } from '../components/reveal'
import { Section } from '../components/section'
import type { Content, Labels } from '../content/schema'
import { REVEAL, type SectionId } from '../lib/constants'

export function PowerBi({ id, dashboards, labels }: { id: SectionId; dashboards: Content['dashboards']; labels: Labels }) {
  return (
    <Section id={id} title={dashboards.heading} intro={dashboards.intro} threshold={REVEAL.thresholds.powerbi} className="bg-surface-muted/50">
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <DashboardCarousel dashboards={dashboards.items} labels={labels} />
      </Reveal>
    </Section>
  )
}
