// Charts for the dashboard pictures, drawn in the style of a Power BI report.
import { fmtK, last, nth, round2, sum, TAU } from './math.ts'
import { FONT, mixHex, P } from './palette.ts'
import { circle, el, esc, line, rect, text, textWidth } from './svg.ts'

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export type Format = (v: number) => string

export interface NiceRange {
  lo: number
  hi: number
  ticks: number[]
  /** Where v falls on an axis `px` long. */
  scale: (v: number, px: number) => number
}

/** A "nice" axis range: the step is {1, 2, 2.5, 5}×10^k, the bounds snap to steps. */
export function niceRange(min: number, max: number, count = 4): NiceRange {
  const raw = (max - min) / count || 1
  const mag = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag
  const lo = Math.floor(min / step) * step
  const hi = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let v = lo; v <= hi + step / 1e6; v += step) ticks.push(round2(v))
  return { lo, hi, ticks, scale: (v, px) => ((v - lo) / (hi - lo)) * px }
}

/** The plot area inside a visual's box, leaving room for y labels, x labels and a legend. */
export const plotArea = (box: Box, { left = 40, bottom = 24, top = 0, right = 0 } = {}): Box => ({ x: box.x + left, y: box.y + top, w: box.w - left - right, h: box.h - bottom - top })

function yAxis(box: Box, range: NiceRange, fmt: Format = fmtK): string {
  return range.ticks
    .map((t) => {
      const y = box.y + box.h - range.scale(t, box.h)
      return line(box.x, y, box.x + box.w, y, { stroke: t === range.lo ? '#cbd5e1' : '#eef2f6' }) + text(box.x - 8, y + 4, fmt(t), { size: 11, fill: P.faint, anchor: 'end' })
    })
    .join('')
}

function xLabels(box: Box, labels: readonly string[], positions: readonly number[], every = 1): string {
  return labels.map((l, i) => (i % every === 0 ? text(nth(positions, i), box.y + box.h + 17, l, { size: 11, fill: P.faint, anchor: 'middle' }) : '')).join('')
}

/** [label, colour] pairs in a row. */
export function legend(x: number, y: number, items: readonly (readonly [string, string])[], { size = 11.5 } = {}): string {
  let cx = x
  return items
    .map(([label, color]) => {
      const s = circle(cx + 5, y - 4, 5, { fill: color }) + text(cx + 14, y, label, { size, fill: P.muted })
      cx += 14 + textWidth(label, size) + 16
      return s
    })
    .join('')
}

/** A bar with rounded top corners, without a fill so the caller can add one. */
function topRoundedBar(x: number, y: number, w: number, h: number, r: number): string {
  if (h <= 0) return ''
  const rr = Math.min(r, h, w / 2)
  return el('path', { d: `M${round2(x)} ${round2(y + h)}V${round2(y + rr)}Q${round2(x)} ${round2(y)} ${round2(x + rr)} ${round2(y)}H${round2(x + w - rr)}Q${round2(x + w)} ${round2(y)} ${round2(x + w)} ${round2(y + rr)}V${round2(y + h)}Z` })
}

