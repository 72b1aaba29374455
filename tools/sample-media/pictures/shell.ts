// Project picture: a session in a small C shell, in a terminal window over the hero's light.
import path from 'node:path'
import sharp from 'sharp'
import { renderHeroFrame } from '../hero-frame.ts'
import { FONT } from '../palette.ts'
import { PICTURES_DIR } from '../paths.ts'
import { writeWebp } from '../raster.ts'
import { circle, el, line, linearGradient, rect, shadowFilter, svgDoc, text } from '../svg.ts'

const TERM = {
  prompt: '#2dd4bf',
  text: '#e2e8f0',
  output: '#94a3b8',
  operator: '#f472b6',
  flag: '#a5b4fc',
  job: '#fbbf24',
  dim: '#64748b',
}

/** [text, colour] */
type Token = [string, string]

/** Draw tokens on a monospace grid starting at column `col`; returns the column after the last. */
function monoRun(x: number, y: number, tokens: readonly Token[], { size, charW, col = 0, weight }: { size: number; charW: number; col?: number; weight?: number }): { svg: string; col: number } {
  const out: string[] = []
  for (const [tok, color] of tokens) {
    // each run of non-space characters sits on its own column, so the spacing is exact
    for (const m of tok.matchAll(/\S+/g)) out.push(text(x + (col + m.index) * charW, y, m[0], { size, family: FONT.mono, fill: color, weight }))
    col += tok.length
  }
  return { svg: out.join(''), col }
}

/** Syntax-colour a command line: pipes, redirects and background in one colour, flags in another. */
function shellTokens(cmd: string): Token[] {
  return cmd.split(/(\s+)/).map((tok): Token => {
    if (/^(\||>|>>|<|&)$/.test(tok)) return [tok, TERM.operator]
    if (/^-\w+/.test(tok)) return [tok, TERM.flag]
    return [tok, TERM.text]
  })
}

type Entry = { out: string; color?: string } | { cmd: string; cursor?: boolean }

export async function generateShell(): Promise<void> {
  const W = 1200
  const H = 750
  const size = 15.5
  const charW = size * 0.6021 // DejaVu Sans Mono's advance
  const lh = 22.5

  const listing: [bytes: string, time: string, name: string][] = [
    ['1876', '10:39', 'main.c'],
    ['4210', '10:41', 'builtins.c'],
    ['6873', '10:41', 'executor.c'],
    ['2954', '10:40', 'jobs.c'],
    ['5120', '10:42', 'parser.c'],
  ]
  const session: Entry[] = [
    { out: 'msh 1.4 — a tiny POSIX-style shell · type `help` for builtins', color: TERM.dim },
    { cmd: 'ls -l | grep .c > sources.txt' },
    { cmd: 'cat sources.txt' },
    ...listing.map(([bytes, time, name]) => ({ out: `-rw-r--r--  1 dev  staff  ${bytes.padStart(5)} Mar 12 ${time} ${name}` })),
    { cmd: 'cat sources.txt | wc -l' },
    { out: '5' },
    { cmd: 'sleep 30 &' },
    { out: '[1] 4821', color: TERM.job },
    { cmd: 'jobs' },
    { out: '[1]+  Running                 sleep 30 &', color: TERM.job },
    { cmd: 'cd ..' },
    { cmd: 'pwd' },
    { out: '/home/dev/projects' },
    { cmd: 'history' },
    ...['ls -l | grep .c > sources.txt', 'cat sources.txt', 'cat sources.txt | wc -l', 'sleep 30 &', 'jobs', 'cd ..', 'pwd', 'history'].map((c, i) => ({ out: `${String(i + 1).padStart(5)}  ${c}` })),
    { cmd: '', cursor: true },
  ]

  const wx = 90
  const wy = 34
  const ww = W - 180
  const wh = H - 68
  const defs = [
    shadowFilter('win', { dy: 24, blur: 30, opacity: 0.55, color: '#000000' }),
    linearGradient('titlebar', ['#1c2340', '#161c33'], { x1: 0, y1: 0, x2: 0, y2: 1 }),
  ].join('')
  const parts = [
    rect(wx, wy, ww, wh, { r: 14, fill: '#0d1226', filter: 'url(#win)' }),
    rect(wx + 0.5, wy + 0.5, ww - 1, wh - 1, { r: 14, stroke: 'rgba(255,255,255,0.1)', sw: 1 }),
    el('path', { d: `M${wx} ${wy + 42}V${wy + 14}a14 14 0 0 1 14 -14H${wx + ww - 14}a14 14 0 0 1 14 14V${wy + 42}Z`, fill: 'url(#titlebar)' }),
    line(wx, wy + 42, wx + ww, wy + 42, { stroke: 'rgba(255,255,255,0.07)' }),
    circle(wx + 22, wy + 21, 6.5, { fill: '#ff5f57' }),
    circle(wx + 44, wy + 21, 6.5, { fill: '#febc2e' }),
    circle(wx + 66, wy + 21, 6.5, { fill: '#28c840' }),
    text(wx + ww / 2, wy + 26, 'msh — ~/projects/c-shell — 96×28', { size: 13, weight: 500, fill: '#94a3b8', anchor: 'middle' }),
  ]

  const x0 = wx + 26
  let y = wy + 42 + 32
  for (const entry of session) {
    if ('cmd' in entry) {
      parts.push(monoRun(x0, y, [['msh$', TERM.prompt]], { size, charW, weight: 700 }).svg)
      const run = monoRun(x0, y, shellTokens(entry.cmd), { size, charW, col: 5 })
      parts.push(run.svg)
      if (entry.cursor) parts.push(rect(x0 + run.col * charW, y - size * 0.82, charW, size * 1.08, { fill: TERM.prompt, opacity: 0.85 }))
    } else {
      parts.push(monoRun(x0, y, [[entry.out, entry.color ?? TERM.output]], { size, charW }).svg)
    }
    y += lh
  }

  const backdrop = renderHeroFrame(0.37, { width: W, height: H, intensity: 0.95 })
  await writeWebp(
    path.join(PICTURES_DIR, 'projects', 'c-shell.webp'),
    () => sharp(backdrop, { raw: { width: W, height: H, channels: 3 } }).composite([{ input: Buffer.from(svgDoc(W, H, parts.join(''), defs)) }]),
    { cap: 70_000 },
  )
}
