import type { Content } from '../content/schema.ts'

type Availability = NonNullable<Content['availability']>

/** The dot's colour says the status at a glance; the owner's words say it in full. */
const dot: Record<Availability['status'], string> = {
  open: 'bg-emerald-400',
  limited: 'bg-amber-400',
  closed: 'bg-slate-400',
}

/** The owner's availability as a pill: on the hero's video (`onMedia`) or on the page's surface. */
export function AvailabilityBadge({ availability, onMedia = false, className = '' }: { availability: Availability; onMedia?: boolean; className?: string }) {
  const colours = onMedia ? 'border-white/25 bg-black/30 text-white backdrop-blur' : 'border-border bg-surface text-foreground'
  return (
    <p data-availability={availability.status} className={`inline-flex max-w-full items-start gap-2.5 rounded-2xl border px-4 py-2 text-sm font-medium ${colours} ${className}`}>
      <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${dot[availability.status]}`} />
      <span className="min-w-0">{availability.text}</span>
    </p>
  )
}
