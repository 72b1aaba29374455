import { Reveal } from '../components/reveal.tsx'
import { Picture } from '../components/responsive-image.tsx'
import { Section } from '../components/section.tsx'
import { StatCard, figureSize } from '../components/stat-card.tsx'
import type { Content } from '../content/schema.ts'
import { REVEAL } from '../lib/constants.ts'
import type { SectionId } from '../content/sections.ts'
import type { PageSectionProps } from '../components/section.tsx'

/**
 * Up to three stat cards a row (two on phones), four as two by two: a card is about as wide
 * whatever the count, and rows fill from the left like the text above them.
 */
function statColumns(count: number): string {
  if (count === 1) return 'grid-cols-1 max-w-54'
  if (count === 2 || count === 4) return 'grid-cols-2 sm:max-w-md'
  return 'grid-cols-2 sm:grid-cols-3 sm:max-w-2xl'
}

export function About({ id, about }: { id: SectionId; about: Content['about'] }) {
  const { photo } = about
  const figures = figureSize(about.stats.map(({ value }) => value))
  return (
    <Section id={id} title={about.heading}>
      <div className="grid items-center gap-12 lg:grid-cols-5 lg:gap-16">
        <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block} className="mx-auto w-full max-w-sm lg:col-span-2 print:mx-0 print:max-w-40">
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-2 -z-10 print:hidden rotate-2 sm:-inset-3 sm:rotate-3 rounded-[2rem] bg-linear-to-br from-brand-from to-brand-to opacity-80" />
            <Picture image={photo} sizes="(min-width: 424px) 384px, calc(100vw - 40px)" className="h-auto w-full rounded-[1.75rem] border-4 border-surface object-cover shadow-card" />
          </div>
        </Reveal>
        <div className="lg:col-span-3">
          <Reveal delay={REVEAL.delays.third} duration={REVEAL.duration.block}>
            <div className="space-y-5 text-lg leading-relaxed text-muted">
              {about.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Reveal>
          {about.stats.length > 0 && (
            <Reveal delay={REVEAL.delays.last} duration={REVEAL.duration.block} className={`mt-10 grid gap-4 ${statColumns(about.stats.length)}`}>
              {about.stats.map((stat) => (
                <StatCard key={stat.label} {...stat} size={figures} />
              ))}
            </Reveal>
          )}
        </div>
      </div>
    </Section>
  )
}

/** The section as the page renders it, from the page's content (content/sections.ts). */
export default function AboutSection({ id, content }: PageSectionProps) {
  return <About id={id} about={content.about} />
}
