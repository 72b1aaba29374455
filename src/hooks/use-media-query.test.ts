import { act, renderHook } from '@testing-library/react'
import { resetMediaQueries, setMediaQuery } from '../test/browser-fakes.ts'
import { REDUCED_MOTION_QUERY, useMediaQuery, usePrefersReducedMotion } from './use-media-query.ts'

describe('useMediaQuery', () => {
  afterEach(resetMediaQueries)

  it('follows the query live', () => {
    const { result } = renderHook(() => useMediaQuery('(min-width: 768px)'))
    expect(result.current).toBe(false)
    act(() => setMediaQuery('(min-width: 768px)', true))
    expect(result.current).toBe(true)
  })

  it('reports a preference for reduced motion', () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true)
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(true)
  })
})
