import { useEffect, useState } from 'react'
import { whenSettled } from '../lib/when-needed.ts'

/**
 * Whether the page has settled (see whenSettled). False while prerendering and hydrating, so the
 * markup matches; true from the first idle moment at least SETTLE_DELAY_MS (lib/loading-sequence.ts)
 * after the first call (once hydrated) and the load event.
 */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false)

  useEffect(() => {
    let current = true
    void whenSettled().then(() => current && setSettled(true))
    return () => {
      current = false
    }
  }, [])

  return settled
}
