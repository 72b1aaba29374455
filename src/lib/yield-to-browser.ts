/** The part of the Prioritized Task Scheduling API this reads (not yet in TypeScript's DOM types). */
interface YieldingScheduler {
  yield: () => Promise<void>
}

/**
 * Resolves in a task of its own, so the browser may paint and answer input before the caller
 * goes on with heavier work: through `scheduler.yield()` where the browser has it (the rest of
 * the work then goes ahead of tasks queued meanwhile), else a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
