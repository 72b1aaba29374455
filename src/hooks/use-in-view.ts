import { useEffect, useState, type RefObject } from 'react'

const STEPS = 10

/**
 * Whether an intersection counts as "seen": `threshold` of the element is visible, or, for an
 * element taller than the screen can ever show that share of, it covers `threshold` of the screen.
 */
export function isSeen(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false
  if (entry.intersectionRatio >= threshold) return true
  const screen = entry.rootBounds?.height ?? window.innerHeight
  return entry.intersectionRect.height >= threshold * screen
}

/**
 * Becomes true the first time the element is seen (see isSeen), then stays true: the observer
 * is disconnected.
 */
export function useInViewOnce(ref: RefObject<Element | null>, threshold: number): boolean {
  const [seen, setSeen] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || seen) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => isSeen(entry, threshold))) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold: Array.from({ length: STEPS + 1 }, (_, step) => (threshold * step) / STEPS) },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold, seen])

  return seen
}

/**
 * Whether any of the element is on screen now, updated as it comes and goes; false until the
 * first report, which arrives in a task of its own after the element is first laid out.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1)
      if (entry) setOnScreen(entry.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])

  return onScreen
}
