import { useCallback, useSyncExternalStore } from 'react'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** True once the page is scrolled more than `threshold` pixels; false while prerendering. */
export function useScrolled(threshold: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold])
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false)
}
