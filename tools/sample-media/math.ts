export const TAU = Math.PI * 2

export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v))
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t
export const smoothstep = (t: number): number => t * t * (3 - 2 * t)
/** Coordinates are written with at most two decimals, which keeps the SVG short and stable. */
export const round2 = (v: number): number => Math.round(v * 100) / 100
export const sum = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0)

export const fmtInt = (v: number): string => Math.round(v).toLocaleString('en-US')
export const fmtK = (v: number): string => (Math.abs(v) >= 1000 ? `${round2(v / 1000).toString()}K` : `${Math.round(v)}`)

/** list[index], for indexes the drawing code knows are in range; a wrong one fails loudly rather than drawing NaN. */
export function nth<T>(list: ArrayLike<T>, index: number): T {
  const value = list[index]
  if (value === undefined) throw new RangeError(`index ${index} is outside a list of ${list.length}`)
  return value
}

export const last = <T>(list: ArrayLike<T>): T => nth(list, list.length - 1)

/** A value the drawing code knows is there (a map entry, a search that always succeeds). */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`)
  return value
}
