// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as stress } from '../../src/test/fixtures/stress.ts'
import { fromJsonResume, jsonResumeProblems, toJsonResume } from './json-resume.ts'
import { OPTIONAL_SECTIONS, resumePart, type Content } from '../../src/build-surface.ts'

const SITE = 'https://owner.example.org/'
const PHOTO = `${SITE}assets/photo.webp`
/** The example JSON Resume the official schema package ships: a real-shaped file. */
const OFFICIAL_SAMPLE = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json'), 'utf8')) as Record<string, unknown>

/** A section's entries with the fields that travel in JSON Resume: all but a testimonial's picture (checked below). */
const travelling = (content: Content, key: (typeof OPTIONAL_SECTIONS)[number]['key']) =>
  ((content[key]?.items ?? []) as Record<string, unknown>[]).map((item) => Object.fromEntries(Object.entries(item).filter(([field]) => (resumePart(key).fields as readonly string[]).includes(field))))

describe('the content as JSON Resume', () => {
  it("takes every field of every résumé section but a testimonial's picture, a file of the owner's media folder", () => {
    const staying = OPTIONAL_SECTIONS.flatMap(({ key }) => [...new Set(((complete[key]?.items ?? []) as Record<string, unknown>[]).flatMap((item) => Object.keys(item)))].filter((field) => !(resumePart(key).fields as readonly string[]).includes(field)).map((field) => `${key}.${field}`))
    expect(staying).toEqual(['references.photo'])
  })

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
      expect(resume[section.key], section.id).toEqual(travelling(complete, section.key))
    }
    expect(resume.projects?.map((project) => project.name)).toEqual(complete.projects.items.map((project) => project.title))
  })

  it('loses nothing the content holds when it is imported again', () => {
    for (const content of [complete, stress] as Content[]) {
      const { content: imported, unmapped } = fromJsonResume(toJsonResume(content, { siteUrl: SITE, photo: PHOTO }) as Record<string, unknown>)
      expect(imported.owner).toEqual(content.owner)
      expect(imported.siteUrl).toBe(SITE)
      expect(imported.photo).toBe(PHOTO)
      expect(imported.about?.bio).toEqual(content.about.bio)
      expect(imported.social.github).toEqual(content.social.github)
      expect(imported.social.linkedin?.url).toEqual(content.social.linkedin.url)
      for (const section of OPTIONAL_SECTIONS) expect(imported[section.key], section.id).toEqual(travelling(content, section.key))
      // A project comes back with every field but the page's own: its id, picture, icon, colours and button.
      const pageOnly = new Set(['id', 'subtitle', 'image', 'contactOnly', 'cta', 'icon', 'gradient'])
      expect(imported.projects).toEqual(content.projects.items.map((project) => Object.fromEntries(Object.entries(project).filter(([field]) => !pageOnly.has(field)))))
      expect(unmapped).toEqual([])
    }
  })

  it("writes a project's JSON Resume fields, in the schema's order, and a project without a picture or link as well", () => {
    const resume = toJsonResume(complete, { siteUrl: SITE, photo: PHOTO })
    const bare = complete.projects.items.find((project) => !project.image)
    expect(bare?.startDate).toBeDefined()
    const exported = resume.projects?.find((project) => project.name === bare?.title)
    expect(Object.keys(exported ?? {})).toEqual(['name', 'description', 'highlights', 'keywords', 'startDate', 'endDate', 'url', 'roles', 'entity', 'type'])
    const contactOnly = complete.projects.items.find((project) => project.contactOnly)
    expect(resume.projects?.find((project) => project.name === contactOnly?.title)).not.toHaveProperty('url')
  })

  it('writes the full postal address where the content has one, and the one line where it has not', () => {
    expect(toJsonResume(complete, { siteUrl: SITE, photo: PHOTO }).basics?.location).toEqual(complete.owner.address)
    expect(toJsonResume(stress, { siteUrl: SITE, photo: PHOTO }).basics?.location).toEqual({ address: stress.owner.location })
  })
})

