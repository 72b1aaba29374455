/** The page's behaviour: timings, thresholds and counts. Its words live in the content. */

export const NAVBAR_SCROLL_THRESHOLD_PX = 50
export const CAROUSEL_INTERVAL_MS = 6000
export const HERO_DOT_COUNT = 20
export const RESIZE_ANIMATION_BLOCK_MS = 250

/** Fade-in thresholds (share of a section that must be visible) and timings, in seconds. */
export const REVEAL = {
  thresholds: { about: 0.3, resume: 0.1, projects: 0.1, powerbi: 0.2, contact: 0.3 },
  duration: { heading: 0.8, block: 1 },
  delays: { first: 0.2, second: 0.4, third: 0.6, last: 1, contactItemBase: 0.8, contactItemStep: 0.1 },
} as const
