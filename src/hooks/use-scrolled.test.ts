import { act, renderHook } from '@testing-library/react'
import { useScrolled } from './use-scrolled.ts'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

describe('useScrolled', () => {
  afterEach(() => scrollTo(0))

  it('turns true only once the page is scrolled past the threshold', () => {
    const { result } = renderHook(() => useScrolled(50))
    expect(result.current).toBe(false)
    act(() => scrollTo(50))
    expect(result.current).toBe(false)
    act(() => scrollTo(51))
    expect(result.current).toBe(true)
    act(() => scrollTo(10))
    expect(result.current).toBe(false)
  })

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener')
    const { unmount } = renderHook(() => useScrolled(50))
    unmount()
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function))
  })
})
