import { ProjectCard } from '../components/project-card.tsx'
import { Reveal } from '../components/reveal.tsx'
import { Section } from '../components/section.tsx'
import type { Content } from '../content/schema.ts'
import { REVEAL } from '../lib/constants.ts'
import { RENDER_WHEN_NEAR_CARD_CLASS } from '../boot/names.ts'
import type { SectionId } from '../content/sections.ts'
import type { PageSectionProps } from '../components/section.tsx'

interface ProjectsProps {
  id: SectionId
  projects: Content['projects']
  contactId: SectionId
  keyFeaturesLabel: string
  technologiesLabel: string
  lang: string
}

export function Projects({ id, projects, contactId, keyFeaturesLabel, technologiesLabel, lang }: ProjectsProps) {
  return (
    <Section id={id} title={projects.heading} intro={projects.intro}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        {/* A single project is one centred card, not half of an empty row. */}
        <ul className={`grid gap-8 ${projects.items.length === 1 ? 'mx-auto max-w-xl' : 'md:grid-cols-2'}`} data-testid="project-grid">
          {projects.items.map((project) => (
            <li key={project.id} className={RENDER_WHEN_NEAR_CARD_CLASS}>
              <ProjectCard project={project} keyFeaturesLabel={keyFeaturesLabel} technologiesLabel={technologiesLabel} contactAnchor={contactId} lang={lang} />
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  )
}

/** The section as the page renders it, from the page's content (content/sections.ts). */
export default function ProjectsSection({ id, content }: PageSectionProps) {
  return <Projects id={id} projects={content.projects} contactId="contact" keyFeaturesLabel={content.labels.keyFeatures} technologiesLabel={content.labels.technologies} lang={content.meta.lang} />
}
