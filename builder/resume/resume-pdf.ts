// dist/resume.pdf, made in Node at build time by @react-pdf/renderer (no browser): real text
// an applicant-tracking system reads, Inter embedded (only the glyphs used), clickable links,
// one or two pages on A4 or Letter.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Font, renderToBuffer } from '@react-pdf/renderer'
import { createElement } from 'react'
import type { Content } from '../../src/build-surface.ts'
import { DENSITIES, FONT_FAMILIES, ResumeDocument } from './resume-document.tsx'

export const MAX_RESUME_PAGES = 2

const require = createRequire(import.meta.url)
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const
const WEIGHTS = [400, 700] as const

/** Letters past which a word may break anywhere: 25 fit the narrowest column at the largest size. */
const LONG_WORD = 25

let registered = false

/**
 * Inter from @fontsource/inter, one family per subset as @fontsource splits it; each text run
 * falls back along FONT_FAMILIES to the subset that has its characters.
 */
function registerFonts() {
  if (registered) return
  SUBSETS.forEach((subset, index) => {
    Font.register({
      family: FONT_FAMILIES[index] ?? subset,
      fonts: WEIGHTS.map((fontWeight) => ({ src: require.resolve(`@fontsource/inter/files/inter-${subset}-${fontWeight}-normal.woff`), fontWeight })),
    })
  })
  // react-pdf breaks a word only between the parts this returns (adding a hyphen there): a word
  // longer than a narrow column holds (a German compound) may break at any letter, others not.
  Font.registerHyphenationCallback((word) => (word.length > LONG_WORD ? [...word] : [word]))
  registered = true
}

let unicodeRanges: (readonly [number, number])[] | undefined

/** The code points Inter's subsets cover, as @fontsource/inter lists them; read once. */
function interRanges(): (readonly [number, number])[] {
  unicodeRanges ??= Object.values(JSON.parse(readFileSync(require.resolve('@fontsource/inter/unicode.json'), 'utf8')) as Record<string, string>)
    .flatMap((list) => list.split(','))
    .map((range) => {
      const [from = '', to = from] = range.replace(/^U\+/, '').split('-')
      return [parseInt(from, 16), parseInt(to, 16)] as const
    })
  return unicodeRanges
}

/** Characters of `text` no subset of Inter has, each once: they come out garbled in the PDF. */
export function charactersWithoutGlyphs(text: string): string[] {
  const ranges = interRanges()
  const covered = (code = 0) => code <= 0x20 || ranges.some(([from, to]) => code >= from && code <= to)
  return [...new Set([...text].filter((character) => !covered(character.codePointAt(0))))]
}

/** Pages of a PDF made by react-pdf (pdfkit writes its page objects uncompressed). */
export const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0

export interface ResumePdf {
  pdf: Buffer
  pages: number
  /** The step of DENSITIES it took to fit; 0 is the full résumé. */
  density: number
}

/** The résumé at the fullest density that fits MAX_RESUME_PAGES pages (the tightest one if none does). */
export async function renderResumePdf(content: Content, siteUrl: string): Promise<ResumePdf> {
  registerFonts()
  const paper = content.resume?.paper ?? 'A4'
  const render = async (index: number): Promise<ResumePdf> => {
    const density = DENSITIES[index] ?? DENSITIES[0]
    const pdf = await renderToBuffer(createElement(ResumeDocument, { content, siteUrl, paper, density }) as Parameters<typeof renderToBuffer>[0])
    return { pdf, pages: pageCount(pdf), density: index }
  }
  let result = await render(0)
  while (result.pages > MAX_RESUME_PAGES && result.density < DENSITIES.length - 1) result = await render(result.density + 1)
  return result
}
