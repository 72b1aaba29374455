/** The middle value (the mean of the two middle ones for an even count); NaN for none. Both benchmarks report it. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? NaN
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2
}
