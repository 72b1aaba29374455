import { Suspense, useEffect } from 'react'
import { HYDRATED_CLASS, PART_HYDRATED_EVENT, SCRIPTED_CLASS } from './names.ts'

/**
 * The hydrated part of the first screen (the hero; the navigation bar above it is plain HTML,
 * app/bar.tsx): a Suspense boundary, which React hydrates after the page's frame, at a lower
 * priority. A key or tap that lands while it hydrates then makes React finish at once only the
 * frame and the part the event touches (docs/loading-sequence.md, step 7).
 */
export const FirstScreenPart = Suspense

/**
 * Marks the root HYDRATED_CLASS once the first screen has hydrated, which stops the head script's
 * failsafe (restoring SCRIPTED_CLASS too, if the failsafe gave up waiting), and says so as every
 * part does (PART_HYDRATED_EVENT), for the head script to replay the clicks made before. It goes
 * last in the hero's part, so its effect runs once the hero has hydrated.
 */
export function FirstScreenHydrated() {
  useEffect(() => {
    document.documentElement.classList.add(SCRIPTED_CLASS, HYDRATED_CLASS)
    dispatchEvent(new Event(PART_HYDRATED_EVENT))
  }, [])
  return null
}
