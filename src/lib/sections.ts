import type { Content, NavEntry } from '../content/schema.ts'
import { OPTIONAL_SECTIONS, SECTIONS, hasContent, isOptionalSection, sectionById, type OptionalSection, type Section, type SectionId } from '../content/sections.ts'

/**
 * The résumé sections the content fills, in the order the owner's `nav` lists them; those it
 * does not list follow in the registry's order (content/sections.ts).
 */
export function resumeSections(content: Content): OptionalSection[] {
  const listed = content.nav.map((entry) => sectionById(entry.id)).filter((section) => section !== undefined && isOptionalSection(section))
  return [...new Set([...listed, ...OPTIONAL_SECTIONS])].filter((section) => hasContent(section, content))
}

/**
 * The sections the page shows, in page order: a section whose list the owner has emptied
 * (`projects.items: []`, `dashboards.items: []`, no `work`) is left out; the résumé sections
 * follow About in the owner's order.
 */
export function visibleSections(content: Content): Section[] {
  const fixed = SECTIONS.filter((section) => !isOptionalSection(section) && hasContent(section, content))
  const afterAbout = fixed.findIndex((section) => section.id === 'about') + 1
  return [...fixed.slice(0, afterAbout), ...resumeSections(content), ...fixed.slice(afterAbout)]
}

/** The ids of the sections the page shows, in page order. */
export const visibleSectionIds = (content: Content): SectionId[] => visibleSections(content).map((section) => section.id)

/**
 * The owner's navigation entries (navigation bar, mobile menu and footer quick links) without
 * those pointing at a section the page leaves out, so emptying a list is all it takes.
 */
export function navEntries(content: Content): NavEntry[] {
  return content.nav.filter((entry) => {
    const section = sectionById(entry.id)
    return section !== undefined && hasContent(section, content)
  })
}
