import { act, renderHook } from '@testing-library/react'
import { useCarousel, wrapIndex } from './use-carousel'

const options = { intervalMs: 6000, autoPlay: true }

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('wraps indexes both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(-4, 3)).toBe(2)
  })

  it('advances every interval and wraps to the first slide', () => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => vi.advanceTimersByTime(5999))
    expect(result.current.index).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.index).toBe(1)
    act(() => vi.advanceTimersByTime(12000))
    expect(result.current.index).toBe(0)
  })

  it.each(['next', 'previous', 'goTo'] as const)('stops auto-play for good after %s', (action) => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => (action === 'goTo' ? result.current.goTo(2) : result.current[action]()))
    const after = result.current.index
    expect(after).toBe(action === 'next' ? 1 : 2)
    expect(result.current.isAutoPlaying).toBe(false)
    act(() => vi.advanceTimersByTime(60000))
    expect(result.current.index).toBe(after)
  })

  it('never rotates when auto-play is not allowed', () => {
    const { result } = renderHook(() => useCarousel(3, { ...options, autoPlay: false }))
    act(() => vi.advanceTimersByTime(60000))
    expect(result.current.index).toBe(0)
    expect(result.current.isAutoPlaying).toBe(false)
  })

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useCarousel(3, options))
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
