// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fontCodePoints } from './font-cmap.ts'

const require = createRequire(import.meta.url)
const file = (path: string) => readFileSync(require.resolve(path))
const code = (character: string) => character.codePointAt(0)!

/** A CJK package: its slices' listed code points, and their files. */
const TC = '@fontsource-variable/noto-sans-tc'
const slices = Object.entries(JSON.parse(file(`${TC}/unicode.json`).toString()) as Record<string, string>).filter(([key]) => /^\[\d+\]$/.test(key))
const sliceFile = (key: string) => file(`${TC}/files/noto-sans-tc-${key.slice(1, -1)}-wght-normal.woff2`)
const listedCodes = (list: string) =>
  list.split(',').flatMap((range) => {
    const [from = '', to = from] = range.replace(/^U\+/i, '').split('-')
    return Array.from({ length: parseInt(to, 16) - parseInt(from, 16) + 1 }, (_, index) => parseInt(from, 16) + index)
  })

describe('fontCodePoints', () => {
  it("reads a WOFF font's cmap: Inter's Latin subset has Latin letters, not Arabic or Chinese ones", () => {
    const codes = fontCodePoints(file('@fontsource/inter/files/inter-latin-800-normal.woff'))
    expect(['A', 'z', 'é', '€'].map((character) => codes.has(code(character)))).toEqual([true, true, true, true])
    expect(['ب', '東'].map((character) => codes.has(code(character)))).toEqual([false, false])
  })

  it('reads the same characters from the WOFF and WOFF2 files of one font', () => {
    const woff = fontCodePoints(file('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-800-normal.woff'))
    const woff2 = fontCodePoints(file('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-800-normal.woff2'))
    expect(woff.has(code('ب'))).toBe(true)
    expect(woff.size).toBeGreaterThan(500)
    expect([...woff2].sort()).toEqual([...woff].sort())
  })

  it("reads a variable WOFF2 slice's characters, a part of those its package lists", () => {
    const [key, list] = slices.find(([, list]) => list.includes('U+4e0d'))!
    const codes = fontCodePoints(sliceFile(key))
    expect(codes.has(0x4e0d)).toBe(true)
    const listed = new Set(listedCodes(list))
    // Besides spaces, which every slice carries.
    expect([...codes].filter((one) => !listed.has(one) && one > 0xff)).toEqual([])
  })

  it('finds the slices that list characters they do not draw, which is why coverage is read from the cmap', () => {
    const overclaimed = slices.filter(([key, list]) => {
      const codes = fontCodePoints(sliceFile(key))
      return listedCodes(list).some((one) => !codes.has(one))
    })
    expect(overclaimed.length).toBeGreaterThan(0)
  })

  it('says what is wrong with a file that is no WOFF font', () => {
    expect(() => fontCodePoints(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow('not a WOFF or WOFF2 font')
  })
})
