/**
 * The characters a font file has glyphs for, as fontkit reads its cmap, from WOFF and WOFF2 as
 * @fontsource ships them. A package's unicode ranges say which file to fetch for a character,
 * not that the file has it: the Chinese, Japanese and Korean fonts' slices list code points their
 * glyphs do not cover (Cherokee, Khmer, ...).
 */
import { create } from 'fontkit'

/** The code points the font maps to a glyph other than .notdef. */
export function fontCodePoints(data: Buffer): Set<number> {
  const signature = data.toString('latin1', 0, 4)
  if (signature !== 'wOF2' && signature !== 'wOFF') throw new Error('not a WOFF or WOFF2 font')
  const font = create(data)
  // A format-4 cmap ends with U+FFFF mapped to .notdef: listed in the character set, drawn by nothing.
  return new Set(font.characterSet.filter((code) => font.hasGlyphForCodePoint(code)))
}
