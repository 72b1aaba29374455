// @vitest-environment node
import sharp from 'sharp'
import { site as sample } from '../src/test/fixtures/sample.ts'
import { PREVIEW_HEIGHT, PREVIEW_MARGIN, PREVIEW_WIDTH, drawnStrings, previewScene, renderPreviewImage, type PreviewImageInput } from './preview-image.ts'
import { SCRIPT_SAMPLES, UNDRAWN } from './preview-samples.ts'

/** The budget for one preview: link-preview crawlers fetch it on every share. */
const MAX_BYTES = 100 * 1024

/** The sample page's preview, as the build draws it from the content. */
const typical: PreviewImageInput = {
  name: sample.owner.name,
  role: sample.owner.role,
  tagline: sample.hero.tagline,
  site: new URL(sample.meta.url).host,
}
const longest: PreviewImageInput = {
  name: 'Maximilian Alexander Montgomery-Wolfeschlegelsteinhausen Bergerdorff',
  role: 'Principal Staff Software Engineer, Developer Experience and Platform Infrastructure',
  tagline:
    'I build distributed systems, design systems and everything in between, from the first sketch in Figma to the last index in PostgreSQL, and I write about all of it.',
  site: 'maximilian-alexander-montgomery-wolfeschlegelsteinhausen.engineering',
}
const oneWord: PreviewImageInput = { ...typical, name: 'W'.repeat(60) }

interface Pixels {
  data: Buffer
  channels: number
}

async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  return { data, channels: info.channels }
}

interface Area {
  left: number
  top: number
  right: number
  bottom: number
}

/** Pixels in the area whose every channel is at least `floor`: text, not the dark background or its glow. */
function lightPixels({ data, channels }: Pixels, area: Area, floor: number): number {
  let count = 0
  for (let y = area.top; y < area.bottom; y++) {
    for (let x = area.left; x < area.right; x++) {
      const at = (y * PREVIEW_WIDTH + x) * channels
      if (data[at]! >= floor && data[at + 1]! >= floor && data[at + 2]! >= floor) count++
    }
  }
  return count
}

/** Below the initials tile and above the host line: where the name, role and tagline sit. */
const textBand: Area = { left: 0, top: 170, right: PREVIEW_WIDTH, bottom: 480 }
/** Only the name is pure white there; the role and tagline are tinted below 235. */
const WHITE = 240
const TEXT = 150

const rendered = new Map<PreviewImageInput, Buffer>()
beforeAll(async () => {
  for (const input of [typical, longest, oneWord]) rendered.set(input, await renderPreviewImage(input))
}, 60_000)
const preview = (input: PreviewImageInput) => rendered.get(input)!

describe('the link-preview image', () => {
  it('is a PNG of exactly 1200×630', async () => {
    const png = preview(typical)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const { format, width, height } = await sharp(png).metadata()
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 })
    expect([PREVIEW_WIDTH, PREVIEW_HEIGHT]).toEqual([1200, 630])
  })

  it("draws the owner's name in white where the name sits", async () => {
    const named = lightPixels(await pixels(preview(typical)), textBand, WHITE)
    const unnamed = lightPixels(await pixels(await renderPreviewImage({ ...typical, name: '' })), textBand, WHITE)
    expect(unnamed).toBeLessThan(50)
    // The sample's name at display size covers about 15,000 pixels.
    expect(named).toBeGreaterThan(8_000)
  }, 20_000)

  it("shows a fork owner's name, not the sample one", async () => {
    const fork = await renderPreviewImage({ ...typical, name: 'Ada Lovelace' })
    expect(fork.equals(preview(typical))).toBe(false)
    const [a, b] = [await pixels(preview(typical)), await pixels(fork)]
    let differing = 0
    for (let y = textBand.top; y < textBand.bottom; y++) {
      for (let x = 0; x < PREVIEW_WIDTH; x++) {
        const at = (y * PREVIEW_WIDTH + x) * a.channels
        if (Math.abs(a.data[at]! - b.data[at]!) > 64) differing++
      }
    }
    expect(differing).toBeGreaterThan(5_000)
  }, 20_000)

  it.each([
    ['a long name, role, tagline and host', longest],
    ['a name that is one unbroken word', oneWord],
  ])('keeps %s inside the frame', async (_, input) => {
    const image = await pixels(preview(input))
    // Still drawn...
    expect(lightPixels(image, textBand, WHITE)).toBeGreaterThan(8_000)
    // ...and nothing but background in the right and bottom margins.
    const rightMargin = { left: PREVIEW_WIDTH - PREVIEW_MARGIN + 4, top: 0, right: PREVIEW_WIDTH, bottom: PREVIEW_HEIGHT }
    const bottomMargin = { left: 0, top: PREVIEW_HEIGHT - PREVIEW_MARGIN + 4, right: PREVIEW_WIDTH, bottom: PREVIEW_HEIGHT }
    expect(lightPixels(image, rightMargin, TEXT)).toBe(0)
    expect(lightPixels(image, bottomMargin, TEXT)).toBe(0)
  })

  it(`stays under ${MAX_BYTES / 1024} KB`, () => {
    for (const input of [typical, longest, oneWord]) expect(preview(input).length).toBeLessThan(MAX_BYTES)
  })
})

type SceneNode = ReturnType<typeof previewScene>['tree']

