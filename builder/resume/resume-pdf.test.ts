// @vitest-environment node
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as stress } from '../../src/test/fixtures/stress.ts'
import { MAX_RESUME_PAGES, charactersWithoutGlyphs, chosenSections, renderResumePdf } from './resume-pdf.ts'
import { OPTIONAL_SECTIONS, resumePart, resumeSections } from '../../src/build-surface.ts'

const SITE = 'https://owner.example.org/'
/** pdf.js's own metrics of the standard fonts, which it looks up even for a PDF that uses none. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** The PDF as a reader (an applicant-tracking system) gets it: pages, their size, text and links. */
async function readBack(pdf: Buffer) {
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS })
  const document = await loading.promise
  const pages = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')
    const links = (await page.getAnnotations()).filter((annotation) => annotation.subtype === 'Link').map((annotation) => annotation.url as string)
    pages.push({ size: page.view.slice(2).map(Math.round), text, links })
  }
  await loading.destroy()
  return pages
}

/** Text as pdf.js joins it: runs of white space as one space, and a word split across lines joined again. */
const normalise = (text: string) => text.replace(/\s+/g, ' ')

/** Every entry of every résumé section the complete fixture fills, as the registry prints it. */
const printed = () =>
  OPTIONAL_SECTIONS.flatMap((section) => {
    const items = (complete[section.key]?.items ?? []) as never[]
    expect(items.length, `the complete fixture fills ${section.key}`).toBeGreaterThan(0)
    return items.map((item) => resumePart(section.key).print(item))
  })

describe('resume.pdf', () => {
  it("holds the name, email, every entry of the résumé's sections and every project title as real text, on at most two Letter pages", async () => {
    const { pdf, pages: counted } = await renderResumePdf(complete, SITE)
    const pages = await readBack(pdf)
    expect(pages.length).toBe(counted)
    expect(pages.length).toBeGreaterThanOrEqual(1)
    expect(pages.length).toBeLessThanOrEqual(MAX_RESUME_PAGES)
    expect(pages.map((page) => page.size)).toEqual(pages.map(() => [612, 792]))
    const text = normalise(pages.map((page) => page.text).join(' '))
    const expected = [
      complete.owner.name,
      complete.owner.email,
      ...printed().flatMap((entry) => [entry.title, ...(entry.at ? [entry.at.name] : [])]),
      ...complete.projects.items.map((project) => project.title),
    ]
    expect(expected.filter((words) => !text.includes(words))).toEqual([])
  })

  it('links the email, the site, the profiles, the organisations and the projects', async () => {
    const pages = await readBack((await renderResumePdf(complete, SITE)).pdf)
    const links = new Set(pages.flatMap((page) => page.links))
    const expected = [
      `mailto:${complete.owner.email}`,
      SITE,
      complete.social.github.url,
      complete.social.linkedin.url,
      ...printed().flatMap((entry) => (entry.at?.url ? [entry.at.url] : [])),
      ...complete.projects.items.flatMap((project) => (project.demoLink ? [project.demoLink] : [])),
    ]
    expect(expected.filter((url) => !links.has(url))).toEqual([])
  })

  it('embeds its fonts, and uses A4 unless the content asks for Letter', async () => {
    const { pdf } = await renderResumePdf({ ...complete, resume: { label: complete.resume.label } }, SITE)
    const raw = pdf.toString('latin1')
    expect(raw).toMatch(/\/FontFile2/)
    // Only embedded subsets of Inter: no standard font a reader substitutes.
    expect([...raw.matchAll(/\/BaseFont \/([\w+-]+)/g)].map(([, name]) => name).filter((name) => !/^[A-Z]{6}\+Inter-/.test(name ?? ''))).toEqual([])
    expect((await readBack(pdf)).map((page) => page.size)).toEqual((await readBack(pdf)).map(() => [595, 842]))
  })

  // About eight renders of a long résumé (two densities, then halving the sections left out, then
  // the densities between), each 0.5-1 s on the test machines.
  it('tightens long content until it fits two pages, then leaves out its last sections, keeping every role and project', async () => {
    const { pdf, density, leftOut } = await renderResumePdf(stress, SITE)
    const pages = await readBack(pdf)
    expect(density).toBeGreaterThan(0)
    expect(pages.length).toBeLessThanOrEqual(MAX_RESUME_PAGES)
    // The last of the page's résumé sections, in the owner's order, go first; the kept ones are all there.
    const sections = resumeSections(stress)
    expect(leftOut.length).toBeGreaterThan(0)
    expect(leftOut).toEqual(sections.slice(sections.length - leftOut.length))
    const headings = normalise(pages.map((page) => page.text).join(' ')).toUpperCase()
    for (const section of sections) expect(headings.includes(stress[section.key]!.heading.toUpperCase()), section.id).toBe(!leftOut.includes(section))
    // Words the layout breaks at any letter come back in pieces; their first letters are there.
    const text = normalise(pages.map((page) => page.text).join(' ')).replace(/- /g, '')
    const drawable = (words: string) => charactersWithoutGlyphs(words).length === 0
    const expected = [...stress.work.items.map((role) => role.position), ...stress.projects.items.map((project) => project.title)].filter(drawable)
    expect(expected.filter((words) => !text.includes(words.slice(0, 12)))).toEqual([])
  }, 30_000)
})

describe('the sections resume.pdf holds', () => {
  it('are those resume.sections lists, in page order, and only those', async () => {
    const chosen = ['skills', 'experience'] as const
    const content = { ...complete, resume: { ...complete.resume, sections: [...chosen] } }
    expect(chosenSections(content).map((section) => section.id)).toEqual(resumeSections(complete).map((section) => section.id).filter((id) => (chosen as readonly string[]).includes(id)))
    const { pdf, leftOut } = await renderResumePdf(content, SITE)
    expect(leftOut).toEqual([])
    const text = normalise((await readBack(pdf)).map((page) => page.text).join(' ')).toUpperCase()
    for (const section of resumeSections(complete)) {
      expect(text.includes(complete[section.key].heading.toUpperCase()), section.id).toBe((chosen as readonly string[]).includes(section.id))
    }
  })

  it('are every one the page shows when resume.sections is not given', () => {
    expect(chosenSections(complete)).toEqual(resumeSections(complete))
    expect(chosenSections(complete).length).toBe(OPTIONAL_SECTIONS.length)
  })
})

describe('charactersWithoutGlyphs', () => {
  it("names the characters none of Inter's subsets has", () => {
    expect(charactersWithoutGlyphs('Zürich, Łódź, Αθήνα, Москва, Hà Nội')).toEqual([])
    expect(charactersWithoutGlyphs('東京 office, 東京')).toEqual(['東', '京'])
  })
})
