import { clamp, lerp, nth } from './math.ts'

export const P = {
  navy: '#0b1020',
  navy2: '#141a33',
  indigo: '#4f46e5',
  violet: '#7c3aed',
  pink: '#db2777',
  teal: '#14b8a6',
  amber: '#f59e0b',
  surface: '#f8fafc',
  white: '#ffffff',
  ink: '#0f172a',
  muted: '#475569',
  faint: '#94a3b8',
  line: '#e2e8f0',
  canvas: '#f1f5f9',
  // tints for chips and highlights
  indigo50: '#eef2ff',
  indigo100: '#e0e7ff',
  indigo200: '#c7d2fe',
  violet50: '#f5f3ff',
  violet100: '#ede9fe',
  pink50: '#fdf2f8',
  pink100: '#fce7f3',
  teal50: '#f0fdfa',
  teal100: '#ccfbf1',
  amber50: '#fffbeb',
  amber100: '#fef3c7',
  red: '#e11d48',
}

/**
 * librsvg picks the fonts through fontconfig: Inter must be installed (the static family, as
 * Debian's fonts-inter ships it) for the text to match the committed pictures; DejaVu is the fallback.
 */
export const FONT = {
  sans: 'Inter, DejaVu Sans, sans-serif',
  mono: 'DejaVu Sans Mono, monospace',
}

export type Rgb = [number, number, number]

export function hexToRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => clamp(Math.round(c), 0, 255).toString(16).padStart(2, '0')).join('')}`
}

export function mixHex(a: string, b: string, t: number): string {
  const ca = hexToRgb(a)
  const cb = hexToRgb(b)
  return rgbToHex([lerp(ca[0], cb[0], t), lerp(ca[1], cb[1], t), lerp(ca[2], cb[2], t)])
}

/** Sample a multi-stop gradient (hex colours, evenly spaced) at t ∈ [0, 1]. */
export function rampColor(stops: readonly string[], t: number): string {
  const x = clamp(t, 0, 1) * (stops.length - 1)
  const i = Math.min(Math.floor(x), stops.length - 2)
  return mixHex(nth(stops, i), nth(stops, i + 1), x - i)
}
