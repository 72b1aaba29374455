import type { Stat } from '../content/schema'

export function StatCard({ value, label, compact = false }: Stat & { compact?: boolean }) {
  return (
    <div className={`rounded-2xl border border-border bg-surface-muted/60 ${compact ? 'px-4 py-3' : 'px-6 py-5'}`}>
      <p className={`font-bold tracking-tight text-accent ${compact ? 'text-xl' : 'text-3xl'}`}>{value}</p>
      <p className="mt-1 text-sm text-muted">{label}</p>
    </div>
  )
}
