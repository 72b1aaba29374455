/** What any content fills: the availability's states, the paper sizes, the dashboard's room for figures, the pictures' folder. */

/** The availability line's states: open to offers, open to some, not looking. */
export const AVAILABILITY_STATUSES = ['open', 'limited', 'closed'] as const

/** The paper sizes of the generated résumé. */
export const PAPER_SIZES = ['A4', 'LETTER'] as const

/** A dashboard shows at most this many headline figures. */
export const MAX_DASHBOARD_STATS = 3

/** The owner's pictures; the build makes AVIF and WebP sizes of each (builder/media.ts). */
export const MEDIA_DIR = 'src/content/media'
