import { act, renderHook } from '@testing-library/react'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { useReveal } from './use-reveal.ts'

describe('useReveal', () => {
  beforeEach(() => FakeIntersectionObserver.install())

  const observe = () => {
    const ref = { current: document.createElement('section') }
    const hook = renderHook(() => useReveal(ref, 0.3))
    return { hook, observer: FakeIntersectionObserver.instances[0]! }
  }
  const share = (intersectionRatio: number, height = 100) => ({ intersectionRatio, intersectionRect: { height } as DOMRectReadOnly })

  it('shows everything until the first report: the prerendered page is never hidden before its code has looked', () => {
    const { hook } = observe()
    expect(hook.result.current).toEqual({ waiting: false, seen: false })
  })

  it('hides an element wholly off screen when its code takes over, and shows it once 30 percent of it is visible, then stops observing', () => {
    const { hook, observer } = observe()
    expect(observer.maxThreshold).toBe(0.3)
    act(() => observer.intersect(false))
    expect(hook.result.current).toEqual({ waiting: true, seen: false })
    act(() => observer.intersect(true, share(0.29)))
    expect(hook.result.current).toEqual({ waiting: true, seen: false })
    act(() => observer.intersect(true, share(0.3)))
    expect(hook.result.current).toEqual({ waiting: false, seen: true })
    expect(observer.disconnected).toBe(true)
  })

  it('never hides an element that is on screen, even in part, when its code takes over', () => {
    const { hook, observer } = observe()
    act(() => observer.intersect(true, share(0.05)))
    expect(hook.result.current).toEqual({ waiting: false, seen: true })
    expect(observer.disconnected).toBe(true)
  })

  it('hides an element that only touches the screen at an edge when its code takes over', () => {
    const { hook, observer } = observe()
    act(() => observer.intersect(true, share(0, 0)))
    expect(hook.result.current).toEqual({ waiting: true, seen: false })
  })

  it('counts an element taller than the screen as seen once it covers 30 percent of the screen', () => {
    const { hook, observer } = observe()
    const screen = { height: 390 } as DOMRectReadOnly
    act(() => observer.intersect(false))
    act(() => observer.intersect(true, { ...share(0.05, 116), rootBounds: screen }))
    expect(hook.result.current.seen).toBe(false)
    act(() => observer.intersect(true, { ...share(0.08, 117), rootBounds: screen }))
    expect(hook.result.current).toEqual({ waiting: false, seen: true })
  })
})
