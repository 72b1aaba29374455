import type { CSSProperties } from 'react'
import { createRandom } from '../lib/prng'

interface Dot {
  left: number
  top: number
  size: number
  opacity: number
  duration: number
  delay: number
  driftX: number
  driftY: number
}

/** Positions come from a fixed seed, so the prerendered and hydrated markup are identical. */
export function placeDots(count: number, seed: number): Dot[] {
  const random = createRandom(seed)
  return Array.from({ length: count }, () => ({
    left: random() * 100,
    top: random() * 100,
    size: 3 + random() * 5,
    opacity: 0.25 + random() * 0.45,
    duration: 6 + random() * 8,
    delay: -random() * 10,
    driftX: (random() - 0.5) * 60,
    driftY: -20 - random() * 50,
  }))
}

const round = (n: number) => Math.round(n * 100) / 100

export function FloatingDots({ count, seed = 7 }: { count: number; seed?: number }) {
  return (
    <div aria-hidden="true" data-testid="floating-dots" className="pointer-events-none absolute inset-0 overflow-hidden">
      {placeDots(count, seed).map((dot, index) => {
        const style = {
          left: `${round(dot.left)}%`,
          top: `${round(dot.top)}%`,
          width: `${round(dot.size)}px`,
          height: `${round(dot.size)}px`,
          opacity: round(dot.opacity),
          '--float-duration': `${round(dot.duration)}s`,
          '--float-delay': `${round(dot.delay)}s`,
          '--float-x': `${round(dot.driftX)}px`,
          '--float-y': `${round(dot.driftY)}px`,
        } as CSSProperties
        return <span key={index} className="floating-dot absolute rounded-full bg-white" style={style} />
      })}
    </div>
  )
}
