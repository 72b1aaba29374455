// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { ffmpeg } from './machine.ts'

let dir: string
const ffmpegPath = ffmpeg().path ?? 'ffmpeg'
const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' })
const encode = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'tools/video.ts', join(dir, 'clip.mov'), '--out-dir', join(dir, 'out'), ...args])

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hero-video-'))
  // An owner's clip: portrait-ish 4:3, 25 fps, with a sound track, in a .mov.
  const made = run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x480:rate=25:duration=1',
    '-f', 'lavfi', '-i', 'sine=duration=1', '-c:v', 'libx264', '-c:a', 'aac', join(dir, 'clip.mov')])
  if (made.status !== 0) throw new Error(`ffmpeg could not make a test clip: ${made.stderr || made.error}`)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run video', () => {
  it('makes a 1280x720 H.264 loop without sound that starts while it downloads, and its poster', async () => {
    const result = encode()
    expect(result.status, result.stderr).toBe(0)
    const video = join(dir, 'out/hero-loop.mp4')
    // ffmpeg describes a file's streams when given it as input alone (and exits with 1: no output named).
    const streams = run(ffmpegPath, ['-hide_banner', '-i', video]).stderr.split('\n').filter((line) => /^\s*Stream #/.test(line))
    expect(streams).toHaveLength(1)
    expect(streams[0]).toMatch(/Video: h264 .* 1280x720[ ,]/)
    const bytes = readFileSync(video)
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'))
    expect(bytes.length).toBeLessThanOrEqual(1_500_000)
    const poster = await sharp(join(dir, 'out/hero-poster.webp')).metadata()
    expect([poster.format, poster.width, poster.height]).toEqual(['webp', 1280, 720])
  }, 60_000)

  it('compresses harder until the clip fits, and says so when it never does', () => {
    rmSync(join(dir, 'out'), { recursive: true, force: true })
    const result = encode('--max-bytes', '2000')
    expect(result.status).toBe(1)
    expect(result.stdout.match(/quality \d+:/g)).toEqual(['quality 24:', 'quality 27:', 'quality 30:', 'quality 33:', 'quality 36:', 'quality 39:'])
    expect(result.stderr).toContain('even at the strongest compression the clip is over 0.002 MB: use a shorter --duration')
    expect(existsSync(join(dir, 'out/hero-loop.mp4'))).toBe(false)
  }, 60_000)

  // Like the tests above, a child Node process that compiles the tool with tsx before it runs: 1.5 s
  // on a 2-core machine at rest, over Vitest's default 5 s while the suite's workers and a build share it.
  it('names what is missing', () => {
    const result = run(process.execPath, ['--import', 'tsx', 'tools/video.ts', join(dir, 'nothing.mp4')])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('nothing.mp4 does not exist')
  }, 60_000)
})
