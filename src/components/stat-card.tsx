import type { Stat } from '../content/schema'
import { Breakable } from './breakable'

/**
 * The figure's type size by its length, compact (a dashboard's) or not (the about section's): a
 * short figure keeps the full size; a longer one shrinks with its card (a container of its own)
 * down to a floor that still reads, then wraps between its digit groups.
 */
function figureSize(value: string, compact: boolean): string {
  if (compact) return value.length <= 7 ? 'text-[length:clamp(1rem,22cqi,1.25rem)]' : 'text-[length:clamp(1rem,15cqi,1.25rem)]'
  if (value.length <= 4) return 'text-3xl'
  return value.length <= 7 ? 'text-[length:clamp(1.25rem,22cqi,1.875rem)]' : 'text-[length:clamp(1.125rem,15cqi,1.875rem)]'
}

export function StatCard({ value, label, compact = false }: Stat & { compact?: boolean }) {
  return (
    <div className={`@container min-w-0 rounded-2xl border border-border bg-surface-muted/60 ${compact ? 'px-3 py-3 sm:px-4' : 'px-5 py-4 sm:px-6 sm:py-5'}`}>
      <p className={`leading-tight font-bold tracking-tight text-accent ${figureSize(value, compact)}`}>
        <Breakable text={value} />
      </p>
      <p className="mt-1 text-sm text-muted">{label}</p>
    </div>
  )
}
