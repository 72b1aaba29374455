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

  it('pauses the animations made by script while resizing, and plays again those still paused 250 ms after the last resize', () => {
    /** A Web Animation as far as the hook sees it; `css` gives it a CSS animation's own property. */
    const fake = (css = false) => {
      const animation = {
        playState: 'running',
        pause: vi.fn(() => void (animation.playState = 'paused')),
        play: vi.fn(() => void (animation.playState = 'running')),
        ...(css ? { animationName: 'float' } : {}),
      }
      return animation
    }
    const [dot, cancelledWhileResizing, stylesheet] = [fake(), fake(), fake(true)]
    const getAnimations = vi.fn(() => [dot, cancelledWhileResizing, stylesheet] as unknown as Animation[])
    Object.defineProperty(document, 'getAnimations', { value: getAnimations, configurable: true })
    try {
      renderHook(() => useResizeAnimationBlock(250))
      resize()
      resize()
      expect(getAnimations).toHaveBeenCalledTimes(1)
      expect([dot.playState, cancelledWhileResizing.playState, stylesheet.playState]).toEqual(['paused', 'paused', 'running'])
      expect(stylesheet.pause).not.toHaveBeenCalled()
      cancelledWhileResizing.playState = 'idle'
      act(() => vi.advanceTimersByTime(249))
      expect(dot.play).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(1))
      expect(dot.play).toHaveBeenCalledTimes(1)
      expect(cancelledWhileResizing.play).not.toHaveBeenCalled()
    } finally {
      delete (document as Partial<Document>).getAnimations
    }
  })
})
