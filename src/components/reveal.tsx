import type { ReactNode } from 'react'

/** The longest delay styles/index.css has a class for, in seconds. */
const MAX_DELAY = 2

interface RevealProps {
  /** Seconds after the enclosing section comes into view (0 to 2, in steps of 0.1; later ones wait 2). */
  delay: number
  /** Seconds the fade takes (0.8 to 1). */
  duration: number
  className?: string
  children: ReactNode
}

/** Whole milliseconds in steps of 100, the steps styles/index.css has classes for. */
const tenthsInMs = (seconds: number) => Math.round(seconds * 10) * 100

/**
 * Fades its content in once, when the enclosing <Section> is first seen (see styles/index.css).
 * Timings are classes, not a style attribute, so the page needs no 'unsafe-inline' styles.
 */
export function Reveal({ delay, duration, className = '', children }: RevealProps) {
  return (
    <div data-reveal="" className={`reveal-delay-${tenthsInMs(Math.min(delay, MAX_DELAY))} reveal-duration-${tenthsInMs(duration)} ${className}`}>
      {children}
    </div>
  )
}
