// `npm run check`, and the first step of every build: the content file and the environment,
// every problem at once, each naming the file, the entry and the field, with a hint.
// Errors stop a build; warnings (sample values left in, EmailJS keys missing) do not.
import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadEnv } from 'vite'
import { contactProvider, contentProblem, embedHint, schemaProblems, type Content, type ContentProblem } from '../src/build-surface.ts'
import { OPTIONAL_SECTIONS, canonicalTag, ownName, pageLanguages, pdfWritesIn, textDirection, untranslatedFields, usualScript, valueAt } from '../src/build-surface.ts'
import { BUDGETS, MAX_IMAGE_BYTES } from './budget.ts'
import { budgetFindings, pageFields, textFields, wordsBytes } from './content-budget.ts'
import { formatFindings, summarise, type Finding } from './findings.ts'
import { contentFile, loadContent, mediaDir } from './content.ts'
import { imageReferences, largestWidth, readPicture, widthsBySource, type ProcessedImage } from './media.ts'
import { previewFindings } from './preview-text.ts'
import { charactersWithoutGlyphs } from './resume/resume-pdf.ts'
import { SITE_URL_VARIABLE, siteUrlProblem } from './site-address.ts'
import { PROVIDER_VARIABLE, contactSettingProblems } from './contact-settings.ts'

export type { Finding } from './findings.ts'
export { formatFindings } from './findings.ts'

export const ENVIRONMENT = 'environment (.env or the host)'

export interface CheckOptions {
  root: string
  /** The content module, as messages name it. */
  file: string
  env: Record<string, string | undefined>
  /**
   * A build meant for deployment (`npm run build`, `npm run check`): the site address must be
   * https, and sample values and missing EmailJS keys are reported.
   */
  deploying: boolean
  /**
   * Whether to measure the owner's words against the page's byte budgets; a build leaves it to
   * its own measure of the prerendered pages (builder/build.ts), which is exact.
   */
  wordsBudget?: boolean
}

/** A picture more than this many times as wide as the page ever shows it is worth scaling down: it costs a build time and memory. */
export const OVERSIZED_FACTOR = 2

/** Values of the sample identity; a deployed site still holding one shows someone else's name or links. */
export const SAMPLE_VALUES = [/\bJane Doe\b/, /\bexample\.com\b/i, /\byour-username\b/, /\byour-profile\b/]

