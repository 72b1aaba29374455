import { Reveal } from '../components/reveal'
import { Picture } from '../components/responsive-image'
import { Section } from '../components/section'
import { StatCard } from '../components/stat-card'
import type { Content } from '../content/schema'
import { REVEAL, type SectionId } from '../lib/constants'

export function About({ id, about }: { id: SectionId; about: Content['about'] }) {
  const { photo } = about
  return (
    <Section id={id} title={about.heading} threshold={REVEAL.thresholds.about}>
      <div className="grid items-center gap-12 lg:grid-cols-5 lg:gap-16">
        <Reveal delay={REVEAL.delays.second} duration={REVEAL.duration.block} className="mx-auto w-full max-w-sm lg:col-span-2">
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-2 -z-10 rotate-2 sm:-inset-3 sm:rotate-3 rounded-[2rem] bg-linear-to-br from-brand-from to-brand-to opacity-80" />
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
          <Reveal delay={REVEAL.delays.last} duration={REVEAL.duration.block} className="mt-10 grid grid-cols-2 gap-4 sm:max-w-md">
            {about.stats.map((stat) => (
              <StatCard key={stat.label} {...stat} />
            ))}
          </Reveal>
        </div>
      </div>
    </Section>
  )
}
