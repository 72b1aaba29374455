/**
 * The link-preview image's fonts, all from npm (@fontsource), none read from the system: Inter
 * for Latin, Greek and Cyrillic (the page's own look), then Noto for the world's other major
 * scripts. A package's unicode ranges (unicode.json, what its CSS gives browsers) say which of
 * its subset files to read for a character, and the file's own cmap says whether it draws it:
 * only the files holding the text's characters are read, as a Chinese font is a hundred of them.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Font, FontWeight } from 'satori'
import { canonicalTag, usualScript } from '../src/build-surface.ts'
import { fontCodePoints } from './font-cmap.ts'

type Range = readonly [number, number]

/** A font as satori takes it, with the characters its file draws. */
export interface PreviewFont extends Font {
  codePoints: ReadonlySet<number>
}

interface Face {
  /** The script it draws, as messages name it. */
  script: string
  /** Its @fontsource package. */
  pkg: string
  /** The subsets holding the script (Latin, Greek and Cyrillic come from Inter); `numbered` for a CJK font's slices. */
  subsets: readonly string[] | 'numbered'
  /** One file per subset, which satori draws at the font's default instance. */
  variable?: boolean
  /** The ISO 15924 script of the languages whose forms of shared characters it draws (Chinese, Japanese, Korean). */
  writes?: string
}

/** The weights the image uses: the role, tagline and site at 500, the name and initials at 800. */
export const PREVIEW_WEIGHTS = [500, 800] as const
const INTER = { script: 'Latin', pkg: '@fontsource/inter', subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] } as const

/** The family the image asks for: Inter's Latin subset (the others are fallbacks, as satori picks one font per family name). */
export const PREVIEW_FAMILY = 'Inter'

const noto = (script: string, subset = script.toLowerCase()): Face => ({ script, pkg: `@fontsource/noto-sans-${subset}`, subsets: [subset] })
/**
 * The scripts of the world's most written languages that Inter lacks, in the order they are
 * tried. Chinese, Japanese and Korean come as variable fonts: static ones are about 70 MB a
 * package, as they ship every weight.
 */
const FACES: readonly Face[] = [
  noto('Arabic'),
  noto('Hebrew'),
  noto('Devanagari'),
  noto('Bengali'),
  noto('Gurmukhi'),
  noto('Gujarati'),
  noto('Odia', 'oriya'),
  noto('Tamil'),
  noto('Telugu'),
  noto('Kannada'),
  noto('Malayalam'),
  noto('Sinhala'),
  noto('Thai'),
  noto('Lao'),
  noto('Khmer'),
  noto('Myanmar'),
  noto('Ethiopic'),
  noto('Armenian'),
  noto('Georgian'),
  { script: 'Chinese', pkg: '@fontsource-variable/noto-sans-sc', subsets: 'numbered', variable: true, writes: 'Hans' },
  { script: 'Chinese', pkg: '@fontsource-variable/noto-sans-tc', subsets: 'numbered', variable: true, writes: 'Hant' },
  { script: 'Japanese', pkg: '@fontsource-variable/noto-sans-jp', subsets: 'numbered', variable: true, writes: 'Jpan' },
  { script: 'Korean', pkg: '@fontsource-variable/noto-sans-kr', subsets: 'numbered', variable: true, writes: 'Kore' },
]

/** Every script the image draws, for messages. */
export const PREVIEW_SCRIPTS: readonly string[] = [...new Set(['Latin', 'Greek', 'Cyrillic', ...FACES.map((face) => face.script)])]

/**
 * Emoji: satori draws them only as pictures it is given, and a font's outlines break their
 * sequences (families, flags, skin tones) into boxes; so none is drawn, even where a CJK font
 * has a few.
 */
const EMOJI = /[\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u

interface Subset {
  /** The name satori knows it by: each subset is a family of its own. */
  family: string
  face: Face | typeof INTER
  /** Its file at a weight (a package path): one file for every weight where the font is variable. */
  file: (weight: number) => string
  /** The characters its package lists for it: which file to read, not what the file has. */
  ranges: Range[]
  /** The characters every one of its files draws, once read. */
  glyphs?: Set<number>
}

const require = createRequire(import.meta.url)

const parseRanges = (list: string): Range[] =>
  list.split(',').map((range) => {
    const [from = '', to = from] = range.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)] as const
  })

const unicodeJson = (pkg: string) => JSON.parse(readFileSync(require.resolve(`${pkg}/unicode.json`), 'utf8')) as Record<string, string>

/** The package's name for its files: `noto-sans-sc` of @fontsource-variable/noto-sans-sc. */
const fileId = (pkg: string) => pkg.slice(pkg.indexOf('/') + 1)

function interSubsets(): Subset[] {
  const ranges = unicodeJson(INTER.pkg)
  return INTER.subsets.map((subset) => ({
    family: subset === 'latin' ? PREVIEW_FAMILY : `${PREVIEW_FAMILY} ${subset}`,
    face: INTER,
    file: (weight: number) => `${INTER.pkg}/files/inter-${subset}-${weight}-normal.woff`,
    ranges: parseRanges(ranges[subset] ?? ''),
  }))
}

function faceSubsets(face: Face): Subset[] {
  const id = fileId(face.pkg)
  return Object.entries(unicodeJson(face.pkg)).flatMap(([key, list]) => {
    // A CJK package's own slices are numbered "[0]" to "[123]"; its Latin and Cyrillic ones are Inter's business.
    const number = /^\[(\d+)\]$/.exec(key)?.[1]
    const subset = face.subsets === 'numbered' ? number : face.subsets.includes(key) ? key : undefined
    if (subset === undefined) return []
    const file = face.variable ? () => `${face.pkg}/files/${id}-${subset}-wght-normal.woff2` : (weight: number) => `${face.pkg}/files/${id}-${subset}-${weight}-normal.woff`
    return [{ family: `${id} ${subset}`, face, file, ranges: parseRanges(list) }]
  })
}

