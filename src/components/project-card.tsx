import { ArrowUpRight, Mail } from 'lucide-react'
import type { Project } from '../content/schema.ts'
import { primaryButton } from './button-styles.ts'
import { ExternalLink } from './external-link.tsx'
import { GradientBadge } from './gradient-badge.tsx'
import { KeywordList } from './keyword-list.tsx'
import { Picture } from './responsive-image.tsx'

/** One column below md, two of the max-w-6xl container (less its padding and gap) above. */
const PROJECT_IMAGE_SIZES = '(min-width: 1152px) 528px, (min-width: 768px) calc(50vw - 48px), calc(100vw - 40px)'

interface ProjectCardProps {
  project: Project
  keyFeaturesLabel: string
  /** Names the list of technology badges for assistive technology, after the title. */
  technologiesLabel: string
  /** Anchor the contact-only projects point to. */
  contactAnchor: string
}

export function ProjectCard({ project, keyFeaturesLabel, technologiesLabel, contactAnchor }: ProjectCardProps) {
  const { title, subtitle, description, tech, features, image, icon, gradient, cta } = project
  const titleId = `project-${project.id}-title`

  return (
    <article
      aria-labelledby={titleId}
      data-project-id={project.id}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-surface shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-xl"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-surface-muted print:hidden">
        <Picture image={image} sizes={PROJECT_IMAGE_SIZES} className="size-full object-cover transition duration-500 group-hover:scale-[1.03]" />
      </div>
      <div className="relative flex flex-1 flex-col px-6 pt-0 pb-6 sm:px-7">
        <GradientBadge icon={icon} gradient={gradient} className="-mt-6" />
        <h3 id={titleId} className="mt-4 text-xl font-bold tracking-tight">
          {title}
        </h3>
        <p className="mt-1 text-sm font-semibold text-accent">{subtitle}</p>
        <p className="mt-3 leading-relaxed text-muted">{description}</p>

        <KeywordList keywords={tech} label={`${title}: ${technologiesLabel}`} className="mt-5" />

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