function hintFor(problem: ContentProblem, folder: string): string {
  const { field, message } = problem
  const embed = field.endsWith('embed') && embedHint(message)
  if (embed) return embed
  if (message.includes('https://')) return "Use the page's https:// address (copy it from the browser's address bar); browsers flag http:// links."
  if (/used twice/.test(message)) return 'Give each entry its own id: any whole number not used by another entry of the list.'
  if (/email/i.test(field) || /email|mailto/i.test(message)) return 'Write the address visitors should write to, like you@yourdomain.com.'
  // The schema's message for a picture path (content/schema.ts).
  if (message.includes('the media folder')) return `Put the picture in ${folder}/ and give its path from there, like projects/screenshot.png.`
  if (/empty/.test(message)) return 'Write the text, or remove the entry.'
  if (/invisible/.test(message)) return 'Retype it: a copy and paste can carry zero-width characters that show nothing.'
  return 'Compare it with the sample entry in the same file; src/content/schema.ts lists every field.'
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1000)} KB`

/** A problem in the content file as a finding. */
const contentFinding = (level: Finding['level'], file: string, { entry, field, message }: ContentProblem, hint: string): Finding => ({ level, file, entry, field, message, hint })

/** Each string in the content with a sample value in it, with its path. */
const sampleValues = (content: unknown) => textFields(content).filter(({ value }) => SAMPLE_VALUES.some((sample) => sample.test(value)))

/** Every problem with the content and the environment; an empty list when the site is ready. */
export async function checkSite(content: unknown, options: CheckOptions): Promise<Finding[]> {
  const { root, file, env, deploying, wordsBudget = true } = options
  const folder = mediaDir(env)
  const fromContent = (level: Finding['level'], problem: ContentProblem, hint = hintFor(problem, folder)) => contentFinding(level, file, problem, hint)
  const findings = schemaProblems(content).map((problem) => fromContent('error', problem))

  const references = imageReferences(content)
  const widths = widthsBySource(references)
  for (const { path, src } of references) {
    if (src.startsWith('/') || src.includes('..')) continue
    const picture = resolve(root, folder, src)
    if (!existsSync(picture)) {
      const problem = contentProblem(content, path, `${folder}/${src} does not exist`)
      findings.push(fromContent('error', problem, `Put the picture there (PNG, JPEG, WebP or AVIF, any size: the build makes the sizes the page needs), or correct the path.`))
      continue
    }
    const picked = await readPicture(picture)
    if ('error' in picked) {
      const problem = contentProblem(content, path, `${folder}/${src} is not a picture the build can read (${picked.error})`)
      findings.push(fromContent('error', problem, 'Export it again as PNG or JPEG: the file may be cut short or damaged.'))
      continue
    }
    const needed = largestWidth(widths.get(src) ?? [])
    if (picked.width > OVERSIZED_FACTOR * needed) {
      const height = Math.round((picked.height * needed) / picked.width)
      const problem = contentProblem(content, path, `${folder}/${src} is ${picked.width} × ${picked.height} px; the page shows it at most ${needed} px wide, so ${needed} × ${height} px is all it needs`)
      const megapixels = Math.round((picked.width * picked.height) / 1e6)
      findings.push(fromContent('warning', problem, `Scale it down to ${needed} px wide: the page never shows more, and each new build decodes all ${megapixels} megapixels of it.`))
    }
  }

  const servedAsTheyAre = [
    { path: ['hero', 'video', 'poster'], limit: MAX_IMAGE_BYTES, hint: 'Make it again from your video with `npm run video -- your-clip.mp4` (it writes a poster of about 50 KB), or compress it as WebP.' },
    { path: ['hero', 'video', 'src'], limit: BUDGETS.video, hint: 'Re-encode it to the budget with `npm run video -- your-clip.mp4`.' },
  ]
  for (const { path, limit, hint } of servedAsTheyAre) {
    const src = valueAt(content, ...path)
    if (typeof src !== 'string' || !src.startsWith('/')) continue
    const served = join(root, 'public', src)
    const size = existsSync(served) ? statSync(served).size : undefined
    if (size === undefined) {
      findings.push(fromContent('error', contentProblem(content, path, `public${src} does not exist`), 'Put the file in public/ (the path starts with /), or correct the path.'))
    } else if (size > limit) {
      findings.push(fromContent('error', contentProblem(content, path, `public${src} is ${kilobytes(size)}, over the ${kilobytes(limit)} a visitor should wait for`), hint))
    }
  }

  const ownPdf = valueAt(content, 'resume', 'file')
  if (typeof ownPdf === 'string' && ownPdf.startsWith('/') && !existsSync(join(root, 'public', ownPdf))) {
    findings.push(fromContent('error', contentProblem(content, ['resume', 'file'], `public${ownPdf} does not exist`), 'Put your PDF in public/ (the path starts with /), or leave `file` out and the build makes one from the content.'))
  }
  if (valueAt(content, 'resume') && !ownPdf) findings.push(...glyphWarnings(content, file))

  const metaUrl = valueAt(content, 'meta', 'url')
  const address = siteUrlProblem(typeof metaUrl === 'string' ? metaUrl : undefined, env, deploying)
  if (address) {
    const fromEnvironment = address.source === SITE_URL_VARIABLE
    findings.push({
      level: 'error',
      file: fromEnvironment ? ENVIRONMENT : file,
      entry: fromEnvironment ? SITE_URL_VARIABLE : 'meta',
      field: fromEnvironment ? '' : 'url',
      message: address.message,
      hint: 'Link previews, the canonical link and the sitemap use it; on GitHub Pages the deploy workflow sets SITE_URL for you.',
    })
  }

  for (const problem of contactSettingProblems(env, deploying)) {
    findings.push({ level: problem.level, file: ENVIRONMENT, entry: 'Contact form', field: problem.variable, message: problem.message, hint: problem.hint })
  }
  if (contactProvider(env) === 'mailto') {
    findings.push(
      ...missingLabels(content, file, [
        {
          name: 'mailAppOpened',
          why: `with ${PROVIDER_VARIABLE}=mailto the form shows it once the visitor's mail program has the message`,
          hint: "Write a line such as \"Your email app should open with your message: send it from there.\"",
        },
      ]),
    )
  }
  const dashboards = valueAt(content, 'dashboards', 'items')
  if (Array.isArray(dashboards) && dashboards.some((dashboard) => valueAt(dashboard, 'embed'))) {
    findings.push(...missingLabels(content, file, LIVE_REPORT_LABELS.map(({ name, shows, example }) => ({ name, why: `a dashboard with an embed shows it (${shows})`, hint: `Write it, like "${example}".` }))))
  }

  findings.push(...languageFindings(content, file))
  if (!findings.some((finding) => finding.level === 'error')) findings.push(...mirroredWordFindings(content as Content, file))
  for (const { path, message, hint } of previewFindings(content)) findings.push(fromContent('warning', contentProblem(content, path, message), hint))
  // Only content the page can be made of has pages to measure.
  if (wordsBudget && !findings.some((finding) => finding.level === 'error')) findings.push(...budgetFindings(content as Content, file, wordsBytes(content as Content)))

  if (!deploying) return findings

  for (const { path, value } of sampleValues(content)) {
    const problem = contentProblem(content, path, `is still the sample's "${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`)
    findings.push(fromContent('warning', problem, 'Replace the sample values with yours: the page, its link previews and its search data show them.'))
  }
  return findings
}

