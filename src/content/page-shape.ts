/** What any content fills: the page's sections in order, the dashboard's room for figures, the pictures' folder. */

/** Section anchors, in page order. */
export const SECTION_IDS = ['home', 'about', 'projects', 'powerbi', 'contact'] as const
export type SectionId = (typeof SECTION_IDS)[number]

/** A dashboard shows at most this many headline figures. */
export const MAX_DASHBOARD_STATS = 3

/** The owner's pictures; the build makes AVIF and WebP sizes of each (builder/media.ts). */
export const MEDIA_DIR = 'src/content/media'
