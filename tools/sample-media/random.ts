import { createRandom } from '../../src/build-surface.ts'

/**
 * The app's seeded generator with the ranges the pictures need. Every helper draws from `next`
 * in a fixed order, so a seed always yields the same picture.
 */
export interface Rng {
  next: () => number
  range: (min: number, max: number) => number
  /** Approximately normal (Irwin–Hall with 4 samples), mean 0, sd ~1. */
  normal: () => number
}

export function createRng(seed: number): Rng {
  const next = createRandom(seed)
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    normal: () => (next() + next() + next() + next() - 2) * 1.732,
  }
}
