// How both benchmarks print what they measured: medians with their range, in Markdown tables.

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? NaN
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2
}

/** The median with the range beside it, "120 (96–128)", or the one value when all are alike. */
export function spread(values: number[], digits = 0): string {
  const show = (value: number) => value.toFixed(digits)
  const min = Math.min(...values)
  const max = Math.max(...values)
  return min === max ? show(min) : `${show(median(values))} (${show(min)}–${show(max)})`
}

/** A Markdown table with its columns padded to line up. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => (row[c] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}
