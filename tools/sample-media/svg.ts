// SVG building blocks: every picture is a string of these, rasterised by librsvg through sharp.
import { ICONS, type IconName } from './icons.ts'
import { nth, round2 } from './math.ts'
import { FONT, P } from './palette.ts'

export type { IconName }

export type Attrs = Record<string, string | number | false | null | undefined>
export type Point = [number, number]

/** SVG attributes that keep their camelCase; every other camelCase key becomes kebab-case. */
const CAMEL_ATTRS = new Set(['viewBox', 'gradientUnits', 'gradientTransform', 'stdDeviation', 'preserveAspectRatio', 'patternUnits'])

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** el('rect', { x: 1, strokeWidth: 2 }) → <rect x="1" stroke-width="2"/>; unset values are left out. */
export function el(tag: string, attrs: Attrs = {}, children = ''): string {
  let out = `<${tag}`
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue
    const name = CAMEL_ATTRS.has(key) ? key : key.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)
    out += ` ${name}="${typeof value === 'number' ? round2(value) : value}"`
  }
  return children === '' ? `${out}/>` : `${out}>${children}</${tag}>`
}

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    defs ? `<defs>${defs}</defs>` : ''
  }${body}</svg>`
}

export interface TextStyle {
  size?: number
  weight?: number
  fill?: string
  anchor?: 'middle' | 'end'
  family?: string
  opacity?: number
  spacing?: number
  decoration?: 'line-through' | 'underline'
}

export function text(x: number, y: number, str: string, { size = 14, weight = 400, fill = P.ink, anchor, family = FONT.sans, opacity, spacing, decoration }: TextStyle = {}): string {
  return el(
    'text',
    { x, y, fontFamily: family, fontSize: size, fontWeight: weight, fill, textAnchor: anchor, opacity, letterSpacing: spacing, textDecoration: decoration },
    esc(str),
  )
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  { r, fill = 'none', stroke, sw, opacity, filter, dash }: { r?: number; fill?: string; stroke?: string; sw?: number; opacity?: number; filter?: string; dash?: string } = {},
): string {
  return el('rect', { x, y, width: w, height: h, rx: r, fill, stroke, strokeWidth: sw, opacity, filter, strokeDasharray: dash })
}

export function circle(cx: number, cy: number, r: number, { fill = 'none', stroke, sw, opacity }: { fill?: string; stroke?: string; sw?: number; opacity?: number } = {}): string {
  return el('circle', { cx, cy, r, fill, stroke, strokeWidth: sw, opacity })
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  { stroke = P.line, sw = 1, dash, opacity, cap }: { stroke?: string; sw?: number; dash?: string | undefined; opacity?: number; cap?: string } = {},
): string {
  return el('line', { x1, y1, x2, y2, stroke, strokeWidth: sw, strokeDasharray: dash, opacity, strokeLinecap: cap })
}

/** Stops are evenly spaced; each is a colour or a [colour, opacity] pair. */
export function linearGradient(
  id: string,
  stops: readonly (string | readonly [string, number])[],
  { x1 = 0, y1 = 0, x2 = 1, y2 = 1 }: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const body = stops
    .map((s, i) => {
      const [color, opacity] = typeof s === 'string' ? [s, undefined] : s
      return el('stop', { offset: stops.length === 1 ? 0 : i / (stops.length - 1), stopColor: color, stopOpacity: opacity })
    })
    .join('')
  return el('linearGradient', { id, x1, y1, x2, y2 }, body)
}

export function shadowFilter(id: string, { dy = 4, blur = 8, opacity = 0.12, color = P.ink }: { dy?: number; blur?: number; opacity?: number; color?: string } = {}): string {
  return el(
    'filter',
    { id, x: '-20%', y: '-20%', width: '140%', height: '160%' },
    el('feDropShadow', { dx: 0, dy, stdDeviation: blur, floodColor: color, floodOpacity: opacity }),
  )
}

/**
 * Rough text width for Inter, good enough to size pills and wrap paragraphs.
 * librsvg reports no metrics; these per-class advances are within a few % for Inter.
 */
export function textWidth(str: string, size: number, weight = 400): number {
  let units = 0
  for (const ch of str) {
    if (ch === ' ') units += 0.27
    else if ('il.,:;|!\'`'.includes(ch)) units += 0.26
    else if ('fjrt()[]/-'.includes(ch)) units += 0.36
    else if ('mw'.includes(ch)) units += 0.82
    else if ('MW@%'.includes(ch)) units += 0.92
    else if (/[A-Z]/.test(ch)) units += 0.68
    else if (/[0-9]/.test(ch)) units += 0.6
    else units += 0.55
  }
  return units * size * (weight >= 600 ? 1.03 : 1)
}

/** Greedy word wrap using textWidth(). */
export function wrapText(str: string, maxWidth: number, size: number, weight = 400): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of str.split(' ')) {
    const candidate = current ? `${current} ${word}` : word
    if (current && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(current)
      current = word
    } else {
      current = candidate
    }
  }
  if (current) lines.push(current)
  return lines
}

export interface ParagraphStyle extends Omit<TextStyle, 'size'> {
  width: number
  size?: number
  lineHeight?: number
}

