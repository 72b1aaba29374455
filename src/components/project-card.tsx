import { ArrowUpRight, Mail } from 'lucide-react'
import { useId } from 'react'
import type { Gradient, Project } from '../content/schema.ts'
import type { IconName } from '../content/icons.ts'
import { primaryButton } from './button-styles.ts'
import { DateRange } from './date-range.tsx'
import { ExternalLink } from './external-link.tsx'
import { GradientBadge, GradientFill } from './gradient-badge.tsx'
import { ContentIcon } from './icon.tsx'
import { KeywordList } from './keyword-list.tsx'
import { Picture } from './responsive-image.tsx'
import { projectAbout } from '../lib/projects.ts'

/** One column below md, two of the max-w-6xl container (less its padding and gap) above. */
const PROJECT_IMAGE_SIZES = '(min-width: 1152px) 528px, (min-width: 768px) calc(50vw - 48px), calc(100vw - 40px)'

interface ProjectCardProps {
  project: Project
  keyFeaturesLabel: string
  /** Names the list of technology badges for assistive technology, after the title. */
  technologiesLabel: string
  /** Anchor the contact-only projects point to. */
  contactAnchor: string
  /** The page's language, for the project's dates. */
  lang: string
}

/**
 * The top of a card without a picture: the project's own gradient, a fine grid of dots and its
 * icon drawn large, all in SVG (colours as attributes, which a strict Content-Security-Policy
 * allows) and none of it a request. Shorter than a picture's slot: it stands for nothing to look at.
 */
function Cover({ icon, gradient }: { icon: IconName; gradient: Gradient }) {
  const dots = useId()
  return (
    <div aria-hidden="true" className="relative isolate aspect-[16/5] overflow-hidden text-white print:hidden">
      <GradientFill gradient={gradient}>
        <pattern id={dots} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.25" fill="white" fillOpacity="0.22" />
        </pattern>
        <rect width="100%" height="100%" fill={`url(#${dots})`} />
      </GradientFill>
      <ContentIcon name={icon} className="absolute -end-4 -bottom-8 size-40 opacity-20 transition duration-500 group-hover:scale-105 rtl:-scale-x-100" />
    </div>
  )
}

export function ProjectCard({ project, keyFeaturesLabel, technologiesLabel, contactAnchor, lang }: ProjectCardProps) {
  const { title, subtitle, description, tech, features, image, icon, gradient, cta, startDate, endDate } = project
  const about = projectAbout(project)
  const titleId = `project-${project.id}-title`

  return (
    <article
      aria-labelledby={titleId}
      data-project-id={project.id}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-xl"
    >
      {image ? (
        <div className="relative aspect-[16/10] overflow-hidden bg-surface-muted print:hidden">
          <Picture image={image} sizes={PROJECT_IMAGE_SIZES} className="size-full object-cover transition duration-500 group-hover:scale-[1.03]" />
        </div>
      ) : (
        <Cover icon={icon} gradient={gradient} />
      )}
      <div className="relative flex flex-1 flex-col px-6 pt-0 pb-6 sm:px-7">
        <GradientBadge icon={icon} gradient={gradient} className="-mt-6" />
        <h3 id={titleId} className="mt-4 text-xl font-bold tracking-tight">
          {title}
        </h3>
        {subtitle && <p className="mt-1 text-sm font-semibold text-accent">{subtitle}</p>}
        {(about || startDate || endDate) && (
          <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
            <DateRange start={startDate} end={endDate} lang={lang} className="font-medium tabular-nums" />
            {about && <p>{about}</p>}
          </div>
        )}
        {description && <p className="mt-3 leading-relaxed text-muted">{description}</p>}

        {tech.length > 0 && <KeywordList keywords={tech} label={`${title}: ${technologiesLabel}`} className="mt-5" />}

        {features && features.length > 0 && (
          <div className="mt-5">
            <h4 className="text-xs font-semibold tracking-wider text-muted uppercase">{keyFeaturesLabel}</h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {features.map((feature) => (
                <li key={feature} className="rounded-lg border border-border px-2.5 py-1 text-xs text-foreground">
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-auto pt-6">
          {project.demoLink ? (
            <ExternalLink href={project.demoLink} className={primaryButton}>
              {cta}
              <ArrowUpRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </ExternalLink>
          ) : (
            <a href={`#${contactAnchor}`} className={primaryButton}>
              {cta}
              <Mail className="size-4" aria-hidden="true" />
            </a>
          )}
        </div>
      </div>
    </article>
  )
}
