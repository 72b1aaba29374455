// fontkit ships no types: the part of a font builder/font-cmap.ts reads.
declare module 'fontkit' {
  interface Font {
    /** Every code point the cmap lists. */
    characterSet: number[]
    hasGlyphForCodePoint(codePoint: number): boolean
  }
  export function create(data: Buffer): Font
}