export function paragraph(x: number, y: number, str: string, { width, size = 14, lineHeight = size * 1.6, ...style }: ParagraphStyle): { svg: string; height: number; lines: string[] } {
  const lines = wrapText(str, width, size, style.weight)
  return { svg: lines.map((l, i) => text(x, y + i * lineHeight, l, { size, ...style })).join(''), height: lines.length * lineHeight, lines }
}

export function icon(name: IconName, x: number, y: number, size: number, color: string, { sw = 2 }: { sw?: number } = {}): string {
  return el(
    'g',
    { transform: `translate(${round2(x)} ${round2(y)}) scale(${round2(size / 24)})`, fill: 'none', stroke: color, strokeWidth: sw, strokeLinecap: 'round', strokeLinejoin: 'round' },
    ICONS[name],
  )
}

export interface PillOptions {
  size?: number
  weight?: number
  fill?: string
  color?: string
  height?: number
  padX?: number
  stroke?: string
  iconName?: IconName
}

/** A pill / chip with a centred label; its width follows the label. */
export function pill(
  x: number,
  y: number,
  label: string,
  { size = 12, weight = 600, fill = P.indigo50, color = P.indigo, height = 22, padX = 9, stroke, iconName }: PillOptions = {},
): { svg: string; width: number } {
  const iconW = iconName ? size + 4 : 0
  const w = textWidth(label, size, weight) + padX * 2 + iconW
  const parts = [rect(x, y, w, height, { r: height / 2, fill, stroke, sw: stroke ? 1 : undefined })]
  if (iconName) parts.push(icon(iconName, x + padX - 1, y + (height - size) / 2, size, color))
  parts.push(text(x + padX + iconW, y + height / 2 + size * 0.36, label, { size, weight, fill: color }))
  return { svg: parts.join(''), width: w }
}

/** A row of pills left to right with a gap. */
export function pillRow(x: number, y: number, items: readonly (readonly [string, PillOptions])[], gap = 6): { svg: string; width: number } {
  let cx = x
  const out: string[] = []
  for (const [label, opts] of items) {
    const p = pill(cx, y, label, opts)
    out.push(p.svg)
    cx += p.width + gap
  }
  return { svg: out.join(''), width: cx - x - gap }
}

export interface ButtonOptions {
  variant?: 'primary' | 'secondary' | 'dark'
  size?: number
  height?: number
  padX?: number
  iconName?: IconName
  /** The primary button's fill, a gradient in the picture's defs. */
  gradientId?: string
}

export function button(
  x: number,
  y: number,
  label: string,
  { variant = 'primary', size = 13, height = 34, padX = 14, iconName, gradientId }: ButtonOptions = {},
): { svg: string; width: number } {
  const styles: { fill: string; color: string; stroke?: string } = {
    primary: { fill: gradientId ? `url(#${gradientId})` : P.indigo, color: P.white },
    secondary: { fill: P.white, color: P.ink, stroke: P.line },
    dark: { fill: 'rgba(255,255,255,0.06)', color: '#e2e8f0', stroke: 'rgba(255,255,255,0.12)' },
  }[variant]
  const iconW = iconName ? size + 7 : 0
  const w = textWidth(label, size, 600) + padX * 2 + iconW
  return {
    svg: [
      rect(x, y, w, height, { r: 8, fill: styles.fill, stroke: styles.stroke, sw: styles.stroke ? 1 : undefined }),
      iconName ? icon(iconName, x + padX, y + (height - size - 1) / 2, size + 1, styles.color) : '',
      text(x + padX + iconW, y + height / 2 + size * 0.36, label, { size, weight: 600, fill: styles.color }),
    ].join(''),
    width: w,
  }
}

/** Circular avatar with initials. */
export function avatar(cx: number, cy: number, r: number, initials: string, color: string, { ring = P.white }: { ring?: string } = {}): string {
  return [
    circle(cx, cy, r + 1.5, { fill: ring }),
    circle(cx, cy, r, { fill: color }),
    text(cx, cy + r * 0.3, initials, { size: r * 0.78, weight: 600, fill: P.white, anchor: 'middle' }),
  ].join('')
}

/** Overlapping avatars; `people` are [initials, colour] pairs. */
export function avatarStack(x: number, cy: number, r: number, people: readonly (readonly [string, string])[], overlap = 0.6): string {
  return people.map(([initials, color], i) => avatar(x + r + i * r * 2 * overlap, cy, r, initials, color)).join('')
}

/** Rounded closed path through points (Catmull-Rom → cubic Bézier). */
export function smoothClosedPath(points: readonly Point[], tension = 0.5): string {
  const n = points.length
  const first = nth(points, 0)
  let d = `M${round2(first[0])} ${round2(first[1])}`
  for (let i = 0; i < n; i++) {
    const p0 = nth(points, (i - 1 + n) % n)
    const p1 = nth(points, i)
    const p2 = nth(points, (i + 1) % n)
    const p3 = nth(points, (i + 2) % n)
    const c1 = [p1[0] + ((p2[0] - p0[0]) * tension) / 3, p1[1] + ((p2[1] - p0[1]) * tension) / 3] as const
    const c2 = [p2[0] - ((p3[0] - p1[0]) * tension) / 3, p2[1] - ((p3[1] - p1[1]) * tension) / 3] as const
    d += `C${round2(c1[0])} ${round2(c1[1])} ${round2(c2[0])} ${round2(c2[1])} ${round2(p2[0])} ${round2(p2[1])}`
  }
  return `${d}Z`
}
