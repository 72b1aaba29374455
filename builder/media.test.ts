// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { IMAGE_WIDTHS } from './media.ts'
import { site as complete } from '../src/test/fixtures/complete.ts'
import { site as sample } from '../src/test/fixtures/sample.ts'
import { imageReferences, processImage, responsiveImage, variantWidths, widthsBySource } from './media.ts'
import { media } from './plugins/media-plugin.ts'

let root: string
const cache = () => join(root, 'cache')
/** The temporary project's pictures folder, as a content module's media/ beside it would be. */
const folder = 'content/media'

/** A picture in the temporary project's media folder: a gradient, so the encoders have something to do. */
async function picture(name: string, width: number, height: number, format: 'png' | 'jpeg', orientation?: number) {
  const file = join(root, folder, name)
  mkdirSync(join(file, '..'), { recursive: true })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  const image = sharp(Buffer.from(svg)).toFormat(format)
  await (orientation ? image.withMetadata({ orientation }) : image).toFile(file)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'media-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the widths made of a picture', () => {
  it('are the kind\'s widths, never enlarging a small picture', () => {
    expect(variantWidths(3000, IMAGE_WIDTHS.project)).toEqual([480, 800, 1200])
    expect(variantWidths(1000, IMAGE_WIDTHS.project)).toEqual([480, 800, 1000])
    expect(variantWidths(300, IMAGE_WIDTHS.project)).toEqual([300])
    expect(variantWidths(1200, IMAGE_WIDTHS.project)).toEqual([480, 800, 1200])
  })

  it('cover every slot a picture fills', () => {
    const references = [
      { path: ['a'], src: 'me.png', kind: 'photo' as const },
      { path: ['b'], src: 'me.png', kind: 'project' as const },
      { path: ['c'], src: 'shot.png', kind: 'dashboard' as const },
    ]
    expect(Object.fromEntries(widthsBySource(references))).toEqual({ 'me.png': [384, 480, 768, 800, 1200], 'shot.png': [640, 1024, 1600] })
  })

  it('are asked for every picture the content shows, by its slot', () => {
    const references = imageReferences(sample)
    expect(references).toHaveLength(1 + sample.projects.items.length + sample.dashboards.items.length)
    expect(references[0]).toEqual({ path: ['about', 'photo', 'src'], src: sample.about.photo.src, kind: 'photo' })
    expect(references.filter((reference) => reference.kind === 'dashboard').map((reference) => reference.src)).toEqual(
      sample.dashboards.items.map((dashboard) => dashboard.image.src),
    )
    // A testimonial's picture is a portrait; one without a picture asks for none.
    const portraits = imageReferences(complete).filter((reference) => reference.kind === 'portrait')
    expect(portraits).toEqual(complete.references.items.flatMap((reference, index) => ('photo' in reference ? [{ path: ['references', 'items', index, 'photo'], src: reference.photo, kind: 'portrait' }] : [])))
    expect(portraits.length).toBeLessThan(complete.references.items.length)
  })
})

describe('a processed picture', () => {
  it('is AVIF and WebP at each width, in proportion, under names that change with the bytes', async () => {
    await picture('projects/shot.png', 2000, 1250, 'png')
    const image = await processImage(root, 'projects/shot.png', IMAGE_WIDTHS.project, cache(), folder)
    expect([image.width, image.height]).toEqual([2000, 1250])
    expect(image.variants.map(({ format, width, height }) => `${format} ${width}x${height}`)).toEqual([
      'avif 480x300',
      'webp 480x300',
      'avif 800x500',
      'webp 800x500',
      'avif 1200x750',
      'webp 1200x750',
    ])
    for (const variant of image.variants) {
      const made = await sharp(variant.data).metadata()
      expect([made.format === 'heif' ? 'avif' : made.format, made.width, made.height]).toEqual([variant.format, variant.width, variant.height])
      expect(variant.fileName).toMatch(new RegExp(`^assets/media/projects/shot-${variant.width}-[0-9a-f]{8}\\.${variant.format}$`))
    }
  })

  it('is turned upright when a phone stored its rotation in EXIF', async () => {
    await picture('me.jpg', 800, 600, 'jpeg', 6)
    const image = await processImage(root, 'me.jpg', IMAGE_WIDTHS.photo, cache(), folder)
    expect([image.width, image.height]).toEqual([600, 800])
    expect(image.variants.map(({ width, height }) => `${width}x${height}`)).toContain('600x800')
    const largest = await sharp(image.variants.at(-1)!.data).metadata()
    expect([largest.width, largest.height]).toEqual([600, 800])
  })

  it('is read back from the cache the second time, byte for byte', async () => {
    await picture('shot.png', 700, 400, 'png')
    const first = await processImage(root, 'shot.png', IMAGE_WIDTHS.dashboard, cache(), folder)
    const cached = readdirSync(cache()).sort()
    expect(cached).toHaveLength(4)
    const encode = vi.spyOn(sharp.prototype, 'toBuffer')
    const second = await processImage(root, 'shot.png', IMAGE_WIDTHS.dashboard, cache(), folder)
    expect(encode).not.toHaveBeenCalled()
    expect(readdirSync(cache()).sort()).toEqual(cached)
    expect(second.variants.map((variant) => variant.fileName)).toEqual(first.variants.map((variant) => variant.fileName))
  })

  it('becomes srcset lists under the base path, the largest WebP as the fallback', async () => {
    await picture('shot.png', 1000, 500, 'png')
    const image = responsiveImage(await processImage(root, 'shot.png', IMAGE_WIDTHS.dashboard, cache(), folder), '/repo/')
    expect(image.width).toBe(1000)
    expect(image.height).toBe(500)
    expect(image.avif).toMatch(/^\/repo\/assets\/media\/shot-640-\w{8}\.avif 640w, \/repo\/assets\/media\/shot-1000-\w{8}\.avif 1000w$/)
    expect(image.webp).toMatch(/^\/repo\/assets\/media\/shot-640-\w{8}\.webp 640w, \/repo\/assets\/media\/shot-1000-\w{8}\.webp 1000w$/)
    expect(image.src).toBe(image.webp.split(', ')[1]!.split(' ')[0])
  })
})

describe('the media plugin in development', () => {
  it('reloads the page with a picture added to, changed in or removed from the folder, and nothing else', () => {
    const plugin = media({ dir: folder })
    const handlers: Record<string, (file: string) => void> = {}
    const manifest = { id: '\0virtual:portfolio-media' }
    const server = {
      watcher: { add: vi.fn(), on: (event: string, handler: (file: string) => void) => (handlers[event] = handler) },
      moduleGraph: { getModuleById: vi.fn(() => manifest), invalidateModule: vi.fn() },
      ws: { send: vi.fn() },
    }
    ;(plugin.configResolved as (config: unknown) => void)({ root, base: '/', command: 'serve', build: {} })
    ;(plugin.configureServer as (server: unknown) => void)(server)
    expect(server.watcher.add).toHaveBeenCalledWith(join(root, folder))
    for (const event of ['add', 'change', 'unlink']) handlers[event]!(join(root, folder, 'projects/shop.png'))
    expect(server.moduleGraph.invalidateModule).toHaveBeenCalledTimes(3)
    expect(server.moduleGraph.invalidateModule).toHaveBeenCalledWith(manifest)
    expect(server.ws.send).toHaveBeenCalledWith({ type: 'full-reload' })
    handlers.change!(join(root, 'src/app/page.tsx'))
    expect(server.ws.send).toHaveBeenCalledTimes(3)
  })
})
