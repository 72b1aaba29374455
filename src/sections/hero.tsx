import { ArrowRight, Pause, Play } from 'lucide-react'
import { Suspense, lazy, useCallback, useRef } from 'react'
import { FloatingDots } from '../components/floating-dots.tsx'
import { primaryButton } from '../components/button-styles.ts'
import type { Content, Labels } from '../content/schema.ts'
import { useBackgroundVideo } from '../hooks/use-background-video.ts'
import { usePrefersReducedMotion } from '../hooks/use-media-query.ts'
import { assetUrl } from '../lib/asset.ts'
import { escapeHtml } from '../lib/html.ts'
import type { SectionId } from '../content/sections.ts'

// What only some owners' content asks for comes in code of its own, fetched when the page has it
// (its prerendered HTML shows meanwhile): pages without it do not carry it in the first load.
const AvailabilityBadge = lazy(() => import('../components/availability.tsx').then((module) => ({ default: module.AvailabilityBadge })))
const ResumeButton = lazy(() => import('../components/resume-button.tsx').then((module) => ({ default: module.ResumeButton })))

interface HeroProps {
  id: SectionId
  hero: Content['hero']
  availability?: Content['availability']
  /** The "Download résumé" button's label and file, where the content switches it on. */
  resume?: { label: string; href: string }
  contactId: SectionId
  labels: Labels
  /** Whether the page has settled: its motion (the video, the floating dots) waits for it. */
  settled: boolean
}

/** The background video, muted, looping and inline, loading nothing until it is asked to play. */
function videoMarkup({ src, poster, width, height }: Content['hero']['video']): string {
  return (
    `<video class="absolute inset-0 -z-20 size-full object-cover" src="${escapeHtml(assetUrl(src))}" poster="${escapeHtml(assetUrl(poster))}" ` +
    `width="${width}" height="${height}" muted loop playsinline preload="none" aria-hidden="true" tabindex="-1"></video>`
  )
}

export function Hero({ id, hero, availability, resume, contactId, labels, settled }: HeroProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  // Once, as the wrapper mounts: the video inside it is the same element for the hero's life.
  const findVideo = useCallback((wrapper: HTMLDivElement | null) => {
    videoRef.current = wrapper?.querySelector('video') ?? null
  }, [])
  const reducedMotion = usePrefersReducedMotion()
  const { playing, toggle, onScreen } = useBackgroundVideo(videoRef, reducedMotion, settled)

  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="on-media relative isolate flex min-h-[100svh] items-center overflow-hidden bg-hero text-white">
      {/*
        HTML that React does not own: React listens on every <video> it renders for all the media
        events, and a playing video fires timeupdate four times a second, each then handled on the
        main thread by React's listener on the video as well as by the one on its root; the hook
        keeps them from the root's too (docs/decisions/menu-tap.md). The hook drives it by the ref,
        which the wrapper (`contents`, no box of its own) fills with it.
      */}
      <div
        className="contents"
        ref={findVideo}
        dangerouslySetInnerHTML={{ __html: videoMarkup(hero.video) }}
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-b from-hero/70 via-hero/45 to-hero/85" />
      {/*
        Off screen they rest, so a page read further down draws no frames for them. They rest with
        the video: its toggle is the page's one way to stop all the hero's motion
        (docs/guarantees.md). With reduced motion they stand still, even once Play has started the
        video the visitor asked for.
      */}
      <FloatingDots moving={settled && onScreen && playing && !reducedMotion} />

      <div className="mx-auto w-full max-w-6xl px-5 pt-24 pb-28 sm:px-8">
        {availability && (
          <Suspense>
            <AvailabilityBadge availability={availability} onMedia className="mb-6" />
          </Suspense>
        )}
        <p className="text-sm font-semibold tracking-wide text-indigo-200 sm:text-base">{hero.greeting}</p>
        <h1 id={`${id}-heading`} className="mt-5 max-w-4xl text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
          {hero.tagline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-200 sm:text-xl">{hero.intro}</p>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <a href={`#${contactId}`} className={`${primaryButton} px-7 py-3 text-base`}>
            {hero.cta}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </a>
          {resume && (
            <Suspense>
              <ResumeButton {...resume} />
            </Suspense>
          )}
        </div>
      </div>

      <button
        type="button"
        onClick={toggle}
        data-needs-js=""
        className="absolute end-5 bottom-6 inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 bg-black/30 px-4 text-sm font-medium text-white backdrop-blur transition hover:bg-black/45 sm:end-8"
      >
        {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        {playing ? labels.pauseVideo : labels.playVideo}
      </button>
    </section>
  )
}
