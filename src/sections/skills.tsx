import { KeywordList } from '../components/keyword-list.tsx'
import { Reveal } from '../components/reveal.tsx'
import { Section } from '../components/section.tsx'
import type { Content } from '../content/schema.ts'
import type { SectionId } from '../content/sections.ts'
import { REVEAL } from '../lib/constants.ts'
import type { PageSectionProps } from '../components/section.tsx'

/** Up to three groups a row; fewer groups stay as wide as three would be, centred. */
function columns(count: number): string {
  if (count === 1) return 'mx-auto max-w-md'
  if (count === 2 || count === 4) return 'mx-auto max-w-4xl sm:grid-cols-2'
  return 'sm:grid-cols-2 lg:grid-cols-3'
}

/** Skills in groups, each with its level and keywords. */
export function Skills({ id, skills }: { id: SectionId; skills: NonNullable<Content['skills']> }) {
  return (
    <Section id={id} title={skills.heading} intro={skills.intro}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <ul className={`grid gap-6 ${columns(skills.items.length)}`}>
          {skills.items.map((group) => (
            <li key={group.name} className="min-w-0 rounded-3xl border border-border bg-surface p-6 shadow-card">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="text-lg font-bold tracking-tight">{group.name}</h3>
                {group.level && <p className="text-sm font-semibold text-accent">{group.level}</p>}
              </div>
              {group.keywords && group.keywords.length > 0 && <KeywordList keywords={group.keywords} label={group.name} className="mt-4" />}
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  )
}

/** The section as the page renders it, from the page's content (content/sections.ts). */
export default function SkillsSection({ id, content }: PageSectionProps) {
  return content.skills ? <Skills id={id} skills={content.skills} /> : null
}
