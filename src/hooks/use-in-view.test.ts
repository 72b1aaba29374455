import { act, renderHook } from '@testing-library/react'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { useInViewOnce } from './use-in-view.ts'

describe('useInViewOnce', () => {
  beforeEach(() => FakeIntersectionObserver.install())

  const observe = () => {
    const ref = { current: document.createElement('section') }
    const hook = renderHook(() => useInViewOnce(ref, 0.3))
    return { hook, observer: FakeIntersectionObserver.instances[0]! }
  }

  it('becomes true once 30 percent of the element is visible, then stops observing', () => {
    const { hook, observer } = observe()
    expect(observer.maxThreshold).toBe(0.3)
    act(() => observer.intersect(true, { intersectionRatio: 0.29, intersectionRect: { height: 100 } as DOMRectReadOnly }))
    expect(hook.result.current).toBe(false)
    act(() => observer.intersect(true, { intersectionRatio: 0.3, intersectionRect: { height: 100 } as DOMRectReadOnly }))
    expect(hook.result.current).toBe(true)
    expect(observer.disconnected).toBe(true)
  })

  it('counts an element taller than the screen as seen once it covers 30 percent of the screen', () => {
    const { hook, observer } = observe()
    const screen = { height: 390 } as DOMRectReadOnly
    act(() => observer.intersect(true, { intersectionRatio: 0.05, intersectionRect: { height: 116 } as DOMRectReadOnly, rootBounds: screen }))
    expect(hook.result.current).toBe(false)
    act(() => observer.intersect(true, { intersectionRatio: 0.08, intersectionRect: { height: 117 } as DOMRectReadOnly, rootBounds: screen }))
    expect(hook.result.current).toBe(true)
  })

  it('ignores elements that are not intersecting', () => {
    const { hook, observer } = observe()
    act(() => observer.intersect(false))
    expect(hook.result.current).toBe(false)
  })
})
