import { describe, expect, it } from 'vitest'
import type { Content } from '../content/schema'
import { site } from '../content/site'
import { navEntries, visibleSections } from './sections'

const withoutDashboards: Content = { ...site, dashboards: { ...site.dashboards, items: [] } }
const withoutProjects: Content = { ...site, projects: { ...site.projects, items: [] } }
const withoutEither: Content = { ...withoutDashboards, projects: withoutProjects.projects }

const labels = (content: Content) => navEntries(content).map((entry) => entry.label)

describe('visibleSections', () => {
  it('shows every section of the shipped content, in page order', () => {
    expect([...visibleSections(site)]).toEqual(['home', 'about', 'projects', 'powerbi', 'contact'])
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
    const oneDashboard = { ...site, dashboards: { ...site.dashboards, items: site.dashboards.items.slice(0, 1) } }
    expect(visibleSections(oneDashboard).has('powerbi')).toBe(true)
  })
})

describe('navEntries', () => {
  it("keeps the owner's five entries for the shipped content", () => {
    expect(navEntries(site)).toEqual(site.nav)
    expect(labels(site)).toEqual(['Home', 'About', 'Projects', 'Power BI', 'Contact'])
  })

  it('drops the entry of a section the page leaves out, without the owner editing nav', () => {
    expect(labels(withoutDashboards)).toEqual(['Home', 'About', 'Projects', 'Contact'])
    expect(labels(withoutProjects)).toEqual(['Home', 'About', 'Power BI', 'Contact'])
    expect(labels(withoutEither)).toEqual(['Home', 'About', 'Contact'])
  })

  it("keeps the owner's order and leaves out an entry the owner removed", () => {
    const reordered = { ...site, nav: [site.nav[4]!, site.nav[3]!, site.nav[0]!] }
    expect(labels(reordered)).toEqual(['Contact', 'Power BI', 'Home'])
    expect(labels({ ...reordered, dashboards: withoutDashboards.dashboards })).toEqual(['Contact', 'Home'])
  })
})
