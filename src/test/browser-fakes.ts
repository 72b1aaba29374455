/**
 * Stand-ins for the browser APIs jsdom lacks, controllable from tests:
 * matchMedia (with change events) and IntersectionObserver.
 */
type Listener = (event: MediaQueryListEvent) => void

const mediaState = new Map<string, boolean>()
const mediaListeners = new Map<string, Set<Listener>>()

export function setMediaQuery(query: string, matches: boolean) {
  mediaState.set(query, matches)
  mediaListeners.get(query)?.forEach((listener) => listener({ matches, media: query } as MediaQueryListEvent))
}

export function resetMediaQueries() {
  mediaState.clear()
}

export function installMatchMedia() {
  window.matchMedia = (query: string) => {
    const listeners = mediaListeners.get(query) ?? new Set<Listener>()
    mediaListeners.set(query, listeners)
    return {
      get matches() {
        return mediaState.get(query) ?? false
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList
  }
}

/** An IntersectionObserver whose intersections the test triggers with `intersect`. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly elements = new Set<Element>()
  disconnected = false

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this)
  }

  observe(element: Element) {
    this.elements.add(element)
  }
  unobserve(element: Element) {
    this.elements.delete(element)
  }
  disconnect() {
    this.disconnected = true
    this.elements.clear()
  }
  takeRecords() {
    return []
  }

  /** Reports every observed element as intersecting (or not), fully unless told otherwise. */
  intersect(
    isIntersecting = true,
    partial: Partial<Pick<IntersectionObserverEntry, 'intersectionRatio' | 'intersectionRect' | 'rootBounds' | 'boundingClientRect'>> = {},
  ) {
    const entries = [...this.elements].map((target) => ({
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      intersectionRect: { height: isIntersecting ? 1000 : 0 },
      rootBounds: { height: 800 },
      // On screen (jsdom's window is 768 px tall) when intersecting, far below when not.
      boundingClientRect: isIntersecting ? { top: 0, bottom: 1000 } : { top: 5000, bottom: 6000 },
      ...partial,
    }))
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }

  /** The largest threshold this observer reports. */
  get maxThreshold(): number {
    const { threshold = 0 } = this.options
    return Array.isArray(threshold) ? Math.max(...threshold) : threshold
  }

  static install() {
    FakeIntersectionObserver.instances = []
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver
  }
}
