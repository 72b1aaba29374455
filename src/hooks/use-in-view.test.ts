import { act, renderHook } from '@testing-library/react'
import { FakeIntersectionObserver } from '../test/browser-fakes'
import { useInViewOnce } from './use-in-view'

describe('useInViewOnce', () => {
  beforeEach(() => FakeIntersectionObserver.install())

  it('becomes true the first time the element is visible, with the given threshold, then stops observing', () => {
    const ref = { current: document.createElement('section') }
    const { result } = renderHook(() => useInViewOnce(ref, 0.3))
    const observer = FakeIntersectionObserver.instances[0]!
    expect(observer.options.threshold).toBe(0.3)
    expect(result.current).toBe(false)

    act(() => observer.intersect(false))
    expect(result.current).toBe(false)
    act(() => observer.intersect(true))
    expect(result.current).toBe(true)
    expect(observer.disconnected).toBe(true)
    expect(FakeIntersectionObserver.instances).toHaveLength(1)
  })
})
