// The hero's light: soft blobs drifting over navy. The hero video loops it; the shell picture
// uses one frame of it as its backdrop.
import { clamp, smoothstep, TAU } from './math.ts'
import { hexToRgb, P } from './palette.ts'
import { createRng } from './random.ts'

export const HERO = { width: 1280, height: 720, fps: 24, seconds: 8 }

interface Blob {
  color: string
  /** Rest position, normalised to the frame. */
  x: number
  y: number
  /** How far it drifts either way, normalised. */
  ax: number
  ay: number
  /** Whole cycles per loop, so the last frame leads back into the first. */
  fx: number
  fy: number
  phase: number
  /** Radii, relative to the frame's shorter side. */
  rx: number
  ry: number
  strength: number
}

/** Each blob moves on a Lissajous path with integer frequencies, so the animation is periodic in t. */
const HERO_BLOBS: readonly Blob[] = [
  { color: P.indigo, x: 0.24, y: 0.34, ax: 0.09, ay: 0.08, fx: 1, fy: 1, phase: 0.0, rx: 0.3, ry: 0.42, strength: 0.8 },
  { color: P.violet, x: 0.68, y: 0.3, ax: 0.08, ay: 0.09, fx: -1, fy: 1, phase: 0.3, rx: 0.27, ry: 0.38, strength: 0.72 },
  { color: P.pink, x: 0.82, y: 0.78, ax: 0.07, ay: 0.06, fx: 1, fy: -1, phase: 0.55, rx: 0.2, ry: 0.3, strength: 0.5 },
  { color: P.teal, x: 0.18, y: 0.84, ax: 0.07, ay: 0.05, fx: -1, fy: -1, phase: 0.8, rx: 0.19, ry: 0.28, strength: 0.42 },
  { color: P.indigo, x: 0.52, y: 0.62, ax: 0.11, ay: 0.05, fx: 1, fy: 2, phase: 0.15, rx: 0.2, ry: 0.3, strength: 0.38 },
]

/**
 * The layers that do not move: `shade` multiplies colour (vignette), `glow` adds light (a faint
 * grid), `dither` breaks banding. Computed once per size and shared by every frame.
 */
export interface HeroLayers {
  shade: Float32Array
  glow: Float32Array
  dither: Float32Array
}

export function heroStaticLayers(width: number, height: number): HeroLayers {
  const shade = new Float32Array(width * height)
  const glow = new Float32Array(width * height)
  const dither = new Float32Array(width * height)
  const rng = createRng(0x5eed)
  const cell = Math.round(width / 24)
  const offX = Math.round((width % cell) / 2 + cell / 2)
  const offY = Math.round((height % cell) / 2 + cell / 2)
  for (let y = 0; y < height; y++) {
    const ny = (y / height) * 2 - 1
    for (let x = 0; x < width; x++) {
      const nx = (x / width) * 2 - 1
      const i = y * width + x
      const d2 = nx * nx * 0.8 + ny * ny
      shade[i] = 1 - 0.42 * smoothstep(clamp(d2 / 1.6, 0, 1))
      const onGrid = (x - offX) % cell === 0 || (y - offY) % cell === 0
      const gridMask = 1 - smoothstep(clamp(d2 / 1.1, 0, 1))
      glow[i] = onGrid ? 7 * gridMask : 0
      dither[i] = rng.next() + rng.next() - 1 // triangular noise in [-1, 1]
    }
  }
  return { shade, glow, dither }
}

export interface HeroFrameOptions {
  width?: number
  height?: number
  layers?: HeroLayers
  /** How bright the blobs get: the hero stays dark for the text laid over it. */
  intensity?: number
}

/**
 * One frame at phase t ∈ [0, 1) as packed RGB24.
 * Indexes in the pixel loops stay within the arrays, so `?? 0` never applies: it only satisfies
 * noUncheckedIndexedAccess without a function call per pixel.
 */
export function renderHeroFrame(t: number, { width = HERO.width, height = HERO.height, layers = heroStaticLayers(width, height), intensity = 0.7 }: HeroFrameOptions = {}): Buffer {
  const [br, bg, bb] = hexToRgb(P.navy)
  const r = new Float32Array(width * height).fill(br)
  const g = new Float32Array(width * height).fill(bg)
  const b = new Float32Array(width * height).fill(bb)
  const gx = new Float32Array(width)
  const gy = new Float32Array(height)
  const scale = Math.min(width, height)

  for (const blob of HERO_BLOBS) {
    const breathe = 1 + 0.06 * Math.sin(TAU * (t + blob.phase))
    const cx = width * (blob.x + blob.ax * Math.cos(TAU * (blob.fx * t + blob.phase)))
    const cy = height * (blob.y + blob.ay * Math.sin(TAU * (blob.fy * t + blob.phase)))
    const sx = scale * blob.rx * breathe * 1.25
    const sy = scale * blob.ry * breathe * 0.9
    for (let x = 0; x < width; x++) gx[x] = Math.exp(-(((x - cx) / sx) ** 2))
    for (let y = 0; y < height; y++) gy[y] = Math.exp(-(((y - cy) / sy) ** 2))
    const [cr, cg, cb] = hexToRgb(blob.color)
    for (let y = 0; y < height; y++) {
      const wy = (gy[y] ?? 0) * blob.strength
      if (wy < 0.002) continue
      const row = y * width
      for (let x = 0; x < width; x++) {
        const w = wy * (gx[x] ?? 0)
        const i = row + x
        // lighten towards the blob colour, scaled so the scene stays dark
        r[i] = (r[i] ?? 0) + (cr * intensity - (r[i] ?? 0)) * w
        g[i] = (g[i] ?? 0) + (cg * intensity - (g[i] ?? 0)) * w
        b[i] = (b[i] ?? 0) + (cb * intensity - (b[i] ?? 0)) * w
      }
    }
  }

  const { shade, glow, dither } = layers
  const out = Buffer.alloc(width * height * 3)
  for (let i = 0, o = 0; i < width * height; i++, o += 3) {
    const s = shade[i] ?? 0
    const light = glow[i] ?? 0
    const noise = dither[i] ?? 0
    out[o] = clamp(Math.round((r[i] ?? 0) * s + light + noise), 0, 255)
    out[o + 1] = clamp(Math.round((g[i] ?? 0) * s + light + noise), 0, 255)
    out[o + 2] = clamp(Math.round((b[i] ?? 0) * s + light * 1.25 + noise), 0, 255)
  }
  return out
}
