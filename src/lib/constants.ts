/** Behaviour constants fixed by the product spec (section 9). Copy lives in content/site.ts. */

/** Section anchors, in page order (spec section 2). */
export const SECTION_IDS = ['home', 'about', 'projects', 'powerbi', 'contact'] as const
export type SectionId = (typeof SECTION_IDS)[number]

export const NAVBAR_SCROLL_THRESHOLD_PX = 50
export const CAROUSEL_INTERVAL_MS = 6000
export const HERO_DOT_COUNT = 20
export const RESIZE_ANIMATION_BLOCK_MS = 250
export const MAX_DASHBOARD_STATS = 3

/** Fade-in thresholds (share of a section that must be visible) and timings, in seconds. */
export const REVEAL = {
  thresholds: { about: 0.3, projects: 0.1, powerbi: 0.2, contact: 0.3 },
  duration: { heading: 0.8, block: 1 },
  delays: { first: 0.2, second: 0.4, third: 0.6, last: 1, contactItemBase: 0.8, contactItemStep: 0.1 },
} as const

/** The owner's pictures: the build makes the sizes below of each, in AVIF and WebP (scripts/media.ts). */
export const MEDIA_DIR = 'src/content/media'

/**
 * The widths (px) the build makes of each kind of picture, for the layout's largest slot at 1×
 * to 2× (a picture smaller than a width is never enlarged: its own width is the largest).
 */
export const IMAGE_WIDTHS = {
  photo: [384, 768],
  project: [480, 800, 1200],
  dashboard: [640, 1024, 1600],
} as const
export type ImageKind = keyof typeof IMAGE_WIDTHS
