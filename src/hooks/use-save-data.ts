import { useSyncExternalStore } from 'react'

type WithConnection = Navigator & { connection?: { saveData?: boolean } }

// The browser says nothing when the setting changes: the page reads it when it renders.
const subscribe = () => () => {}

/**
 * Whether the visitor has asked their browser to save data (Chromium's Data Saver, the Save-Data
 * request header's setting). False in the prerendered page, which cannot know.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (navigator as WithConnection).connection?.saveData === true,
    () => false,
  )
}
