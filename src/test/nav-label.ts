import type { Content } from '../content/schema.ts'
import type { SectionId } from '../content/sections.ts'

/** The label a content's navigation entry for this section carries (for the unit tests and the journeys). */
export function navLabel(content: Content, id: SectionId): string {
  const entry = content.nav.find((candidate) => candidate.id === id)
  if (!entry) throw new Error(`the content has no navigation entry for #${id}`)
  return entry.label
}
