import { useSyncExternalStore } from 'react'

declare const __BUILD_YEAR__: number

const noSubscription = () => () => {}

/** The visitor's current year; the prerendered page carries the build year until hydration. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}
