import type { Content, NavEntry } from '../content/schema.ts'
import { SECTION_IDS, type SectionId } from '../content/page-shape.ts'

/**
 * Whether a section has anything to show. Every anchor is named, so a new section gets a
 * decision; home, about and contact always have their text and form.
 */
const hasContent: Record<SectionId, (content: Content) => boolean> = {
  home: () => true,
  about: () => true,
  projects: (content) => content.projects.items.length > 0,
  powerbi: (content) => content.dashboards.items.length > 0,
  contact: () => true,
}

/**
 * The sections the page shows, in page order: a section whose list the owner has emptied
 * (`projects.items: []`, `dashboards.items: []`) is left out.
 */
export function visibleSections(content: Content): ReadonlySet<SectionId> {
  return new Set(SECTION_IDS.filter((id) => hasContent[id](content)))
}

/**
 * The owner's navigation entries (navigation bar, mobile menu and footer quick links) without
 * those pointing at a section the page leaves out, so emptying a list is all it takes.
 */
export function navEntries(content: Content): NavEntry[] {
  return content.nav.filter((entry) => hasContent[entry.id](content))
}
