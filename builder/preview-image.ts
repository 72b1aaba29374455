/**
 * The link-preview (Open Graph) image: 1200×630, drawn from the owner's identity so a fork
 * shows its own name. satori lays the tree out, shapes the text with HarfBuzz (Arabic joins,
 * Indic clusters, right-to-left order) and turns every glyph into a path, using fonts shipped on
 * npm (builder/preview-fonts.ts: no system font is read), and sharp rasterises the SVG to PNG.
 * It draws only text its fonts have (builder/preview-text.ts), so no letter comes out as a box.
 */
import type { CSSProperties, ReactElement } from 'react'
import satori from 'satori'
import sharp from 'sharp'
import { canonicalTag, createRandom, textDirection } from '../src/build-surface.ts'
import { PREVIEW_FAMILY, drawnThin, previewFonts, undrawable, type PreviewFont } from './preview-fonts.ts'
import { previewText, type PreviewImageInput, type PreviewText } from './preview-text.ts'

export { previewDraws, type PreviewImageInput } from './preview-text.ts'

export const PREVIEW_WIDTH = 1200
export const PREVIEW_HEIGHT = 630
/** Space kept clear on every side; text never enters it. */
export const PREVIEW_MARGIN = 80

const colors = {
  background: '#0b1020',
  brandFrom: '#4f46e5',
  brandTo: '#7c3aed',
  name: '#ffffff',
  role: '#c7d2fe',
  tagline: '#cbd5e1',
  site: '#e2e8f0',
}

type Child = PreviewNode | string
type PreviewNode = ReactElement<{ style: CSSProperties; children?: Child | Child[] }>

/** A satori element as a plain object: no JSX runtime needed in a build script. */
function box(style: CSSProperties, children?: Child | Child[]): PreviewNode {
  return { type: 'div', key: null, props: { style, children } }
}

const TEXT_WIDTH = PREVIEW_WIDTH - 2 * PREVIEW_MARGIN
/** Inter ExtraBold's mean advance, as a share of the font size, over mixed-case names. */
const NAME_ADVANCE = 0.6

/** Chinese, Japanese and Korean characters: each a full em wide. */
const WIDE = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u
/** The name's width on one line, in ems. */
const ems = (name: string) => [...name].reduce((width, character) => width + (WIDE.test(character) ? 1 : NAME_ADVANCE), 0)

/** The size at which the name should fit on one line, from 104 px down to 64 px; below that it wraps instead. */
function nameFontSize(name: string): number {
  const fitting = TEXT_WIDTH / Math.max(ems(name), NAME_ADVANCE)
  return Math.round(Math.min(104, Math.max(64, fitting)))
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
/** Signs joining a consonant to the next (Indic viramas, Sinhala's, Myanmar's, Khmer's coeng): a letter ending in one is half a cluster. */
const JOINS_NEXT = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA\u1039\u17D2]$/u

/** The word's first letter as a reader sees it: a whole cluster, as in श्री or ಶ್ರೀ. */
function firstLetter(word = ''): string {
  let letter = ''
  for (const { segment } of graphemes.segment(word)) {
    letter += segment
    if (!JOINS_NEXT.test(letter)) break
  }
  return letter
}
const hasCase = (letter: string) => letter.toUpperCase() !== letter.toLowerCase()

/**
 * Up to two capitals: the first letters of the first and last words. A script without capitals
 * (Arabic, Chinese, Devanagari, ...) writes no initials: its first letter stands alone, as two
 * Arabic letters side by side would join into a word.
 */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = firstLetter(words[0])
  const last = words.length > 1 ? firstLetter(words.at(-1)) : ''
  if (!hasCase(first)) return first
  const letters = hasCase(last) ? `${first}${last}` : first
  const capitals = letters.toUpperCase()
  return undrawable(capitals).length === 0 ? capitals : letters
}

/** The hero's floating dots, seeded so every build draws the same ones. */
function dots(count: number): PreviewNode[] {
  const random = createRandom(7)
  return Array.from({ length: count }, () => {
    const size = 3 + random() * 5
    return box({
      position: 'absolute',
      left: Math.round(random() * PREVIEW_WIDTH),
      top: Math.round(random() * PREVIEW_HEIGHT),
      width: size,
      height: size,
      borderRadius: size,
      backgroundColor: `rgba(199, 210, 254, ${(0.15 + random() * 0.3).toFixed(2)})`,
    })
  })
}

/** How far glyphs reach past a tight line, as a share of the font size: Devanagari's vowel signs above, a g's tail or Telugu's joined consonants below. */
const BLEED = 0.35
/** A weight from which satori emboldens a font lighter than semibold. */
const SYNTHETIC_BOLD = 700

