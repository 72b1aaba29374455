import { YIELD_BACKSTOP_MS, afterNextFrame, yieldToBrowser } from './yield-to-browser.ts'

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    delete (globalThis as { scheduler?: unknown }).scheduler
  })

  it('resolves in a task after the next frame, not among the current task’s microtasks nor in the frame itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    let resumed = false
    void yieldToBrowser().then(() => (resumed = true))
    for (let i = 0; i < 10; i++) await Promise.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(resumed).toBe(false)
    // The frame (fake frames come every 16 ms): its callback queues the task, which has not run yet.
    vi.advanceTimersToNextFrame()
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(resumed).toBe(false)
    // The task (a fake zero-delay timer takes 1 ms), long before the backstop.
    await vi.advanceTimersByTimeAsync(1)
    expect(resumed).toBe(true)
  })

  it('resolves without a frame after YIELD_BACKSTOP_MS, as in a background tab', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0)
    let resumed = false
    void yieldToBrowser().then(() => (resumed = true))
    await vi.advanceTimersByTimeAsync(YIELD_BACKSTOP_MS - 1)
    expect(resumed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(resumed).toBe(true)
  })

  it("takes its backstop from the browser's task scheduler where it has one", async () => {
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0)
    const postTask = vi.fn((task: () => void) => Promise.resolve(task()))
    ;(globalThis as { scheduler?: unknown }).scheduler = { postTask }
    await yieldToBrowser()
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'background', delay: YIELD_BACKSTOP_MS })
  })
})

describe('afterNextFrame', () => {
  afterEach(() => vi.useRealTimers())

  it('runs where yieldToBrowser resumes, unless cancelled before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    const ran: string[] = []
    afterNextFrame(() => ran.push('kept'))
    const cancel = afterNextFrame(() => ran.push('cancelled'))
    cancel()
    await vi.advanceTimersByTimeAsync(0)
    expect(ran).toEqual([])
    vi.advanceTimersToNextFrame()
    await vi.advanceTimersByTimeAsync(1)
    expect(ran).toEqual(['kept'])
  })
})
