import { GraduationCap } from 'lucide-react'
import { DateRange } from '../components/date-range.tsx'
import { ExternalLink } from '../components/external-link.tsx'
import { Reveal } from '../components/reveal.tsx'
import { Section } from '../components/section.tsx'
import type { Content } from '../content/schema.ts'
import type { SectionId } from '../content/sections.ts'
import { REVEAL } from '../lib/constants.ts'
import type { PageSectionProps } from '../components/section.tsx'

interface EducationProps {
  id: SectionId
  education: NonNullable<Content['education']>
  lang: string
}

/** Schools and courses as cards, two a row from tablets up; one alone is centred. */
export function Education({ id, education, lang }: EducationProps) {
  const single = education.items.length === 1
  return (
    <Section id={id} title={education.heading} intro={education.intro}>
      <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block}>
        <ul className={`grid gap-6 ${single ? 'mx-auto max-w-xl' : 'md:grid-cols-2'}`}>
          {education.items.map((school) => {
            const degree = [school.studyType, school.area].filter(Boolean).join(', ')
            return (
              <li key={`${school.institution}-${school.area ?? ''}-${school.startDate ?? ''}`} className="flex min-w-0 gap-4 rounded-3xl border border-border bg-surface p-6 shadow-card sm:p-7">
                <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-brand-from to-brand-to text-white">
                  <GraduationCap className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-bold tracking-tight">
                    {school.url ? (
                      <ExternalLink href={school.url} className="underline-offset-4 hover:text-accent hover:underline">
                        {school.institution}
                      </ExternalLink>
                    ) : (
                      school.institution
                    )}
                  </h3>
                  {degree && <p className="mt-1 font-medium text-foreground">{degree}</p>}
                  <DateRange start={school.startDate} end={school.endDate} lang={lang} className="mt-1 text-sm font-semibold text-accent tabular-nums" />
                  {school.score && <p className="mt-2 text-sm text-muted">{school.score}</p>}
                  {school.courses && school.courses.length > 0 && (
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {school.courses.map((course) => (
                        <li key={course} className="rounded-lg border border-border px-2.5 py-1 text-xs text-foreground">
                          {course}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      </Reveal>
    </Section>
  )
}

/** The section as the page renders it, from the page's content (content/sections.ts). */
export default function EducationSection({ id, content }: PageSectionProps) {
  return content.education ? <Education id={id} education={content.education} lang={content.meta.lang} /> : null
}
