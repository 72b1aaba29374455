import { Reveal } from '../components/reveal.tsx'
import { Section, type PageSectionProps } from '../components/section.tsx'
import { Timeline } from '../components/timeline.tsx'
import { REVEAL } from '../lib/constants.ts'

/** Volunteering as a timeline, like the work history: roles in the owner's order, the ongoing ones' dots filled. */
export default function Volunteer({ id, content }: PageSectionProps) {
  const { volunteer, meta } = content
  if (!volunteer) return null
  const entries = volunteer.items.map((role) => ({
    key: `${role.organization}-${role.position}-${role.startDate ?? ''}`,
    title: role.position,
    at: { name: role.organization, url: role.url },
    startDate: role.startDate,
    endDate: role.endDate,
    summary: role.summary,
    bullets: role.highlights,
  }))
  return (
    <Section id={id} title={volunteer.heading} intro={volunteer.intro}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <Timeline entries={entries} lang={meta.lang} present={volunteer.present} />
      </Reveal>
    </Section>
  )
}
