/**
 * The link-preview (Open Graph) image: 1200×630, drawn from the owner's identity so a fork
 * shows its own name. satori lays the tree out and turns every glyph into a path, using Inter
 * shipped by @fontsource/inter (no system font is read), and sharp rasterises the SVG to PNG.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { CSSProperties, ReactElement } from 'react'
import satori, { type Font } from 'satori'
import sharp from 'sharp'
import { createRandom } from '../src/build-surface.ts'
import { charactersWithoutGlyphs } from './resume/resume-pdf.ts'

export interface PreviewImageInput {
  name: string
  role: string
  tagline: string
  /** The host shown at the bottom, e.g. "janedoe.dev". */
  site: string
}

/** Whether the image's font draws every letter of its text (Inter: Latin, Greek, Cyrillic, Vietnamese). */
export const previewDraws = ({ name, role, tagline }: PreviewImageInput) => charactersWithoutGlyphs(`${name}${role}${tagline}`).length === 0

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

const FAMILY = 'Inter'
const WEIGHTS = [500, 800] as const
/** Every subset @fontsource/inter ships: Latin, Vietnamese, Greek and Cyrillic names (not CJK, Arabic, ...). */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const

let fonts: Font[] | undefined

/**
 * satori reads woff but not woff2. It picks one font per family name, then looks for a glyph
 * it lacks in every other family, so each subset is a family of its own. One array, reused.
 */
function loadFonts(): Font[] {
  const require = createRequire(import.meta.url)
  fonts ??= WEIGHTS.flatMap((weight) =>
    SUBSETS.map((subset) => ({
      name: subset === 'latin' ? FAMILY : `${FAMILY} ${subset}`,
      weight,
      style: 'normal' as const,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  )
  return fonts
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

/** The size at which the name should fit on one line, from 104 px down to 64 px; below that it wraps instead. */
function nameFontSize(name: string): number {
  const fitting = TEXT_WIDTH / (Math.max(name.length, 1) * NAME_ADVANCE)
  return Math.round(Math.min(104, Math.max(64, fitting)))
}

/** Up to two letters: the first of the first and last words. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => (word ? [...word][0] : ''))
  return letters.join('').toUpperCase()
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

/** Text that stays within `lines` lines, ending in an ellipsis when it would not. */
function clamped(lines: number, style: CSSProperties, text: string): PreviewNode {
  return box({ display: 'block', lineClamp: lines, overflow: 'hidden', overflowWrap: 'break-word', ...style }, text)
}

function tree({ name, role, tagline, site }: PreviewImageInput): PreviewNode {
  const nameSize = nameFontSize(name)
  return box(
    {
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      display: 'flex',
      position: 'relative',
      fontFamily: FAMILY,
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
            initials(name),
          ),
          box({ display: 'flex', flexDirection: 'column' }, [
            clamped(2, { color: colors.name, fontSize: nameSize, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }, name),
            clamped(1, { marginTop: 20, color: colors.role, fontSize: 38, fontWeight: 500, lineHeight: 1.25 }, role),
            clamped(2, { marginTop: 14, color: colors.tagline, fontSize: 30, fontWeight: 500, lineHeight: 1.35 }, tagline),
          ]),
          box({ display: 'flex', alignItems: 'center' }, [
            box({
              width: 48,
              height: 6,
              borderRadius: 3,
              backgroundImage: `linear-gradient(90deg, ${colors.brandFrom}, ${colors.brandTo})`,
            }),
            clamped(1, { marginLeft: 18, color: colors.site, fontSize: 26, fontWeight: 500 }, site),
          ]),
        ],
      ),
    ],
  )
}

/**
 * The preview as a PNG of exactly PREVIEW_WIDTH × PREVIEW_HEIGHT. A palette keeps it near 55 KB
 * (full colour is about twice that); dithering hides banding in the glow.
 */
export async function renderPreviewImage(input: PreviewImageInput): Promise<Buffer> {
  const svg = await satori(tree(input), { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: loadFonts() })
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, dither: 1 }).toBuffer()
}
