// Project picture: an A* pathfinding visualiser, with the search really run on a seeded grid.
import path from 'node:path'
import { defined, last, lerp, nth, smoothstep } from '../math.ts'
import { P, rampColor } from '../palette.ts'
import { PICTURES_DIR } from '../paths.ts'
import { createRng, type Rng } from '../random.ts'
import { fromSvg, writeWebp } from '../raster.ts'
import { button, circle, el, icon, line, linearGradient, rect, shadowFilter, svgDoc, text, textWidth, type ButtonOptions, type Point } from '../svg.ts'

/** Smooth value noise on a lattice, for organic wall clusters. */
function valueNoise(rng: Rng, cols: number, rows: number, cellSize: number): (x: number, y: number) => number {
  const lw = Math.ceil(cols / cellSize) + 2
  const lh = Math.ceil(rows / cellSize) + 2
  const lattice = Array.from({ length: lw * lh }, () => rng.next())
  return (x, y) => {
    const fx = x / cellSize
    const fy = y / cellSize
    const ix = Math.floor(fx)
    const iy = Math.floor(fy)
    const tx = smoothstep(fx - ix)
    const ty = smoothstep(fy - iy)
    const v = (i: number, j: number) => nth(lattice, j * lw + i)
    return lerp(lerp(v(ix, iy), v(ix + 1, iy), tx), lerp(v(ix, iy + 1), v(ix + 1, iy + 1), tx), ty)
  }
}

interface SearchResult {
  /** Cells in the order A* expanded them. */
  closed: number[]
  /** The frontier when the goal was reached. */
  open: number[]
  /** Start to goal, both included; empty when the goal cannot be reached. */
  path: number[]
}

interface OpenNode {
  f: number
  h: number
  seq: number
}

/**
 * Grid A* with the Manhattan heuristic (4-neighbour moves, unit cost).
 * Ties on f are broken by lower h, then by insertion order, keeping it deterministic.
 */
function aStar(walls: Uint8Array, cols: number, rows: number, start: Point, goal: Point): SearchResult {
  const idx = (x: number, y: number) => y * cols + x
  const h = (i: number) => Math.abs((i % cols) - goal[0]) + Math.abs(Math.floor(i / cols) - goal[1])
  const startI = idx(...start)
  const goalI = idx(...goal)
  const gScore = new Map([[startI, 0]])
  const cameFrom = new Map<number, number>()
  const open = new Map<number, OpenNode>([[startI, { f: h(startI), h: h(startI), seq: 0 }]])
  const closed: number[] = []
  const closedSet = new Set<number>()
  let seq = 1

  while (open.size) {
    let best = -1
    let bestNode: OpenNode | undefined
    for (const [i, node] of open) {
      if (!bestNode || node.f < bestNode.f || (node.f === bestNode.f && (node.h < bestNode.h || (node.h === bestNode.h && node.seq < bestNode.seq)))) {
        best = i
        bestNode = node
      }
    }
    open.delete(best)
    if (best === goalI) {
      const pathCells = [best]
      for (let from = cameFrom.get(best); from !== undefined; from = cameFrom.get(from)) pathCells.unshift(from)
      return { closed, open: [...open.keys()], path: pathCells }
    }
    closed.push(best)
    closedSet.add(best)
    const x = best % cols
    const y = Math.floor(best / cols)
    for (const [dx, dy] of [[1, 0], [0, 1], [-1, 0], [0, -1]] as const) {
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue
      const n = idx(nx, ny)
      if (walls[n] || closedSet.has(n)) continue
      const g = defined(gScore.get(best), 'the score of an open cell') + 1
      if (g < (gScore.get(n) ?? Infinity)) {
        gScore.set(n, g)
        cameFrom.set(n, best)
        open.set(n, { f: g + h(n), h: h(n), seq: seq++ })
      }
    }
  }
  return { closed, open: [], path: [] }
}

/** Walls from thresholded value noise plus two long barriers with gaps; tries seeds until solvable. */
function buildAStarScene(cols: number, rows: number, start: Point, goal: Point): SearchResult & { walls: Uint8Array } {
  for (let seed = 41; ; seed++) {
    const rng = createRng(seed)
    const noise = valueNoise(rng, cols, rows, 5)
    const walls = new Uint8Array(cols * rows)
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const v = noise(x, y)
        walls[y * cols + x] = v > 0.7 || (v > 0.6 && rng.next() < 0.35) || rng.next() < 0.04 ? 1 : 0
      }
    }
    // two vertical barriers with a couple of gaps force A* to detour
    const barriers: [number, number[]][] = [[17, [3, 4, 19]], [30, [9, 10, 22, 23]]]
    for (const [bx, gaps] of barriers) {
      for (let y = 1; y < rows - 1; y++) if (!gaps.includes(y)) walls[y * cols + bx] = 1
    }
    for (const [px, py] of [start, goal]) {
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) walls[(py + dy) * cols + px + dx] = 0
    }
    const result = aStar(walls, cols, rows, start, goal)
    if (result.path.length) return { walls, ...result }
  }
}

type CellState = { kind: 'closed'; order: number } | { kind: 'open' } | { kind: 'path' }

