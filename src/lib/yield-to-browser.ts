/** The longest a caller waits for the frame: a page in a background tab draws none. */
export const YIELD_BACKSTOP_MS = 100

/**
 * Resolves in a task after the browser has drawn its next frame, so what the visitor just did
 * (a tap's menu, a button saying "Sending") is on screen before the caller goes on with heavier
 * work. A task queued from the frame's callback runs after the frame is presented; a
 * `scheduler.yield()` continuation may run before it, inside the interaction it is meant to
 * leave alone. Without a frame within YIELD_BACKSTOP_MS (a hidden tab), it resolves anyway.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const backstop = setTimeout(resolve, YIELD_BACKSTOP_MS)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(backstop)
        resolve()
      }, 0),
    )
  })
}
