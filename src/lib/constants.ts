/** The page's behaviour: timings, thresholds and counts. Its words live in the content. */

export const NAVBAR_SCROLL_THRESHOLD_PX = 50
export const CAROUSEL_INTERVAL_MS = 6000
export const HERO_DOT_COUNT = 20
export const RESIZE_ANIMATION_BLOCK_MS = 250

/** Fade-in timings, in seconds (each section's threshold is its registry entry's: content/sections.ts). */
export const REVEAL = {
  duration: { heading: 0.8, block: 1 },
  delays: { first: 0.2, second: 0.4, third: 0.6, last: 1, contactItemBase: 0.8, contactItemStep: 0.1 },
} as const
