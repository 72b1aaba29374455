import { useEffect, useState, type RefObject } from 'react'

const STEPS = 10

/**
 * Whether an intersection counts as "seen": `threshold` of the element is visible, or, for an
 * element taller than the screen can ever show that share of, it covers `threshold` of the screen.
 */
function isSeen(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false
  if (entry.intersectionRatio >= threshold) return true
  const screen = entry.rootBounds?.height ?? window.innerHeight
  return entry.intersectionRect.height >= threshold * screen
}

/**
 * When the element fades in. `waiting`: it was wholly off screen when its code took over, so it is
 * hidden until it is first `seen` (see isSeen), when it fades in; then the observer is
 * disconnected. An element that was on screen, even in part, when its code took over is `seen` at
 * once and never hidden: what the visitor already reads (the prerendered page shows everything)
 * never goes away.
 */
export function useReveal(ref: RefObject<Element | null>, threshold: number): { waiting: boolean; seen: boolean } {
  const [state, setState] = useState({ waiting: false, seen: false })

  useEffect(() => {
    const element = ref.current
    if (!element || state.seen) return
    let first = true
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (!entry) return
        // Some of it shows: an edge that only touches the screen's (an intersection of no height) does not count.
        const seen = isSeen(entry, threshold) || (first && entry.isIntersecting && entry.intersectionRect.height > 0)
        first = false
        if (seen) {
          setState({ waiting: false, seen: true })
          observer.disconnect()
        } else setState((current) => (current.waiting ? current : { waiting: true, seen: false }))
      },
      { threshold: Array.from({ length: STEPS + 1 }, (_, step) => (threshold * step) / STEPS) },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold, state.seen])

  return state
}
