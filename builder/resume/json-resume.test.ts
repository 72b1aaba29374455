// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as stress } from '../../src/test/fixtures/stress.ts'
import { fromJsonResume, jsonResumeProblems, toJsonResume } from './json-resume.ts'
import { OPTIONAL_SECTIONS, type Content } from '../../src/build-surface.ts'

const SITE = 'https://owner.example.org/'
const PHOTO = `${SITE}assets/photo.webp`
/** The example JSON Resume the official schema package ships: a real-shaped file. */
const OFFICIAL_SAMPLE = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json'), 'utf8')) as Record<string, unknown>

describe('the content as JSON Resume', () => {
  it.each([
    ['complete', complete],
    ['stress', stress],
  ] as const)('is valid against the official schema (the %s fixture)', async (_name, content) => {
    expect(await jsonResumeProblems(toJsonResume(content, { siteUrl: SITE, photo: PHOTO }))).toEqual([])
  })

  it("carries the identity, profiles, every entry of each of the résumé's sections and every project", () => {
    const resume = toJsonResume(complete, { siteUrl: SITE, photo: PHOTO })
    expect(resume.basics).toMatchObject({ name: complete.owner.name, label: complete.owner.role, email: complete.owner.email, url: SITE, image: PHOTO })
    expect(resume.basics?.profiles?.map((profile) => profile.url)).toEqual([complete.social.github.url, complete.social.linkedin.url])
    for (const section of OPTIONAL_SECTIONS) {
      expect(complete[section.key]?.items.length, `the complete fixture fills ${section.key}`).toBeGreaterThan(0)
      expect(resume[section.key], section.id).toEqual(complete[section.key]?.items)
    }
    expect(resume.projects?.map((project) => project.name)).toEqual(complete.projects.items.map((project) => project.title))
  })

  it('loses nothing the content holds when it is imported again', () => {
    for (const content of [complete, stress] as Content[]) {
      const { content: imported, unmapped } = fromJsonResume(toJsonResume(content, { siteUrl: SITE, photo: PHOTO }) as Record<string, unknown>)
      expect(imported.owner).toEqual(content.owner)
      expect(imported.about?.bio).toEqual(content.about.bio)
      expect(imported.social.github).toEqual(content.social.github)
      expect(imported.social.linkedin?.url).toEqual(content.social.linkedin.url)
      for (const section of OPTIONAL_SECTIONS) expect(imported[section.key], section.id).toEqual(content[section.key]?.items ?? [])
      // The portfolio's projects need pictures and icons a JSON Resume file has not got; the site's own address and photo are the build's.
      expect(unmapped).toEqual([`projects (${content.projects.items.length} entries)`, 'basics.image', 'basics.url'])
    }
  })
})

describe('a JSON Resume file as content', () => {
  it('fills the identity, bio, profiles, work, education and skills of a real-shaped file', () => {
    const { content } = fromJsonResume(OFFICIAL_SAMPLE)
    const basics = OFFICIAL_SAMPLE.basics as { name: string; label: string; email: string; location: { city: string; region: string; countryCode: string } }
    expect(content.owner).toEqual({ name: basics.name, role: basics.label, email: basics.email, location: `${basics.location.city}, ${basics.location.region}, ${basics.location.countryCode}` })
    expect(content.work?.map((role) => role.name)).toEqual((OFFICIAL_SAMPLE.work as { name: string }[]).map((role) => role.name))
    expect(content.education).toHaveLength((OFFICIAL_SAMPLE.education as unknown[]).length)
    expect(content.skills).toEqual(OFFICIAL_SAMPLE.skills)
    expect(content.links.map((link) => link.icon)).toEqual(content.links.map(() => 'globe'))
  })

  it('names every field it cannot place, an http:// address among them', () => {
    const { unmapped } = fromJsonResume(OFFICIAL_SAMPLE)
    // The sample's lists that no section of the registry holds.
    const held = new Set(['basics', ...OPTIONAL_SECTIONS.map((section) => section.key)])
    const sections = Object.keys(OFFICIAL_SAMPLE).filter((key) => !held.has(key) && Array.isArray(OFFICIAL_SAMPLE[key]) && (OFFICIAL_SAMPLE[key] as unknown[]).length > 0)
    expect(sections).toContain('projects')
    for (const key of sections) expect(unmapped.some((field) => field.startsWith(`${key} (`))).toBe(true)
    expect(unmapped).toEqual(expect.arrayContaining(['basics.phone', 'basics.location.address', 'work[0].description']))
    expect(unmapped.find((field) => field.startsWith('work[0].url'))).toMatch(/not an https:\/\/ address/)
  })

  it('keeps JSON Resume dates and lists as they are, and drops nothing it maps', () => {
    const work = [{ name: 'Acme', position: 'Engineer', startDate: '2014-06-29', endDate: '2016', highlights: ['one', 'two'], keywords: ['Go'], url: 'https://acme.example.com/' }]
    expect(fromJsonResume({ work }).content.work).toEqual(work)
  })

  it('reports a file that breaks the schema, by field', async () => {
    expect(await jsonResumeProblems({ work: [{ startDate: 'June 2014' }], basics: { email: 42 } })).toEqual([
      expect.stringMatching(/^basics\.email: /),
      expect.stringMatching(/^work\[0\]\.startDate: does not match pattern/),
    ])
  })
})
