import { ArrowUpRight, ChartColumn, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { Suspense, lazy, memo, useCallback, useRef, useState } from 'react'
import { formatInteger } from '../content/intl-answers.ts'
import type { Dashboard, Labels } from '../content/schema.ts'
import { useCarousel } from '../hooks/use-carousel.ts'
import { usePrefersReducedMotion } from '../hooks/use-media-query.ts'
import { useSaveData } from '../hooks/use-save-data.ts'
import { CAROUSEL_INTERVAL_MS } from '../lib/constants.ts'
import { iconButton, primaryButton } from './button-styles.ts'
import { ExternalLink } from './external-link.tsx'
import { GradientBadge } from './gradient-badge.tsx'
import { Picture } from './responsive-image.tsx'
import { StatCard, compactCardTrack, figureSize } from './stat-card.tsx'

type LiveReportLabels = Pick<Labels, 'openLiveReport' | 'backToPicture' | 'openInNewTab' | 'liveReportFailed' | 'liveReportWeight'>
type CarouselLabels = Pick<Labels, 'dashboardsCarousel' | 'slidePosition' | 'stopRotation' | 'startRotation' | 'previousDashboard' | 'nextDashboard' | 'showDashboard'> &
  LiveReportLabels

// The live report's frame and controls: their code comes only when a visitor asks for a report.
const LiveReport = lazy(() => import('./live-report.tsx').then((module) => ({ default: module.LiveReport })))

interface DashboardCarouselProps {
  dashboards: Dashboard[]
  labels: CarouselLabels
  /** The page's language, whose digits the slide's position is written in. */
  lang: string
}

/** "2 of 3" from a template such as "{position} of {count}", in the digits of the page's language. */
function slidePosition(template: string, position: number, count: number, lang: string): string {
  return template.replace('{position}', formatInteger(position, lang)).replace('{count}', formatInteger(count, lang))
}

const frame = 'overflow-hidden rounded-3xl border border-border bg-surface shadow-card'

/**
 * The dashboards: two or more take turns in a carousel. A single one is shown as it is, with
 * nothing to rotate, step through or announce: a carousel of one would offer controls that do
 * nothing and call its only slide "1 of 1".
 */
export function DashboardCarousel({ dashboards, labels, lang }: DashboardCarouselProps) {
  if (dashboards.length > 1) return <Carousel dashboards={dashboards} labels={labels} lang={lang} />
  return dashboards.map((dashboard) => (
    <div key={dashboard.id} className={frame}>
      <DashboardSlide dashboard={dashboard} labels={labels} />
    </div>
  ))
}

/**
 * The WAI-ARIA carousel pattern: a region whose first control starts and stops the rotation,
 * slides that are named groups, and a live region that speaks only while nothing rotates.
 */
function Carousel({ dashboards, labels, lang }: DashboardCarouselProps) {
  const reducedMotion = usePrefersReducedMotion()
  const { index, isRotationOn, isAutoPlaying, next, previous, goTo, stop, toggleRotation, setPointerInside, setFocusInside } = useCarousel(
    dashboards.length,
    { intervalMs: CAROUSEL_INTERVAL_MS, autoPlay: !reducedMotion },
  )
  // Keyboard focus pauses the rotation; the focus a click or tap leaves on a button does not
  // (mousedown comes before it for both), so after clicking Start the slides move once the
  // pointer leaves.
  const pressing = useRef(false)

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.dashboardsCarousel}
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onMouseDown={() => {
        pressing.current = true
      }}
      onMouseUp={() => {
        pressing.current = false
      }}
      onFocus={() => {
        setFocusInside(!pressing.current)
        pressing.current = false
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false)
      }}
    >
      <div data-needs-js="" className="mb-4 flex justify-end">
        <button
          type="button"
          onClick={toggleRotation}
          aria-label={isRotationOn ? labels.stopRotation : labels.startRotation}
          className="inline-flex size-11 items-center justify-center rounded-full text-muted transition hover:text-accent"
        >
          {isRotationOn ? <Pause className="size-6" aria-hidden="true" /> : <Play className="size-6" aria-hidden="true" />}
        </button>
      </div>

      <div aria-live={isAutoPlaying ? 'off' : 'polite'} className={frame}>
        {dashboards.map((dashboard, slide) => (
          <div
            key={dashboard.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slidePosition(labels.slidePosition, slide + 1, dashboards.length, lang)}
            data-slide=""
            data-active={slide === index ? '' : undefined}
            className="slide-enter border-border [&+&]:border-t"
          >
            {/* Inside the slide, the article keeps the dashboard's own name (the no-JS reading lists them). */}
            <DashboardSlide dashboard={dashboard} labels={labels} onLive={stop} />
          </div>
        ))}
      </div>

      <div data-needs-js="" className="mt-8 flex items-center justify-center gap-3 sm:gap-5">
        <button type="button" onClick={previous} aria-label={labels.previousDashboard} className={iconButton}>
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        {/* Many dashboards on a narrow screen: the dots wrap into rows between the arrows. */}
        <div className="flex min-w-0 flex-wrap items-center justify-center gap-2">
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
                className={`block h-2.5 rounded-full transition-all duration-300 ${slide === index ? 'w-7 bg-accent' : 'w-2.5 bg-muted group-hover:bg-foreground'}`}
              />
            </button>
          ))}
        </div>
        <button type="button" onClick={next} aria-label={labels.nextDashboard} className={iconButton}>
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
    </section>
  )
}

