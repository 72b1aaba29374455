import { useCallback, useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()
/** Values kept for this page when storage is blocked or full (private mode, quota). */
const memory = new Map<string, string>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  window.addEventListener('storage', onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onChange)
  }
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null
  } catch {
    return memory.get(key) ?? null
  }
}

/**
 * A localStorage entry as React state, shared by every component that reads the same key and
 * kept in step with other tabs. It is null while prerendering and hydrating.
 */
export function useLocalStorage(key: string): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(subscribe, () => read(key), () => null)
  const setValue = useCallback(
    (next: string) => {
      memory.set(key, next)
      try {
        window.localStorage.setItem(key, next)
      } catch {
        // Blocked or full storage: the value still lasts for this page, from memory.
      }
      listeners.forEach((listener) => listener())
    },
    [key],
  )
  return [value, setValue]
}
