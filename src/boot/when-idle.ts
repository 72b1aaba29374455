/**
 * Calls `then` at the browser's next idle moment, at most `timeout` ms later; where the browser has
 * no requestIdleCallback, after `otherwise` ms (at once for 0). Read as a global, not through
 * window: a wait may end after a test's document has gone. The head and boot scripts bundle it inline.
 */
export function whenIdle(then: () => void, timeout: number, otherwise: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then(), { timeout })
  else if (otherwise > 0) setTimeout(then, otherwise)
  else then()
}
