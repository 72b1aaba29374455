import { ArrowUpRight, ChevronLeft, ChevronRight } from 'lucide-react'
import type { Dashboard } from '../content/schema'
import { useCarousel } from '../hooks/use-carousel'
import { usePrefersReducedMotion } from '../hooks/use-media-query'
import { assetUrl } from '../lib/asset'
import { CAROUSEL_INTERVAL_MS } from '../lib/constants'
import { iconButton, primaryButton } from './button-styles'
import { ExternalLink } from './external-link'
import { GradientBadge } from './gradient-badge'
import { StatCard } from './stat-card'

interface DashboardCarouselProps {
  dashboards: Dashboard[]
  labels: { previousDashboard: string; nextDashboard: string; showDashboard: string }
}

export function DashboardCarousel({ dashboards, labels }: DashboardCarouselProps) {
  const reducedMotion = usePrefersReducedMotion()
  const { index, next, previous, goTo } = useCarousel(dashboards.length, {
    intervalMs: CAROUSEL_INTERVAL_MS,
    autoPlay: !reducedMotion,
  })

  return (
    <div>
      <div className="overflow-hidden rounded-3xl border border-border bg-surface shadow-card">
        {dashboards.map((dashboard, slide) => (
          <DashboardSlide key={dashboard.id} dashboard={dashboard} active={slide === index} />
        ))}
      </div>

      <div data-needs-js="" className="mt-8 flex items-center justify-center gap-5">
        <button type="button" onClick={previous} aria-label={labels.previousDashboard} className={iconButton}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-center gap-1">
          {dashboards.map((dashboard, slide) => (
            <button
              key={dashboard.id}
              type="button"
              onClick={() => goTo(slide)}
              aria-label={`${labels.showDashboard} ${slide + 1}`}
              aria-current={slide === index ? 'true' : undefined}
              className="group inline-flex size-7 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all duration-300 ${slide === index ? 'w-7 bg-accent' : 'w-2.5 bg-muted/50 group-hover:bg-muted'}`}
              />
            </button>
          ))}
        </div>
        <button type="button" onClick={next} aria-label={labels.nextDashboard} className={iconButton}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}

function DashboardSlide({ dashboard, active }: { dashboard: Dashboard; active: boolean }) {
  const { title, description, image, link, cta, icon, gradient, stats } = dashboard
  return (
    <article data-slide="" data-active={active ? '' : undefined} aria-label={title} className="slide-enter border-border [&+&]:border-t">
      <div className="bg-surface-muted p-3 sm:p-5">
        <img
          src={assetUrl(image.src)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl border border-border"
        />
      </div>
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-end lg:gap-12">
        <div>
          <div className="flex items-center gap-4">
            <GradientBadge icon={icon} gradient={gradient} />
            <h3 className="text-2xl font-bold tracking-tight">{title}</h3>
          </div>
          <p className="mt-4 leading-relaxed text-muted">{description}</p>
        </div>
        <div>
          {stats.length > 0 && (
            <div className="grid grid-cols-3 gap-3">
              {stats.map((stat) => (
                <StatCard key={stat.label} {...stat} compact />
              ))}
            </div>
          )}
          <ExternalLink href={link} className={`${primaryButton} mt-6`}>
            {cta}
            <ArrowUpRight className="size-4" aria-hidden="true" />
          </ExternalLink>
        </div>
      </div>
    </article>
  )
}
