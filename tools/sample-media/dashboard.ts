// The frame, tiles and layout every dashboard picture shares: a Power BI-style report page.
import path from 'node:path'
import { sparkline, type Box } from './charts.ts'
import { nth, sum, TAU } from './math.ts'
import { mixHex, P } from './palette.ts'
import { PICTURES_DIR } from './paths.ts'
import type { Rng } from './random.ts'
import { fromSvg, writeWebp } from './raster.ts'
import { avatar, button, icon, line, linearGradient, rect, shadowFilter, svgDoc, text, textWidth, type ButtonOptions, type IconName } from './svg.ts'

export const DASH = { W: 1600, H: 900, nav: 56, title: 72, tabs: 36, pad: 20, gap: 16 }
/** Series colours; each has an area gradient `area<index>` in the dashboard's defs. */
export const SERIES = [P.indigo, P.teal, P.pink, P.amber, P.violet, '#0ea5e9']
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A seasonal series: base + trend + a sine season + noise. Draws from `rng` once per point even without noise. */
export function seededSeries(rng: Rng, n: number, { base, trend = 0, amp = 0, phase = 0, noise = 0 }: { base: number; trend?: number; amp?: number; phase?: number; noise?: number }): number[] {
  return Array.from({ length: n }, (_, i) => base + trend * i + amp * Math.sin(TAU * (i / 12) + phase) + noise * rng.normal())
}

/** The report's chrome: the navigation strip, the title bar with its buttons, and the page tabs. */
export function dashboardFrame({ title, subtitle, pages, navActive = 2 }: { title: string; subtitle: string; pages: string[]; navActive?: number }): string {
  const { W, H, nav, title: TH, tabs } = DASH
  const parts = [rect(0, 0, W, H, { fill: '#eef1f6' })]
  // left nav strip
  parts.push(rect(0, 0, nav, H, { fill: P.navy }))
  parts.push(rect(14, 16, 28, 28, { r: 7, fill: P.amber }) + [4, 9, 14].map((h, i) => rect(20 + i * 6, 36 - h, 4, h, { r: 1, fill: P.navy })).join(''))
  const navIcons: IconName[] = ['home', 'grid', 'barChart', 'star', 'database', 'settings']
  navIcons.forEach((name, i) => {
    const y = 80 + i * 52
    if (i === navActive) parts.push(rect(8, y - 10, 40, 40, { r: 10, fill: 'rgba(124,58,237,0.35)' }) + rect(0, y - 4, 3, 28, { r: 1.5, fill: '#a78bfa' }))
    parts.push(icon(name, 18, y + 2, 20, i === navActive ? P.white : '#8b93b5'))
  })
  parts.push(avatar(nav / 2, H - 30, 13, 'AM', P.violet, { ring: P.navy }))
  // title bar
  parts.push(rect(nav, 0, W - nav, TH, { fill: P.white }) + line(nav, TH, W, TH))
  parts.push(text(nav + 24, 34, title, { size: 22, weight: 700 }) + text(nav + 24, 56, subtitle, { size: 12.5, fill: P.faint }))
  // buttons right-aligned: each is measured first, then drawn where it ends at the previous one
  let bx = W - 24
  const buttons: [string, ButtonOptions['variant'], IconName][] = [['Share', 'primary', 'share'], ['Export', 'secondary', 'download'], ['Refresh', 'secondary', 'refresh']]
  for (const [label, variant, iconName] of buttons) {
    const w = button(0, 0, label, { variant, iconName, height: 32, size: 12.5 }).width
    bx -= w
    parts.push(button(bx, 20, label, { variant, iconName, height: 32, size: 12.5 }).svg)
    bx -= 10
  }
  parts.push(text(bx - 8, 41, 'Data refreshed daily · 06:00 UTC', { size: 12, fill: P.faint, anchor: 'end' }))
  // page tabs
  const ty = H - tabs
  parts.push(rect(nav, ty, W - nav, tabs, { fill: P.white }) + line(nav, ty, W, ty))
  let tx = nav + 16
  pages.forEach((page, i) => {
    const w = textWidth(page, 12.5, 600) + 28
    if (i === 0) parts.push(rect(tx, ty, w, tabs, { fill: '#f5f3ff' }) + rect(tx, ty, w, 3, { fill: P.violet }))
    parts.push(text(tx + 14, ty + 23, page, { size: 12.5, weight: i === 0 ? 600 : 500, fill: i === 0 ? P.violet : P.muted }))
    tx += w + 4
  })
  parts.push(icon('plus', tx + 10, ty + 11, 14, P.faint))
  parts.push(text(W - 24, ty + 23, `Page 1 of ${pages.length}`, { size: 12, fill: P.faint, anchor: 'end' }))
  return parts.join('')
}