describe('a JSON Resume file as content', () => {
  it('fills the identity, bio, profiles, work, education and skills of a real-shaped file', () => {
    const { content } = fromJsonResume(OFFICIAL_SAMPLE)
    const basics = OFFICIAL_SAMPLE.basics as { name: string; label: string; email: string; phone: string; url: string; location: { city: string; region: string; countryCode: string } }
    expect(content.owner).toEqual({
      name: basics.name,
      role: basics.label,
      email: basics.email,
      phone: basics.phone,
      location: `${basics.location.city}, ${basics.location.region}, ${basics.location.countryCode}`,
      // The whole address stays for resume.json and the contact card; the page shows the line.
      address: basics.location,
    })
    // The phone is also a contact item the page shows, linked to call it; the site's address is the page's.
    expect(content.phoneItem).toEqual({ label: 'Phone', value: basics.phone, link: `tel:${basics.phone.replace(/\D/g, '')}`, icon: 'phone' })
    expect(content.siteUrl).toBe(basics.url.replace(/^http:/, 'https:'))
    expect(content.work?.map((role) => role.name)).toEqual((OFFICIAL_SAMPLE.work as { name: string }[]).map((role) => role.name))
    expect(content.education).toHaveLength((OFFICIAL_SAMPLE.education as unknown[]).length)
    expect(content.skills).toEqual(OFFICIAL_SAMPLE.skills)
    expect(content.links.map((link) => link.icon)).toEqual(content.links.map(() => 'globe'))
  })

  it('places every field of the official sample', () => {
    const { content, unmapped } = fromJsonResume(OFFICIAL_SAMPLE)
    expect(unmapped).toEqual([])
    // Its project, with what the card and the PDF show of it.
    const [project] = OFFICIAL_SAMPLE.projects as { name: string; keywords: string[]; roles: string[]; entity: string; type: string }[]
    expect(content.projects?.[0]).toMatchObject({ title: project?.name, tech: project?.keywords, roles: project?.roles, entity: project?.entity, type: project?.type })
    // An empty field ("image": "") holds nothing to lose, and asks for no photo.
    expect((OFFICIAL_SAMPLE.basics as { image: string }).image).toBe('')
    expect(content.photo).toBeUndefined()
  })

  it('names every field it cannot place, by its path', () => {
    const { unmapped } = fromJsonResume({
      basics: { name: 'Ada', nickname: 'A', location: { city: 'London', planet: 'Earth' } },
      hobbies: [{ name: 'Chess' }],
      certificates: [{ name: 'CKA', score: 98 }],
      projects: [{ name: 'Engine', stars: 5 }],
    })
    expect(unmapped.sort()).toEqual(['basics.location.planet', 'basics.nickname', 'certificates[0].score', 'hobbies (1 entry)', 'projects[0].stars'])
  })

  it("writes an http:// address as https://, naming each, and leaves out one that is neither, naming it", () => {
    const work = OFFICIAL_SAMPLE.work as { url: string }[]
    expect(work[0]!.url).toMatch(/^http:\/\//)
    const { content, changed } = fromJsonResume(OFFICIAL_SAMPLE)
    expect(content.work?.[0]?.url).toBe(work[0]!.url.replace(/^http:/, 'https:'))
    expect(changed).toContain(`work[0].url: ${work[0]!.url} written as ${content.work?.[0]?.url}`)
    // Each http:// address it imports (the site's, the sections') is named once, by its path.
    const http = ['basics.url', ...[...OPTIONAL_SECTIONS.map((section) => section.key), 'projects'].flatMap((key) => ((OFFICIAL_SAMPLE[key] ?? []) as { url?: string }[]).flatMap((entry, index) => (entry.url?.startsWith('http://') ? [`${key}[${index}].url`] : [])))]
    expect(http.length).toBeGreaterThan(1)
    expect(changed.map((line) => line.split(':')[0])).toEqual(http)
    const odd = fromJsonResume({ work: [{ name: 'Acme', position: 'Engineer', startDate: '2020', url: 'ftp://acme.example.com/' }], basics: { profiles: [{ network: 'Blog', url: 'http://blog.example.com/' }] } })
    expect(odd.content.work?.[0]).not.toHaveProperty('url')
    expect(odd.unmapped).toEqual(['work[0].url (ftp://acme.example.com/: not an http:// or https:// address)'])
    expect(odd.content.links.map((link) => link.url)).toEqual(['https://blog.example.com/'])
    expect(odd.changed).toEqual(['basics.profiles[0].url: http://blog.example.com/ written as https://blog.example.com/'])
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