/** A small area chart; `id` names the area gradient in the picture's defs. */
export function sparkline(x: number, y: number, w: number, h: number, values: readonly number[], color: string, id: string): string {
  const r = niceRange(Math.min(...values), Math.max(...values), 2)
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - r.scale(v, h)] as const)
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${round2(p[0])} ${round2(p[1])}`).join('')
  return (
    el('path', { d: `${d}L${x + w} ${y + h}L${x} ${y + h}Z`, fill: `url(#${id})` }) +
    el('path', { d, fill: 'none', stroke: color, strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' })
  )
}

export function columnChart(
  box: Box,
  labels: readonly string[],
  values: readonly number[],
  { color = P.indigo, highlight, fmt = fmtK, valueLabels = false }: { color?: string; highlight?: string; fmt?: Format; valueLabels?: boolean } = {},
): string {
  const area = plotArea(box)
  const range = niceRange(0, Math.max(...values))
  const slot = area.w / values.length
  const bw = slot * 0.56
  const parts = [yAxis(area, range, fmt)]
  const maxI = values.indexOf(Math.max(...values))
  values.forEach((v, i) => {
    const h = range.scale(v, area.h)
    const x = area.x + i * slot + (slot - bw) / 2
    const fill = highlight && i === maxI ? highlight : color
    parts.push(topRoundedBar(x, area.y + area.h - h, bw, h, 3).replace('/>', ` fill="${fill}"/>`))
    if (valueLabels) parts.push(text(x + bw / 2, area.y + area.h - h - 6, fmt(v), { size: 10.5, weight: 600, fill: P.muted, anchor: 'middle' }))
  })
  parts.push(xLabels(area, labels, labels.map((_, i) => area.x + i * slot + slot / 2)))
  return parts.join('')
}

export interface Series {
  name: string
  color: string
  values: number[]
}

export function stackedColumnChart(box: Box, labels: readonly string[], series: readonly Series[], { fmt = fmtK }: { fmt?: Format } = {}): string {
  const area = plotArea(box, { top: 22 })
  const totals = labels.map((_, i) => sum(series.map((s) => nth(s.values, i))))
  const range = niceRange(0, Math.max(...totals))
  const slot = area.w / labels.length
  const bw = slot * 0.56
  const parts = [yAxis(area, range, fmt), legend(box.x, box.y + 8, series.map((s) => [s.name, s.color] as const))]
  labels.forEach((_, i) => {
    let acc = 0
    const x = area.x + i * slot + (slot - bw) / 2
    series.forEach((s, si) => {
      const y0 = area.y + area.h - range.scale(acc, area.h)
      acc += nth(s.values, i)
      const y1 = area.y + area.h - range.scale(acc, area.h)
      // only the top segment gets rounded corners; the others leave a 1 px gap above them
      const shape = si === series.length - 1 ? topRoundedBar(x, y1, bw, y0 - y1, 3) : el('rect', { x, y: y1, width: bw, height: y0 - y1 - 1 })
      parts.push(shape.replace('/>', ` fill="${s.color}"/>`))
    })
    parts.push(text(x + bw / 2, area.y + area.h - range.scale(acc, area.h) - 6, fmt(nth(totals, i)), { size: 10.5, weight: 600, fill: P.muted, anchor: 'middle' }))
  })
  parts.push(xLabels(area, labels, labels.map((_, i) => area.x + i * slot + slot / 2)))
  return parts.join('')
}

export interface LineSeries extends Series {
  /** Fill below the line with the gradient named in `gradientIds`. */
  area?: boolean
  dashed?: boolean
  markers?: boolean
}

export interface LineChartOptions {
  fmt?: Format
  min?: number
  max?: number
  legendItems?: boolean
  /** A dashed horizontal line, named in the legend. */
  target?: { value: number; label: string }
  /** Series name → id of its area gradient in the picture's defs. */
  gradientIds?: Record<string, string>
}

export function lineChart(box: Box, labels: readonly string[], series: readonly LineSeries[], { fmt = fmtK, min, max, legendItems = true, target, gradientIds = {} }: LineChartOptions = {}): string {
  const area = plotArea(box, { top: legendItems ? 22 : 4, right: 14 })
  const all = series.flatMap((s) => s.values)
  const range = niceRange(min ?? Math.min(...all), max ?? Math.max(...all))
  const xs = labels.map((_, i) => area.x + (i / (labels.length - 1)) * area.w)
  const parts = [yAxis(area, range, fmt)]
  if (legendItems) parts.push(legend(box.x, box.y + 8, [...series.map((s) => [s.name, s.color] as const), ...(target ? [[target.label, P.faint] as const] : [])]))
  if (target) {
    const ty = area.y + area.h - range.scale(target.value, area.h)
    parts.push(line(area.x, ty, area.x + area.w, ty, { stroke: P.muted, dash: '5 4', sw: 1.2 }))
  }
  for (const s of series) {
    const pts = s.values.map((v, i) => [nth(xs, i), area.y + area.h - range.scale(v, area.h)] as const)
    const d = pts.map((p, i) => `${i ? 'L' : 'M'}${round2(p[0])} ${round2(p[1])}`).join('')
    if (s.area) parts.push(el('path', { d: `${d}L${round2(last(xs))} ${area.y + area.h}L${round2(nth(xs, 0))} ${area.y + area.h}Z`, fill: `url(#${gradientIds[s.name] ?? ''})` }))
    parts.push(el('path', { d, fill: 'none', stroke: s.color, strokeWidth: s.dashed ? 1.8 : 2.4, strokeDasharray: s.dashed ? '6 4' : undefined, strokeLinejoin: 'round', strokeLinecap: 'round' }))
    if (s.markers) pts.forEach(([x, y]) => parts.push(circle(x, y, 3.2, { fill: P.white, stroke: s.color, sw: 2 })))
  }
  parts.push(xLabels(area, labels, xs, labels.length > 12 ? 2 : 1))
  return parts.join('')
}

export function hBarChart(
  box: Box,
  items: readonly { label: string; value: number }[],
  { color = P.indigo, fmt = fmtK, labelWidth = 118 }: { color?: string | ((index: number) => string); fmt?: Format; labelWidth?: number } = {},
): string {
  const max = Math.max(...items.map((d) => d.value))
  const barMax = box.w - labelWidth - 44
  const slot = box.h / items.length
  const bh = Math.min(18, slot * 0.62)
  return items
    .map((d, i) => {
      const y = box.y + i * slot + (slot - bh) / 2
      const w = (d.value / max) * barMax
      const fill = typeof color === 'function' ? color(i) : color
      return (
        text(box.x + labelWidth - 10, y + bh / 2 + 4, d.label, { size: 12, fill: P.muted, anchor: 'end' }) +
        rect(box.x + labelWidth, y, w, bh, { r: 3, fill }) +
        text(box.x + labelWidth + w + 6, y + bh / 2 + 4, fmt(d.value), { size: 11.5, weight: 600, fill: P.ink })
      )
    })
    .join('')
}

export function donutChart(
  box: Box,
  items: readonly { label: string; color: string; value: number }[],
  { centerValue, centerLabel, fmt = (v) => `${v.toFixed(1)}%` }: { centerValue: string; centerLabel: string; fmt?: Format },
): string {
  const total = sum(items.map((d) => d.value))
  const r = Math.min(box.h / 2, box.w * 0.24)
  const cx = box.x + r + 8
  const cy = box.y + box.h / 2
  const inner = r * 0.62
  const parts: string[] = []
  let a0 = -Math.PI / 2
  for (const d of items) {
    const a1 = a0 + (d.value / total) * TAU
    const large = a1 - a0 > Math.PI ? 1 : 0
    const p = (rad: number, rr: number) => `${round2(cx + rr * Math.cos(rad))} ${round2(cy + rr * Math.sin(rad))}`
    parts.push(el('path', { d: `M${p(a0, r)}A${r} ${r} 0 ${large} 1 ${p(a1, r)}L${p(a1, inner)}A${inner} ${inner} 0 ${large} 0 ${p(a0, inner)}Z`, fill: d.color, stroke: P.white, strokeWidth: 2, strokeLinejoin: 'round' }))
    a0 = a1
  }
  parts.push(text(cx, cy + 4, centerValue, { size: 22, weight: 700, anchor: 'middle' }) + text(cx, cy + 22, centerLabel, { size: 11, fill: P.faint, anchor: 'middle' }))
  const lx = cx + r + 24
  const lw = box.x + box.w - lx
  const rowH = Math.min(26, (box.h - 10) / items.length)
  const ly0 = cy - (rowH * items.length) / 2 + rowH / 2
  items.forEach((d, i) => {
    const y = ly0 + i * rowH
    parts.push(rect(lx, y - 9, 10, 10, { r: 3, fill: d.color }) + text(lx + 18, y, d.label, { size: 12, fill: P.muted }) + text(lx + lw, y, fmt((d.value / total) * 100), { size: 12, weight: 600, anchor: 'end' }))
  })
  return parts.join('')
}

export interface ScatterOptions {
  xRange: NiceRange
  yRange: NiceRange
  xFmt?: Format
  yFmt?: Format
  xTitle?: string
  yTitle?: string
}

export function scatterChart(box: Box, points: readonly { x: number; y: number; color: string; r?: number }[], { xRange, yRange, xFmt = String, yFmt = String, xTitle, yTitle }: ScatterOptions): string {
  const area = plotArea(box, { left: 40, bottom: 34 })
  const parts = [yAxis(area, yRange, yFmt)]
  xRange.ticks.forEach((t) => {
    const x = area.x + xRange.scale(t, area.w)
    parts.push(line(x, area.y, x, area.y + area.h, { stroke: '#f1f4f8' }) + text(x, area.y + area.h + 16, xFmt(t), { size: 11, fill: P.faint, anchor: 'middle' }))
  })
  for (const p of points) parts.push(circle(area.x + xRange.scale(p.x, area.w), area.y + area.h - yRange.scale(p.y, area.h), p.r ?? 4, { fill: p.color, opacity: 0.72, stroke: P.white, sw: 0.8 }))
  if (xTitle) parts.push(text(area.x + area.w / 2, area.y + area.h + 31, xTitle, { size: 11, weight: 500, fill: P.muted, anchor: 'middle' }))
  if (yTitle) parts.push(el('text', { x: 0, y: 0, transform: `translate(${box.x + 4} ${area.y + area.h / 2}) rotate(-90)`, fontFamily: FONT.sans, fontSize: 11, fontWeight: 500, fill: P.muted, textAnchor: 'middle' }, esc(yTitle)))
  return parts.join('')
}

export interface Column {
  title: string
  width: number
  align?: 'end'
  /** Draw each cell's `ratio` as a bar of this colour behind its text. */
  bar?: string
}

/** A cell is its text, or the text with a bar ratio, a colour and a weight. */
export type Cell = string | { text: string; ratio?: number; color?: string; bold?: boolean }

/** A compact Power BI-style table. */
export function tableVisual(box: Box, columns: readonly Column[], rows: readonly Cell[][], { rowH = 30 } = {}): string {
  const parts = [rect(box.x, box.y, box.w, rowH, { r: 4, fill: P.surface })]
  let x = box.x
  const colX = columns.map((c) => {
    const cx = x
    x += c.width
    return cx
  })
  columns.forEach((c, i) => {
    const tx = c.align === 'end' ? nth(colX, i) + c.width - 10 : nth(colX, i) + 10
    parts.push(text(tx, box.y + 19, c.title, { size: 11.5, weight: 600, fill: P.muted, anchor: c.align }))
  })
  rows.forEach((row, ri) => {
    const y = box.y + rowH * (ri + 1)
    if (ri % 2 === 1) parts.push(rect(box.x, y, box.w, rowH, { fill: '#fafbfd' }))
    parts.push(line(box.x, y + rowH, box.x + box.w, y + rowH, { stroke: '#eef2f6' }))
    columns.forEach((c, i) => {
      const cell = nth(row, i)
      if (c.bar) {
        if (typeof cell !== 'object' || cell.ratio === undefined) throw new Error(`every cell of the bar column "${c.title}" needs a ratio`)
        const w = (c.width - 70) * cell.ratio
        parts.push(rect(nth(colX, i) + 10, y + 9, w, rowH - 18, { r: 2, fill: mixHex(c.bar, '#ffffff', 0.55) }))
      }
      const value = typeof cell === 'object' ? cell.text : cell
      const color = typeof cell === 'object' && cell.color ? cell.color : i === 0 ? P.ink : '#334155'
      const tx = c.align === 'end' ? nth(colX, i) + c.width - 10 : nth(colX, i) + 10
      parts.push(text(tx, y + 19.5, value, { size: 12, weight: i === 0 || (typeof cell === 'object' && cell.bold) ? 600 : 400, fill: color, anchor: c.align }))
    })
  })
  return parts.join('')
}
