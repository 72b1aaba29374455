#!/usr/bin/env node
// npm run video -- <your clip> [--start 2] [--duration 10] [--out-dir public/media]
//
// Makes the hero's background video from a clip of your own (any format ffmpeg reads): 1280x720
// (cropped to fill), 30 fps, H.264 without sound, moov atom first so it starts while it
// downloads, and at most the page's video budget (builder/budget.ts), raising the compression
// until it fits. Writes hero-loop.mp4 and its first frame as hero-poster.webp, the two files
// src/content/site.ts names under hero.video. Uses the system's ffmpeg, or the one npm installs.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { BUDGETS } from '../builder/budget.ts'
import { ffmpeg as findFfmpeg } from './machine.ts'

const WIDTH = 1280
const HEIGHT = 720
/** Compression levels tried in turn (x264 CRF: higher is smaller); the first that fits wins. */
const QUALITIES = [24, 27, 30, 33, 36, 39]

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    start: { type: 'string', default: '0' },
    duration: { type: 'string', default: '12' },
    'out-dir': { type: 'string', default: 'public/media' },
    // The byte budget; the page's unless a test asks for less.
    'max-bytes': { type: 'string', default: String(BUDGETS.video) },
  },
})

function fail(message: string): never {
  console.error(`npm run video: ${message}`)
  process.exit(1)
}

const [input] = positionals
if (!input) fail('name your clip: npm run video -- path/to/clip.mp4 [--start seconds] [--duration seconds]')
const source = resolve(input)
try {
  statSync(source)
} catch {
  fail(`${input} does not exist`)
}
const tool = findFfmpeg()
const ffmpegPath = tool.path ?? fail(`needs ffmpeg: ${tool.install}`)

const outDir = resolve(values['out-dir'])
const maxBytes = Number(values['max-bytes'])
mkdirSync(outDir, { recursive: true })
const video = join(outDir, 'hero-loop.mp4')
const poster = join(outDir, 'hero-poster.webp')
const fill = `scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=increase,crop=${WIDTH}:${HEIGHT},fps=30,format=yuv420p`

/** Runs ffmpeg; a failure throws, so the temporary folder is still cleaned up. */
function ffmpeg(args: string[]): void {
  const run = spawnSync(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`ffmpeg could not read or encode ${input}:\n${run.stderr.trim()}`)
}

const work = mkdtempSync(join(tmpdir(), 'hero-video-'))
try {
  let fitted
  for (const crf of QUALITIES) {
    const attempt = join(work, `crf-${crf}.mp4`)
    ffmpeg(['-ss', values.start, '-t', values.duration, '-i', source, '-an', '-vf', fill,
      '-c:v', 'libx264', '-preset', 'slow', '-crf', String(crf), '-profile:v', 'high', '-movflags', '+faststart', attempt])
    const bytes = statSync(attempt).size
    console.log(`  quality ${crf}: ${(bytes / 1e6).toFixed(2)} MB`)
    if (bytes <= maxBytes) {
      fitted = attempt
      break
    }
  }
  if (!fitted) throw new Error(`even at the strongest compression the clip is over ${maxBytes / 1e6} MB: use a shorter --duration`)
  copyFileSync(fitted, video)

  const frame = join(work, 'frame.png')
  ffmpeg(['-i', video, '-frames:v', '1', frame])
  await sharp(frame).webp({ quality: 70 }).toFile(poster)
} catch (error) {
  rmSync(work, { recursive: true, force: true })
  fail(error instanceof Error ? error.message : String(error))
}
rmSync(work, { recursive: true, force: true })

console.log(`wrote ${video} (${(statSync(video).size / 1e6).toFixed(2)} MB) and ${poster} (${Math.round(statSync(poster).size / 1000)} KB), ${WIDTH}x${HEIGHT}`)
console.log('src/content/site.ts names them under hero.video (src /media/hero-loop.mp4, poster /media/hero-poster.webp, 1280 x 720).')