/** The weight each text of a tree is asked in. */
/** Each text of the scene with the value of one style property of the box that draws it. */
function styleOfTexts(node: unknown, property: string): Map<string, unknown> {
  const found = new Map<string, unknown>()
  const walk = (child: unknown) => {
    if (Array.isArray(child)) return child.forEach(walk)
    if (!child || typeof child !== 'object') return
    const { props } = child as SceneNode
    if (typeof props.children === 'string') found.set(props.children, (props.style as Record<string, unknown>)[property])
    walk(props.children)
  }
  walk(node)
  return found
}
const weights = (node: unknown) => styleOfTexts(node, 'fontWeight')

/** The left and right halves of the text band. */
const halves = (band: Area): [Area, Area] => [
  { ...band, right: PREVIEW_WIDTH / 2 },
  { ...band, left: PREVIEW_WIDTH / 2 },
]

describe('the link-preview image in other scripts', () => {
  const arabic: PreviewImageInput = { ...typical, name: SCRIPT_SAMPLES.Arabic.split('،')[0]!, role: SCRIPT_SAMPLES.Persian, tagline: SCRIPT_SAMPLES.Hebrew, lang: 'ar' }
  const chinese: PreviewImageInput = { ...typical, name: SCRIPT_SAMPLES.Chinese.split('，')[0]!, role: SCRIPT_SAMPLES.Japanese, tagline: SCRIPT_SAMPLES.Korean, lang: 'zh' }

  it.each(Object.entries(SCRIPT_SAMPLES))('has a font for every character it draws of a page in %s', (_, text) => {
    const { tree, fonts } = previewScene({ ...typical, name: text, role: text, tagline: text })
    const drawn = drawnStrings(tree).join('')
    expect(drawn).toContain(text)
    expect([...drawn].filter((character) => character.trim() && !fonts.some((font) => font.codePoints.has(character.codePointAt(0)!)))).toEqual([])
  })

  it("never draws a character no font has: the site's address stands in for such a name, and such a role or tagline is left out", () => {
    const input = { ...typical, name: `${UNDRAWN.cherokee} ${UNDRAWN.emoji[0]}`, role: SCRIPT_SAMPLES.Arabic, tagline: `${SCRIPT_SAMPLES.Thai} ${UNDRAWN.emoji[1]}` }
    const { tree, fonts } = previewScene(input)
    const drawn = drawnStrings(tree)
    expect(drawn).toContain(typical.site)
    expect(drawn).toContain(input.role)
    expect(drawn.join('')).not.toContain(SCRIPT_SAMPLES.Thai)
    expect([...drawn.join('')].filter((character) => character.trim() && !fonts.some((font) => font.codePoints.has(character.codePointAt(0)!)))).toEqual([])
  })

  it('writes the site’s address left to right on a right-to-left page, where its parts would otherwise swap', () => {
    expect(styleOfTexts(previewScene(arabic).tree, 'direction').get(typical.site)).toBe('ltr')
    // Standing in for a name no font draws, too.
    const unnamed = previewScene({ ...arabic, name: UNDRAWN.cherokee }).tree
    expect([...styleOfTexts(unnamed, 'direction')].filter(([text]) => text === typical.site).map(([, direction]) => direction)).toEqual(['ltr'])
  })

  it('writes initials only in scripts with capitals, and a whole first letter in the others', () => {
    const initials = (name: string) => drawnStrings(previewScene({ ...typical, name }).tree)[0]
    expect(initials(SCRIPT_SAMPLES.Cyrillic)).toBe(SCRIPT_SAMPLES.Cyrillic.split(' ').map((word) => word[0]).join(''))
    expect(initials(SCRIPT_SAMPLES.Arabic)).toBe([...SCRIPT_SAMPLES.Arabic][0])
    expect(initials(SCRIPT_SAMPLES.Chinese)).toBe([...SCRIPT_SAMPLES.Chinese][0])
    // A cluster: श्री and ಶ್ರೀ are letters with their vowel signs and the consonants joined to them.
    expect(initials(SCRIPT_SAMPLES.Devanagari)).toBe(SCRIPT_SAMPLES.Devanagari.slice(0, 4))
    expect(initials(SCRIPT_SAMPLES.Kannada)).toBe(SCRIPT_SAMPLES.Kannada.slice(0, 4))
  })

  it('asks for bold on text with Chinese, Japanese or Korean in it, which their variable fonts draw Thin, and leaves other text as it is', () => {
    const asked = weights(previewScene({ ...chinese, tagline: `${SCRIPT_SAMPLES.Korean} React` }).tree)
    expect(asked.get(chinese.role)).toBeGreaterThanOrEqual(600)
    expect(asked.get(`${SCRIPT_SAMPLES.Korean} React`)).toBeGreaterThanOrEqual(600)
    expect(asked.get(typical.site)).toBe(500)
    const other: PreviewImageInput = { ...typical, role: SCRIPT_SAMPLES.Arabic, tagline: SCRIPT_SAMPLES.Devanagari }
    expect([...weights(previewScene(other).tree)].filter(([text]) => [other.role, other.tagline].includes(text)).map(([, weight]) => weight)).toEqual([500, 500])
  })

  it.each([
    ['an Arabic name, right to left, on the right', arabic, 1],
    ['a Chinese name, on the left', chinese, 0],
  ] as const)('draws %s, as a PNG of 1200×630', async (_, input, side) => {
    const png = await renderPreviewImage(input)
    const { width, height } = await sharp(png).metadata()
    expect({ width, height }).toEqual({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT })
    const image = await pixels(png)
    const name = halves(textBand).map((half) => lightPixels(image, half, WHITE))
    expect(name[side]).toBeGreaterThan(3_000)
    expect(name[1 - side]).toBeLessThan(50)
    expect(png.length).toBeLessThan(MAX_BYTES)
  }, 20_000)
})
