import { useCallback, useEffect, useState } from 'react'

export interface CarouselOptions {
  intervalMs: number
  /** Whether rotation may run at all (false for reduced motion). */
  autoPlay: boolean
}

export interface Carousel {
  index: number
  isAutoPlaying: boolean
  next: () => void
  previous: () => void
  goTo: (index: number) => void
}

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}

/**
 * Index of the visible slide, wrapping both ways. Advances every `intervalMs` while auto-play
 * is on; any manual action (next, previous, goTo) turns auto-play off for good.
 */
export function useCarousel(count: number, { intervalMs, autoPlay }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0)
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false)
  const isAutoPlaying = autoPlay && !stoppedByVisitor && count > 1

  useEffect(() => {
    if (!isAutoPlaying) return
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs)
    return () => clearInterval(timer)
  }, [isAutoPlaying, intervalMs, count])

  const goTo = useCallback(
    (target: number) => {
      setStoppedByVisitor(true)
      setIndex(wrapIndex(target, count))
    },
    [count],
  )
  const next = useCallback(() => {
    setStoppedByVisitor(true)
    setIndex((current) => wrapIndex(current + 1, count))
  }, [count])
  const previous = useCallback(() => {
    setStoppedByVisitor(true)
    setIndex((current) => wrapIndex(current - 1, count))
  }, [count])

  return { index, isAutoPlaying, next, previous, goTo }
}
