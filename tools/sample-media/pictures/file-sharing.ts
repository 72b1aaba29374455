// Project picture: a file-sharing app (upload zone, uploads in progress, a share link, storage).
import path from 'node:path'
import { last } from '../math.ts'
import { FONT, mixHex, P } from '../palette.ts'
import { PICTURES_DIR } from '../paths.ts'
import { fromSvg, writeWebp } from '../raster.ts'
import { avatar, avatarStack, button, circle, el, icon, line, linearGradient, pill, pillRow, rect, shadowFilter, svgDoc, text, textWidth, type PillOptions } from '../svg.ts'

/** A file icon tinted by type, with the extension on a band. */
function fileBadge(x: number, y: number, ext: string, color: string): string {
  return [
    rect(x, y, 40, 40, { r: 10, fill: mixHex(color, '#ffffff', 0.86) }),
    icon('file', x + 9, y + 6, 22, color, { sw: 1.6 }),
    rect(x + 4, y + 22, 32, 13, { r: 3, fill: color }),
    text(x + 20, y + 32, ext, { size: 8.5, weight: 700, fill: P.white, anchor: 'middle', spacing: 0.3 }),
  ].join('')
}

function toggle(x: number, y: number, on: boolean): string {
  return rect(x, y, 36, 20, { r: 10, fill: on ? P.indigo : '#cbd5e1' }) + circle(on ? x + 26 : x + 10, y + 10, 7.5, { fill: P.white })
}

