/**
 * localStorage that never throws. Storage can be blocked (private modes, policies) or full;
 * a value the browser refused to store is kept here instead, for the rest of the page's life.
 */
const unsaved = new Map<string, string>()

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? unsaved.get(key) ?? null
  } catch {
    return unsaved.get(key) ?? null
  }
}

/** Stores `value` under `key`, or removes the key when `value` is null. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
    unsaved.delete(key)
  } catch {
    if (value === null) unsaved.delete(key)
    else unsaved.set(key, value)
  }
}
