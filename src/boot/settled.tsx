import { useEffect, useState, type ReactNode } from 'react'
import { whenSettled } from './when-needed.ts'

/**
 * Renders `children` with whether the page has settled (see whenSettled): false while
 * prerendering and hydrating, so the markup matches; true from the first idle moment at least
 * SETTLE_DELAY_MS (boot/names.ts) after it first renders (once hydrated) and the load event.
 * What waits for it (the hero's motion, the language suggestion) takes it as a prop and knows
 * nothing of the loading sequence; only what it wraps renders again when it turns.
 */
export function Settled({ children }: { children: (settled: boolean) => ReactNode }) {
  const [settled, setSettled] = useState(false)

  useEffect(() => {
    let current = true
    void whenSettled().then(() => current && setSettled(true))
    return () => {
      current = false
    }
  }, [])

  return children(settled)
}