/** An error for each label the content lacks of those something it has shows, with why and what to write. */
function missingLabels(content: unknown, file: string, labels: readonly { name: string; why: string; hint: string }[]): Finding[] {
  if (!valueAt(content, 'labels')) return []
  return labels.filter(({ name }) => !valueAt(content, 'labels', name)).map(({ name, why, hint }) => contentFinding('error', file, contentProblem(content, ['labels', name], `is missing: ${why}`), hint))
}

/** The labels of a live report, needed once a dashboard has an embed. */
const LIVE_REPORT_LABELS = [
  { name: 'openLiveReport', shows: 'the button that loads the report in place of its picture', example: 'Open the live report' },
  { name: 'backToPicture', shows: 'the button that brings the picture back', example: 'Back to the picture' },
  { name: 'openInNewTab', shows: "the link to the report in the browser's next tab", example: 'Open in a new tab' },
  { name: 'liveReportFailed', shows: 'the notice of a report that has not loaded after a few seconds', example: 'The live report did not load. Open it in a new tab instead.' },
  { name: 'liveReportWeight', shows: 'to a visitor who saves data, before the report loads', example: 'Live reports load several megabytes from their service.' },
] as const

/** Why the build makes no résumé PDF in a language (src/lib/resume-files.ts). */
function whyNoPdf(tag: string): string {
  if (textDirection(tag) === 'rtl') return 'its text runs right to left, and the PDF lays out lines left to right, its letters unjoined'
  if (['Hans', 'Hant', 'Jpan', 'Kore'].includes(usualScript(tag) ?? '')) return 'its fonts from npm are variable ones, which the PDF draws only at their thinnest weight'
  return 'its letters combine or reorder as they are written, which the PDF does not lay out'
}

/** The labels only a page with other languages shows: its switcher and the suggestion of another language. */
const LANGUAGE_LABELS = ['languages', 'languageSuggestion', 'dismissSuggestion'] as const

/**
 * With translations: the labels they need, and a warning for each field of the default
 * language a translation leaves out (its page shows it untranslated), so the owner sees what is left.
 */
function languageFindings(content: unknown, file: string): Finding[] {
  const translations = valueAt(content, 'translations')
  if (!translations || typeof translations !== 'object' || !valueAt(content, 'labels')) return []
  const hint = 'Write the language switcher\'s name (languages, like "Languages"), the link that suggests this language\'s page (languageSuggestion, like "Read this page in English") and its close button (dismissSuggestion, like "No, thanks"), in each language.'
  const missing = missingLabels(content, file, LANGUAGE_LABELS.map((name) => ({ name, why: 'a page in more than one language needs it', hint })))
  const untranslated = Object.keys(translations).flatMap((tag) => {
    const language = `${safeOwnName(tag)} (${tag})`
    return untranslatedFields(content, tag).map((path) =>
      contentFinding('warning', file, contentProblem(content, path, `is not translated into ${language}: that page shows it in the default language`), `Write it in translations.${tag}, at the same place.`),
    )
  })
  // A page whose script the PDF cannot lay out links the default language's PDF (src/lib/resume-files.ts).
  const resume = valueAt(content, 'resume')
  const makesPdf = typeof resume === 'object' && resume !== null && !valueAt(resume, 'file')
  const withoutPdf = (makesPdf ? Object.keys(translations) : [])
    .filter((tag) => canonicalTag(tag) && tag !== valueAt(content, 'meta', 'lang') && !valueAt(translations, tag, 'resume', 'file') && !pdfWritesIn(tag))
    .map((tag) =>
      contentFinding(
        'warning',
        file,
        contentProblem(content, ['translations', tag], `has no resume.pdf of its own: ${whyNoPdf(tag)}, so the ${safeOwnName(tag)} (${tag}) page offers the default language's PDF (its resume.json and contact.vcf are in ${safeOwnName(tag)})`),
        `To offer a PDF in ${safeOwnName(tag)}, make one yourself, put it in public/ and name it in translations.${tag}.resume.file.`,
      ),
    )
  return [...missing, ...untranslated, ...withoutPdf]
}

/**
 * A Latin word that ends in +, # or * (C++, C#, A*) whose next letter or digit is of another script,
 * or that ends its field: in right-to-left text the browser sets those signs on the word's other
 * side ("++C"). A left-to-right mark (U+200E) after the word keeps them where they are written, as
 * does an isolate that ends after it (U+2069). The list fields (tech, keywords) are chips, each
 * laid out in its own direction, and links (http, https, mailto) are not running text.
 */
