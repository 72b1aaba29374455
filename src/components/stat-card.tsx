import type { Stat } from '../content/schema'
import { Breakable } from './breakable'

/**
 * A figure and what it counts. The figure shrinks with its card (a container of its own) down to
 * a floor that still reads, then wraps between its digit groups.
 */
export function StatCard({ value, label, compact = false }: Stat & { compact?: boolean }) {
  return (
    <div className={`@container min-w-0 rounded-2xl border border-border bg-surface-muted/60 ${compact ? 'px-4 py-3' : 'px-5 py-4 sm:px-6 sm:py-5'}`}>
      <p className={`leading-tight font-bold tracking-tight text-accent ${compact ? 'text-[length:clamp(1rem,15cqi,1.25rem)]' : 'text-[length:clamp(1.125rem,15cqi,1.875rem)]'}`}>
        <Breakable text={value} />
      </p>
      <p className="mt-1 text-sm text-muted">{label}</p>
    </div>
  )
}
