// The ffmpeg encoder fed with raw frames on stdin, and what it wrote as ffmpeg itself reads it back.
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { ffmpeg } from '../machine.ts'

function ffmpegPath(): string {
  const tool = ffmpeg()
  if (!tool.path) throw new Error(`ffmpeg is missing: ${tool.install}`)
  return tool.path
}

/** Run ffmpeg with `args`, writing `frameCount` frames from `renderFrame` to its stdin, one at a time. */
export function runFfmpeg(args: string[], frameCount: number, renderFrame: (index: number) => Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const ff = spawn(ffmpegPath(), args, { stdio: ['pipe', 'ignore', 'pipe'] })
    let stderr = ''
    ff.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    ff.on('error', reject)
    ff.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}\n${stderr}`))))
    ff.stdin.on('error', () => {}) // EPIPE surfaces through 'close' with ffmpeg's own message
    void (async () => {
      for (let i = 0; i < frameCount; i++) {
        // waiting for 'drain' keeps only one rendered frame in memory ahead of the encoder
        if (!ff.stdin.write(renderFrame(i))) await once(ff.stdin, 'drain')
      }
      ff.stdin.end()
    })().catch(reject)
  })
}

export interface VideoInfo {
  codec: string
  profile: string
  width: number
  height: number
  duration: number
  hasAudio: boolean
}

/** What a file holds, from the stream lines ffmpeg prints when given it as input alone (it then exits with 1: no output named). */
export function probeVideo(file: string): VideoInfo {
  const { stderr } = spawnSync(ffmpegPath(), ['-hide_banner', '-i', file], { encoding: 'utf8' })
  const video = /Stream #.*: Video: (\w+)(?: \(([^)]+)\))?.*?, (\d+)x(\d+)/.exec(stderr)
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr)
  if (!video || !duration) throw new Error(`ffmpeg found no video stream in ${file}:\n${stderr}`)
  const [, codec = '', profile = '', width = '0', height = '0'] = video
  const [, hours = '0', minutes = '0', seconds = '0'] = duration
  return {
    codec,
    profile,
    width: Number(width),
    height: Number(height),
    duration: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds),
    hasAudio: /Stream #.*: Audio:/.test(stderr),
  }
}
