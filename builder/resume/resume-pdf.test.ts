// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as stress } from '../../src/test/fixtures/stress.ts'
import { normalise, readBack } from '../../src/test/pdf.ts'
import { MAX_RESUME_PAGES, charactersWithoutGlyphs, chosenSections, renderResumePdf } from './resume-pdf.ts'
import { OPTIONAL_SECTIONS, resumePart, resumeSections } from '../../src/build-surface.ts'

const SITE = 'https://owner.example.org/'

/** Every entry of every résumé section the complete fixture fills, as the registry prints it. */
const printed = () =>
  OPTIONAL_SECTIONS.flatMap((section) => {
    const items = (complete[section.key]?.items ?? []) as never[]
    expect(items.length, `the complete fixture fills ${section.key}`).toBeGreaterThan(0)
    return items.map((item) => resumePart(section.key).print(item))
  })

describe('resume.pdf', () => {
  // The complete résumé, rendered and read back once for the tests that read it. Rendered first,
  // it also starts react-pdf's layout engine and reads the fonts from disk: a one-time cost that
  // the first test would otherwise carry within its time limit (5.0 s of it with the unit tests'
  // two workers on two cores, against 3.1 s alone).
  let counted = 0
  let pages: Awaited<ReturnType<typeof readBack>>
  beforeAll(async () => {
    const rendered = await renderResumePdf(complete, SITE)
    counted = rendered.pages
    pages = await readBack(rendered.pdf)
  }, 30_000)

  it("holds the name, email, every entry of the résumé's sections and every project title as real text, on at most two Letter pages", () => {
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

  it('links the email, the site, the profiles, the organisations and the projects', () => {
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

  it("draws a language's script in a Noto font where Inter has none, and declares the language", async () => {
    const role = 'Ծրագրավորող և դիզայներ'
    const { pdf } = await renderResumePdf({ ...complete, meta: { ...complete.meta, lang: 'hy' }, owner: { ...complete.owner, role } }, SITE)
    const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map(([, name]) => name)
    expect(fonts).toEqual(expect.arrayContaining(['Inter-Regular', 'Inter-Bold', 'NotoSansArmenian-Regular']))
    const pages = await readBack(pdf)
    expect(pages.language).toBe('hy')
    expect(normalise(pages[0]?.text ?? '')).toContain(role)
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
    // Text in several fonts (Inter, a Noto slice per few Chinese characters) comes back with spaces between the runs.
    const text = normalise(pages.map((page) => page.text).join(' ')).replace(/- /g, '').replace(/\s/g, '')
    const drawable = (words: string) => charactersWithoutGlyphs(words).length === 0
    const expected = [...stress.work.items.map((role) => role.position), ...stress.projects.items.map((project) => project.title)].filter(drawable)
    expect(expected.filter((words) => !text.includes(words.replace(/\s/g, '').slice(0, 12)))).toEqual([])
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
  it('names the characters no bundled font draws, and those of a script the PDF does not lay out', () => {
    expect(charactersWithoutGlyphs('Zürich, Łódź, Αθήνα, Москва, Hà Nội, 東京, ソウル, 서울, Երևան, თბილისი, አዲስ')).toEqual([])
    expect(charactersWithoutGlyphs('東京 🚀, 東京 🚀')).toEqual(['🚀'])
    expect(charactersWithoutGlyphs('Cairo القاهرة, Delhi दिल्ली')).toEqual(['ا', 'ل', 'ق', 'ه', 'ر', 'ة', 'द', 'ि', 'ल', '्', 'ी'])
  })
})
