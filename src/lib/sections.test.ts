import { describe, expect, it } from 'vitest'
import type { Content } from '../content/schema.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { navEntries, visibleSections } from './sections.ts'

const withoutDashboards: Content = { ...sample, dashboards: { ...sample.dashboards, items: [] } }
const withoutProjects: Content = { ...sample, projects: { ...sample.projects, items: [] } }
const withoutEither: Content = { ...withoutDashboards, projects: withoutProjects.projects }

const labels = (content: Content) => navEntries(content).map((entry) => entry.label)
/** The sample's label of the entry for section `id`. */
const label = (id: string) => sample.nav.find((entry) => entry.id === id)!.label

describe('visibleSections', () => {
  it('shows every section of the sample content, in page order', () => {
    expect([...visibleSections(sample)]).toEqual(['home', 'about', 'projects', 'powerbi', 'contact'])
  })

  it('leaves Power BI out when there are no dashboards', () => {
    expect([...visibleSections(withoutDashboards)]).toEqual(['home', 'about', 'projects', 'contact'])
  })

  it('leaves Projects out when there are no projects', () => {
    expect([...visibleSections(withoutProjects)]).toEqual(['home', 'about', 'powerbi', 'contact'])
  })

  it('leaves both out when there are neither', () => {
    expect([...visibleSections(withoutEither)]).toEqual(['home', 'about', 'contact'])
  })

  it('shows a section with a single entry', () => {
    const oneDashboard = { ...sample, dashboards: { ...sample.dashboards, items: sample.dashboards.items.slice(0, 1) } }
    expect(visibleSections(oneDashboard).has('powerbi')).toBe(true)
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
