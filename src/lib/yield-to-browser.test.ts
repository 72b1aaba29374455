import { yieldToBrowser } from './yield-to-browser.ts'

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.useRealTimers()
    delete (globalThis as { scheduler?: unknown }).scheduler
  })

  it('resolves in a later task, not among the current task’s microtasks', async () => {
    vi.useFakeTimers()
    let resumed = false
    void yieldToBrowser().then(() => (resumed = true))
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(resumed).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(resumed).toBe(true)
  })

  it('goes through scheduler.yield where the browser has it', async () => {
    const scheduled = vi.fn(() => Promise.resolve())
    ;(globalThis as { scheduler?: unknown }).scheduler = { yield: scheduled }
    await yieldToBrowser()
    expect(scheduled).toHaveBeenCalledTimes(1)
  })
})
