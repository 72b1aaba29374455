import type { Content, NavEntry } from '../content/schema.ts'
import { RESUME_SECTION_IDS, SECTION_IDS, type ResumeSectionId, type SectionId } from '../content/page-shape.ts'

/**
 * Whether a section has anything to show. Every anchor is named, so a new section gets a
 * decision; home, about and contact always have their text and form.
 */
const hasContent: Record<SectionId, (content: Content) => boolean> = {
  home: () => true,
  about: () => true,
  experience: (content) => (content.work?.items.length ?? 0) > 0,
  education: (content) => (content.education?.items.length ?? 0) > 0,
  skills: (content) => (content.skills?.items.length ?? 0) > 0,
  projects: (content) => content.projects.items.length > 0,
  powerbi: (content) => content.dashboards.items.length > 0,
  contact: () => true,
}

const isResumeSection = (id: SectionId): id is ResumeSectionId => (RESUME_SECTION_IDS as readonly SectionId[]).includes(id)

/**
 * The résumé sections the content fills, in the order the owner's `nav` lists them; those it
 * does not list follow in the default order.
 */
export function resumeSections(content: Content): ResumeSectionId[] {
  const listed = content.nav.map((entry) => entry.id).filter(isResumeSection)
  const order = [...new Set([...listed, ...RESUME_SECTION_IDS])]
  return order.filter((id) => hasContent[id](content))
}

/**
 * The sections the page shows, in page order: a section whose list the owner has emptied
 * (`projects.items: []`, `dashboards.items: []`, no `work`) is left out; the résumé sections
 * follow About in the owner's order.
 */
export function visibleSections(content: Content): ReadonlySet<SectionId> {
  const fixed = SECTION_IDS.filter((id) => !isResumeSection(id) && hasContent[id](content))
  const afterAbout = fixed.indexOf('about') + 1
  return new Set([...fixed.slice(0, afterAbout), ...resumeSections(content), ...fixed.slice(afterAbout)])
}

/**
 * The owner's navigation entries (navigation bar, mobile menu and footer quick links) without
 * those pointing at a section the page leaves out, so emptying a list is all it takes.
 */
export function navEntries(content: Content): NavEntry[] {
  return content.nav.filter((entry) => hasContent[entry.id](content))
}
