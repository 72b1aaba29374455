import { renderHook } from '@testing-library/react'
import { useCurrentYear } from './use-current-year.ts'

describe('useCurrentYear', () => {
  afterEach(() => vi.useRealTimers())

  it("is the visitor's current year", () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'))
    expect(renderHook(() => useCurrentYear()).result.current).toBe(2031)
  })
})
