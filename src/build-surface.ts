/**
 * What the build, the developer tools and their tests may use of the app (lint keeps them to
 * this file): the content's shape and its validation, the picture manifest's entry, the seeded
 * random generator decorations share with the build, and the loading sequence's inline scripts.
 */
import { bootScript } from './boot/boot-script.ts'
import { headScript } from './boot/head-script.ts'
import { barScript } from './sections/navbar-script.ts'
import { ENGAGED_CLASS, LAID_OUT_CLASS, SCRIPTED_CLASS } from './boot/names.ts'
import { RESOLVED_THEMES } from './lib/theme.ts'

export { canonicalTag, type Content } from './content/schema.ts'
export { phone, telUrl } from './content/fields.ts'
export { EMBED_SERVICES, embedHint, embedOrigins, readEmbed } from './content/embeds.ts'
export { LIVE_REPORT_TIMEOUT_MS, liveReportOrigins, liveReportSrc } from './lib/live-report.ts'
export { isDated, resumePart, type PrintedEntry } from './content/resume-schemas.ts'
export { OPTIONAL_SECTIONS, SECTIONS, type OptionalSection } from './content/sections.ts'
export { contentProblem, schemaProblems, type ContentProblem } from './content/validate.ts'
export { valueAt } from './content/value-at.ts'
export { labelsIn, languagePath, localize, ownName, pageLanguages, textDirection, untranslatedFields, usualScript, type PageLanguage } from './content/languages.ts'
export { formatPartialDate, parsePartialDate } from './content/dates.ts'
export { formatInteger, type IntlAnswers } from './content/intl-answers.ts'
export { resumeSections } from './lib/sections.ts'
export { PDF_SCRIPTS, RESUME_JSON, RESUME_PDF, VCARD_FILE, pdfWritesIn, resumeFiles } from './lib/resume-files.ts'
export type { ResponsiveImage } from './lib/media.ts'
export { createRandom } from './lib/prng.ts'
export { escapeHtml } from './lib/html.ts'
export { heroDotRules } from './components/floating-dots.tsx'
export { projectAbout } from './lib/projects.ts'
export { CONTACT_PROVIDERS, DEFAULT_PROVIDER, LOCAL_OUTBOX_VARIABLE, NETLIFY_FORM_NAME, OUTBOX_ROUTES, SENT_FRAGMENT, contactProvider, setting, type ContactProvider } from './lib/contact-config.ts'
export { PORTFOLIO_THEME } from './app/theme-config.ts'
export { BOOT_MODULES_ID, BOOT_SCRIPT_ID, FIRST_SCREEN_END_ID, HYDRATED_CLASS, LAID_OUT_CLASS, REST_STYLE_ID } from './boot/names.ts'

/** Every class the head script may have put on <html> by the first paint: the sequence's own and the resolved themes. */
export const FIRST_PAINT_ROOT_CLASSES: readonly string[] = [SCRIPTED_CLASS, ENGAGED_CLASS, LAID_OUT_CLASS, ...RESOLVED_THEMES]

// A variable, not `new URL('…', import.meta.url)` itself, which Vite would turn into an asset's address.
const here = import.meta.url

/**
 * The page's inline scripts, as builder/inline-script.ts bundles them: the module that exports
 * each function (a file: URL), the export's name, and the function itself. The loading sequence's
 * two (in <head>, and last in <body>), and the bar's, right after the bar.
 */
export const HEAD_SCRIPT = { module: new URL('./boot/head-script.ts', here).href, name: 'headScript', run: headScript }
export const BOOT_SCRIPT = { module: new URL('./boot/boot-script.ts', here).href, name: 'bootScript', run: bootScript }
export const BAR_SCRIPT = { module: new URL('./sections/navbar-script.ts', here).href, name: 'barScript', run: barScript }
