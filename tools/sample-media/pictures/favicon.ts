// The site's favicon: written as SVG by hand (not rasterised), so it stays sharp at any size.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { PUBLIC_DIR } from '../paths.ts'
import { ensureDir, results } from '../raster.ts'

export async function generateFavicon(): Promise<void> {
  // A rounded square with an indigo→violet gradient and a geometric white mark
  // (two interlocking chevrons forming an abstract "M"), drawn with paths only.
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>',
    '<rect width="64" height="64" rx="14" fill="url(#g)"/>',
    '<path d="M16 44V21l16 14 16-14v23" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
    '<circle cx="32" cy="48" r="3.5" fill="#fff" fill-opacity=".85"/>',
    '</svg>',
    '',
  ].join('\n')
  const file = path.join(PUBLIC_DIR, 'favicon.svg')
  ensureDir(file)
  writeFileSync(file, svg)
  results.push({ file, width: 64, height: 64, bytes: Buffer.byteLength(svg), note: 'svg' })
}