let inter: Subset[] | undefined
let others: Subset[] | undefined
const interSet = () => (inter ??= interSubsets())
const otherSet = () => (others ??= FACES.flatMap(faceSubsets))

const files = new Map<string, Buffer>()
/** One Buffer per file for the whole build: satori keeps a font it has parsed by its data. */
function fontData(path: string): Buffer {
  let data = files.get(path)
  if (!data) files.set(path, (data = readFileSync(require.resolve(path))))
  return data
}

/** The characters all of the subset's files draw, from their cmaps (read once). */
function glyphsOf(subset: Subset): Set<number> {
  subset.glyphs ??= [...new Set(PREVIEW_WEIGHTS.map(subset.file))]
    .map((path) => fontCodePoints(fontData(path)))
    .reduce((all, codes) => new Set([...all].filter((code) => codes.has(code))))
  return subset.glyphs
}

const listed = (subset: Subset, code: number) => subset.ranges.some(([from, to]) => code >= from && code <= to)

const coverage = new Map<number, Subset[]>()
/** The subsets drawing a code point, Inter's first, then the other faces' in FACES' order. None for emoji. */
function subsetsOf(character: string): Subset[] {
  const code = character.codePointAt(0) ?? 0
  let found = coverage.get(code)
  if (!found) {
    found = EMOJI.test(character) ? [] : [...interSet(), ...otherSet()].filter((subset) => listed(subset, code) && glyphsOf(subset).has(code))
    coverage.set(code, found)
  }
  return found
}

/** Spaces and line breaks: laid out, never drawn. */
const blank = (character: string) => (character.codePointAt(0) ?? 0) <= 0x20

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The characters of `text` no bundled font draws, each once, as the reader sees them (a flag, a
 * family emoji or a letter with its marks is one): the image would show them as boxes.
 */
export function undrawable(text: string): string[] {
  const missing = [...graphemes.segment(text)].map(({ segment }) => segment).filter((segment) => [...segment].some((character) => !blank(character) && subsetsOf(character).length === 0))
  return [...new Set(missing)]
}

/** The script a language writes in (ISO 15924), when its tag is one. */
function scriptOf(lang: string | undefined): string | undefined {
  const tag = lang && canonicalTag(lang)
  return tag ? usualScript(tag) : undefined
}

/**
 * The faces in the order they are tried: the one for the page's language first where a
 * character has more than one form (直 in Japanese and in Chinese), then FACES' order.
 */
function faceOrder(lang: string | undefined): readonly Face[] {
  const script = scriptOf(lang)
  const own = FACES.filter((face) => face.writes !== undefined && face.writes === script)
  return [...own, ...FACES.filter((face) => !own.includes(face))]
}

/** The subset that draws a character: Inter's where it has it, else the first face's in the order tried. */
function subsetFor(character: string, order: readonly Face[]): Subset | undefined {
  const holders = subsetsOf(character)
  const own = holders.find((subset) => subset.face === INTER)
  if (own || holders.length === 0) return own
  const face = order.find((candidate) => holders.some((subset) => subset.face === candidate))
  return holders.find((subset) => subset.face === face)
}

/**
 * Whether a character comes from a variable font, which satori draws at its default instance:
 * Noto Sans CJK's is Thin. Text asking for 600 or more gets satori's synthetic bold, about
 * Regular, so the image asks for it on such characters.
 */
export function drawnThin(character: string, lang?: string): boolean {
  const subset = subsetFor(character, faceOrder(lang))
  return subset !== undefined && subset.face !== INTER && (subset.face as Face).variable === true
}

/** A font file that draws part of a text, under the family name the text's fonts give it. */
export interface FontFile {
  family: string
  weight: number
  /** The file, resolved. */
  path: string
}

/**
 * The font files that draw `text` at each of `weights`: all of Inter's (a few KB each), then for
 * each other character the subset of the first face that draws it, in the order tried (satori
 * and react-pdf fall back along the families in the order given). Nothing is read for characters
 * no face has.
 */
export function fontFiles(text: string, lang: string | undefined, weights: readonly number[]): (FontFile & { codePoints: ReadonlySet<number> })[] {
  const order = faceOrder(lang)
  const chosen = new Set<Subset>()
  for (const character of new Set(text)) {
    const subset = subsetFor(character, order)
    if (subset && subset.face !== INTER) chosen.add(subset)
  }
  const rank = (subset: Subset) => order.indexOf(subset.face as Face)
  const subsets = [...interSet(), ...[...chosen].sort((a, b) => rank(a) - rank(b))]
  return subsets.flatMap((subset) => {
    // A variable font's one file, at its default instance: text of any weight is drawn from it.
    const variable = 'variable' in subset.face && subset.face.variable === true
    return (variable ? [400] : weights).map((weight) => ({ family: subset.family, weight, path: require.resolve(subset.file(weight)), codePoints: glyphsOf(subset) }))
  })
}

/** The fonts satori needs for `text` (fontFiles at the image's weights). */
export function previewFonts(text: string, lang?: string): PreviewFont[] {
  return fontFiles(text, lang, PREVIEW_WEIGHTS).map(({ family, weight, path, codePoints }) => ({ name: family, weight: weight as FontWeight, style: 'normal' as const, data: fontData(path), codePoints }))
}
