import { createRandom } from '../lib/prng.ts'

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
    delay: random() * 3,
    driftX: (random() - 0.5) * 60,
    driftY: -20 - random() * 50,
  }))
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * Each dot's place and drift as a rule of one <style> element rather than style attributes,
 * which a Content-Security-Policy without 'unsafe-inline' would refuse (the build hashes it).
 */
export function dotRules(dots: Dot[]): string {
  return dots
    .map(
      (dot, index) =>
        `.floating-dots>:nth-child(${index + 1}){left:${round(dot.left)}%;top:${round(dot.top)}%;` +
        `width:${round(dot.size)}px;height:${round(dot.size)}px;opacity:${round(dot.opacity)};` +
        `--float-duration:${round(dot.duration)}s;--float-delay:${round(dot.delay)}s;` +
        `--float-x:${round(dot.driftX)}px;--float-y:${round(dot.driftY)}px}`,
    )
    .join('')
}

/**
 * With scripts, the dots hold still until `moving` (the page has settled, see whenSettled, and
 * the hero is on screen), so animating them does not compete with the first paint and hydration;
 * without, they float at once.
 */
export function FloatingDots({ count, seed = 7, moving }: { count: number; seed?: number; moving: boolean }) {
  const dots = placeDots(count, seed)
  return (
    <>
      <style>{dotRules(dots)}</style>
      <div aria-hidden="true" data-testid="floating-dots" className={`floating-dots pointer-events-none absolute inset-0 overflow-hidden${moving ? ' moving' : ''}`}>
        {dots.map((_, index) => (
          <span key={index} className="floating-dot absolute rounded-full bg-white" />
        ))}
      </div>
    </>
  )
}
