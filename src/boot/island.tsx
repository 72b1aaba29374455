import { Suspense, lazy, useEffect, type ComponentType } from 'react'
import { PART_HYDRATED_EVENT, SCRIPTED_CLASS } from './names.ts'
import { inTurn, whenNeeded } from './when-needed.ts'

/**
 * An island: a part of the page below the first screen (a section, the footer) whose code is a
 * chunk of its own, rendered under the anchor `id`. The prerendered page shows it at once; its
 * code downloads when whenNeeded says the section is needed (near the screen once the visitor
 * has started using the page, on screen, or focused), one island's after another (inTurn), and
 * it hydrates as the code arrives (inside its own <Suspense>, React keeps the prerendered HTML
 * until then). A button clicked before then is clicked again once it has: React stops that
 * click, and the head script keeps it (head-script.ts). Asked for at the visitor's first move,
 * every section's code would be compiled and run between that visitor's next taps
 * (docs/decisions/menu-tap.md). A section the page does not render (its content is empty)
 * downloads nothing. If the chunk cannot load, the page falls back to its no-script reading (as
 * when the main script fails), the section stays as prerendered, and the chunk is tried again
 * when the browser is back online.
 */
export function island<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // React asks for the component once, when it first renders it (hydrating, for the prerendered
  // page), and keeps what this resolves to for every later render.
  const Lazy = lazy(async () => {
    await whenNeeded(`#${id}`)
    for (;;) {
      try {
        await inTurn()
        return { default: await load() }
      } catch {
        // Offline, or the deploy changed under the visitor: show everything, try again once online.
        document.documentElement.classList.remove(SCRIPTED_CLASS)
        await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
      }
    }
  })
  const Island = (props: P) => (
    <Suspense>
      <Lazy {...props} />
      <Hydrated />
    </Suspense>
  )
  return Island
}

/** Tells the head script, once its island has hydrated, to click again what React stopped until then. */
function Hydrated() {
  useEffect(() => {
    dispatchEvent(new Event(PART_HYDRATED_EVENT))
  }, [])
  return null
}
