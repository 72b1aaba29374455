import { describe, expect, it } from 'vitest'
import type { Content } from '../content/schema.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { site as stress } from '../test/fixtures/stress.ts'
import { OPTIONAL_SECTIONS, SECTIONS } from '../content/sections.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import { navEntries, resumeSections, visibleSectionIds } from './sections.ts'

const resumeIds = (content: Content) => resumeSections(content).map((section) => section.id)

const withoutDashboards: Content = { ...sample, dashboards: { ...sample.dashboards, items: [] } }
const withoutProjects: Content = { ...sample, projects: { ...sample.projects, items: [] } }
const withoutEither: Content = { ...withoutDashboards, projects: withoutProjects.projects }

const labels = (content: Content) => navEntries(content).map((entry) => entry.label)
/** The sample's label of the entry for section `id`. */
const label = (id: string) => sample.nav.find((entry) => entry.id === id)!.label

describe('visibleSections', () => {
  it('shows every section of the sample content, in page order', () => {
    expect(visibleSectionIds(sample)).toEqual(['home', 'about', 'projects', 'powerbi', 'contact'])
  })

  it('leaves Power BI out when there are no dashboards', () => {
    expect(visibleSectionIds(withoutDashboards)).toEqual(['home', 'about', 'projects', 'contact'])
  })

  it('leaves Projects out when there are no projects', () => {
    expect(visibleSectionIds(withoutProjects)).toEqual(['home', 'about', 'powerbi', 'contact'])
  })

  it('leaves both out when there are neither', () => {
    expect(visibleSectionIds(withoutEither)).toEqual(['home', 'about', 'contact'])
  })

  it('shows a section with a single entry', () => {
    const oneDashboard = { ...sample, dashboards: { ...sample.dashboards, items: sample.dashboards.items.slice(0, 1) } }
    expect(visibleSectionIds(oneDashboard)).toContain('powerbi')
  })
})

describe('the résumé sections', () => {
  const work = { heading: 'Experience', present: 'Present', items: [{ name: 'Acme', position: 'Engineer', startDate: '2021' }] }
  const education = { heading: 'Education', items: [{ institution: 'MIT' }] }
  const skills = { heading: 'Skills', items: [{ name: 'Web' }] }

  it('are left out when the content has none, or empty lists', () => {
    expect(resumeIds(sample)).toEqual([])
    expect(resumeIds({ ...sample, work: { ...work, items: [] }, education: { ...education, items: [] } })).toEqual([])
  })

  it('follow About in the default order when nav does not list them', () => {
    expect(visibleSectionIds({ ...sample, skills, work, education })).toEqual(['home', 'about', 'experience', 'education', 'skills', 'projects', 'powerbi', 'contact'])
  })

  it("follow the order of the owner's nav, and only those with entries show", () => {
    const optional: string[] = OPTIONAL_SECTIONS.map((section) => section.id)
    const ordered = stress.nav.map((entry) => entry.id).filter((id) => optional.includes(id))
    expect(ordered).not.toEqual(optional)
    expect(resumeIds(stress)).toEqual(ordered)
    const nav = [...sample.nav, { label: 'Skills', id: 'skills' as const }, { label: 'Work', id: 'experience' as const }]
    expect(resumeIds({ ...sample, nav, work, skills })).toEqual(['skills', 'experience'])
    expect(navEntries({ ...sample, nav, work }).map((entry) => entry.id)).toEqual([...sample.nav.map((entry) => entry.id), 'experience'])
  })
})

describe('every section of the registry', () => {
  it('shows in registry order when the content fills each and nav lists them in that order', () => {
    const nav = SECTIONS.map((section) => ({ label: section.id, id: section.id }))
    expect(visibleSectionIds({ ...complete, nav })).toEqual(SECTIONS.map((section) => section.id))
    expect(navEntries({ ...complete, nav }).map((entry) => entry.id)).toEqual(SECTIONS.map((section) => section.id))
  })

  it.each(OPTIONAL_SECTIONS.map((section) => [section.id, section] as const))('leaves %s out, with its nav entry, when its block is missing or empty', (id, section) => {
    expect(complete[section.key]?.items.length, `the complete fixture fills ${section.key}`).toBeGreaterThan(0)
    expect(visibleSectionIds(complete)).toContain(id)
    const empty = { ...complete, [section.key]: { ...complete[section.key], items: [] } }
    const missing = { ...complete, [section.key]: undefined }
    for (const content of [empty, missing]) {
      expect(visibleSectionIds(content)).not.toContain(id)
      expect(navEntries(content).map((entry) => entry.id)).not.toContain(id)
    }
  })
})

describe('navEntries', () => {
  it("keeps the owner's five entries for the sample content", () => {
    expect(navEntries(sample)).toEqual(sample.nav)
    expect(labels(sample)).toEqual(['home', 'about', 'projects', 'powerbi', 'contact'].map(label))
  })

  it('drops the entry of a section the page leaves out, without the owner editing nav', () => {
    expect(labels(withoutDashboards)).toEqual(['home', 'about', 'projects', 'contact'].map(label))
    expect(labels(withoutProjects)).toEqual(['home', 'about', 'powerbi', 'contact'].map(label))
    expect(labels(withoutEither)).toEqual(['home', 'about', 'contact'].map(label))
  })

  it("keeps the owner's order and leaves out an entry the owner removed", () => {
    const reordered = { ...sample, nav: [sample.nav[4]!, sample.nav[3]!, sample.nav[0]!] }
    expect(labels(reordered)).toEqual(['contact', 'powerbi', 'home'].map(label))
    expect(labels({ ...reordered, dashboards: withoutDashboards.dashboards })).toEqual(['contact', 'home'].map(label))
  })
})
