// @vitest-environment node
// The README stays a forker's page: short, with everything else one working link away in docs/.
import { existsSync, readFileSync } from 'node:fs'

const README = 'README.md'
const MAX_BYTES = 15_000

/** The relative links and pictures of a Markdown file: `[text](target)` and `![alt](target)`. */
const relativeLinks = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target = '']) => target).filter((target) => !/^[a-z]+:/i.test(target))

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
const anchors = (markdown: string) =>
  [...markdown.matchAll(/^#+ (.+)$/gm)].map(([, heading = '']) => heading.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-'))

describe('the README', () => {
  const readme = readFileSync(README, 'utf8')

  it(`is at most ${MAX_BYTES.toLocaleString('en')} bytes`, () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(MAX_BYTES)
  })

  it('links only to files that exist, and to headings they have', () => {
    const links = relativeLinks(readme)
    expect(links.length).toBeGreaterThan(0)
    const broken = links.filter((link) => {
      const [path = '', anchor] = link.split('#')
      if (!existsSync(path)) return true
      return anchor !== undefined && !anchors(readFileSync(path, 'utf8')).includes(anchor)
    })
    expect(broken).toEqual([])
  })
})
