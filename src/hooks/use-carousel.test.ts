import { act, renderHook } from '@testing-library/react'
import { useCarousel, wrapIndex } from './use-carousel.ts'

const options = { intervalMs: 6000, autoPlay: true }

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

  it('wraps indexes both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(-4, 3)).toBe(2)
  })

  it('advances every interval and wraps to the first slide', () => {
    const { result } = renderHook(() => useCarousel(3, options))
    expect(result.current.isRotationOn).toBe(true)
    expect(result.current.isAutoPlaying).toBe(true)
    wait(5999)
    expect(result.current.index).toBe(0)
    wait(1)
    expect(result.current.index).toBe(1)
    wait(12000)
    expect(result.current.index).toBe(0)
  })

  it.each(['next', 'previous', 'goTo'] as const)('stops auto-play for good after %s', (action) => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => (action === 'goTo' ? result.current.goTo(2) : result.current[action]()))
    const after = result.current.index
    expect(after).toBe(action === 'next' ? 1 : 2)
    expect(result.current.isRotationOn).toBe(false)
    expect(result.current.isAutoPlaying).toBe(false)
    wait(60000)
    expect(result.current.index).toBe(after)
  })

  it.each(['setPointerInside', 'setFocusInside'] as const)('pauses while %s(true) and resumes a full interval after it ends', (pause) => {
    const { result } = renderHook(() => useCarousel(3, options))
    wait(4000)
    act(() => result.current[pause](true))
    expect(result.current.isRotationOn).toBe(true)
    expect(result.current.isAutoPlaying).toBe(false)
    wait(60000)
    expect(result.current.index).toBe(0)

    act(() => result.current[pause](false))
    expect(result.current.isAutoPlaying).toBe(true)
    wait(5999)
    expect(result.current.index).toBe(0)
    wait(1)
    expect(result.current.index).toBe(1)
  })

  it('stays paused until both the pointer and the focus have left', () => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => {
      result.current.setPointerInside(true)
      result.current.setFocusInside(true)
    })
    act(() => result.current.setPointerInside(false))
    wait(12000)
    expect(result.current.index).toBe(0)
    act(() => result.current.setFocusInside(false))
    wait(6000)
    expect(result.current.index).toBe(1)
  })

  it('does not restart after a manual action when a pause ends', () => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => {
      result.current.setPointerInside(true)
      result.current.setFocusInside(true)
    })
    act(() => result.current.next())
    act(() => {
      result.current.setPointerInside(false)
      result.current.setFocusInside(false)
    })
    expect(result.current.isRotationOn).toBe(false)
    expect(result.current.isAutoPlaying).toBe(false)
    wait(60000)
    expect(result.current.index).toBe(1)
  })

  it('stops with the rotation control and starts again with it', () => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => result.current.toggleRotation())
    expect(result.current.isRotationOn).toBe(false)
    wait(60000)
    expect(result.current.index).toBe(0)

    act(() => result.current.toggleRotation())
    expect(result.current.isRotationOn).toBe(true)
    expect(result.current.isAutoPlaying).toBe(true)
    wait(6000)
    expect(result.current.index).toBe(1)
  })

  it('turns the rotation once per press when presses come in one task (taps replayed after hydration)', () => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => {
      result.current.toggleRotation()
      result.current.toggleRotation()
    })
    expect(result.current.isRotationOn).toBe(true)
    act(() => {
      result.current.toggleRotation()
      result.current.toggleRotation()
      result.current.toggleRotation()
    })
    expect(result.current.isRotationOn).toBe(false)
  })

  it('starts again with the rotation control after a manual action stopped it', () => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => result.current.previous())
    wait(60000)
    expect(result.current.index).toBe(2)
    act(() => result.current.toggleRotation())
    wait(6000)
    expect(result.current.index).toBe(0)
  })

  it('never rotates on its own when auto-play is not allowed, but starts with the rotation control', () => {
    const { result } = renderHook(() => useCarousel(3, { ...options, autoPlay: false }))
    wait(60000)
    expect(result.current.index).toBe(0)
    expect(result.current.isRotationOn).toBe(false)
    expect(result.current.isAutoPlaying).toBe(false)

    act(() => result.current.toggleRotation())
    expect(result.current.isRotationOn).toBe(true)
    wait(6000)
    expect(result.current.index).toBe(1)
  })

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useCarousel(3, options))
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('holds no timer while paused', () => {
    const { result } = renderHook(() => useCarousel(3, options))
    act(() => result.current.setPointerInside(true))
    expect(vi.getTimerCount()).toBe(0)
  })
})
