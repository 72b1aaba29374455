/**
 * When a part of the prerendered page needs its code: the page's first screen hydrates at once,
 * everything below waits here, so a visitor who only looks at the first screen downloads and
 * runs none of it (less JavaScript on the first load, no long tasks while the first screen
 * hydrates). And when the hero's motion may start (whenSettled).
 */

import { ENGAGED_CLASS, SETTLE_DELAY_MS, SETTLE_IDLE_TIMEOUT_MS } from './names.ts'
import { whenRootHas } from './root-class.ts'
import { yieldToBrowser } from '../lib/yield-to-browser.ts'
import { whenIdle } from './when-idle.ts'

let engagement: Promise<void> | undefined

/**
 * Resolves on the visitor's first scroll, key, touch or click, which the head script marks on the
 * root with ENGAGED_CLASS (in the task after it), or at once if it has marked it already.
 */
export function whenEngaged(): Promise<void> {
  // What waits on engagement (the sections near the screen: their code, their hydration) runs in
  // a task after the frame that answers the visitor's first scroll or tap.
  engagement ??= new Promise((resolve) => whenRootHas(ENGAGED_CLASS, () => void yieldToBrowser().then(resolve)))
  return engagement
}

let lastTurn: Promise<void> = Promise.resolve()

/**
 * Resolves one caller at a time, each in a task after a frame of its own, in the order they
 * asked. The islands ask for their code this way: a chunk's request costs the main thread a few
 * milliseconds on a slowed phone, and several sections that near the screen together (a link
 * followed far down the page) would otherwise ask in one task (docs/decisions/loading-tricks.md).
 * Resolves at once where there is no document (the build's prerender), which draws no frames.
 */
export function inTurn(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  lastTurn = lastTurn.then(yieldToBrowser)
  return lastTurn
}

let settling: Promise<void> | undefined

/**
 * Resolves SETTLE_DELAY_MS after the first call (the first screen calls it as it hydrates) and the
 * page's load event, at the next idle moment (at most SETTLE_IDLE_TIMEOUT_MS later; at once where
 * the browser has no requestIdleCallback). The hero's video and floating dots start then:
 * starting the video and compositing their frames 30 to 60 times a second would otherwise
 * compete with hydration for a phone's processor.
 */
export function whenSettled(): Promise<void> {
  settling ??= new Promise((resolve) => {
    const wait = () => window.setTimeout(() => whenIdle(resolve, SETTLE_IDLE_TIMEOUT_MS, 0), SETTLE_DELAY_MS)
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
  })
  return settling
}

/** Forgets the visitor's engagement, the turns taken and the page's settling; for tests, which load one page after another. */
export function resetEngagement(): void {
  engagement = undefined
  lastTurn = Promise.resolve()
  settling = undefined
}

/**
 * Resolves when the element `selector` names is on screen, or takes focus, or is within
 * `distance` (a share of the screen's height) of the screen once the visitor has started using
 * the page. Resolves at once where there is nothing to wait for: no document (the build's
 * prerender), no IntersectionObserver, or no such element (a page rendered in the browser
 * rather than hydrated).
 */
export function whenNeeded(selector: string, distance = 1): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  const element = document.querySelector(selector)
  if (!element) return Promise.resolve()

  return new Promise((resolve) => {
    let near = false
    let engaged = false
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (!entry) return
        near = entry.isIntersecting
        const { top, bottom } = entry.boundingClientRect
        const onScreen = near && top < window.innerHeight && bottom > 0
        if (onScreen || (near && engaged)) finish()
      },
      { rootMargin: `${distance * 100}% 0px` },
    )
    // Should the prerendered element go (React rendering the section afresh), nothing is left to wait for.
    const removal = new MutationObserver(() => {
      if (!element.isConnected) finish()
    })
    const finish = () => {
      observer.disconnect()
      removal.disconnect()
      element.removeEventListener('focusin', finish)
      resolve()
    }
    observer.observe(element)
    if (element.parentNode) removal.observe(element.parentNode, { childList: true })
    // Focus moving in (a keyboard visitor, a field tapped) needs the section's code at once.
    element.addEventListener('focusin', finish)
    void whenEngaged().then(() => {
      engaged = true
      if (near) finish()
    })
  })
}
