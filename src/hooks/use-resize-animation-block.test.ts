import { act, renderHook } from '@testing-library/react'
import { RESIZE_BLOCK_CLASS, useResizeAnimationBlock } from './use-resize-animation-block.ts'

describe('useResizeAnimationBlock', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const blocked = () => document.documentElement.classList.contains(RESIZE_BLOCK_CLASS)
  const resize = () => act(() => void window.dispatchEvent(new Event('resize')))

  it('blocks animations while resizing and restores them 250 ms after the last resize', () => {
    renderHook(() => useResizeAnimationBlock(250))
    expect(blocked()).toBe(false)
    resize()
    expect(blocked()).toBe(true)
    act(() => vi.advanceTimersByTime(200))
    resize()
    act(() => vi.advanceTimersByTime(249))
    expect(blocked()).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(blocked()).toBe(false)
  })

  it('cleans up its listener, timer and class on unmount', () => {
    const { unmount } = renderHook(() => useResizeAnimationBlock(250))
    resize()
    unmount()
    expect(blocked()).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    resize()
    expect(blocked()).toBe(false)
  })
})
