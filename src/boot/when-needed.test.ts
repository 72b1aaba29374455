import { yieldToBrowser } from '../lib/yield-to-browser.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { ENGAGED_CLASS, SETTLE_DELAY_MS } from './names.ts'
import { inTurn, resetEngagement, whenEngaged, whenNeeded, whenSettled } from './when-needed.ts'

/** Whether the promise has settled by the time pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  // The browser's turn, as yieldToBrowser gives it: a wait begun earlier has had its own by then.
  await yieldToBrowser()
  return done
}

function section(id: string) {
  const element = document.createElement('section')
  element.id = id
  document.body.append(element)
  return element
}

const gateFor = (element: Element) => FakeIntersectionObserver.instances.find((o) => o.elements.has(element))!
const nearButOffScreen = { boundingClientRect: { top: 900, bottom: 1900 } as DOMRectReadOnly }

/**
 * The visitor's first move, as the head script marks it (head-script.test.ts: which events
 * count), and the mutation observer that reads the mark, which runs as a microtask.
 */
async function markEngaged() {
  document.documentElement.classList.add(ENGAGED_CLASS)
  await Promise.resolve()
}

describe('whenNeeded', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install()
    resetEngagement()
    document.body.innerHTML = ''
  })
  afterEach(() => document.documentElement.classList.remove(ENGAGED_CLASS))

  it('resolves at once for an element the page does not have (rendered in the browser, not hydrated)', async () => {
    expect(await settled(whenNeeded('#nowhere'))).toBe(true)
    expect(FakeIntersectionObserver.instances).toHaveLength(0)
  })

  it('waits while the element is far away, and resolves once it is on screen', async () => {
    const about = section('about')
    const needed = whenNeeded('#about')
    const gate = gateFor(about)
    expect(gate.options.rootMargin).toBe('100% 0px')

    gate.intersect(false)
    expect(await settled(needed)).toBe(false)
    gate.intersect(true)
    expect(await settled(needed)).toBe(true)
    expect(gate.disconnected).toBe(true)
  })

  it('waits for a near element until the visitor starts using the page', async () => {
    const about = section('about')
    const needed = whenNeeded('#about')
    gateFor(about).intersect(true, nearButOffScreen)
    expect(await settled(needed)).toBe(false)

    await markEngaged()
    expect(await settled(needed)).toBe(true)
  })

  it('does not resolve on engagement alone while the element is still far away', async () => {
    const contact = section('contact')
    const needed = whenNeeded('#contact')
    gateFor(contact).intersect(false)
    await markEngaged()
    expect(await settled(needed)).toBe(false)

    gateFor(contact).intersect(true, nearButOffScreen)
    expect(await settled(needed)).toBe(true)
  })

  it('resolves as soon as focus moves into the element', async () => {
    const contact = section('contact')
    const field = contact.appendChild(document.createElement('input'))
    const needed = whenNeeded('#contact')
    gateFor(contact).intersect(false)
    field.focus()
    expect(await settled(needed)).toBe(true)
  })

  it('resolves if the element is taken out of the page, as there is nothing left to wait for', async () => {
    const contact = section('contact')
    const needed = whenNeeded('#contact')
    gateFor(contact).intersect(false)
    contact.remove()
    expect(await settled(needed)).toBe(true)
  })
})

describe('whenEngaged', () => {
  beforeEach(() => resetEngagement())

  afterEach(() => document.documentElement.classList.remove(ENGAGED_CLASS))

  it('resolves at once when the head script has already seen the visitor engage', async () => {
    document.documentElement.classList.add(ENGAGED_CLASS)
    expect(await settled(whenEngaged())).toBe(true)
  })

  it('resolves once the head script marks the first move (its input events are watched there only)', async () => {
    const engaged = whenEngaged()
    for (const type of ['scroll', 'pointerdown', 'keydown']) window.dispatchEvent(new Event(type))
    expect(await settled(engaged)).toBe(false)
    await markEngaged()
    expect(await settled(engaged)).toBe(true)
  })

  it('resolves in the task after the first move, not in the one that answers it', async () => {
    let resolved = false
    void whenEngaged().then(() => (resolved = true))
    await markEngaged()
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(resolved).toBe(false)
    expect(await settled(whenEngaged())).toBe(true)
    expect(resolved).toBe(true)
  })
})

describe('inTurn', () => {
  beforeEach(() => {
    resetEngagement()
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  })
  afterEach(() => vi.useRealTimers())

  /**
   * The next frame (fake frames come every 16 ms), then the task it queues (a fake zero-delay timer
   * takes 1 ms); a turn is taken in a promise callback, so those run first.
   */
  async function frameAndTask() {
    await vi.advanceTimersByTimeAsync(0)
    vi.advanceTimersToNextFrame()
    await vi.advanceTimersByTimeAsync(1)
  }

  it('lets its callers go one at a time, each in a task after a frame of its own, in the order they asked', async () => {
    const gone: string[] = []
    for (const caller of ['about', 'projects', 'contact']) void inTurn().then(() => gone.push(caller))
    // Not in the task that asked, nor without a frame.
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(gone).toEqual([])
    await frameAndTask()
    expect(gone).toEqual(['about'])
    for (let i = 0; i < 10; i++) await Promise.resolve()
    await vi.advanceTimersByTimeAsync(1)
    expect(gone).toEqual(['about'])
    await frameAndTask()
    expect(gone).toEqual(['about', 'projects'])
    await frameAndTask()
    expect(gone).toEqual(['about', 'projects', 'contact'])
  })

  it('lets a caller that asks after the others have gone go after one frame', async () => {
    void inTurn()
    await frameAndTask()
    let gone = false
    void inTurn().then(() => (gone = true))
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(gone).toBe(false)
    await frameAndTask()
    expect(gone).toBe(true)
  })
})

describe('whenSettled', () => {
  /** Whether the promise has settled once pending callbacks have run, under fake timers. */
  async function resolvedYet(promise: Promise<unknown>): Promise<boolean> {
    let done = false
    void promise.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    return done
  }

  beforeEach(() => {
    resetEngagement()
    vi.useFakeTimers()
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('waits SETTLE_DELAY_MS after the page has loaded, then for an idle moment', async () => {
    const idleCallbacks: IdleRequestCallback[] = []
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback))
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)

    const settling = whenSettled()
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1)
    expect(requestIdleCallback).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
    expect(await resolvedYet(settling)).toBe(false)

    idleCallbacks[0]!({ didTimeout: false, timeRemaining: () => 10 })
    expect(await resolvedYet(settling)).toBe(true)
    expect(whenSettled()).toBe(settling)
  })

  it('counts from the load event while the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const settling = whenSettled()
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS * 5)
    expect(await resolvedYet(settling)).toBe(false)

    window.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS - 1)
    expect(await resolvedYet(settling)).toBe(false)
    // jsdom has no requestIdleCallback: without one, it resolves once the delay is over.
    await vi.advanceTimersByTimeAsync(1)
    expect(await resolvedYet(settling)).toBe(true)
  })

  it('ends quietly when the document has gone before the wait is over, as a test file\'s does', async () => {
    const settling = whenSettled()
    vi.stubGlobal('window', undefined)
    await vi.advanceTimersByTimeAsync(SETTLE_DELAY_MS)
    expect(await resolvedYet(settling)).toBe(true)
  })
})