export async function generateFileSharing(): Promise<void> {
  const W = 1200
  const H = 750
  const defs = [
    linearGradient('cta', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    linearGradient('prog', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }),
    shadowFilter('card', { dy: 6, blur: 14, opacity: 0.08 }),
  ].join('')
  const parts = [rect(0, 0, W, H, { fill: P.canvas })]

  // header
  parts.push(rect(0, 0, W, 60, { fill: P.white }) + line(0, 60, W, 60))
  parts.push(rect(24, 16, 28, 28, { r: 8, fill: 'url(#cta)' }) + icon('share', 30, 22, 16, P.white))
  parts.push(text(62, 36, 'Sharely', { size: 17, weight: 700 }))
  let nx = 180
  const nav: [label: string, active?: boolean][] = [['My files', true], ['Shared with me'], ['Recent'], ['Trash']]
  for (const [label, active] of nav) {
    parts.push(text(nx, 36, label, { size: 13.5, weight: active ? 600 : 500, fill: active ? P.ink : P.muted }))
    if (active) parts.push(rect(nx, 57, textWidth(label, 13.5, 600), 3, { r: 1.5, fill: P.indigo }))
    nx += textWidth(label, 13.5, 600) + 28
  }
  parts.push(rect(W - 380, 14, 260, 32, { r: 8, fill: P.surface, stroke: P.line, sw: 1 }) + icon('search', W - 368, 23, 14, P.faint) + text(W - 346, 35, 'Search files and folders', { size: 13, fill: P.faint }))
  parts.push(icon('bell', W - 94, 19, 20, P.muted) + circle(W - 77, 20, 4, { fill: P.pink }))
  parts.push(avatar(W - 42, 30, 15, 'JL', P.teal))

  // upload zone
  const MX = 24
  const MW = 760
  parts.push(rect(MX, 84, MW, 196, { r: 16, fill: P.white, filter: 'url(#card)' }))
  parts.push(rect(MX + 16, 100, MW - 32, 164, { r: 12, fill: '#f7f7ff', stroke: '#a5b4fc', sw: 1.6, dash: '7 6' }))
  parts.push(circle(MX + MW / 2, 146, 28, { fill: P.indigo100 }) + icon('uploadCloud', MX + MW / 2 - 15, 131, 30, P.indigo))
  parts.push(text(MX + MW / 2, 200, 'Drag & drop files here', { size: 17, weight: 700, anchor: 'middle' }))
  const browse = 'or browse from your computer · up to 2 GB per file'
  parts.push(text(MX + MW / 2, 222, browse, { size: 13, fill: P.muted, anchor: 'middle' }))
  const typePills = ['PDF', 'PNG', 'MP4', 'ZIP', 'FIG'].map((t): [string, PillOptions] => [t, { size: 10.5, height: 18, fill: P.surface, color: P.muted, stroke: P.line, padX: 7 }])
  parts.push(pillRow(MX + MW / 2 - pillRow(0, 0, typePills).width / 2, 236, typePills).svg)

  // file list
  const LY = 300
  parts.push(rect(MX, LY, MW, H - LY - 24, { r: 16, fill: P.white, filter: 'url(#card)' }))
  parts.push(text(MX + 20, LY + 34, 'Uploads', { size: 16, weight: 700 }) + text(MX + 96, LY + 34, '5 files · 1.78 GB', { size: 13, fill: P.faint }))
  parts.push(button(MX + MW - 120, LY + 14, 'Share all', { variant: 'secondary', iconName: 'link', height: 30, size: 12 }).svg)
  const colX = { name: MX + 76, size: MX + 380, progress: MX + 470, action: MX + MW - 40 }
  parts.push(line(MX + 20, LY + 54, MX + MW - 20, LY + 54))
  const headings: [string, number][] = [['NAME', colX.name - 56], ['SIZE', colX.size], ['STATUS', colX.progress]]
  for (const [label, x] of headings) parts.push(text(x, LY + 74, label, { size: 10.5, weight: 600, fill: P.faint, spacing: 0.8 }))
  const files: [name: string, ext: string, color: string, size: string, progress: number, meta: string][] = [
    ['brand-guidelines.pdf', 'PDF', P.pink, '24.6 MB', 1, 'Uploaded 2 min ago'],
    ['product-demo.mp4', 'MP4', P.violet, '486 MB', 0.64, '2.4 MB/s · 1 min left'],
    ['ui-kit-v3.fig', 'FIG', P.indigo, '58.2 MB', 1, 'Uploaded 5 min ago'],
    ['asset-export.zip', 'ZIP', P.amber, '1.2 GB', 0.28, '3.1 MB/s · 4 min left'],
    ['hero-photo.png', 'PNG', P.teal, '8.4 MB', 1, 'Uploaded 9 min ago'],
  ]
  let fy = LY + 86
  for (const [name, ext, color, size, progress, meta] of files) {
    parts.push(fileBadge(MX + 20, fy + 8, ext, color))
    parts.push(text(colX.name, fy + 25, name, { size: 14, weight: 600 }) + text(colX.name, fy + 43, meta, { size: 12, fill: P.faint }))
    parts.push(text(colX.size, fy + 33, size, { size: 13, fill: P.muted }))
    const barW = 170
    parts.push(rect(colX.progress, fy + 26, barW, 6, { r: 3, fill: P.line }))
    if (progress >= 1) {
      parts.push(rect(colX.progress, fy + 26, barW, 6, { r: 3, fill: P.teal }))
      parts.push(circle(colX.progress + barW + 22, fy + 29, 9, { fill: P.teal100 }) + icon('check', colX.progress + barW + 15.5, fy + 22.5, 13, '#0f766e', { sw: 3 }))
    } else {
      parts.push(rect(colX.progress, fy + 26, barW * progress, 6, { r: 3, fill: 'url(#prog)' }))
      parts.push(text(colX.progress + barW + 12, fy + 33, `${Math.round(progress * 100)}%`, { size: 12, weight: 600, fill: P.indigo }))
    }
    parts.push(icon(progress >= 1 ? 'link' : 'x', colX.action - 2, fy + 20, 18, P.faint))
    if (name !== last(files)[0]) parts.push(line(MX + 20, fy + 56, MX + MW - 20, fy + 56, { stroke: '#f1f5f9' }))
    fy += 57
  }

  // share panel
  const SX = MX + MW + 24
  const SWd = W - SX - 24
  parts.push(rect(SX, 84, SWd, 378, { r: 16, fill: P.white, filter: 'url(#card)' }))
  parts.push(text(SX + 20, 116, 'Share link', { size: 16, weight: 700 }) + icon('x', SX + SWd - 36, 102, 16, P.faint))
  parts.push(fileBadge(SX + 20, 134, 'PDF', P.pink) + text(SX + 72, 152, 'brand-guidelines.pdf', { size: 14, weight: 600 }) + text(SX + 72, 170, '24.6 MB · PDF document', { size: 12, fill: P.faint }))
  // the link pill
  parts.push(rect(SX + 20, 194, SWd - 40, 44, { r: 22, fill: P.indigo50, stroke: P.indigo200, sw: 1 }))
  parts.push(icon('link', SX + 36, 207, 16, P.indigo) + text(SX + 60, 221, 'sharely.app/s/7fK2-qa9', { size: 13.5, weight: 600, fill: P.indigo, family: FONT.sans }))
  parts.push(rect(SX + SWd - 96, 200, 70, 32, { r: 16, fill: 'url(#cta)' }) + icon('copy', SX + SWd - 84, 209, 14, P.white) + text(SX + SWd - 64, 221, 'Copy', { size: 12.5, weight: 600, fill: P.white }))
  parts.push(pill(SX + 20, 252, 'Expires in 7 days', { iconName: 'clock', size: 12, height: 26, fill: P.amber50, color: '#b45309', padX: 10 }).svg)
  parts.push(pill(SX + 178, 252, 'View & download', { iconName: 'download', size: 12, height: 26, fill: P.teal50, color: '#0f766e', padX: 10 }).svg)
  parts.push(line(SX + 20, 296, SX + SWd - 20, 296))
  parts.push(icon('lock', SX + 20, 312, 16, P.muted) + text(SX + 44, 325, 'Password protection', { size: 13, weight: 500 }) + toggle(SX + SWd - 56, 310, true))
  parts.push(icon('download', SX + 20, 348, 16, P.muted) + text(SX + 44, 361, 'Allow downloads', { size: 13, weight: 500 }) + toggle(SX + SWd - 56, 346, true))
  parts.push(icon('bell', SX + 20, 384, 16, P.muted) + text(SX + 44, 397, 'Notify me on open', { size: 13, weight: 500 }) + toggle(SX + SWd - 56, 382, false))
  parts.push(text(SX + 20, 440, 'People with access', { size: 12, weight: 600, fill: P.muted }))
  parts.push(avatarStack(SX + SWd - 20 - 13 * 2 * (1 + 3 * 0.82), 435, 13, [['AM', P.violet], ['JL', P.teal], ['RK', P.pink], ['+4', P.faint]], 0.82))

  // storage card
  const SY = 480
  parts.push(rect(SX, SY, SWd, H - SY - 24, { r: 16, fill: P.white, filter: 'url(#card)' }))
  parts.push(text(SX + 20, SY + 34, 'Storage', { size: 16, weight: 700 }) + text(SX + SWd - 20, SY + 34, '68.4 of 100 GB', { size: 13, weight: 600, fill: P.muted, anchor: 'end' }))
  const segs: [label: string, gb: number, color: string][] = [['Videos', 31.2, P.violet], ['Design', 18.6, P.indigo], ['Documents', 11.3, P.pink], ['Images', 7.3, P.teal]]
  const barW = SWd - 40
  let sx = SX + 20
  parts.push(rect(SX + 20, SY + 52, barW, 12, { r: 6, fill: P.line }))
  const segEls: string[] = []
  for (const [, gb, color] of segs) {
    segEls.push(rect(sx, SY + 52, (barW * gb) / 100 - 2, 12, { fill: color }))
    sx += (barW * gb) / 100
  }
  parts.push(el('clipPath', { id: 'storeClip' }, rect(SX + 20, SY + 52, barW, 12, { r: 6 })) + el('g', { clipPath: 'url(#storeClip)' }, segEls.join('')))
  segs.forEach(([label, gb, color], i) => {
    const lx = SX + 20 + (i % 2) * (barW / 2)
    const ly = SY + 96 + Math.floor(i / 2) * 30
    parts.push(circle(lx + 5, ly - 4, 5, { fill: color }) + text(lx + 16, ly, label, { size: 12.5, fill: P.muted }) + text(lx + barW / 2 - 16, ly, `${gb} GB`, { size: 12.5, weight: 600, anchor: 'end' }))
  })
  parts.push(button(SX + 20, SY + 170, 'Upgrade storage', { variant: 'secondary', height: 34, size: 12.5 }).svg)

  await writeWebp(path.join(PICTURES_DIR, 'projects', 'file-sharing-platform.webp'), fromSvg(svgDoc(W, H, parts.join(''), defs)), { cap: 70_000 })
}
