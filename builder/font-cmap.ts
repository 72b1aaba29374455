/**
 * The characters a font file has glyphs for, read from its cmap table, in WOFF (zlib) and WOFF2
 * (brotli) as @fontsource ships them. A package's unicode ranges say which file to fetch for a
 * character, not that the file has it: the Chinese, Japanese and Korean fonts' slices list code
 * points their glyphs do not cover (Cherokee, Khmer, ...).
 */
import { brotliDecompressSync, inflateSync } from 'node:zlib'

const tag = (data: Buffer, at: number) => data.toString('latin1', at, at + 4)

/** The sfnt tables WOFF2 names by number (its "known table tags"), in order: cmap is 0. */
const WOFF2_TAGS = 'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'.split(' ').map((name) => name.replace('_', ' '))

/** A WOFF2 variable-length number (UIntBase128): seven bits a byte, the high bit set on all but the last. */
function base128(data: Buffer, at: { offset: number }): number {
  let value = 0
  for (let index = 0; index < 5; index++) {
    const byte = data.readUInt8(at.offset++)
    value = value * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) return value
  }
  throw new Error('a WOFF2 length runs past five bytes')
}

/** The cmap table of a WOFF2 file: its tables follow each other, unpadded, in one brotli stream, and cmap is never transformed. */
function woff2Cmap(data: Buffer): Buffer {
  const tables = data.readUInt16BE(12)
  const compressed = data.readUInt32BE(20)
  const at = { offset: 48 }
  let position = 0
  let cmap: { offset: number; length: number } | undefined
  for (let index = 0; index < tables; index++) {
    const flags = data.readUInt8(at.offset++)
    const known = flags & 0x3f
    const name = known === 63 ? tag(data, at.offset) : WOFF2_TAGS[known]
    if (known === 63) at.offset += 4
    const version = flags >> 6
    const length = base128(data, at)
    // glyf and loca are transformed unless their version is 3; any other table is, unless its version is 0.
    const transformed = name === 'glyf' || name === 'loca' ? version !== 3 : version !== 0
    const stored = transformed ? base128(data, at) : length
    if (name === 'cmap') cmap = { offset: position, length }
    position += stored
  }
  if (!cmap) throw new Error('the font has no cmap table')
  const stream = brotliDecompressSync(data.subarray(at.offset, at.offset + compressed))
  return stream.subarray(cmap.offset, cmap.offset + cmap.length)
}

/** The cmap table of a WOFF file, inflated where it is compressed. */
function woffCmap(data: Buffer): Buffer {
  const tables = data.readUInt16BE(12)
  for (let index = 0; index < tables; index++) {
    const entry = 44 + index * 20
    if (tag(data, entry) !== 'cmap') continue
    const [offset, compressed, length] = [data.readUInt32BE(entry + 4), data.readUInt32BE(entry + 8), data.readUInt32BE(entry + 12)]
    const stored = data.subarray(offset, offset + compressed)
    return compressed < length ? inflateSync(stored) : stored
  }
  throw new Error('the font has no cmap table')
}

/** Segment mapping to delta values (format 4): the Basic Multilingual Plane. */
function format4(cmap: Buffer, at: number, into: Set<number>) {
  const segments = cmap.readUInt16BE(at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  for (let segment = 0; segment < segments; segment++) {
    const [start, end] = [cmap.readUInt16BE(starts + segment * 2), cmap.readUInt16BE(ends + segment * 2)]
    const delta = cmap.readInt16BE(deltas + segment * 2)
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph = (code + delta) & 0xffff
      if (rangeOffset !== 0) {
        const slot = rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2
        const found = slot + 2 <= cmap.length ? cmap.readUInt16BE(slot) : 0
        glyph = found === 0 ? 0 : (found + delta) & 0xffff
      }
      if (glyph !== 0) into.add(code)
    }
  }
}

/** Segmented coverage (format 12): every plane. */
function format12(cmap: Buffer, at: number, into: Set<number>) {
  const groups = cmap.readUInt32BE(at + 12)
  for (let group = 0; group < groups; group++) {
    const entry = at + 16 + group * 12
    const [start, end, glyph] = [cmap.readUInt32BE(entry), cmap.readUInt32BE(entry + 4), cmap.readUInt32BE(entry + 8)]
    for (let code = start; code <= end; code++) if (glyph + (code - start) !== 0) into.add(code)
  }
}

/** The code points the font maps to a glyph, from its Unicode cmap subtables (format 4 and 12). */
export function fontCodePoints(data: Buffer): Set<number> {
  const signature = tag(data, 0)
  if (signature !== 'wOF2' && signature !== 'wOFF') throw new Error('not a WOFF or WOFF2 font')
  const cmap = signature === 'wOF2' ? woff2Cmap(data) : woffCmap(data)
  const codes = new Set<number>()
  const subtables = cmap.readUInt16BE(2)
  for (let index = 0; index < subtables; index++) {
    const [platform, encoding, offset] = [cmap.readUInt16BE(4 + index * 8), cmap.readUInt16BE(6 + index * 8), cmap.readUInt32BE(8 + index * 8)]
    // Unicode subtables only: platform 0, or Windows (3) with Unicode BMP (1) or full repertoire (10).
    if (platform !== 0 && !(platform === 3 && (encoding === 1 || encoding === 10))) continue
    const format = cmap.readUInt16BE(offset)
    if (format === 4) format4(cmap, offset, codes)
    else if (format === 12) format12(cmap, offset, codes)
  }
  return codes
}
