/**
 * React listens on its root for every event type it supports, whether or not a component
 * handles it, and runs its dispatch on the main thread for each one that reaches the root. For
 * the types nothing in the page's React code handles, that is work a visitor's tap can wait
 * behind (docs/decisions/menu-tap.md).
 *
 * Stops the events of `types` (those whose target `which` accepts) at `at`, in the capture phase:
 * from the document, or from React's root itself before React has added its own listeners there
 * (listeners of one node and phase run in the order they were added). No listener after it hears
 * them. Returns what undoes it.
 */
export function keepFromReact(at: EventTarget, types: readonly string[], which: (target: EventTarget | null) => boolean = () => true): () => void {
  const stop = (event: Event) => {
    if (which(event.target)) event.stopImmediatePropagation()
  }
  for (const type of types) at.addEventListener(type, stop, true)
  return () => {
    for (const type of types) at.removeEventListener(type, stop, true)
  }
}

/**
 * The CSS transitions' and animations' events, each with React's prop that would handle it. The
 * sections' fade-ins and the controls' colour transitions fire a run, a start and an end for each
 * property they animate, some ninety on the way to the form and through it, most of them while
 * the page scrolls. No component handles them (keep-from-react.test.ts holds the source to that),
 * so they are kept from React's root (main.tsx).
 */
export const CSS_MOTION_EVENTS = {
  transitionrun: 'onTransitionRun',
  transitionstart: 'onTransitionStart',
  transitionend: 'onTransitionEnd',
  transitioncancel: 'onTransitionCancel',
  animationstart: 'onAnimationStart',
  animationiteration: 'onAnimationIteration',
  animationend: 'onAnimationEnd',
} as const
