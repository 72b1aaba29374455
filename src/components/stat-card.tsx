import type { Stat } from '../content/schema.ts'
import { Breakable } from './breakable.tsx'

/** A group's longest figure: how long it is, and its tier (up to 7 characters, up to 9, longer). */
function longestFigure(values: string[]): { length: number; tier: 0 | 1 | 2 } {
  const length = Math.max(0, ...values.map((value) => value.length))
  return { length, tier: length <= 7 ? 0 : length <= 9 ? 1 : 2 }
}

// By tier: the figures' sizes in a card, in a compact card, and the compact card's narrowest width.
const SIZES = ['text-[length:clamp(1.25rem,22cqi,1.875rem)]', 'text-[length:clamp(1.125rem,17cqi,1.875rem)]', 'text-[length:clamp(1rem,13cqi,1.875rem)]'] as const
const COMPACT_SIZES = ['text-[length:clamp(1rem,22cqi,1.25rem)]', 'text-[length:clamp(1rem,17cqi,1.25rem)]', 'text-[length:clamp(1rem,13cqi,1.25rem)]'] as const
const COMPACT_TRACKS = ['grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))]', 'grid-cols-[repeat(auto-fit,minmax(min(100%,7.5rem),1fr))]', 'grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))]'] as const

/**
 * The figures' type size for a group of stat cards, from the longest figure in it, so the cards
 * of one grid match. A short figure keeps the full size; a longer one shrinks with its card (a
 * container of its own: the factor fits that many characters across) down to a floor that still
 * reads, then wraps between its digit groups.
 */
export function figureSize(values: string[], compact = false): string {
  const { length, tier } = longestFigure(values)
  if (compact) return COMPACT_SIZES[tier]
  return length <= 4 ? 'text-3xl' : SIZES[tier]
}

/**
 * The narrowest a compact card of this group may be: wide enough for its longest figure on one
 * line at the figures' floor size, so a narrow column shows fewer cards a row rather than figures
 * broken over two lines. On a phone the card takes the column's width (min with 100%).
 */
export function compactCardTrack(values: string[]): string {
  return COMPACT_TRACKS[longestFigure(values).tier]
}

export function StatCard({ value, label, size, compact = false }: Stat & { size: string; compact?: boolean }) {
  return (
    <div className={`@container min-w-0 rounded-2xl border border-border bg-surface-muted/60 ${compact ? 'px-3 py-3 sm:px-4' : 'px-5 py-4 sm:px-6 sm:py-5'}`}>
      <p className={`leading-tight font-bold tracking-tight text-accent tabular-nums ${size}`}>
        <Breakable text={value} kind="figure" />
      </p>
      <p className="mt-1 text-sm text-muted">{label}</p>
    </div>
  )
}
