// The content's pictures as built (DIST_DIR; the tests' sample build unless set; `npm run test:dist`): every picture
// on the page offers AVIF and WebP at several widths, each file is what its srcset entry says it
// is, none is oversized, and nothing is built that the page does not use.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { MAX_IMAGE_BYTES } from '../../builder/budget.ts'
import { builtDocument } from './built-site.ts'

const dir = resolve(process.env.DIST_DIR ?? 'dist')
const document = builtDocument(readFileSync(join(dir, 'index.html'), 'utf8'))
const pictures = [...document.querySelectorAll('picture')]
/** "url 480w, url 800w" as [url, 480] pairs. */
const entries = (srcset: string | null) =>
  (srcset ?? '').split(', ').filter(Boolean).map((entry) => {
    const [url = '', width = ''] = entry.split(' ')
    return [url, Number.parseInt(width, 10)] as const
  })
/** A URL of the page as a file of the build (the page may be built for a sub-path). */
const fileOf = (url: string) => join(dir, url.slice(url.indexOf('assets/')))

test('every content picture offers AVIF and WebP at several widths, with sizes, loaded lazily', () => {
  expect(pictures.length).toBeGreaterThan(0)
  for (const picture of pictures) {
    const img = picture.querySelector('img')!
    const avif = picture.querySelector('source[type="image/avif"]')
    expect(img.getAttribute('loading'), img.alt).toBe('lazy')
    expect(img.getAttribute('sizes'), img.alt).toBeTruthy()
    expect(avif?.getAttribute('sizes'), img.alt).toBe(img.getAttribute('sizes'))
    expect(entries(avif!.getAttribute('srcset')).map(([, width]) => width)).toEqual(entries(img.getAttribute('srcset')).map(([, width]) => width))
    expect(img.getAttribute('src')).toBe(entries(img.getAttribute('srcset')).at(-1)?.[0])
  }
})

test('each file is the format and width its srcset entry says, in the <img>\'s proportions, and at most 300 KB', async () => {
  for (const picture of pictures) {
    const img = picture.querySelector('img')!
    const ratio = Number(img.getAttribute('width')) / Number(img.getAttribute('height'))
    for (const [type, srcset] of [['avif', picture.querySelector('source')!.getAttribute('srcset')], ['webp', img.getAttribute('srcset')]] as const) {
      for (const [url, width] of entries(srcset)) {
        expect(url, url).toMatch(/^(\/[\w.-]+)*\/assets\/media\/[\w/.-]+-\d+-[0-9a-f]{8}\.(avif|webp)$/)
        const { format, width: actual = 0, height = 1 } = await sharp(fileOf(url)).metadata()
        expect([format === 'heif' ? 'avif' : format, actual], url).toEqual([type, width])
        expect(Math.abs(actual / height - ratio), url).toBeLessThan(0.01)
        expect(statSync(fileOf(url)).size, url).toBeLessThanOrEqual(MAX_IMAGE_BYTES)
      }
    }
  }
})

test('no built picture goes unused', () => {
  const used = new Set(
    pictures.flatMap((picture) =>
      [...picture.querySelectorAll('source, img')].flatMap((element) => entries(element.getAttribute('srcset')).map(([url]) => fileOf(url))),
    ),
  )
  const built = readdirSync(join(dir, 'assets/media'), { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, 'assets/media', file))
    .filter((file) => statSync(file).isFile())
  expect(built.sort()).toEqual([...used].sort())
})
