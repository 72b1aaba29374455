import { useCallback, useEffect, useState } from 'react'

export interface CarouselOptions {
  intervalMs: number
  /** Whether rotation starts on its own (false for reduced motion). */
  autoPlay: boolean
}

export interface Carousel {
  index: number
  /** Rotation is switched on: the rotation control offers Stop. It may still be paused. */
  isRotationOn: boolean
  /** Slides are advancing now: rotation is on and neither hover nor focus pauses it. */
  isAutoPlaying: boolean
  next: () => void
  previous: () => void
  goTo: (index: number) => void
  /** Stops the rotation for good, as any manual action does, on the slide shown (a live report opened). */
  stop: () => void
  /** The rotation control: Stop when rotation is on, Start when it is off. */
  toggleRotation: () => void
  /** Rotation pauses while the pointer is over the carousel... */
  setPointerInside: (inside: boolean) => void
  /** ...or keyboard focus is inside it, and resumes when both have left. */
  setFocusInside: (inside: boolean) => void
}

/**
 * Whether rotation is on: `auto` follows the `autoPlay` option, `stopped` and `started` are the
 * visitor's. Any manual action (next, previous, goTo) stops rotation for good: pauses ending
 * never restart it. Only the rotation control, the visitor's explicit switch, starts it again,
 * reduced motion or not.
 */
type Rotation = 'auto' | 'stopped' | 'started'

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}

/**
 * Index of the visible slide, wrapping both ways. Advances every `intervalMs` while rotation is
 * on and not paused; after a pause the next slide comes a full interval after it ends.
 */
export function useCarousel(count: number, { intervalMs, autoPlay }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0)
  const [rotation, setRotation] = useState<Rotation>('auto')
  const [pointerInside, setPointerInside] = useState(false)
  const [focusInside, setFocusInside] = useState(false)

  const rotates = useCallback((current: Rotation) => current === 'started' || (current === 'auto' && autoPlay), [autoPlay])
  const isRotationOn = rotates(rotation)
  const isAutoPlaying = isRotationOn && !pointerInside && !focusInside && count > 1

  useEffect(() => {
    if (!isAutoPlaying) return
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs)
    return () => clearInterval(timer)
  }, [isAutoPlaying, intervalMs, count])

  const goTo = useCallback(
    (target: number) => {
      setRotation('stopped')
      setIndex(wrapIndex(target, count))
    },
    [count],
  )
  const next = useCallback(() => {
    setRotation('stopped')
    setIndex((current) => wrapIndex(current + 1, count))
  }, [count])
  const previous = useCallback(() => {
    setRotation('stopped')
    setIndex((current) => wrapIndex(current - 1, count))
  }, [count])
  const stop = useCallback(() => setRotation('stopped'), [])
  // From the rotation as it stands: presses in one task (taps replayed after hydration) each turn it once.
  const toggleRotation = useCallback(() => setRotation((current) => (rotates(current) ? 'stopped' : 'started')), [rotates])

  return { index, isRotationOn, isAutoPlaying, next, previous, goTo, stop, toggleRotation, setPointerInside, setFocusInside }
}
