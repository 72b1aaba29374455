import { Reveal } from '../components/reveal.tsx'
import { Section } from '../components/section.tsx'
import { Timeline } from '../components/timeline.tsx'
import type { Content } from '../content/schema.ts'
import type { SectionId } from '../content/sections.ts'
import { REVEAL } from '../lib/constants.ts'
import type { PageSectionProps } from '../components/section.tsx'

interface ExperienceProps {
  id: SectionId
  work: NonNullable<Content['work']>
  lang: string
  technologiesLabel: string
}

/** The work history as a timeline, roles in the owner's order; the current one's dot is filled. */
export function Experience({ id, work, lang, technologiesLabel }: ExperienceProps) {
  const entries = work.items.map((role) => ({
    key: `${role.name}-${role.position}-${role.startDate}`,
    title: role.position,
    at: { name: role.name, url: role.url },
    about: role.description,
    startDate: role.startDate,
    endDate: role.endDate,
    detail: role.location,
    summary: role.summary,
    bullets: role.highlights,
    keywords: role.keywords,
    keywordsLabel: `${role.position}, ${role.name}: ${technologiesLabel}`,
  }))
  return (
    <Section id={id} title={work.heading} intro={work.intro}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <Timeline entries={entries} lang={lang} present={work.present} />
      </Reveal>
    </Section>
  )
}

/** The section as the page renders it, from the page's content (content/sections.ts). */
export default function ExperienceSection({ id, content }: PageSectionProps) {
  return content.work ? <Experience id={id} work={content.work} lang={content.meta.lang} technologiesLabel={content.labels.technologies} /> : null
}
