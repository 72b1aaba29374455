/** What any content fills: the page's sections in order, the dashboard's room for figures, the pictures' folder. */

/** Section anchors, in page order; the résumé sections go where RESUME_SECTION_IDS says. */
export const SECTION_IDS = ['home', 'about', 'experience', 'education', 'skills', 'projects', 'powerbi', 'contact'] as const
export type SectionId = (typeof SECTION_IDS)[number]

/**
 * The optional sections of a résumé (content `work`, `education`, `skills`, named as JSON Resume
 * names them), shown after About in the order the owner's `nav` lists them, else in this order.
 */
export const RESUME_SECTION_IDS = ['experience', 'education', 'skills'] as const satisfies readonly SectionId[]
export type ResumeSectionId = (typeof RESUME_SECTION_IDS)[number]

/** The availability line's states: open to offers, open to some, not looking. */
export const AVAILABILITY_STATUSES = ['open', 'limited', 'closed'] as const

/** The paper sizes of the generated résumé. */
export const PAPER_SIZES = ['A4', 'LETTER'] as const

/** A dashboard shows at most this many headline figures. */
export const MAX_DASHBOARD_STATS = 3

/** The owner's pictures; the build makes AVIF and WebP sizes of each (builder/media.ts). */
export const MEDIA_DIR = 'src/content/media'
