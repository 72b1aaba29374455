/** The part of the Prioritized Task Scheduling API this uses (not yet in TypeScript's DOM types). */
interface TaskScheduler {
  postTask: (task: () => void, options: { priority: 'background'; delay: number }) => Promise<void>
}

/** The longest a caller waits for the frame: a page in a background tab draws none. */
export const YIELD_BACKSTOP_MS = 100

/**
 * Resolves in a task after the browser has drawn its next frame, so what the visitor just did (a
 * tap's menu, a button saying "Sending") is on screen before the caller goes on with heavier
 * work: a task queued from the frame's callback runs once that frame is drawn. A
 * `scheduler.yield()` continuation, a zero-delay timer or a task posted at any priority may run
 * before it, inside the interaction it is meant to leave alone (docs/decisions/loading-tricks.md).
 * Without a frame within YIELD_BACKSTOP_MS (a hidden tab) it resolves anyway, through the
 * browser's task scheduler where it has one: a clock that holds the page's timers and frames (a
 * test's) does not hold that.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler
    if (typeof scheduler?.postTask === 'function') void scheduler.postTask(resolve, { priority: 'background', delay: YIELD_BACKSTOP_MS })
    else setTimeout(resolve, YIELD_BACKSTOP_MS)
  })
}

/**
 * Runs `then` where yieldToBrowser resumes: once what the visitor just did is on screen. Returns
 * what cancels it, for an effect's cleanup or a ref's: a change of mind before then runs nothing.
 */
export function afterNextFrame(then: () => void): () => void {
  let wanted = true
  void yieldToBrowser().then(() => {
    if (wanted) then()
  })
  return () => {
    wanted = false
  }
}
