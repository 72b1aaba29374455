// Project picture: a deep zoom into the Mandelbrot set, rendered pixel by pixel.
import path from 'node:path'
import sharp from 'sharp'
import { fmtInt, lerp, nth } from '../math.ts'
import { FONT, hexToRgb, P, type Rgb } from '../palette.ts'
import { PICTURES_DIR } from '../paths.ts'
import { writeWebp } from '../raster.ts'
import { circle, rect, shadowFilter, svgDoc, text, textWidth } from '../svg.ts'

const FRACTAL_PALETTE: readonly Rgb[] = [P.navy, '#1e1b4b', '#3b2a9a', P.violet, '#b5298f', P.pink, '#f0603c', P.amber, '#fde68a'].map(hexToRgb)

/** Smooth (continuous) escape-time colouring; the palette ping-pongs so the cycle has no seam. */
function mandelbrotColor(cRe: number, cIm: number, maxIter: number): Rgb {
  let x = 0
  let y = 0
  let x2 = 0
  let y2 = 0
  let n = 0
  while (x2 + y2 <= 256 && n < maxIter) {
    y = 2 * x * y + cIm
    x = x2 - y2 + cRe
    x2 = x * x
    y2 = y * y
    n++
  }
  if (n >= maxIter) return nth(FRACTAL_PALETTE, 0)
  const mu = n + 1 - Math.log2(Math.log(x2 + y2) / 2)
  const s = Math.log(mu + 1) * 1.15 // logarithmic so deep iterations still cycle
  const cycle = s % 2
  const u = (cycle < 1 ? cycle : 2 - cycle) * (FRACTAL_PALETTE.length - 1)
  const i = Math.min(Math.floor(u), FRACTAL_PALETTE.length - 2)
  const f = u - i
  const a = nth(FRACTAL_PALETTE, i)
  const b = nth(FRACTAL_PALETTE, i + 1)
  return [lerp(a[0], b[0], f), lerp(a[1], b[1], f), lerp(a[2], b[2], f)]
}

interface View {
  centerRe: number
  centerIm: number
  /** Width of the view on the real axis. */
  spanRe: number
  maxIter: number
  /** Samples per pixel along each axis (antialiasing). */
  samples?: number
}

function renderMandelbrot(width: number, height: number, { centerRe, centerIm, spanRe, maxIter, samples = 2 }: View): Buffer {
  const out = Buffer.alloc(width * height * 3)
  const step = spanRe / width
  const re0 = centerRe - spanRe / 2
  const im0 = centerIm + (step * height) / 2
  const inv = 1 / (samples * samples)
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let r = 0
      let g = 0
      let b = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = mandelbrotColor(re0 + (px + (sx + 0.5) / samples) * step, im0 - (py + (sy + 0.5) / samples) * step, maxIter)
          r += c[0]
          g += c[1]
          b += c[2]
        }
      }
      const o = (py * width + px) * 3
      out[o] = Math.round(r * inv)
      out[o + 1] = Math.round(g * inv)
      out[o + 2] = Math.round(b * inv)
    }
  }
  return out
}

export async function generateFractal(): Promise<void> {
  const W = 1200
  const H = 750
  const view = { centerRe: -0.74338, centerIm: 0.13135, spanRe: 0.0045, maxIter: 2000 }
  const pixels = renderMandelbrot(W, H, view)

  const label = 'MPI × OpenMP × CUDA — 8192×8192, 2,000 iterations'
  const lw = textWidth(label, 15, 600) + 48
  const defs = shadowFilter('lbl', { dy: 6, blur: 12, opacity: 0.4, color: '#000000' })
  const overlay = [
    rect(28, H - 28 - 46, lw, 46, { r: 23, fill: 'rgba(11,16,32,0.74)', stroke: 'rgba(255,255,255,0.16)', sw: 1, filter: 'url(#lbl)' }),
    circle(50, H - 28 - 23, 5, { fill: P.teal }),
    text(64, H - 28 - 18, label, { size: 15, weight: 600, fill: P.white }),
    rect(W - 28 - 254, 28, 254, 34, { r: 17, fill: 'rgba(11,16,32,0.6)', stroke: 'rgba(255,255,255,0.12)', sw: 1 }),
    text(W - 28 - 127, 50, `re ${view.centerRe}  im ${view.centerIm}  ×${fmtInt(3 / view.spanRe)}`, { size: 12, family: FONT.mono, fill: '#cbd5e1', anchor: 'middle' }),
  ].join('')
  await writeWebp(
    path.join(PICTURES_DIR, 'projects', 'fractal-generator.webp'),
    // a sub-pixel blur tames the hair-thin filaments that would otherwise dominate the byte budget
    () => sharp(pixels, { raw: { width: W, height: H, channels: 3 } }).blur(0.55).composite([{ input: Buffer.from(svgDoc(W, H, overlay, defs)) }]),
    { cap: 70_000, quality: 68 },
  )
}
