// The hero's looping background video and its poster (the loop's first frame).
import { statSync } from 'node:fs'
import path from 'node:path'
import { HERO, heroStaticLayers, renderHeroFrame } from '../hero-frame.ts'
import { MEDIA_DIR } from '../paths.ts'
import { ensureDir, fromRaw, results, writeWebp } from '../raster.ts'
import { probeVideo, runFfmpeg } from '../video.ts'

export async function generateHeroVideo(): Promise<void> {
  const { width, height, fps, seconds } = HERO
  const layers = heroStaticLayers(width, height)
  const frameCount = fps * seconds

  const poster = renderHeroFrame(0, { width, height, layers })
  await writeWebp(path.join(MEDIA_DIR, 'hero-poster.webp'), fromRaw(poster, width, height), { cap: 50_000, quality: 92 })

  const file = path.join(MEDIA_DIR, 'hero-loop.mp4')
  ensureDir(file)
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps), '-i', '-',
    '-an',
    // the scale filter does the RGB→YUV conversion with explicit BT.709 coefficients, so
    // browsers show the same colours as the (sRGB) poster
    '-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
    // aq-mode 3 biases bits towards dark flat areas, which keeps the gradients free of banding
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '22', '-profile:v', 'high', '-x264-params', 'aq-mode=3',
    // one thread and bit-exact flags make the encode the same bytes on every run
    '-g', String(fps * 4), '-threads', '1',
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    '-movflags', '+faststart', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1',
    file,
  ]
  await runFfmpeg(args, frameCount, (i) => renderHeroFrame(i / frameCount, { width, height, layers }))
  const info = probeVideo(file)
  results.push({
    file,
    width: info.width,
    height: info.height,
    bytes: statSync(file).size,
    cap: 1_500_000,
    note: `${info.codec} ${info.profile}, ${info.duration.toFixed(2)} s, ${info.hasAudio ? 'HAS AUDIO' : 'no audio'}`,
  })
}