/** A card with a title; `box` is the room left for its chart. */
export function visual(x: number, y: number, w: number, h: number, title: string, { subtitle }: { subtitle?: string } = {}): { svg: string; box: Box } {
  const svg = [
    rect(x, y, w, h, { r: 8, fill: P.white, stroke: '#e3e8ef', sw: 1, filter: 'url(#vshadow)' }),
    text(x + 16, y + 26, title, { size: 14, weight: 600 }),
    subtitle ? text(x + w - 16, y + 26, subtitle, { size: 11.5, fill: P.faint, anchor: 'end' }) : '',
  ].join('')
  return { svg, box: { x: x + 16, y: y + 40, w: w - 32, h: h - 52 } }
}

/** A tile of drop-down filters, given as [label, chosen value] pairs. */
export function slicerTile(x: number, y: number, w: number, h: number, slicers: readonly [string, string][]): string {
  const parts = [rect(x, y, w, h, { r: 8, fill: P.white, stroke: '#e3e8ef', sw: 1, filter: 'url(#vshadow)' })]
  const rowH = (h - 12) / slicers.length
  slicers.forEach(([label, value], i) => {
    const ry = y + 8 + i * rowH
    parts.push(text(x + 14, ry + 16, label.toUpperCase(), { size: 10, weight: 600, fill: P.faint, spacing: 0.8 }))
    parts.push(rect(x + 14, ry + 22, w - 28, 24, { r: 5, fill: P.surface, stroke: P.line, sw: 1 }) + text(x + 24, ry + 38.5, value, { size: 12.5, weight: 500 }) + icon('chevronDown', x + w - 36, ry + 26, 16, P.muted))
  })
  return parts.join('')
}

export interface Kpi {
  value: string
  label: string
  /** One of SERIES, so the sparkline finds its area gradient. */
  color: string
  iconName: IconName
  delta?: string
  spark?: number[]
}

/** A KPI card: icon and label, the big value, an optional delta and sparkline (beside the value, or below it on tall cards). */
export function kpiCard(x: number, y: number, w: number, h: number, { value, label, color, delta, spark, iconName }: Kpi, id: string): string {
  const stacked = h >= 130
  const parts = [rect(x, y, w, h, { r: 8, fill: P.white, stroke: '#e3e8ef', sw: 1, filter: 'url(#vshadow)' }), rect(x, y + 14, 4, h - 28, { r: 2, fill: color })]
  parts.push(rect(x + 20, y + 18, 30, 30, { r: 8, fill: mixHex(color, '#ffffff', 0.88) }) + icon(iconName, x + 27, y + 25, 16, color))
  parts.push(text(x + 60, y + 38, label, { size: 13, weight: 500, fill: P.muted }))
  const valueSize = stacked ? 30 : 34
  parts.push(text(x + 20, y + (stacked ? 84 : 88), value, { size: valueSize, weight: 700, spacing: -0.5 }))
  if (delta) parts.push(text(x + 20 + textWidth(value, valueSize, 700) + 10, y + (stacked ? 83 : 87), delta, { size: 12, weight: 600, fill: '#0f766e' }))
  if (spark && stacked) parts.push(sparkline(x + 20, y + 98, w - 40, h - 114, spark, color, id))
  else if (spark) parts.push(sparkline(x + w - 130, y + 52, 110, 38, spark, color, id))
  return parts.join('')
}

