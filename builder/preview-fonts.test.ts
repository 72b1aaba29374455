// @vitest-environment node
import { PREVIEW_SCRIPTS, PREVIEW_WEIGHTS, drawnThin, previewFonts, undrawable, type PreviewFont } from './preview-fonts.ts'
import { SCRIPT_SAMPLES, UNDRAWN } from './preview-samples.ts'

/** The characters of `text` none of `fonts` draws (spaces aside). */
const uncovered = (text: string, fonts: PreviewFont[]) => [...text].filter((character) => character.trim() && !fonts.some((font) => font.codePoints.has(character.codePointAt(0)!)))

const INTER_FONTS = 7 * PREVIEW_WEIGHTS.length
const familyOf = (character: string, lang?: string) => previewFonts(character, lang).slice(INTER_FONTS)[0]?.name

describe('the preview fonts', () => {
  it.each(Object.entries(SCRIPT_SAMPLES))('draw %s', (_, text) => {
    expect(undrawable(text)).toEqual([])
    expect(uncovered(text, previewFonts(text))).toEqual([])
  })

  it('name the scripts they draw, for the check', () => {
    expect(PREVIEW_SCRIPTS).toEqual(expect.arrayContaining(['Latin', 'Arabic', 'Devanagari', 'Chinese', 'Japanese', 'Korean']))
    expect(new Set(PREVIEW_SCRIPTS).size).toBe(PREVIEW_SCRIPTS.length)
  })

  it('list the characters none of them draws, each once, as a reader sees them', () => {
    expect(undrawable(`${UNDRAWN.cherokee} Smith ${UNDRAWN.cherokee}`)).toEqual([...UNDRAWN.cherokee])
    expect(undrawable(UNDRAWN.tifinagh)).toEqual([...new Set(UNDRAWN.tifinagh)])
    // A flag, a family and a skin tone are one character each, not their code points.
    expect(undrawable(`Jane ${UNDRAWN.emoji.join(' ')}`)).toEqual(UNDRAWN.emoji)
  })

  it("do not take a CJK slice's listed range for its glyphs: Cherokee is listed by one, drawn by none", () => {
    const fonts = previewFonts(UNDRAWN.cherokee)
    expect(fonts).toHaveLength(INTER_FONTS)
    expect(uncovered(UNDRAWN.cherokee, fonts)).toEqual([...UNDRAWN.cherokee])
  })

  it("are Inter's alone for Latin, Greek and Cyrillic text: nothing else is read", () => {
    const fonts = previewFonts(`${SCRIPT_SAMPLES.Latin} ${SCRIPT_SAMPLES.Greek} ${SCRIPT_SAMPLES.Cyrillic}`)
    expect(fonts).toHaveLength(INTER_FONTS)
    expect(fonts[0]).toMatchObject({ name: 'Inter', weight: PREVIEW_WEIGHTS[0] })
  })

  it("start with Inter's and add, for a Chinese name, only the slices holding its characters", () => {
    const name = SCRIPT_SAMPLES.Chinese.slice(0, 3)
    const added = previewFonts(name).slice(INTER_FONTS)
    expect(previewFonts(name).slice(0, INTER_FONTS).every((font) => font.name.startsWith('Inter'))).toBe(true)
    expect(added.length).toBeGreaterThan(0)
    expect(added.length).toBeLessThanOrEqual(name.length)
    expect(added.every((font) => /^noto-sans-sc \d+$/.test(font.name))).toBe(true)
  })

  it("draw a Han character in the page language's form: Japanese, Korean, simplified or traditional Chinese", () => {
    expect(familyOf('直', 'ja')).toMatch(/^noto-sans-jp /)
    expect(familyOf('直', 'ko')).toMatch(/^noto-sans-kr /)
    expect(familyOf('直', 'zh-TW')).toMatch(/^noto-sans-tc /)
    expect(familyOf('直', 'zh')).toMatch(/^noto-sans-sc /)
    // A page in another language, or none, gets the simplified Chinese form.
    expect(familyOf('直', 'en')).toMatch(/^noto-sans-sc /)
    expect(familyOf('直', 'not a tag')).toMatch(/^noto-sans-sc /)
  })

  it('tell which characters come from a font satori draws Thin (the variable CJK ones)', () => {
    expect([...'王ソ김'].map((character) => drawnThin(character))).toEqual([true, true, true])
    expect([...'Aبक'].map((character) => drawnThin(character))).toEqual([false, false, false])
    expect(drawnThin('🚀')).toBe(false)
  })
})
