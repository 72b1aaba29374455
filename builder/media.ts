// The owner's pictures, made ready for the page: each file the content names in src/content/media/
// (PNG, JPEG, WebP or AVIF, any size) becomes the AVIF and WebP widths its place in the layout
// needs (IMAGE_WIDTHS), with content-hashed names. Encodes are cached on disk, so only a new or
// changed picture costs time.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { valueAt, type Content, type ResponsiveImage } from '../src/build-surface.ts'
import { mediaDir } from './content.ts'

/**
 * The widths (px) the build makes of each kind of picture, for the layout's largest slot at 1×
 * to 2× (a picture smaller than a width is never enlarged: its own width is the largest).
 */
export const IMAGE_WIDTHS = {
  photo: [384, 768],
  /** A testimonial's author, in a 56 px circle. */
  portrait: [64, 128],
  project: [480, 800, 1200],
  dashboard: [640, 1024, 1600],
} as const
export type ImageKind = keyof typeof IMAGE_WIDTHS

export const FORMATS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} as const
export type Format = keyof typeof FORMATS

/** A picture the page shows: where the content names it, and the layout slot it fills. */
export interface ImageReference {
  path: (string | number)[]
  src: string
  kind: ImageKind
}

export interface Variant {
  format: Format
  width: number
  height: number
  /** Where it goes in the built site, e.g. assets/media/projects/shot-800-1a2b3c4d.avif. */
  fileName: string
  data: Buffer
}

export interface ProcessedImage {
  width: number
  height: number
  variants: Variant[]
}

/**
 * Every picture the content shows, with where it is named and what kind of slot it fills; as
 * far as the content can be read (`npm run check` asks before the content is known to be valid).
 */
export function imageReferences(content: Content | unknown): ImageReference[] {
  const list = (name: string) => {
    const items = valueAt(content, name, 'items')
    return Array.isArray(items) ? items : []
  }
  const references: { path: (string | number)[]; src: unknown; kind: ImageKind }[] = [
    { path: ['about', 'photo', 'src'], src: valueAt(content, 'about', 'photo', 'src'), kind: 'photo' },
    ...list('projects').map((item, i) => ({ path: ['projects', 'items', i, 'image', 'src'], src: valueAt(item, 'image', 'src'), kind: 'project' as const })),
    ...list('dashboards').map((item, i) => ({ path: ['dashboards', 'items', i, 'image', 'src'], src: valueAt(item, 'image', 'src'), kind: 'dashboard' as const })),
    ...list('references').map((item, i) => ({ path: ['references', 'items', i, 'photo'], src: valueAt(item, 'photo'), kind: 'portrait' as const })),
  ]
  return references.filter((reference): reference is ImageReference => typeof reference.src === 'string')
}

/** The widest a picture with these widths is ever shown, in px. */
export const largestWidth = (widths: readonly number[]) => Math.max(0, ...widths)

/**
 * A picture's upright size, once every byte of it has been decoded: its header alone can say a
 * size while the rest is cut short (a half-copied JPEG), which only a full decode finds. Decoded
 * at a small size, so a large picture costs little; `error` says why it cannot be read.
 */
export function readPicture(file: string): Promise<PictureRead> {
  // Once per version of the file and process: the dev server checks on every change, the fuzz suite thousands of times.
  const { size, mtimeMs } = statSync(file)
  const key = `${file}:${size}:${mtimeMs}`
  let read = pictureReads.get(key)
  if (!read) {
    read = decodePicture(file)
    pictureReads.set(key, read)
  }
  return read
}

/** What sharp says of a picture it cannot read, in one line, without the name of libvips' loader. */
export const sharpReason = (error: unknown) => (error as Error).message.split('\n')[0]?.replace(/^Vips\w*:\s*/, '') ?? 'unknown'

type PictureRead = { width: number; height: number } | { error: string }
const pictureReads = new Map<string, Promise<PictureRead>>()

async function decodePicture(file: string): Promise<PictureRead> {
  try {
    const { width, height, autoOrient } = await sharp(file).metadata()
    if (!width || !height) return { error: 'it has no size' }
    await sharp(file).resize({ width: 16 }).raw().toBuffer()
    return autoOrient ?? { width, height }
  } catch (error) {
    return { error: sharpReason(error) }
  }
}

/** The widths to make of a picture `sourceWidth` wide: the kind's widths below it, then its own width or the largest. */
export function variantWidths(sourceWidth: number, widths: readonly number[]): number[] {
  const largest = Math.min(sourceWidth, largestWidth(widths))
  return [...widths.filter((width) => width < largest), largest]
}

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

/**
 * Makes the widths of one picture in both formats. `cacheDir` keeps each encode under a name
 * drawn from the source bytes and the settings, so a second build reads them back.
 */
export async function processImage(root: string, src: string, widths: readonly number[], cacheDir: string, dir = mediaDir()): Promise<ProcessedImage> {
  const source = readFileSync(resolve(root, dir, src))
  const { width = 0, height = 0, autoOrient } = await sharp(source).metadata()
  // Photos from a phone carry their rotation in EXIF: the upright size is what the page shows.
  const upright = autoOrient ?? { width, height }
  const stem = src.replace(/\.[^.]+$/, '')
  const sourceHash = sha(source)
  mkdirSync(cacheDir, { recursive: true })
  const variants: Variant[] = []
  for (const variantWidth of variantWidths(upright.width, widths)) {
    const variantHeight = Math.round((upright.height * variantWidth) / upright.width)
    for (const format of Object.keys(FORMATS) as Format[]) {
      const cached = join(cacheDir, `${sourceHash}-${sha(JSON.stringify(FORMATS[format])).slice(0, 8)}-${variantWidth}.${format}`)
      let data: Buffer
      if (existsSync(cached)) {
        data = readFileSync(cached)
      } else {
        data = await sharp(source).autoOrient().resize({ width: variantWidth }).toFormat(format, FORMATS[format]).toBuffer()
        // Whole or not at all: builds may run side by side and share the cache.
        writeFileSync(`${cached}.${process.pid}.tmp`, data)
        renameSync(`${cached}.${process.pid}.tmp`, cached)
      }
      const fileName = `assets/media/${stem}-${variantWidth}-${sha(data).slice(0, 8)}.${format}`
      variants.push({ format, width: variantWidth, height: variantHeight, fileName, data })
    }
  }
  return { width: upright.width, height: upright.height, variants }
}

/** What the page needs to show a processed picture: its size, a fallback URL and srcset per format. */
export function responsiveImage(image: ProcessedImage, base: string): ResponsiveImage {
  const url = (variant: Variant) => `${base}${variant.fileName}`
  const srcSet = (format: Format) =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${url(variant)} ${variant.width}w`)
      .join(', ')
  const webp = image.variants.filter((variant) => variant.format === 'webp')
  const largest = webp.at(-1)
  return {
    width: largest?.width ?? image.width,
    height: largest?.height ?? image.height,
    src: largest ? url(largest) : '',
    avif: srcSet('avif'),
    webp: srcSet('webp'),
  }
}

/** The widths each picture needs: a file shown in two kinds of slot gets both kinds' widths. */
export function widthsBySource(references: ImageReference[]): Map<string, number[]> {
  const widths = new Map<string, number[]>()
  for (const { src, kind } of references) {
    widths.set(src, [...new Set([...(widths.get(src) ?? []), ...IMAGE_WIDTHS[kind]])].sort((a, b) => a - b))
  }
  return widths
}
