import { inlineScript } from '../../builder/inline-script.ts'
import { BOOT_SCRIPT } from '../build-surface.ts'
import { bootScript, type ModuleLoader } from './boot-script.ts'
import { BOOT_FALLBACK_MS, ENGAGED_CLASS, SCRIPTED_CLASS } from './names.ts'

type Run = (modules: string[], load: ModuleLoader) => Promise<void>

/**
 * The typed function, given the recorder as its loader, and the inline script the build makes of
 * it, with its one import() swapped for the recorder.
 */
const LIST_ID = 'boot-modules'

/** The page's list of the modules to run, as the build writes it before the boot script. */
function listModules(modules: string[]) {
  document.getElementById(LIST_ID)?.remove()
  const list = Object.assign(document.createElement('script'), { type: 'application/json', id: LIST_ID, textContent: JSON.stringify(modules) })
  document.body.append(list)
}

const runners: [string, Run][] = [
  [
    'the function',
    async (modules, load) => {
      listModules(modules)
      bootScript({ listId: LIST_ID }, load)
    },
  ],
  [
    'the built inline script',
    async (modules, load) => {
      listModules(modules)
      const script = await inlineScript(BOOT_SCRIPT, { listId: LIST_ID })
      expect(script.match(/\bimport\(/g)).toHaveLength(1)
      new Function('load', script.replace('import(', 'load('))(load)
    },
  ],
]

// Bundles the script once, before any test fakes the clock.
beforeAll(() => inlineScript(BOOT_SCRIPT, { listId: LIST_ID }), 60_000)

it('builds into a script a browser parses', async () => {
  const script = await inlineScript(BOOT_SCRIPT, { listId: LIST_ID })
  expect(() => new Function(script)).not.toThrow()
})

describe.each(runners)('the boot script, as %s', (_, runScript) => {
  let readyState: DocumentReadyState = 'loading'
  let frames: FrameRequestCallback[] = []

  /**
   * Runs the boot script in a page still loading, with a loader whose loads the test settles and
   * a PerformanceObserver the test can fire.
   */
  async function runBoot(modules: string[]) {
    const imported: string[] = []
    const loads: { resolve: () => void; reject: () => void }[] = []
    const load = (url: string) => {
      imported.push(url)
      return new Promise<void>((resolve, reject) => loads.push({ resolve, reject }))
    }
    let paint: (() => void) | undefined
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint']
      constructor(callback: () => void) {
        paint = callback
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer)
    await runScript(modules, load)
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
    return { imported, loads, preloads, paint: () => paint?.() }
  }

  /** The page's pictures are in (the load event). */
  function pageLoads() {
    readyState = 'complete'
    window.dispatchEvent(new Event('load'))
  }

  /** The browser presents the next frame. */
  async function nextFrame() {
    const due = frames
    frames = []
    for (const callback of due) callback(performance.now())
    await vi.advanceTimersByTimeAsync(0)
  }

  beforeEach(() => {
    vi.useFakeTimers()
    document.head.innerHTML = ''
    document.documentElement.className = SCRIPTED_CLASS
    readyState = 'loading'
    frames = []
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  })
  afterEach(async () => {
    // Boots a test left waiting start now, with their own loaders, so none starts in the next test.
    window.dispatchEvent(new Event('load'))
    document.documentElement.classList.add(ENGAGED_CLASS)
    await Promise.resolve()
    document.documentElement.classList.remove(ENGAGED_CLASS)
    vi.useRealTimers()
    vi.unstubAllGlobals()
    // The document's own readyState, from its prototype, again.
    Reflect.deleteProperty(document, 'readyState')
    document.body.innerHTML = ''
  })

  it('requests nothing until the largest paint is reported and the page has loaded, then preloads every module and runs them in order, each a task after the one before', async () => {
    const boot = await runBoot(['/assets/react.js', '/assets/index.js'])
    boot.paint()
    await nextFrame()
    expect(boot.imported).toEqual([])
    expect(boot.preloads()).toEqual([])

    pageLoads()
    expect(boot.preloads()).toEqual(['/assets/react.js', '/assets/index.js'])
    expect(boot.imported).toEqual(['/assets/react.js'])

    boot.loads[0]!.resolve()
    await vi.waitFor(() => expect(boot.imported).toEqual(['/assets/react.js', '/assets/index.js']))

    // A later paint entry, load event or move of the visitor starts nothing again.
    boot.paint()
    pageLoads()
    document.documentElement.classList.add(ENGAGED_CLASS)
    await vi.advanceTimersByTimeAsync(BOOT_FALLBACK_MS)
    expect(boot.imported).toHaveLength(2)
    expect(document.documentElement).toHaveClass(SCRIPTED_CLASS)
  })

  it('starts at the largest paint when the page has loaded first, or before the script ran', async () => {
    const loadedFirst = await runBoot(['/assets/index.js'])
    pageLoads()
    expect(loadedFirst.imported).toEqual([])
    loadedFirst.paint()
    expect(loadedFirst.imported).toEqual(['/assets/index.js'])

    document.head.innerHTML = ''
    readyState = 'complete'
    const alreadyLoaded = await runBoot(['/assets/index.js'])
    expect(alreadyLoaded.imported).toEqual([])
    alreadyLoaded.paint()
    expect(alreadyLoaded.imported).toEqual(['/assets/index.js'])
  })

  it('starts two frames after the load event where the browser reports no largest paint', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    const imported: string[] = []
    await runScript(['/assets/index.js'], async (url) => imported.push(url))
    await nextFrame()
    expect(imported).toEqual([])
    pageLoads()
    await nextFrame()
    expect(imported).toEqual([])
    await nextFrame()
    expect(imported).toEqual(['/assets/index.js'])
  })

  it('does not run the app in the same task as React, and needs no timer for the next one', async () => {
    const boot = await runBoot(['/assets/react.js', '/assets/index.js'])
    boot.paint()
    pageLoads()
    boot.loads[0]!.resolve()
    // Every promise callback has run, but the task after this one has not.
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(boot.imported).toEqual(['/assets/react.js'])
    // A clock that never moves (the journeys pause theirs) does not hold the app back.
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve()
      channel.port2.postMessage(0)
    })
    expect(vi.getTimerCount()).toBe(1) // only the fallback timer, which the start makes moot
    expect(boot.imported).toEqual(['/assets/react.js', '/assets/index.js'])
  })

  it('starts at the visitor’s first move, or after the fallback delay, if the page has not loaded and painted first', async () => {
    const moved = await runBoot(['/assets/index.js'])
    // The head script marks the first move (head-script.test.ts: which events count).
    document.documentElement.classList.add(ENGAGED_CLASS)
    await Promise.resolve()
    expect(moved.imported).toEqual(['/assets/index.js'])
    document.documentElement.classList.remove(ENGAGED_CLASS)

    document.head.innerHTML = ''
    const waited = await runBoot(['/assets/index.js'])
    await vi.advanceTimersByTimeAsync(BOOT_FALLBACK_MS - 1)
    expect(waited.imported).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(waited.imported).toEqual(['/assets/index.js'])
  })

  it('drops the scripted class, so the page reads as it does without scripts, when a module cannot load', async () => {
    const boot = await runBoot(['/assets/react.js', '/assets/index.js'])
    boot.paint()
    pageLoads()
    boot.loads[0]!.reject()
    await vi.waitFor(() => expect(document.documentElement).not.toHaveClass(SCRIPTED_CLASS))
    expect(boot.imported).toEqual(['/assets/react.js'])
  })
})
