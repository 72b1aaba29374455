// Project picture: a project-management kanban board for one sprint.
import path from 'node:path'
import { P } from '../palette.ts'
import { PICTURES_DIR } from '../paths.ts'
import { fromSvg, writeWebp } from '../raster.ts'
import { avatarStack, button, circle, icon, line, linearGradient, pill, pillRow, rect, shadowFilter, svgDoc, text, textWidth, wrapText, type IconName } from '../svg.ts'

const PEOPLE = { AM: P.violet, JL: P.teal, RK: P.pink, SN: P.indigo, DP: P.amber }
type Person = keyof typeof PEOPLE

/** Label → [background, text colour]. */
const LABELS = {
  Design: [P.pink50, P.pink],
  Research: [P.amber50, '#b45309'],
  Frontend: [P.indigo50, P.indigo],
  Backend: [P.teal50, '#0f766e'],
  Content: [P.violet50, P.violet],
  Bug: ['#fff1f2', P.red],
  QA: [P.teal50, '#0f766e'],
} satisfies Record<string, [string, string]>
type Label = keyof typeof LABELS

interface Card {
  labels: Label[]
  title: string
  due: string
  checklist?: string
  comments?: number
  progress?: number
  overdue?: boolean
  done?: boolean
  people: Person[]
}

/** One card; its height follows the wrapped title and whether it shows progress. */
function kanbanCard(x: number, y: number, w: number, card: Card): { svg: string; height: number } {
  const titleLines = wrapText(card.title, w - 28, 14, 600)
  const h = 50 + titleLines.length * 19 + (card.progress !== undefined ? 22 : 0) + 30
  const parts = [rect(x, y, w, h, { r: 10, fill: P.white, stroke: '#e7ebf0', sw: 1, filter: 'url(#card)' })]
  parts.push(pillRow(x + 14, y + 14, card.labels.map((l) => [l, { size: 10.5, height: 19, fill: LABELS[l][0], color: LABELS[l][1], padX: 7 }] as const)).svg)
  titleLines.forEach((l, i) => parts.push(text(x + 14, y + 54 + i * 19, l, { size: 14, weight: 600, fill: card.done ? P.muted : P.ink })))
  let fy = y + 54 + titleLines.length * 19
  if (card.progress !== undefined) {
    parts.push(rect(x + 14, fy, w - 60, 5, { r: 2.5, fill: P.line }) + rect(x + 14, fy, (w - 60) * card.progress, 5, { r: 2.5, fill: card.progress >= 1 ? P.teal : P.indigo }))
    parts.push(text(x + w - 14, fy + 6, `${Math.round(card.progress * 100)}%`, { size: 11, weight: 600, fill: P.muted, anchor: 'end' }))
    fy += 22
  }
  // footer: due date / checklist / comments, avatars at the right
  let ix = x + 14
  const footY = fy + 6
  if (card.done) {
    parts.push(circle(ix + 8, footY + 7, 8, { fill: P.teal100 }) + icon('check', ix + 3, footY + 2, 10, '#0f766e', { sw: 3.5 }) + text(ix + 22, footY + 11, card.due, { size: 12, fill: '#0f766e', weight: 500 }))
  } else {
    const dueColor = card.overdue ? P.red : P.muted
    parts.push(icon('calendar', ix, footY, 14, dueColor) + text(ix + 20, footY + 11, card.due, { size: 12, fill: dueColor, weight: card.overdue ? 600 : 400 }))
    ix += 28 + textWidth(card.due, 12)
    if (card.checklist) {
      parts.push(icon('checkSquare', ix, footY, 14, P.muted) + text(ix + 20, footY + 11, card.checklist, { size: 12, fill: P.muted }))
      ix += 28 + textWidth(card.checklist, 12)
    }
    if (card.comments) parts.push(icon('message', ix, footY, 14, P.muted) + text(ix + 19, footY + 11, String(card.comments), { size: 12, fill: P.muted }))
  }
  const av = card.people
  parts.push(avatarStack(x + w - 14 - 11 * 2 - (av.length - 1) * 11 * 2 * 0.92, footY + 7, 11, av.map((p) => [p, PEOPLE[p]] as const), 0.92))
  return { svg: parts.join(''), height: h }
}

