import { GraduationCap } from 'lucide-react'
import { RecordSection } from '../components/record-cards.tsx'
import type { Content } from '../content/schema.ts'
import type { SectionId } from '../content/sections.ts'
import type { PageSectionProps } from '../components/section.tsx'

interface EducationProps {
  id: SectionId
  education: NonNullable<Content['education']>
  lang: string
}

/** Schools and courses as cards: the school, linked where it has an address, then the degree, dates, grade and courses. */
export function Education({ id, education, lang }: EducationProps) {
  const cards = education.items.map((school) => ({
    key: `${school.institution}-${school.area ?? ''}-${school.startDate ?? ''}`,
    title: school.institution,
    url: school.url,
    subtitle: [school.studyType, school.area].filter(Boolean).join(', ') || undefined,
    startDate: school.startDate,
    endDate: school.endDate,
    detail: school.score,
    tags: school.courses,
  }))
  return <RecordSection id={id} block={education} cards={cards} icon={GraduationCap} lang={lang} />
}

/** The section as the page renders it, from the page's content (content/sections.ts). */
export default function EducationSection({ id, content }: PageSectionProps) {
  return content.education ? <Education id={id} education={content.education} lang={content.meta.lang} /> : null
}
