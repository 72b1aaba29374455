import { Suspense, useEffect } from 'react'
import { HYDRATED_CLASS, SCRIPTED_CLASS } from './names.ts'

/**
 * A part of the first screen (the navigation bar, the hero): a Suspense boundary, which React
 * hydrates after the page's frame, at a lower priority. A key or tap that lands while the first
 * screen hydrates then makes React finish at once only the frame and the part the event touches,
 * not the whole first screen (docs/loading-sequence.md, step 7).
 */
export const FirstScreenPart = Suspense

/**
 * Marks the root HYDRATED_CLASS once the first screen has hydrated, which stops the head script's
 * failsafe and lets the head script replay the clicks made before (restoring SCRIPTED_CLASS too,
 * if the failsafe gave up waiting). It goes last in the first screen's last part. React hydrates
 * the parts together, so its effect runs after theirs; a tap on the hero before then has React
 * hydrate the hero first, and the bar follows.
 */
export function FirstScreenHydrated() {
  useEffect(() => document.documentElement.classList.add(SCRIPTED_CLASS, HYDRATED_CLASS), [])
  return null
}
