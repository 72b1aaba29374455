import { useCallback, useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from '../lib/storage.ts'

const listeners = new Set<() => void>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  window.addEventListener('storage', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

/**
 * A localStorage entry as React state, shared by every component that reads the same key and
 * kept in step with other tabs. It is null while prerendering and hydrating.
 */
export function useLocalStorage(key: string): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(subscribe, () => readStorage(key), () => null)
  const setValue = useCallback(
    (next: string) => {
      writeStorage(key, next)
      listeners.forEach((listener) => listener())
    },
    [key],
  )
  return [value, setValue]
}