export async function generateAStar(): Promise<void> {
  const W = 1200
  const H = 750
  const cols = 48
  const rows = 26
  const cell = 24
  const gx0 = 24
  const gy0 = 110
  const start: Point = [5, 15]
  const goal: Point = [42, 9]
  const scene = buildAStarScene(cols, rows, start, goal)
  const cellXY = (i: number): Point => [gx0 + (i % cols) * cell, gy0 + Math.floor(i / cols) * cell]

  const defs = [linearGradient('cta', [P.indigo, P.violet], { x1: 0, y1: 0, x2: 1, y2: 0 }), shadowFilter('shadow', { dy: 8, blur: 14, opacity: 0.18 })].join('')
  const parts = [rect(0, 0, W, H, { fill: P.surface })]

  // toolbar
  parts.push(rect(0, 0, W, 60, { fill: P.navy }))
  parts.push(rect(24, 16, 28, 28, { r: 7, fill: 'url(#cta)' }) + icon('activity', 29, 21, 18, P.white))
  parts.push(text(64, 36, 'Pathfinder', { size: 17, weight: 700, fill: P.white }))
  parts.push(text(164, 36, 'Grid visualiser', { size: 13, fill: P.faint }))
  const tb: [string, ButtonOptions][] = [
    ['Algorithm: A*', { variant: 'dark', iconName: 'layers' }],
    ['Maze', { variant: 'dark', iconName: 'maze' }],
    ['Clear', { variant: 'dark', iconName: 'eraser' }],
    ['Speed: Fast', { variant: 'dark', iconName: 'clock' }],
  ]
  let bx = 528
  for (const [label, opts] of tb) {
    const b = button(bx, 13, label, opts)
    parts.push(b.svg)
    bx += b.width + 10
  }
  parts.push(button(W - 24 - 148, 13, 'Visualize A*', { gradientId: 'cta', iconName: 'play', padX: 18 }).svg)

  // legend + stats row
  parts.push(rect(0, 60, W, 40, { fill: P.white }) + line(0, 100, W, 100, { stroke: P.line }))
  const legend: [string, string][] = [
    ['Start', P.teal],
    ['Goal', P.pink],
    ['Wall', '#27304a'],
    ['Frontier', '#ddd6fe'],
    ['Explored', '#a5f3fc'],
    ['Shortest path', P.amber],
  ]
  let lx = 24
  for (const [label, color] of legend) {
    parts.push(rect(lx, 71, 16, 16, { r: 4, fill: color }) + text(lx + 24, 84, label, { size: 13, weight: 500, fill: P.muted }))
    lx += 24 + textWidth(label, 13, 500) + 22
  }
  const stats = `Explored ${scene.closed.length} · Frontier ${scene.open.length} · Path ${scene.path.length - 1} steps · Heuristic: Manhattan`
  parts.push(text(W - 24, 84, stats, { size: 13, weight: 500, fill: P.ink, anchor: 'end' }))

  // grid
  parts.push(rect(gx0 - 1, gy0 - 1, cols * cell + 1, rows * cell + 1, { fill: P.line }))
  const state = new Map<number, CellState>()
  scene.closed.forEach((i, order) => state.set(i, { kind: 'closed', order }))
  for (const i of scene.open) state.set(i, { kind: 'open' })
  for (const i of scene.path) state.set(i, { kind: 'path' })
  const maxOrder = scene.closed.length - 1
  for (let i = 0; i < cols * rows; i++) {
    const [x, y] = cellXY(i)
    const s = state.get(i)
    let fill = P.white
    if (scene.walls[i]) fill = '#27304a'
    else if (s?.kind === 'closed') fill = rampColor(['#bfdbfe', '#a5f3fc', '#99f6e4'], s.order / maxOrder)
    else if (s?.kind === 'open') fill = '#ddd6fe'
    else if (s?.kind === 'path') fill = '#fcd34d'
    parts.push(rect(x, y, cell - 1, cell - 1, { fill }))
  }
  // frontier outline + path polyline on top
  for (const i of scene.open) {
    const [x, y] = cellXY(i)
    parts.push(rect(x + 1.5, y + 1.5, cell - 4, cell - 4, { r: 3, stroke: '#8b5cf6', sw: 1.5 }))
  }
  const pts = scene.path.map((i) => cellXY(i).map((v) => v + (cell - 1) / 2).join(',')).join(' ')
  parts.push(el('polyline', { points: pts, fill: 'none', stroke: '#d97706', strokeWidth: 3, strokeLinejoin: 'round', strokeLinecap: 'round' }))

  const node = (i: number, color: string, glyph: (cx: number, cy: number) => string) => {
    const [x, y] = cellXY(i)
    return rect(x - 3, y - 3, cell + 5, cell + 5, { r: 7, fill: color, stroke: P.white, sw: 2.5, filter: 'url(#shadow)' }) + glyph(x + cell / 2 - 0.5, y + cell / 2 - 0.5)
  }
  parts.push(node(nth(scene.path, 0), P.teal, (cx, cy) => el('path', { d: `M${cx - 4} ${cy - 6}L${cx + 6} ${cy}L${cx - 4} ${cy + 6}Z`, fill: P.white })))
  parts.push(node(last(scene.path), P.pink, (cx, cy) => circle(cx, cy, 6.5, { stroke: P.white, sw: 2 }) + circle(cx, cy, 2.2, { fill: P.white })))

  await writeWebp(path.join(PICTURES_DIR, 'projects', 'astar-pathfinding.webp'), fromSvg(svgDoc(W, H, parts.join(''), defs)), { cap: 70_000 })
}