/** The id of a KPI's area gradient. */
export const kpiGradient = (k: Kpi): string => `area${SERIES.indexOf(k.color)}`

/** Shared defs: the card shadow and a vertical area gradient per series colour. */
function dashboardDefs(extra = ''): string {
  const areaGradients = SERIES.map((c, i) => linearGradient(`area${i}`, [[c, 0.32], [c, 0.02]], { x1: 0, y1: 0, x2: 0, y2: 1 })).join('')
  return shadowFilter('vshadow', { dy: 1, blur: 2, opacity: 0.05 }) + areaGradients + extra
}

export interface Grid {
  x0: number
  x1: number
  /** Top of the KPI row. */
  y0: number
  kpiH: number
  /** Top of the chart area below the KPI row. */
  chartsTop: number
  y1: number
  width: number
}

/** The content grid: row 1 holds the KPIs (y0 to y0 + kpiH), the charts fill the rest. */
export function dashboardGrid(): Grid {
  const x0 = DASH.nav + DASH.pad
  const x1 = DASH.W - DASH.pad
  const y0 = DASH.title + DASH.pad
  const kpiH = 112
  const y1 = DASH.H - DASH.tabs - DASH.pad
  const chartsTop = y0 + kpiH + DASH.gap
  return { x0, x1, y0, kpiH, chartsTop, y1, width: x1 - x0 }
}

export interface Tile {
  x: number
  w: number
}

/** One tile per weight, in a tuple as long as the weights, so picking a tile needs no check. */
export type Tiles<Weights extends readonly number[]> = { [K in keyof Weights]: Tile }

/** Lay out a row of tiles with the given relative widths. */
export function splitRow<const Weights extends readonly number[]>(x: number, width: number, weights: Weights, gap = DASH.gap): Tiles<Weights> {
  const total = sum(weights)
  const avail = width - gap * (weights.length - 1)
  let cx = x
  return weights.map((wt) => {
    const w = (avail * wt) / total
    const out = { x: cx, w }
    cx += w + gap
    return out
  }) as Tiles<Weights>
}

/** The chart area as two equal rows of tiles with the given relative widths. */
export function twoRowGrid<const Top extends readonly number[], const Bottom extends readonly number[]>(g: Grid, topWeights: Top, bottomWeights: Bottom): { rowH: number; r1: Tiles<Top>; r2: Tiles<Bottom>; y2: number } {
  const rowH = (g.y1 - g.chartsTop - DASH.gap) / 2
  return {
    rowH,
    r1: splitRow(g.x0, g.width, topWeights),
    r2: splitRow(g.x0, g.width, bottomWeights),
    y2: g.chartsTop + rowH + DASH.gap,
  }
}

/** The first row: a slicer tile, then the KPI cards. */
export function kpiRow(g: Grid, slicers: readonly [string, string][], kpis: readonly Kpi[]): string {
  const cols = splitRow(g.x0, g.width, [0.78, ...kpis.map(() => 1)])
  const first = nth(cols, 0)
  const parts = [slicerTile(first.x, g.y0, first.w, g.kpiH, slicers)]
  kpis.forEach((k, i) => {
    const col = nth(cols, i + 1)
    parts.push(kpiCard(col.x, g.y0, col.w, g.kpiH, k, kpiGradient(k)))
  })
  return parts.join('')
}

export async function writeDashboard(name: string, svgBody: string, extraDefs?: string): Promise<void> {
  const svg = svgDoc(DASH.W, DASH.H, svgBody, dashboardDefs(extraDefs))
  await writeWebp(path.join(PICTURES_DIR, 'dashboards', `${name}.webp`), fromSvg(svg), { cap: 110_000 })
}
