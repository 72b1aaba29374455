// The placeholder portrait: an avatar silhouette on a blurred violet gradient.
import path from 'node:path'
import { P } from '../palette.ts'
import { PICTURES_DIR } from '../paths.ts'
import { fromSvg, writeWebp } from '../raster.ts'
import { circle, el, linearGradient, rect, shadowFilter, svgDoc } from '../svg.ts'

export async function generateProfile(): Promise<void> {
  const W = 640
  const H = 800
  const defs = [
    linearGradient('bg', ['#312e81', P.violet, P.pink], { x1: 0, y1: 0, x2: 0.9, y2: 1 }),
    el('linearGradient', { id: 'body', gradientUnits: 'userSpaceOnUse', x1: 0, y1: 200, x2: 0, y2: H }, el('stop', { offset: 0, stopColor: '#ffffff', stopOpacity: 0.96 }) + el('stop', { offset: 1, stopColor: '#e0e7ff', stopOpacity: 0.8 })),
    el('radialGradient', { id: 'glow', cx: 0.5, cy: 0.42, r: 0.5 }, el('stop', { offset: 0, stopColor: '#ffffff', stopOpacity: 0.28 }) + el('stop', { offset: 1, stopColor: '#ffffff', stopOpacity: 0 })),
    el('filter', { id: 'blur', x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: 60 })),
    shadowFilter('soft', { dy: 18, blur: 26, opacity: 0.28, color: '#1e1b4b' }),
  ].join('')

  const cx = W / 2
  // the classic avatar silhouette: a round head above a soft shoulder dome, one shared gradient
  const head = { cy: 318, r: 108 }
  const domeTop = 462
  const shoulders = `M${cx - 276} ${H + 2}C${cx - 276} ${domeTop + 92} ${cx - 196} ${domeTop} ${cx} ${domeTop}C${cx + 196} ${domeTop} ${cx + 276} ${domeTop + 92} ${cx + 276} ${H + 2}Z`
  const rings = [150, 210, 270].map((r, i) => circle(cx, head.cy, r, { stroke: '#ffffff', sw: 1.5, opacity: 0.14 - i * 0.035 })).join('')
  const blurred = (cxB: number, cyB: number, r: number, fill: string, opacity: number) => el('circle', { cx: cxB, cy: cyB, r, fill, opacity, filter: 'url(#blur)' })
  const body = [
    rect(0, 0, W, H, { fill: 'url(#bg)' }),
    blurred(120, 140, 180, P.indigo, 0.7),
    blurred(560, 700, 220, P.amber, 0.35),
    blurred(560, 180, 150, P.teal, 0.25),
    rect(0, 0, W, H, { fill: 'url(#glow)' }),
    rings,
    el('g', { filter: 'url(#soft)', fill: 'url(#body)' }, el('path', { d: shoulders }) + circle(cx, head.cy, head.r, { fill: 'url(#body)' })),
  ].join('')
  await writeWebp(path.join(PICTURES_DIR, 'profile.webp'), fromSvg(svgDoc(W, H, body, defs)), { cap: 40_000, quality: 82 })
}
