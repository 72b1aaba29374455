/**
 * What the build, the developer tools and their tests may use of the app (lint keeps them to
 * this file): the content's shape and its validation, the picture manifest's entry, the seeded
 * random generator decorations share with the build, and the loading sequence's inline scripts.
 */
export type { Content } from './content/schema.ts'
export { contentProblem, schemaProblems, type ContentProblem } from './content/validate.ts'
export { valueAt } from './content/value-at.ts'
export type { ResponsiveImage } from './lib/media.ts'
export { createRandom } from './lib/prng.ts'
export { PORTFOLIO_THEME } from './app/theme-config.ts'
export { themeInitScript } from './lib/theme.ts'
export { BOOT_SCRIPT_ID, bootModules, bootScript, deferEntryScript } from './lib/boot.ts'
