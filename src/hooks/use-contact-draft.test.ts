import { act, renderHook } from '@testing-library/react'
import { DRAFT_SAVE_DELAY_MS, DRAFT_STORAGE_KEY, useContactDraft } from './use-contact-draft.ts'

const stored = () => JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null')

describe('useContactDraft', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('saves what is typed after a pause, not on every keystroke', () => {
    const { result } = renderHook(() => useContactDraft())
    act(() => result.current.update('email', 'v@example.org'))
    act(() => result.current.update('message', 'Hel'))
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1))
    expect(stored()).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(stored()).toEqual({ email: 'v@example.org', message: 'Hel' })
  })

  it('saves at once when the page is hidden or closed', () => {
    const { result } = renderHook(() => useContactDraft())
    act(() => result.current.update('message', 'typed just before closing'))
    act(() => void window.dispatchEvent(new Event('pagehide')))
    expect(stored()).toEqual({ email: '', message: 'typed just before closing' })
  })

  it('restores a saved draft on the next visit', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ email: 'back@example.org', message: 'Where was I?' }))
    const { result } = renderHook(() => useContactDraft())
    expect(result.current.draft).toEqual({ email: 'back@example.org', message: 'Where was I?' })
  })

  it('ignores a damaged saved draft', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{"email": 3')
    expect(renderHook(() => useContactDraft()).result.current.draft).toEqual({ email: '', message: '' })
  })

  it('forgets the draft when cleared after a send', () => {
    const { result } = renderHook(() => useContactDraft())
    act(() => result.current.update('message', 'sent'))
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
    act(() => result.current.clear())
    expect(result.current.draft).toEqual({ email: '', message: '' })
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
  })
})