export async function generateKanban(): Promise<void> {
  const W = 1200
  const H = 750
  const defs = [linearGradient('cta', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }), shadowFilter('card', { dy: 2, blur: 3, opacity: 0.06 })].join('')
  const parts = [rect(0, 0, W, H, { fill: P.white })]

  // header
  parts.push(rect(24, 18, 36, 36, { r: 10, fill: 'url(#cta)' }) + icon('layers', 32, 26, 20, P.white))
  parts.push(text(72, 34, 'Website Relaunch', { size: 19, weight: 700 }) + text(72, 52, 'Sprint 14 · Mar 4 – Mar 18 · 12 tasks', { size: 12.5, fill: P.faint }))
  parts.push(avatarStack(W - 450, 36, 14, Object.entries(PEOPLE), 0.82) + pill(W - 450 + 14 * 2 * 0.82 * 4 + 36, 26, '+3', { size: 11, height: 22, fill: P.surface, color: P.muted, stroke: P.line, padX: 8 }).svg)
  parts.push(button(W - 262, 20, 'Filter', { variant: 'secondary', iconName: 'filter', height: 34 }).svg)
  parts.push(button(W - 158, 20, 'New task', { gradientId: 'cta', iconName: 'plus', height: 34 }).svg)
  // view tabs
  let tx = 24
  const views: [label: string, icon: IconName, active?: boolean][] = [['Board', 'grid', true], ['List', 'list'], ['Timeline', 'barChart'], ['Files', 'file']]
  for (const [label, name, active] of views) {
    parts.push(icon(name, tx, 80, 15, active ? P.indigo : P.muted) + text(tx + 22, 92, label, { size: 13.5, weight: active ? 600 : 500, fill: active ? P.indigo : P.muted }))
    const w = 22 + textWidth(label, 13.5, 600)
    if (active) parts.push(rect(tx, 106, w, 2.5, { r: 1.25, fill: P.indigo }))
    tx += w + 28
  }
  parts.push(line(0, 108, W, 108))
  parts.push(text(W - 24, 92, 'Grouped by status', { size: 12.5, fill: P.faint, anchor: 'end' }))

  const columns: { name: string; color: string; cards: Card[] }[] = [
    { name: 'To do', color: P.faint, cards: [
      { labels: ['Design'], title: 'Refresh pricing page hero', due: 'Mar 14', checklist: '0/4', people: ['AM'] },
      { labels: ['Research'], title: 'Interview five returning customers', due: 'Mar 16', comments: 3, people: ['JL', 'SN'] },
      { labels: ['Content'], title: 'Write onboarding email sequence', due: 'Mar 17', people: ['DP'] },
      { labels: ['Bug', 'Frontend'], title: 'Focus ring missing on dark buttons', due: 'Mar 12', overdue: true, people: ['RK'] },
    ] },
    { name: 'In progress', color: P.indigo, cards: [
      { labels: ['Frontend'], title: 'Build responsive navigation', due: 'Mar 13', checklist: '3/5', progress: 0.6, people: ['SN', 'AM'] },
      { labels: ['Design'], title: 'Empty states for the dashboard', due: 'Mar 15', comments: 5, progress: 0.35, people: ['AM'] },
      { labels: ['Backend'], title: 'Rate-limit the file upload API', due: 'Mar 14', checklist: '2/3', people: ['JL'] },
    ] },
    { name: 'Review', color: P.amber, cards: [
      { labels: ['Frontend', 'Design'], title: 'Dark theme colour tokens', due: 'Mar 11', checklist: '5/5', comments: 2, progress: 1, people: ['RK', 'AM'] },
      { labels: ['QA'], title: 'Cross-browser checkout QA', due: 'Mar 12', comments: 4, people: ['DP', 'SN'] },
    ] },
    { name: 'Done', color: P.teal, cards: [
      { labels: ['Backend'], title: 'Set up CI pipeline and previews', due: 'Done Mar 6', done: true, people: ['JL'] },
      { labels: ['Design'], title: 'Brand colour audit', due: 'Done Mar 7', done: true, people: ['AM', 'RK'] },
      { labels: ['Frontend'], title: 'Migrate icons to an SVG sprite', due: 'Done Mar 8', done: true, people: ['SN'] },
    ] },
  ]

  const colW = (W - 48 - 3 * 16) / 4
  columns.forEach((col, ci) => {
    const x = 24 + ci * (colW + 16)
    parts.push(rect(x, 124, colW, H - 124 - 20, { r: 14, fill: P.canvas }))
    parts.push(circle(x + 20, 149, 5, { fill: col.color }) + text(x + 32, 154, col.name, { size: 14, weight: 700 }))
    parts.push(pill(x + 40 + textWidth(col.name, 14, 700), 140, String(col.cards.length), { size: 11, height: 19, fill: P.white, color: P.muted, padX: 7 }).svg)
    parts.push(icon('plus', x + colW - 52, 141, 16, P.faint) + icon('more', x + colW - 28, 141, 16, P.faint))
    let cy = 172
    for (const card of col.cards) {
      const c = kanbanCard(x + 10, cy, colW - 20, card)
      parts.push(c.svg)
      cy += c.height + 10
    }
    // the first two columns take new tasks
    if (ci < 2) parts.push(rect(x + 10, cy, colW - 20, 38, { r: 10, stroke: '#cbd5e1', sw: 1.2, dash: '5 5' }) + icon('plus', x + colW / 2 - 44, cy + 12, 14, P.faint) + text(x + colW / 2 - 24, cy + 24, 'Add task', { size: 12.5, weight: 500, fill: P.faint }))
  })

  await writeWebp(path.join(PICTURES_DIR, 'projects', 'project-management-app.webp'), fromSvg(svgDoc(W, H, parts.join(''), defs)), { cap: 70_000 })
}