const MIRRORED_WORD = /[A-Za-z][\w.]*[+#*]+(?![+#*\u200E\u2069])(?=[^\p{L}\p{N}]*(?:$|(?![\p{Script=Latin}0-9])[\p{L}\p{N}]))/gu
const CHIP_LISTS = new Set(['tech', 'keywords'])

/** A warning for each field of a right-to-left page whose Latin words would show their signs on the wrong side. */
function mirroredWordFindings(content: Content, file: string): Finding[] {
  return pageLanguages(content)
    .filter(({ dir }) => dir === 'rtl')
    .flatMap(({ tag }) => pageFields(content, tag))
    .filter(({ path, value }) => !path.some((key) => CHIP_LISTS.has(String(key))) && !/^(https?:|mailto:)/.test(value))
    .flatMap(({ path, value }) => {
      const words = [...new Set(value.match(MIRRORED_WORD))]
      if (words.length === 0) return []
      const problem = contentProblem(content, path, `shows ${words.map((word) => `"${word}" as "${word.replace(/^(.*?)([+#*]+)$/, '$2$1')}"`).join(', ')} in right-to-left text`)
      return [contentFinding('warning', file, problem, `Write a left-to-right mark right after it, "${words[0]}\\u200E" in the content file: the signs then stay where they are written.`)]
    })
}

const safeOwnName = (tag: string) => (canonicalTag(tag) ? ownName(tag) : tag)

/** The fields the generated résumé prints (builder/resume/resume-document.tsx), with their paths. */
function printedStrings(content: unknown) {
  const at = (...path: PropertyKey[]) => textFields(valueAt(content, ...path), path)
  const projects = valueAt(content, 'projects', 'items')
  return [
    ...at('owner'),
    ...at('about', 'bio'),
    ...at('availability', 'text'),
    ...OPTIONAL_SECTIONS.flatMap((section) => at(section.key, 'items')),
    ...(Array.isArray(projects) ? projects.flatMap((_, index) => ['title', 'subtitle', 'description', 'tech', 'type', 'entity', 'roles'].flatMap((field) => at('projects', 'items', index, field))) : []),
  ]
}

/** A warning for each field the generated résumé prints with characters its font (Inter) lacks. */
function glyphWarnings(content: unknown, file: string): Finding[] {
  return printedStrings(content).flatMap(({ path, value }) => {
    const missing = charactersWithoutGlyphs(value)
    if (missing.length === 0) return []
    const problem = contentProblem(content, path, `has characters resume.pdf cannot draw or lay out: ${missing.slice(0, 8).join(' ')}${missing.length > 8 ? ' …' : ''}`)
    return [contentFinding('warning', file, problem, 'resume.pdf shows them garbled: it draws no emoji, and lays out no script whose letters join or run right to left (Arabic, Hebrew, Devanagari, Thai…). Write the field without them, or name a PDF of your own with resume.file.')]
  })
}

/** Built pictures over MAX_IMAGE_BYTES (a build's check, once the pictures are made), named where the content names them. */
export function oversizedPictures(content: unknown, images: Map<string, ProcessedImage>, file: string, folder = mediaDir()): Finding[] {
  return imageReferences(content).flatMap(({ path, src }) =>
    (images.get(src)?.variants ?? [])
      .filter((variant) => variant.data.length > MAX_IMAGE_BYTES)
      .map((variant) => {
        const problem = contentProblem(content, path, `${folder}/${src} makes a ${kilobytes(variant.data.length)} ${variant.format} at ${variant.width} px, over the ${kilobytes(MAX_IMAGE_BYTES)} a visitor should wait for`)
        return contentFinding('error', file, problem, 'A busy photo or screenshot compresses badly: crop it, or blur or simplify its background.')
      }),
  )
}

/** `npm run check`: prints every finding, returns the exit code (1 when there is an error). */
export async function runCheck(root: string, processEnv: Record<string, string | undefined>): Promise<number> {
  const env = { ...loadEnv('production', root, ['VITE_', SITE_URL_VARIABLE]), ...processEnv }
  const file = contentFile(processEnv)
  let content: unknown
  try {
    content = await loadContent(root, file)
  } catch (error) {
    console.error(`✖ error: ${file} cannot be read: ${(error as Error).message}\n    hint: undo the last edit, or compare it with the sample in git.`)
    return 1
  }
  const findings = await checkSite(content, { root, file, env, deploying: true })
  if (findings.length > 0) console.log(formatFindings(findings))
  const errors = findings.some((finding) => finding.level === 'error')
  console.log(`\n${file} and the environment: ${summarise(findings)}${errors ? '' : ' — ready to build.'}`)
  return errors ? 1 : 0
}
