// Project picture: an AI-assisted blog editor (posts, the editor, a suggestions panel).
import path from 'node:path'
import { last } from '../math.ts'
import { P } from '../palette.ts'
import { PICTURES_DIR } from '../paths.ts'
import { fromSvg, writeWebp } from '../raster.ts'
import { avatar, button, circle, el, icon, line, linearGradient, paragraph, pill, pillRow, rect, shadowFilter, svgDoc, text, textWidth, wrapText, type IconName } from '../svg.ts'

type Status = 'Draft' | 'Published' | 'Scheduled'

export async function generateBlogEditor(): Promise<void> {
  const W = 1200
  const H = 750
  const defs = [linearGradient('cta', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }), shadowFilter('card', { dy: 6, blur: 12, opacity: 0.1 })].join('')
  const parts = [rect(0, 0, W, H, { fill: P.white })]

  // top bar
  parts.push(rect(0, 0, W, 56, { fill: P.white }) + line(0, 56, W, 56))
  parts.push(rect(20, 14, 28, 28, { r: 8, fill: 'url(#cta)' }) + icon('pen', 26, 20, 16, P.white))
  parts.push(text(58, 34, 'Inkwell', { size: 17, weight: 700 }))
  parts.push(text(270, 34, 'Posts', { size: 13, fill: P.faint }) + text(310, 34, '/', { size: 13, fill: P.faint }) + text(322, 34, 'Designing calm interfaces', { size: 13, weight: 500, fill: P.ink }))
  parts.push(circle(W - 338, 29, 4, { fill: P.teal }) + text(W - 328, 34, 'Saved · 2 min ago', { size: 12, fill: P.muted }))
  parts.push(button(W - 200, 12, 'Preview', { variant: 'secondary', height: 32 }).svg)
  parts.push(button(W - 112, 12, 'Publish', { gradientId: 'cta', height: 32 }).svg)

  // sidebar
  const SW = 264
  parts.push(rect(0, 57, SW, H - 57, { fill: P.surface }) + line(SW, 57, SW, H))
  parts.push(rect(16, 72, SW - 32, 34, { r: 8, fill: P.white, stroke: P.line, sw: 1 }) + icon('search', 27, 82, 14, P.faint) + text(48, 93, 'Search posts…', { size: 13, fill: P.faint }))
  parts.push(button(16, 116, 'New post', { gradientId: 'cta', iconName: 'plus', height: 34 }).svg)
  parts.push(text(16, 178, 'ALL POSTS', { size: 11, weight: 600, fill: P.faint, spacing: 0.8 }) + text(SW - 16, 178, '24', { size: 11, weight: 600, fill: P.faint, anchor: 'end' }))
  const posts: [title: string, status: Status, date: string, active?: boolean][] = [
    ['Designing calm interfaces in a noisy world', 'Draft', 'Today', true],
    ['A practical guide to design tokens', 'Published', 'Mar 8'],
    ['What A* taught me about roadmaps', 'Published', 'Feb 27'],
    ['Dark mode is a colour problem', 'Scheduled', 'Mar 21'],
    ['Shipping a shell in 600 lines of C', 'Published', 'Feb 12'],
    ['Notes on accessible data viz', 'Draft', 'Mar 2'],
    ['Kanban boards that stay honest', 'Published', 'Jan 30'],
  ]
  const statusStyle: Record<Status, [string, string]> = { Draft: [P.amber50, '#b45309'], Published: [P.teal50, '#0f766e'], Scheduled: [P.violet50, P.violet] }
  let py = 192
  for (const [title, status, date, active] of posts) {
    const lines = wrapText(title, SW - 52, 13.5, 600)
    const h = 26 + lines.length * 18 + 14
    if (active) parts.push(rect(8, py, SW - 16, h, { r: 10, fill: P.white, stroke: P.indigo200, sw: 1 }) + rect(8, py + 12, 3, h - 24, { r: 1.5, fill: P.indigo }))
    lines.forEach((l, i) => parts.push(text(22, py + 22 + i * 18, l, { size: 13.5, weight: 600, fill: active ? P.ink : '#334155' })))
    const [bgc, fg] = statusStyle[status]
    const p = pill(22, py + 14 + lines.length * 18, status, { size: 11, height: 19, fill: bgc, color: fg, padX: 7 })
    parts.push(p.svg + text(22 + p.width + 8, py + 28 + lines.length * 18, date, { size: 12, fill: P.faint }))
    py += h + 6
  }

  // editor column
  const EX = SW + 48
  const EW = 520
  parts.push(rect(SW + 1, 57, 604, 46, { fill: P.white }) + line(SW, 103, SW + 604, 103))
  const tools: [string, number][] = [['B', 700], ['I', 400], ['U', 400]]
  let tx = EX
  for (const [label, weight] of tools) {
    parts.push(text(tx + 8, 86, label, { size: 15, weight, fill: P.muted, anchor: 'middle', decoration: label === 'U' ? 'underline' : undefined }))
    tx += 30
  }
  parts.push(line(tx + 2, 70, tx + 2, 90, { stroke: P.line }))
  tx += 16
  parts.push(rect(tx - 4, 68, 30, 24, { r: 6, fill: P.indigo50 }) + text(tx + 11, 85, 'H1', { size: 13, weight: 700, fill: P.indigo, anchor: 'middle' }))
  parts.push(text(tx + 45, 85, 'H2', { size: 13, weight: 600, fill: P.muted, anchor: 'middle' }))
  tx += 72
  const formatting: IconName[] = ['quote', 'list', 'link', 'code', 'image']
  for (const name of formatting) {
    parts.push(icon(name, tx, 72, 16, P.muted))
    tx += 32
  }
  parts.push(line(tx - 4, 70, tx - 4, 90, { stroke: P.line }))
  parts.push(pill(tx + 8, 69, 'Ask AI', { iconName: 'sparkles', fill: P.violet50, color: P.violet, size: 12, height: 24 }).svg)

  let ey = 152
  parts.push(pillRow(EX, ey - 24, [['Design', { fill: P.indigo50, color: P.indigo, size: 11, height: 20 }], ['UX writing', { fill: P.pink50, color: P.pink, size: 11, height: 20 }], ['AI', { fill: P.teal50, color: '#0f766e', size: 11, height: 20 }]]).svg)
  for (const [i, l] of ['Designing calm interfaces', 'in a noisy world'].entries()) parts.push(text(EX, ey + 28 + i * 40, l, { size: 32, weight: 700, spacing: -0.5 }))
  ey += 96
  parts.push(avatar(EX + 14, ey + 10, 13, 'AM', P.violet) + text(EX + 36, ey + 8, 'Alex Morgan', { size: 13, weight: 600 }) + text(EX + 36, ey + 24, '1,284 words · 6 min read · Last edited 2 min ago', { size: 12, fill: P.faint }))
  ey += 58
  const body = { size: 15, fill: '#334155', lineHeight: 25, width: EW }
  const p1 = paragraph(EX, ey, 'Every product competes for attention. The interfaces we remember are the ones that give it back: they reveal information when it is needed, stay quiet when it is not, and make the next step feel obvious.', body)
  parts.push(p1.svg)
  ey += p1.height + 22
  parts.push(text(EX, ey, 'Start with intent, not features', { size: 20, weight: 700 }))
  ey += 34
  const hl = paragraph(EX + 10, ey, 'Before drawing a single screen, it is really important to write down what the person is actually trying to get done in that moment.', { ...body, width: EW - 20, fill: P.ink })
  parts.push(rect(EX - 2, ey - 19, EW + 4, hl.height + 8, { r: 6, fill: P.violet50 }) + rect(EX - 2, ey - 19, 3, hl.height + 8, { fill: P.violet }))
  parts.push(hl.svg)
  ey += hl.height + 20
  const p3 = paragraph(EX, ey, 'Interfaces that begin from intent tend to need fewer settings, fewer modals and fewer explanations. The layout follows the task, and the task stays in focus from the first click to the last.', body)
  parts.push(p3.svg)
  ey += p3.height + 22
  parts.push(text(EX, ey, 'Motion should explain, not decorate', { size: 20, weight: 700 }))
  ey += 34
  const p4 = paragraph(EX, ey, 'Animation is a language. Used sparingly, it tells people where things came from, where they went and what just changed, so every transition should answer one of those', body)
  parts.push(p4.svg)
  // the text cursor, just after the last word typed
  parts.push(rect(EX + textWidth(last(p4.lines), 15) + 3, ey + (p4.lines.length - 1) * 25 - 15, 2, 20, { fill: P.indigo }))

  // AI suggestions panel
  const AX = SW + 605
  const AW = W - AX
  parts.push(rect(AX, 57, AW, H - 57, { fill: P.surface }) + line(AX, 57, AX, H))
  parts.push(rect(AX + 20, 76, 30, 30, { r: 9, fill: 'url(#cta)' }) + icon('sparkles', AX + 26, 82, 18, P.white))
  parts.push(text(AX + 60, 90, 'AI suggestions', { size: 15, weight: 700 }) + text(AX + 60, 106, 'Tone: clear and friendly', { size: 12, fill: P.faint }))
  parts.push(pill(AX + AW - 52, 80, '3 new', { size: 11, height: 20, fill: P.violet100, color: P.violet, padX: 8 }).svg)

  // the active suggestion card
  const cx = AX + 16
  const cw = AW - 32
  let cy = 124
  parts.push(rect(cx, cy, cw, 218, { r: 12, fill: P.white, stroke: '#c4b5fd', sw: 1.5, filter: 'url(#card)' }))
  parts.push(pill(cx + 14, cy + 14, 'Clarity', { size: 11, height: 20, fill: P.violet100, color: P.violet, padX: 8 }).svg + text(cx + cw - 14, cy + 28, 'Paragraph 2', { size: 11, fill: P.faint, anchor: 'end' }))
  parts.push(text(cx + 14, cy + 58, 'Make this sentence more concise', { size: 14, weight: 600 }))
  const oldText = paragraph(cx + 14, cy + 84, 'it is really important to write down what the person is actually trying to get done', { width: cw - 28, size: 12.5, lineHeight: 19, fill: P.faint, decoration: 'line-through' })
  parts.push(oldText.svg)
  const newY = cy + 84 + oldText.height + 6
  const newText = paragraph(cx + 14, newY, 'write down what the person is trying to accomplish', { width: cw - 28, size: 12.5, lineHeight: 19, fill: '#0f766e', weight: 600 })
  parts.push(rect(cx + 10, newY - 14, cw - 20, newText.height + 6, { r: 5, fill: P.teal50 }) + newText.svg)
  parts.push(button(cx + 14, cy + 170, 'Accept', { gradientId: 'cta', height: 32, iconName: 'check', size: 12 }).svg)
  parts.push(button(cx + 120, cy + 170, 'Dismiss', { variant: 'secondary', height: 32, size: 12 }).svg)
  cy += 234

  const suggestions: [tag: string, title: string, sub: string, colors: [string, string]][] = [
    ['Structure', 'Add a concrete example after “intent”', 'Readers engage 32% longer with examples', [P.amber50, '#b45309']],
    ['Headline', 'Try a stronger, shorter title', '“Calm interfaces, loud results”', [P.pink50, P.pink]],
  ]
  for (const [tag, title, sub, colors] of suggestions) {
    parts.push(rect(cx, cy, cw, 82, { r: 12, fill: P.white, stroke: P.line, sw: 1 }))
    parts.push(pill(cx + 14, cy + 12, tag, { size: 11, height: 20, fill: colors[0], color: colors[1], padX: 8 }).svg)
    parts.push(text(cx + 14, cy + 52, title, { size: 13, weight: 600 }) + text(cx + 14, cy + 70, sub, { size: 12, fill: P.faint }))
    cy += 94
  }

  // readability + tags
  parts.push(text(cx, cy + 16, 'Readability', { size: 12, weight: 600, fill: P.muted }) + text(cx + cw, cy + 16, 'Grade 8 · Good', { size: 12, weight: 600, fill: '#0f766e', anchor: 'end' }))
  parts.push(rect(cx, cy + 26, cw, 6, { r: 3, fill: P.line }) + rect(cx, cy + 26, cw * 0.78, 6, { r: 3, fill: P.teal }))
  parts.push(text(cx, cy + 62, 'Tags', { size: 12, weight: 600, fill: P.muted }))
  const tags = pillRow(cx, cy + 72, [
    ['design-systems', { size: 11.5, height: 24, fill: P.white, color: P.ink, stroke: P.line, weight: 500 }],
    ['ai', { size: 11.5, height: 24, fill: P.white, color: P.ink, stroke: P.line, weight: 500 }],
    ['ux', { size: 11.5, height: 24, fill: P.white, color: P.ink, stroke: P.line, weight: 500 }],
    ['+ Suggest', { size: 11.5, height: 24, fill: P.violet50, color: P.violet, weight: 600 }],
  ])
  parts.push(tags.svg)
  const iy = H - 60
  parts.push(rect(cx, iy, cw, 42, { r: 12, fill: P.white, stroke: '#c4b5fd', sw: 1.2 }) + icon('sparkles', cx + 12, iy + 12, 18, P.violet) + text(cx + 38, iy + 26, 'Ask Inkwell to rewrite, expand…', { size: 13, fill: P.faint }))
  parts.push(rect(cx + cw - 38, iy + 6, 30, 30, { r: 8, fill: 'url(#cta)' }) + el('path', { d: `M${cx + cw - 29} ${iy + 21}h12m-5 -5 5 5 -5 5`, fill: 'none', stroke: P.white, strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' }))

  await writeWebp(path.join(PICTURES_DIR, 'projects', 'ai-blog-platform.webp'), fromSvg(svgDoc(W, H, parts.join(''), defs)), { cap: 70_000, quality: 78 })
}
