import { YIELD_BACKSTOP_MS, yieldToBrowser } from './yield-to-browser.ts'

describe('yieldToBrowser', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves in a task after the next frame, not among the current task’s microtasks nor in the frame itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    let resumed = false
    void yieldToBrowser().then(() => (resumed = true))
    for (let i = 0; i < 10; i++) await Promise.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(resumed).toBe(false)
    // The frame (fake frames come every 16 ms): its callback queues the task, which has not run yet.
    vi.advanceTimersToNextFrame()
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(resumed).toBe(false)
    // The task (a fake zero-delay timer takes 1 ms), long before the backstop, which it clears.
    await vi.advanceTimersByTimeAsync(1)
    expect([resumed, vi.getTimerCount()]).toEqual([true, 0])
  })

  it('resolves without a frame after YIELD_BACKSTOP_MS, as in a background tab', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frame = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0)
    let resumed = false
    void yieldToBrowser().then(() => (resumed = true))
    await vi.advanceTimersByTimeAsync(YIELD_BACKSTOP_MS - 1)
    expect(resumed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect([resumed, frame.mock.calls.length]).toEqual([true, 1])
    frame.mockRestore()
  })
})
