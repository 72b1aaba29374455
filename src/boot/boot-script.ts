/**
 * The inline boot script, the last element of the page (the build bundles it with its options:
 * builder/inline-script.ts, and puts it in place of the entry's <script type="module">:
 * builder/defer-entry.ts). It imports nothing but the names it shares with the rest of the sequence
 * and how to read the head script's marks.
 */
import { BOOT_FALLBACK_MS, ENGAGED_CLASS, SCRIPTED_CLASS } from './names.ts'
import { whenRootHas } from './root-class.ts'

export interface BootScriptOptions {
  /** The id of the page's JSON list of the modules to run (BOOT_MODULES_ID in the built page). */
  listId: string
}

/** The entry's static imports, then the entry, in the order they run: the page's list, or none. */
function pageModules(listId: string): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(listId)?.textContent ?? '[]')
    return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string') : []
  } catch {
    return []
  }
}

/** Loads and runs one module; import() in the page, a recorder in tests. */
export type ModuleLoader = (url: string) => Promise<unknown>

const importModule: ModuleLoader = (url) => import(/* @vite-ignore */ url)

/**
 * Starts the app once the prerendered page is on screen and has loaded. Its modules are requested
 * only once the largest-contentful-paint entry has arrived and the load event has fired (the
 * first screen's pictures, the hero's poster among them, are in), in either order; where the
 * browser reports no largest paint, two frames after the load event. So their download competes
 * with nothing the largest paint needs: the first paint comes as soon as the hero has arrived
 * (the head's `<link rel="expect" blocking="render">`), and the poster may come after it. A
 * visitor who starts using the page first (a scroll, a key, a touch; a reload that restores the
 * scroll position) starts it at once, and BOOT_FALLBACK_MS starts it where nothing is painted (a
 * hidden tab) or the load is slow. Neither entries nor the load event wait on the page's clock,
 * which the journeys pause.
 *
 * All modules are requested at once, and each runs in a task of its own, posted (as React's
 * scheduler does, not with a timer a paused clock would hold) once the one before has run: the
 * browser may paint and answer the visitor between React's evaluation and the app's. If one
 * cannot load, the page drops SCRIPTED_CLASS and reads as it does without JavaScript. (A button
 * the visitor clicks before the app has run is clicked again by the head script, which is there
 * from the first paint; this script is parsed only once the whole page has been.)
 */
export function bootScript({ listId }: BootScriptOptions, load: ModuleLoader = importModule): void {
  const modules = pageModules(listId)

  const run = (index: number) => {
    // An empty list fails to load like a missing module: nothing can start the app.
    load(modules[index] ?? '').then(
      () => {
        if (index + 1 >= modules.length) return
        const channel = new MessageChannel()
        channel.port1.onmessage = () => run(index + 1)
        channel.port2.postMessage(0)
      },
      () => document.documentElement.classList.remove(SCRIPTED_CLASS),
    )
  }

  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const url of modules) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = url
      document.head.append(link)
    }
    run(0)
  }

  let loaded = false
  let painted = false
  const startOnceLoadedAndPainted = () => {
    if (loaded && painted) start()
  }
  const reportsLargestPaint = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  if (reportsLargestPaint) {
    new PerformanceObserver(() => {
      painted = true
      startOnceLoadedAndPainted()
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  }
  const onLoad = () => {
    loaded = true
    if (reportsLargestPaint) startOnceLoadedAndPainted()
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)))
  }
  if (document.readyState === 'complete') onLoad()
  else addEventListener('load', onLoad, { once: true })
  // The visitor's first move, as the head script marks it.
  whenRootHas(ENGAGED_CLASS, start)
  setTimeout(start, BOOT_FALLBACK_MS)
}
