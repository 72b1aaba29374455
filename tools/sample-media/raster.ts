// Encoding to WebP under a byte cap, and the table of everything written.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { fmtInt, sum } from './math.ts'
import { ROOT } from './paths.ts'

// Each picture is rendered once, so libvips' operation cache would only hold memory.
sharp.cache(false)

export interface Result {
  file: string
  width: number
  height: number
  bytes: number
  /** The most bytes the file may take; the run fails when one is over. */
  cap?: number
  note: string
}

export const results: Result[] = []

export function ensureDir(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
}

/**
 * Encode a sharp pipeline to WebP under a byte cap. `makeImage` returns a fresh sharp instance
 * each time (pipelines are single-use). Quality steps down from `quality` until the file fits;
 * the steps are fixed, so the output is still deterministic.
 */
export async function writeWebp(file: string, makeImage: () => Sharp, { cap, quality = 86, minQuality = 50 }: { cap: number; quality?: number; minQuality?: number }): Promise<void> {
  ensureDir(file)
  let q = quality
  let buffer = await makeImage().webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer()
  while (buffer.length > cap && q > minQuality) {
    q -= 4
    buffer = await makeImage().webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer()
  }
  writeFileSync(file, buffer)
  const meta = await sharp(buffer).metadata()
  results.push({ file, width: meta.width, height: meta.height, bytes: buffer.length, cap, note: `webp q${q}` })
}

export const fromSvg = (svg: string) => (): Sharp => sharp(Buffer.from(svg), { density: 72 })
export const fromRaw = (buffer: Buffer, width: number, height: number, channels: 3 | 4 = 3) => (): Sharp => sharp(buffer, { raw: { width, height, channels } })

export function printTable(elapsedMs: number): void {
  const rows = results.map((r) => [
    path.relative(ROOT, r.file),
    `${r.width}×${r.height}`,
    fmtInt(r.bytes),
    r.cap ? `${((r.bytes / r.cap) * 100).toFixed(0)}% of ${fmtInt(r.cap)}` : '—',
    r.note,
  ])
  const header = ['file', 'dimensions', 'bytes', 'cap', 'notes']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)))
  // the bytes column is right-aligned, every other column left-aligned
  const fmtRow = (r: string[]) => r.map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ')
  console.log(`\n${fmtRow(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`)
  for (const r of rows) console.log(fmtRow(r))
  console.log(`\n${results.length} files, ${fmtInt(sum(results.map((r) => r.bytes)))} bytes total, ${(elapsedMs / 1000).toFixed(1)} s`)
}
