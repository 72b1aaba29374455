import { HERO_DOT_COUNT } from '../lib/constants.ts'
import { createRandom } from '../lib/prng.ts'
import { afterNextFrame } from '../lib/yield-to-browser.ts'

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

/** Positions come from a seed, so every build places the dots alike. */
function placeDots(count: number, seed: number): Dot[] {
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
 * Each dot's place and drift as a rule of a <style> element rather than style attributes, which
 * a Content-Security-Policy without 'unsafe-inline' would refuse (the build hashes it).
 */
function dotRules(dots: Dot[]): string {
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

/** The same dots on every page, from a fixed seed: placed once, for the stylesheet's rules and the script's motion alike. */
const HERO_DOTS = placeDots(HERO_DOT_COUNT, 7)

/**
 * The rules of the hero's dots, for a <style> in <head> (builder/plugins/head-plugin.ts): the
 * standard allows <style> only where metadata content is expected, not beside the dots in <body>.
 */
export const heroDotRules = (): string => dotRules(HERO_DOTS)

/**
 * Sets the dots in `box` (the FloatingDots element) drifting, each from where it stands after its
 * own delay, so none jumps; returns what stops them (React calls it when the ref goes). By Web
 * Animations, not the stylesheet's animation: while CSS animations run, the main thread restyles
 * the dots in frames of its own and makes their animation events, each passing React's listener
 * on its root. Web Animations do neither: the dots drift on the compositor alone (measured in
 * docs/decisions/menu-tap.md). They start after the next frame: twenty animate() calls take about
 * 7 ms at 4× CPU, and a press of Play would otherwise pay them before its new label shows.
 */
export function floatDots(box: HTMLElement | null): (() => void) | undefined {
  if (!box) return undefined
  let animations: Animation[] = []
  const cancel = afterNextFrame(() => (animations = startDots(box)))
  return () => {
    cancel()
    for (const animation of animations) animation.cancel()
  }
}

function startDots(box: HTMLElement): Animation[] {
  return [...box.children].flatMap((element, index) => {
    const dot = HERO_DOTS[index]
    if (!dot || typeof element.animate !== 'function') return []
    // The `translate` property, and the easing as its curve: Tailwind's scanner reads this file
    // for class names, and the names the stylesheet's animation uses are utilities it would add.
    return [
      element.animate([{ translate: '0 0' }, { translate: `${round(dot.driftX)}px ${round(dot.driftY)}px` }], {
        duration: round(dot.duration) * 1000,
        delay: round(dot.delay) * 1000,
        easing: 'cubic-bezier(0.42, 0, 0.58, 1)',
        iterations: Infinity,
        direction: 'alternate',
      }),
    ]
  })
}

/**
 * The hero's dots, placed by heroDotRules. With scripts, they hold still until `moving` (the page
 * has settled, see whenSettled, the hero is on screen, its video plays and the visitor does not
 * prefer reduced motion), so animating them does not compete with the first paint and hydration;
 * without, they float at once, by the stylesheet's animation.
 */
export function FloatingDots({ moving }: { moving: boolean }) {
  return (
    // A ref callback's cleanup stops them when `moving` turns false, or the hero goes.
    <div ref={moving ? floatDots : undefined} aria-hidden="true" data-testid="floating-dots" className="floating-dots pointer-events-none absolute inset-0 overflow-hidden">
      {Array.from({ length: HERO_DOT_COUNT }, (_, index) => (
        <span key={index} className="floating-dot absolute rounded-full bg-white" />
      ))}
    </div>
  )
}
