import { act, renderHook } from '@testing-library/react'
import { useLocalStorage } from './use-local-storage.ts'

describe('useLocalStorage', () => {
  it('reads, writes and shares a stored value between readers', () => {
    localStorage.setItem('k', 'one')
    const a = renderHook(() => useLocalStorage('k'))
    const b = renderHook(() => useLocalStorage('k'))
    expect(a.result.current[0]).toBe('one')
    act(() => a.result.current[1]('two'))
    expect(localStorage.getItem('k')).toBe('two')
    expect(b.result.current[0]).toBe('two')
  })

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useLocalStorage('k2'))
    expect(result.current[0]).toBeNull()
    act(() => {
      localStorage.setItem('k2', 'elsewhere')
      window.dispatchEvent(new StorageEvent('storage', { key: 'k2' }))
    })
    expect(result.current[0]).toBe('elsewhere')
  })

  it('keeps the value for the page when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError')
    })
    const { result } = renderHook(() => useLocalStorage('k3'))
    act(() => result.current[1]('kept'))
    expect(result.current[0]).toBe('kept')
  })
})
