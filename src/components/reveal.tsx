import type { CSSProperties, ReactNode } from 'react'

interface RevealProps {
  /** Seconds after the enclosing section comes into view. */
  delay: number
  /** Seconds the fade takes (the spec allows 0.8 to 1). */
  duration: number
  className?: string
  children: ReactNode
}

/** Fades its content in once, when the enclosing <Section> is first seen (see styles/index.css). */
export function Reveal({ delay, duration, className, children }: RevealProps) {
  const style = { '--reveal-delay': `${delay}s`, '--reveal-duration': `${duration}s` } as CSSProperties
  return (
    <div data-reveal="" className={className} style={style}>
      {children}
    </div>
  )
}
