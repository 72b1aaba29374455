// dist/resume.pdf (and <lang>/resume.pdf), made in Node at build time by @react-pdf/renderer (no
// browser): real text an applicant-tracking system reads, its fonts embedded (only the glyphs
// used), clickable links, one or two pages on A4 or Letter.
import { Font, renderToBuffer } from '@react-pdf/renderer'
import { createElement } from 'react'
import { PDF_SCRIPTS, resumeSections, type Content, type OptionalSection } from '../../src/build-surface.ts'
import { fontFiles, undrawable } from '../preview-fonts.ts'
import { DENSITIES, ResumeDocument } from './resume-document.tsx'

export const MAX_RESUME_PAGES = 2

const WEIGHTS = [400, 700] as const

/** Letters past which a word may break anywhere: 25 fit the narrowest column at the largest size. */
const LONG_WORD = 25

const registered = new Set<string>()

/**
 * The font families that draw the content's text, registered with react-pdf once each: Inter
 * (one family per subset, as @fontsource splits it) and the Noto subsets its other characters
 * need, the language's own forms first (builder/preview-fonts.ts chooses them, as for the link
 * preview). Each text run falls back along them to the family that has its characters.
 */
function fontsFor(content: Content): string[] {
  if (registered.size === 0) {
    // react-pdf breaks a word only between the parts this returns (adding a hyphen there): a word
    // longer than a narrow column holds (a German compound) may break at any letter, others not.
    Font.registerHyphenationCallback((word) => (word.length > LONG_WORD ? [...word] : [word]))
  }
  const files = fontFiles(JSON.stringify({ ...content, translations: undefined }), content.meta.lang, WEIGHTS)
  const families = [...new Set(files.map((file) => file.family))]
  for (const family of families) {
    if (registered.has(family)) continue
    Font.register({ family, fonts: files.filter((file) => file.family === family).map(({ path, weight }) => ({ src: path, fontWeight: weight })) })
    registered.add(family)
  }
  return families
}

/** ISO 15924 codes as Unicode's Script property names them, for PDF_SCRIPTS. */
const UNICODE_SCRIPTS: Record<string, string> = { Latn: 'Latin', Grek: 'Greek', Cyrl: 'Cyrillic', Armn: 'Armenian', Geor: 'Georgian', Ethi: 'Ethiopic' }
/**
 * A character the PDF lays out: of a script of PDF_SCRIPTS, of none (digits, punctuation,
 * combining marks), or Chinese, Japanese or Korean, which it draws, if thin, in a résumé of
 * another language (a company's name).
 */
const LAID_OUT = new RegExp(`[${['Common', 'Inherited', 'Han', 'Hiragana', 'Katakana', 'Hangul', ...PDF_SCRIPTS.map((script) => UNICODE_SCRIPTS[script])].map((name) => `\\p{Script=${name}}`).join('')}]`, 'u')

/**
 * Characters of `text` that come out wrong in the PDF, each once: those no bundled font draws
 * (emoji) and those of a script it does not lay out (Arabic's joined letters, Devanagari's
 * combined ones).
 */
export function charactersWithoutGlyphs(text: string): string[] {
  const unlaid = [...text].filter((character) => !LAID_OUT.test(character))
  return [...new Set([...undrawable(text), ...unlaid])]
}

/** Pages of a PDF made by react-pdf (pdfkit writes its page objects uncompressed). */
export const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0

export interface ResumePdf {
  pdf: Buffer
  pages: number
  /** The step of DENSITIES it took to fit; 0 is the full résumé. */
  density: number
  /** The résumé sections it was to print and does not, to fit MAX_RESUME_PAGES pages. */
  leftOut: OptionalSection[]
}

/** The résumé sections the PDF is to hold: those `resume.sections` lists, else all the page shows; in page order. */
export function chosenSections(content: Content): OptionalSection[] {
  const chosen: readonly string[] | undefined = content.resume?.sections
  return resumeSections(content).filter((section) => !chosen || chosen.includes(section.id))
}

/**
 * The least of `from`…`to` whose PDF fits MAX_RESUME_PAGES pages, where every one past it fits
 * too (a tighter density, fewer sections): found in halves, a render of a second or more each for
 * long content.
 */
async function leastFitting(from: number, to: number, attempt: (step: number) => Promise<ResumePdf>): Promise<ResumePdf | undefined> {
  let found: ResumePdf | undefined
  while (from <= to) {
    const middle = Math.floor((from + to) / 2)
    const result = await attempt(middle)
    if (result.pages <= MAX_RESUME_PAGES) {
      found = result
      to = middle - 1
    } else from = middle + 1
  }
  return found
}

/**
 * The résumé at the fullest density that fits MAX_RESUME_PAGES pages. Where even the tightest does
 * not, it leaves out the fewest of the chosen sections that makes it fit, the last in page order
 * first (the owner's nav order: what they put last matters least to them), at the fullest density
 * that then fits; the projects and the bio always stay.
 */
export async function renderResumePdf(content: Content, siteUrl: string): Promise<ResumePdf> {
  const fonts = fontsFor(content)
  const paper = content.resume?.paper ?? 'A4'
  const chosen = chosenSections(content)
  const tightest = DENSITIES.length - 1
  const render = async (density: number, count: number): Promise<ResumePdf> => {
    const sections = chosen.slice(0, count)
    const pdf = await renderToBuffer(createElement(ResumeDocument, { content, siteUrl, paper, fonts, density: DENSITIES[density] ?? DENSITIES[0], sections }) as Parameters<typeof renderToBuffer>[0])
    return { pdf, pages: pageCount(pdf), density, leftOut: chosen.slice(count) }
  }
  // Most résumés fit at the full density: one render. Then the tightest, which fits or says that
  // some sections must go, before the steps between.
  const fullest = async (count: number, atTightest?: ResumePdf) => {
    const full = await render(0, count)
    if (full.pages <= MAX_RESUME_PAGES) return full
    const tight = atTightest ?? (await render(tightest, count))
    if (tight.pages > MAX_RESUME_PAGES) return undefined
    return (await leastFitting(1, tightest - 1, (density) => render(density, count))) ?? tight
  }
  const all = await fullest(chosen.length)
  if (all) return all
  const fitting = await leastFitting(1, chosen.length, (leftOut) => render(tightest, chosen.length - leftOut))
  // Too long with none of them (the projects and the bio alone overflow): all of them, at the tightest, and the build says so.
  if (!fitting) return render(tightest, chosen.length)
  return (await fullest(chosen.length - fitting.leftOut.length, fitting)) ?? fitting
}
