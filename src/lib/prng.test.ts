import { createRandom } from './prng.ts'

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const first = Array.from({ length: 5 }, a)
    expect(Array.from({ length: 5 }, b)).toEqual(first)
    expect(new Set(first).size).toBe(5)
  })

  it('stays within [0, 1) and differs between seeds', () => {
    const values = Array.from({ length: 1000 }, createRandom(1))
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true)
    expect(createRandom(2)()).not.toBe(createRandom(1)())
  })
})
