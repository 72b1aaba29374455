import type { ResumeSectionId } from '../content/page-shape.ts'
import type { Content } from '../content/schema.ts'
import { Education } from './education.tsx'
import { Experience } from './experience.tsx'
import { Skills } from './skills.tsx'

/** A résumé section the content fills (lib/sections.ts, resumeSections, says which). */
export function ResumeSection({ id, content }: { id: ResumeSectionId; content: Content }) {
  const { work, education, skills, meta } = content
  if (id === 'experience' && work) return <Experience id={id} work={work} lang={meta.lang} technologiesLabel={content.labels.technologies} />
  if (id === 'education' && education) return <Education id={id} education={education} lang={meta.lang} />
  if (id === 'skills' && skills) return <Skills id={id} skills={skills} />
  return null
}
