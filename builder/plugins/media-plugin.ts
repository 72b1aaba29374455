import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { contentProblem, type Content, type ResponsiveImage } from '../../src/build-surface.ts'
import { CANNOT_BUILD, formatFindings, summarise } from '../findings.ts'
import { contentFile, loadContent, mediaDir } from '../content.ts'
import { imageReferences, processImage, sharpReason, responsiveImage, widthsBySource, type ProcessedImage } from '../media.ts'

const VIRTUAL_ID = 'virtual:portfolio-media'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/** The owner's photo, relative to the site's address: its largest built width, or the original in development. */
export async function photoPath(site: { root: string; content: Content; pictures: string }, built: boolean): Promise<string> {
  const { src } = site.content.about.photo
  const image = built ? (await buildImages(site.root, site.content, site.pictures)).get(src) : undefined
  return image ? responsiveImage(image, '').src : `${site.pictures}/${src}`
}

/**
 * The build's message for a picture it cannot make, naming where the content shows it, as the
 * check names its problems (the check reads every picture first, so this is a file that changed since).
 */
function pictureFailure(content: Content, src: string, dir: string, error: unknown): string {
  const reason = sharpReason(error)
  const findings = imageReferences(content)
    .filter((reference) => reference.src === src)
    .map(({ path }) => ({ level: 'error' as const, file: contentFile(), ...contentProblem(content, path, `${dir}/${src} cannot be made into the page's sizes (${reason})`), hint: 'Export it again as PNG or JPEG: the file may be cut short or damaged.' }))
  return `${CANNOT_BUILD} (${summarise(findings)}):\n${formatFindings(findings)}`
}

const builds = new Map<string, Promise<Map<string, ProcessedImage>>>()

/** Makes every picture the content shows, once per process (the client and server builds share it). */
export function buildImages(root: string, content: Content, dir = mediaDir(), cacheDir = join(root, 'node_modules/.cache/portfolio-media')) {
  const widths = widthsBySource(imageReferences(content))
  const key = JSON.stringify([root, dir, [...widths]])
  let images = builds.get(key)
  if (!images) {
    images = (async () => {
      const made = new Map<string, ProcessedImage>()
      for (const [src, sizes] of widths) {
        try {
          made.set(src, await processImage(root, src, sizes, cacheDir, dir))
        } catch (error) {
          throw new Error(pictureFailure(content, src, dir, error), { cause: error })
        }
      }
      return made
    })()
    builds.set(key, images)
  }
  return images
}

/** In development the originals are served as they are, at their own size. */
async function originals(root: string, base: string, folder: string): Promise<Record<string, ResponsiveImage>> {
  const dir = resolve(root, folder)
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(png|jpe?g|webp|avif)$/i.test(file))
  const entries = await Promise.all(
    files.map(async (file) => {
      const { width = 0, height = 0, autoOrient } = await sharp(join(dir, file)).metadata()
      const src = file.split('\\').join('/')
      return [src, { ...(autoOrient ?? { width, height }), src: `${base}${folder}/${src}`, avif: '', webp: '' }] as const
    }),
  )
  return Object.fromEntries(entries)
}

/**
 * `virtual:portfolio-media`: the content's pictures by their `src`. A build makes the AVIF and
 * WebP widths (builder/media.ts) and writes them under assets/media/; the dev server and the unit
 * tests serve the originals. `dir` is the folder of the pictures (by default that of the content,
 * see builder/content.ts); the unit tests name their fixtures' folder.
 */
export function media(options: { dir?: string } = {}): Plugin {
  const dir = options.dir ?? mediaDir()
  let root = process.cwd()
  let base = '/'
  let building = false
  let ssrBuild = false

  return {
    name: 'portfolio-media',
    configResolved(config) {
      root = config.root
      base = config.base
      building = config.command === 'build'
      ssrBuild = Boolean(config.build.ssr)
    },
    /** In development, a picture added to, changed in or removed from the folder reloads the page with it. */
    configureServer(server) {
      const folder = resolve(root, dir)
      const reload = (file: string) => {
        if (!file.startsWith(folder)) return
        const manifest = server.moduleGraph.getModuleById(RESOLVED_ID)
        if (manifest) server.moduleGraph.invalidateModule(manifest)
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.add(folder)
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, reload)
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      if (!building) return `export default ${JSON.stringify(await originals(root, base, dir))}`
      const content = (await loadContent(root)) as Content
      const images = await buildImages(root, content, dir)
      const manifest: Record<string, ResponsiveImage> = {}
      for (const [src, image] of images) {
        manifest[src] = responsiveImage(image, base)
        if (ssrBuild) continue
        for (const variant of image.variants) this.emitFile({ type: 'asset', fileName: variant.fileName, source: variant.data })
      }
      return `export default ${JSON.stringify(manifest)}`
    },
  }
}
