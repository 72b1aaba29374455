/**
 * Draws every sample picture and the hero video, deterministically:
 *
 *   npx tsx tools/sample-media/main.ts             the sample page's pictures into src/test/fixtures/media/,
 *                                                  the hero video and the favicon into public/
 *   npx tsx tools/sample-media/main.ts --content   the pictures into src/content/media/ too, replacing the owner's
 *   npx tsx tools/sample-media/main.ts dashboard   only the tasks whose name contains a given word
 *
 * Everything is drawn from code: SVG strings rasterised by sharp (librsvg), raw pixel buffers for
 * the Mandelbrot set and the hero loop, and ffmpeg (libx264) for the video. Every random choice
 * comes from a seeded generator, so two runs write the same bytes. Needs `ffmpeg`/`ffprobe` on
 * PATH and the Inter and DejaVu fonts installed for librsvg's text (see palette.ts).
 */
import { cpSync } from 'node:fs'
import path from 'node:path'
import { CONTENT_MEDIA_DIR, PICTURES_DIR, ROOT } from './paths.ts'
import { generateAStar } from './pictures/a-star.ts'
import { generateBlogEditor } from './pictures/blog-editor.ts'
import { generateEmergencyRoom } from './pictures/emergency-room.ts'
import { generateFavicon } from './pictures/favicon.ts'
import { generateFileSharing } from './pictures/file-sharing.ts'
import { generateFractal } from './pictures/fractal.ts'
import { generateGlobalWeather } from './pictures/global-weather.ts'
import { generateHeroVideo } from './pictures/hero-video.ts'
import { generateKanban } from './pictures/kanban.ts'
import { generateProfile } from './pictures/profile.ts'
import { generateShell } from './pictures/shell.ts'
import { generateVehicleSales } from './pictures/vehicle-sales.ts'
import { printTable, results } from './raster.ts'

type Task = [name: string, run: () => Promise<void>]

const TASKS: Task[] = [
  ['hero loop + poster', generateHeroVideo],
  ['favicon', generateFavicon],
  ['profile', generateProfile],
  ['project: A* pathfinding', generateAStar],
  ['project: AI blog platform', generateBlogEditor],
  ['project: file sharing', generateFileSharing],
  ['project: kanban', generateKanban],
  ['project: C shell', generateShell],
  ['project: fractal', generateFractal],
  ['dashboard: emergency room', generateEmergencyRoom],
  ['dashboard: vehicle sales', generateVehicleSales],
  ['dashboard: global weather', generateGlobalWeather],
]

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const intoContent = args.includes('--content')
  const only = args.filter((arg) => arg !== '--content')
  const selected = TASKS.filter(([name]) => !only.length || only.some((o) => name.includes(o)))
  const started = performance.now()
  const run = async ([name, task]: Task) => {
    const t0 = performance.now()
    await task()
    console.log(`✓ ${name.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  }
  // The video encode is bound by the ffmpeg child process, so it runs alongside the pictures;
  // every task writes its own files, so the interleaving does not affect any output bytes.
  const [first, ...rest] = selected
  const hero = first?.[1] === generateHeroVideo ? run(first) : null
  for (const task of hero ? rest : selected) await run(task)
  await hero
  if (intoContent) cpSync(PICTURES_DIR, CONTENT_MEDIA_DIR, { recursive: true })

  // the table lists the favicon first, then the hero, the profile, the projects, the dashboards
  const order = (file: string) => (file.endsWith('.svg') ? 0 : file.includes('/projects/') ? 2 : file.includes('/dashboards/') ? 3 : 1)
  results.sort((a, b) => order(a.file) - order(b.file) || a.file.localeCompare(b.file))
  printTable(performance.now() - started)
  const overCap = results.filter((r) => r.cap && r.bytes > r.cap)
  if (overCap.length) {
    console.error(`\n✗ over size cap: ${overCap.map((r) => path.relative(ROOT, r.file)).join(', ')}`)
    process.exitCode = 1
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
