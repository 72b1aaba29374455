import { lazy, type ComponentType } from 'react'
import { SCRIPTED_CLASS } from '../lib/loading-sequence.ts'
import { whenEngaged, whenNeeded } from '../lib/when-needed.ts'

/**
 * A section whose code is a chunk of its own. The prerendered page shows it at once; its code
 * downloads when the visitor starts using the page and it hydrates when whenNeeded says so
 * (inside its own <Suspense>, React keeps the prerendered HTML until then). A section the page
 * does not render (its content is empty) downloads nothing. If the chunk cannot load, the page
 * falls back to its no-script reading (as when the main script fails), the section stays as
 * prerendered, and the chunk is tried again when the browser is back online.
 */
export function lazySection<P extends object>(selector: string, load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined
  const code = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  // React asks for the component when it first renders it (hydrating, for the prerendered page).
  return lazy(async () => {
    if (typeof window !== 'undefined') void whenEngaged().then(code).catch(() => {})
    await whenNeeded(selector)
    for (;;) {
      try {
        return { default: await code() }
      } catch {
        // Offline, or the deploy changed under the visitor: show everything, try again once online.
        document.documentElement.classList.remove(SCRIPTED_CLASS)
        await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
      }
    }
  })
}