/** The carousel's card spans the max-w-6xl container, less its padding and the image's frame. */
const DASHBOARD_IMAGE_SIZES = '(min-width: 1152px) 1048px, calc(100vw - 64px)'

/**
 * A dashboard: its picture, words, figures and link; with an `embed`, a button that puts the
 * live report in the picture's place (and stops the carousel, so the report stays), nothing of
 * the service requested before it is pressed. Without scripts, and in print, the picture and link.
 */
// Memoised: a press of Next renders the carousel again, and its slides, whose props do not change, need not be.
const DashboardSlide = memo(function DashboardSlide({ dashboard, labels, onLive }: { dashboard: Dashboard; labels: LiveReportLabels; onLive?: () => void }) {
  const { title, description, image, link, cta, icon, gradient, stats, embed } = dashboard
  const values = stats.map(({ value }) => value)
  const figures = figureSize(values, true)
  // 'back' and 'failed': the picture again, after the report (focus goes back to its button).
  const [view, setView] = useState<'picture' | 'live' | 'back' | 'failed'>('picture')
  const saveData = useSaveData()
  const onClose = useCallback((failed: boolean) => setView(failed ? 'failed' : 'back'), [])
  const picture = <Picture image={image} sizes={DASHBOARD_IMAGE_SIZES} className="h-auto w-full rounded-2xl border border-border" />
  return (
    <article aria-label={title}>
      <div className="bg-surface-muted p-3 sm:p-5 print:hidden">
        {view === 'live' && embed ? (
          <Suspense fallback={picture}>
            <LiveReport
              embed={embed}
              title={`${title}: ${labels.openLiveReport ?? ''}`}
              labels={{ backToPicture: labels.backToPicture ?? '', openInNewTab: labels.openInNewTab ?? '' }}
              placeholder={picture}
              onClose={onClose}
            />
          </Suspense>
        ) : (
          <>
            {picture}
            {embed && (
              <div data-needs-js="" className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
                <button
                  // Mounted again once the report closes: focus comes back where the visitor left.
                  autoFocus={view !== 'picture'}
                  type="button"
                  onClick={() => {
                    setView('live')
                    onLive?.()
                  }}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-5 font-semibold text-foreground transition hover:border-accent hover:text-accent"
                >
                  <ChartColumn className="size-4" aria-hidden="true" />
                  {labels.openLiveReport}
                </button>
                {/* Told before anything loads: the report comes with the service's own code and data. */}
                {saveData && view !== 'failed' && <p className="text-sm text-muted">{labels.liveReportWeight}</p>}
                {view === 'failed' && (
                  <p role="status" className="text-sm text-muted">
                    {labels.liveReportFailed}{' '}
                    <ExternalLink href={embed} className="font-semibold text-accent underline underline-offset-4">
                      {labels.openInNewTab}
                    </ExternalLink>
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </div>
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_min(26rem,45%)] lg:items-end lg:gap-12">
        <div>
          <div className="flex items-center gap-4">
            <GradientBadge icon={icon} gradient={gradient} />
            <h3 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h3>
          </div>
          <p className="mt-4 leading-relaxed text-muted">{description}</p>
        </div>
        <div>
          {/* A lone stat is a card, not a bar across the column. */}
          {stats.length > 0 && (
            <div className={`grid ${compactCardTrack(values)} gap-3 ${stats.length === 1 ? 'max-w-48' : ''}`}>
              {stats.map((stat) => (
                <StatCard key={stat.label} {...stat} size={figures} compact />
              ))}
            </div>
          )}
          <ExternalLink href={link} className={`${primaryButton} mt-6`}>
            {cta}
            <ArrowUpRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </ExternalLink>
        </div>
      </div>
    </article>
  )
})
