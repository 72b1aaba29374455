import { ArrowUpRight, ImageIcon } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { LIVE_REPORT_TIMEOUT_MS, liveReportSrc } from '../lib/live-report.ts'
import { ExternalLink } from './external-link.tsx'

interface LiveReportProps {
  /** The report's address, as the content gives it: the frame's (lib/live-report.ts liveReportSrc), and the new tab's. */
  embed: string
  /** The frame's name for assistive technology. */
  title: string
  labels: { backToPicture: string; openInNewTab: string }
  /** Shown where the report goes until it has loaded. */
  placeholder: ReactNode
  /** "Back to the picture" (false), or the report has not loaded after LIVE_REPORT_TIMEOUT_MS (true). */
  onClose: (failed: boolean) => void
}

/**
 * A dashboard's report, live, in place of its picture: loaded only once the visitor asks (this
 * module is a chunk of its own), with focus moved into it, a way back to the picture and one to
 * the report in a new tab. The picture stays under the frame until the report has loaded; a
 * report that has not loaded in time gives the picture back (onClose(true)).
 */
export function LiveReport({ embed, title, labels, placeholder, onClose }: LiveReportProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    frame.current?.focus()
  }, [])

  useEffect(() => {
    if (loaded) return
    const timer = setTimeout(() => onClose(true), LIVE_REPORT_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [loaded, onClose])

  return (
    <div>
      <div className="relative">
        {!loaded && <div aria-hidden="true">{placeholder}</div>}
        <iframe
          ref={frame}
          src={liveReportSrc(embed)}
          title={title}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
          // A phone gets most of its screen for the report; a wider screen its usual 16:10.
          className={`block h-[75svh] w-full rounded-2xl border border-border bg-surface sm:h-auto sm:aspect-[16/10] ${loaded ? '' : 'absolute inset-0 h-full! opacity-0'}`}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
        <button type="button" onClick={() => onClose(false)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline">
          <ImageIcon className="size-4" aria-hidden="true" />
          {labels.backToPicture}
        </button>
        <ExternalLink href={embed} className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline">
          {labels.openInNewTab}
          <ArrowUpRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </ExternalLink>
      </div>
    </div>
  )
}