/**
 * The weight to ask for: at least SYNTHETIC_BOLD where a font drawn Thin (Chinese, Japanese,
 * Korean) draws some of the text, so satori emboldens it to about Regular. The whole element's,
 * as satori clamps lines only in text without inline elements.
 */
const weightFor = (text: string, weight: number, lang: string | undefined) => ([...text].some((character) => drawnThin(character, lang)) ? Math.max(weight, SYNTHETIC_BOLD) : weight)

/**
 * Text that stays within `lines` lines, ending in an ellipsis when it would not. The box clips
 * at its padding, so padding makes room for marks above and below the lines, and margins as
 * large take it back: the lines stay where they are.
 */
function clamped(lines: number, style: CSSProperties, text: string, lang: string | undefined): PreviewNode {
  const bleed = Math.round(Number(style.fontSize) * BLEED)
  const marginTop = Number(style.marginTop ?? 0) - bleed
  const fontWeight = weightFor(text, Number(style.fontWeight), lang)
  return box({ display: 'block', lineClamp: lines, overflow: 'hidden', overflowWrap: 'break-word', ...style, fontWeight, paddingTop: bleed, paddingBottom: bleed, marginTop, marginBottom: -bleed }, text)
}

/** With no `site`, the title is the site's address (previewText): it reads left to right, as the address line does. */
function tree({ title, role, tagline, site }: PreviewText, lang: string | undefined): PreviewNode {
  const nameSize = nameFontSize(title)
  const direction = lang && canonicalTag(lang) ? textDirection(lang) : 'ltr'
  return box(
    {
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      display: 'flex',
      position: 'relative',
      direction,
      fontFamily: PREVIEW_FAMILY,
      backgroundColor: colors.background,
      backgroundImage: [
        `radial-gradient(circle at 88% 8%, rgba(124, 58, 237, 0.55) 0%, rgba(124, 58, 237, 0) 45%)`,
        `radial-gradient(circle at 10% 105%, rgba(79, 70, 229, 0.5) 0%, rgba(79, 70, 229, 0) 50%)`,
      ].join(', '),
    },
    [
      ...dots(18),
      box(
        {
          position: 'absolute',
          inset: PREVIEW_MARGIN,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
        [
          box(
            {
              width: 64,
              height: 64,
              borderRadius: 16,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              backgroundImage: `linear-gradient(135deg, ${colors.brandFrom}, ${colors.brandTo})`,
              color: colors.name,
              fontSize: 26,
              fontWeight: 800,
              letterSpacing: 1,
            },
            initials(title),
          ),
          box({ display: 'flex', flexDirection: 'column' }, [
            clamped(2, { color: colors.name, fontSize: nameSize, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2, ...(!site && { direction: 'ltr' }) }, title, lang),
            clamped(1, { marginTop: 20, color: colors.role, fontSize: 38, fontWeight: 500, lineHeight: 1.25 }, role, lang),
            clamped(2, { marginTop: 14, color: colors.tagline, fontSize: 30, fontWeight: 500, lineHeight: 1.35 }, tagline, lang),
          ]),
          // A gap, not a margin, so the address follows the bar on either side in right-to-left.
          box({ display: 'flex', alignItems: 'center', gap: 18 }, [
            box({
              width: 48,
              height: 6,
              borderRadius: 3,
              backgroundImage: `linear-gradient(90deg, ${colors.brandFrom}, ${colors.brandTo})`,
            }),
            // An address reads left to right in any language: in a right-to-left line its parts would swap.
            clamped(1, { color: colors.site, fontSize: 26, fontWeight: 500, direction: 'ltr' }, site, lang),
          ]),
        ],
      ),
    ],
  )
}

/** Every string the tree draws. */
export const drawnStrings = (node: Child | Child[] | undefined): string[] =>
  node === undefined ? [] : typeof node === 'string' ? [node] : Array.isArray(node) ? node.flatMap(drawnStrings) : drawnStrings(node.props.children)

/**
 * What satori is given: the tree, laid out right to left for a right-to-left language, and the
 * fonts for the text it draws, the page language's forms of Chinese, Japanese and Korean first.
 */
export function previewScene(input: PreviewImageInput): { tree: PreviewNode; fonts: PreviewFont[] } {
  const layout = tree(previewText(input), input.lang)
  return { tree: layout, fonts: previewFonts(drawnStrings(layout).join(''), input.lang) }
}

/**
 * The preview as a PNG of exactly PREVIEW_WIDTH × PREVIEW_HEIGHT. A palette keeps it near 55 KB
 * (full colour is about twice that); dithering hides banding in the glow.
 */
export async function renderPreviewImage(input: PreviewImageInput): Promise<Buffer> {
  const { tree, fonts } = previewScene(input)
  const svg = await satori(tree, { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts })
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, dither: 1 }).toBuffer()
}
