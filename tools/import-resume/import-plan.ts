// What an import changes in the content, as values (to check before writing) and as the edits
// edit-content.ts makes in the file.
import type { ImportedContent } from '../../builder/resume/json-resume.ts'
import { OPTIONAL_SECTIONS, isDated, resumePart, type OptionalSection } from '../../src/build-surface.ts'
import type { Change } from './edit-content.ts'

/** The word that ends the dates of an entry that goes on, in a dated section the import adds. */
const PRESENT = 'Present'

/**
 * A section the content does not have yet, as the import adds it: its block with its default
 * label (resume-schemas.ts) as heading (and the word for dates that go on), and its navigation entry. The owner words them as they like.
 */
function newSection(section: OptionalSection) {
  const { label } = resumePart(section.key)
  return { blank: { heading: label, ...(isDated(section.key) && { present: PRESENT }) }, nav: { label, id: section.id } }
}

const BLOCKS = OPTIONAL_SECTIONS.map((section) => section.key)

/**
 * The sections a file lists empty, which the import leaves as the content has them: an export
 * lists every section, empty where its owner wrote nothing, and that is no reason to blank one.
 */
export const emptyLists = (imported: ImportedContent) => BLOCKS.filter((block) => imported[block]?.length === 0)

/** The content with the import in it, to validate before anything is written. An empty list changes nothing (emptyLists). */
export function mergeImport(current: unknown, imported: ImportedContent): unknown {
  const content = structuredClone(current) as Record<string, Record<string, unknown>>
  Object.assign(content.owner ?? {}, imported.owner)
  if (imported.about) Object.assign(content.about ?? {}, imported.about)
  for (const network of ['github', 'linkedin'] as const) {
    const profile = imported.social[network]
    if (profile && content.social) content.social[network] = { ...(content.social[network] as object), ...profile }
  }
  const footer = content.footer as { links?: { url: string }[] } | undefined
  for (const link of imported.links) if (footer?.links && !footer.links.some((known) => known.url === link.url)) footer.links.push(link)
  if (imported.siteUrl && content.meta) content.meta.url = imported.siteUrl
  const contact = content.contact as { items?: { link?: string }[] } | undefined
  const { phoneItem } = imported
  if (phoneItem && contact?.items && !contact.items.some((item) => item.link === phoneItem.link)) contact.items.push(phoneItem)
  for (const section of OPTIONAL_SECTIONS) {
    const block = section.key
    const items = imported[block]
    if (!items?.length) continue
    const { nav, blank } = newSection(section)
    content[block] = { ...(content[block] ?? blank), items }
    const entries = content.nav as unknown as { id: string }[]
    if (!entries.some((entry) => entry.id === nav.id)) entries.push(nav)
  }
  return content
}

/** The same as edits of the content file (whose content is `current`): fields set, list entries added. */
export function importChanges(imported: ImportedContent, current: unknown): Change[] {
  const changes: Change[] = []
  for (const [field, value] of Object.entries(imported.owner)) changes.push({ set: ['owner', field], value })
  if (imported.about) changes.push({ set: ['about', 'bio'], value: imported.about.bio })
  for (const network of ['github', 'linkedin'] as const) {
    for (const [field, value] of Object.entries(imported.social[network] ?? {})) changes.push({ set: ['social', network, field], value })
  }
  for (const link of imported.links) changes.push({ append: ['footer', 'links'], value: link, skipIf: link.url })
  if (imported.siteUrl) changes.push({ set: ['meta', 'url'], value: imported.siteUrl })
  if (imported.phoneItem?.link) changes.push({ append: ['contact', 'items'], value: imported.phoneItem, skipIf: imported.phoneItem.link })
  for (const section of OPTIONAL_SECTIONS) {
    const block = section.key
    const items = imported[block]
    if (!items?.length) continue
    const { nav, blank } = newSection(section)
    // An existing block keeps the owner's heading; a new one gets one to reword.
    const exists = typeof current === 'object' && current !== null && block in current
    changes.push(exists ? { set: [block, 'items'], value: items } : { set: [block], value: { ...blank, items } })
    changes.push({ append: ['nav'], value: nav, skipIf: `id: '${nav.id}'`, after: "id: 'about'" })
  }
  return changes
}

/** "3 roles, 1 school, 2 skill groups, name, role, …": what the import writes. */
export function summary(imported: ImportedContent): string {
  const count = (list: unknown[] | undefined, one: string, many: string) => (list?.length ? [`${list.length} ${list.length === 1 ? one : many}`] : [])
  return [
    ...OPTIONAL_SECTIONS.flatMap((section) => count(imported[section.key], ...resumePart(section.key).count)),
    ...Object.keys(imported.owner),
    ...(imported.siteUrl ? ['site address'] : []),
    ...(imported.about ? ['bio'] : []),
    ...Object.keys(imported.social).map((network) => (network === 'github' ? 'GitHub' : 'LinkedIn')),
    ...count(imported.links.length > 0 ? imported.links : undefined, 'other profile', 'other profiles'),
  ].join(', ')
}

/**
 * The fields of a JSON Resume file the import writes: a file with none of them, or only empty
 * ones, has nothing the page shows.
 */
export const IMPORTED_FIELDS = ['basics.name', 'basics.label', 'basics.email', 'basics.phone', 'basics.url', 'basics.location', 'basics.summary', 'basics.profiles', ...OPTIONAL_SECTIONS.map((section) => section.key)] as const

/**
 * Whether the import writes no value: no identity field, bio, profile or link, and no entry of a
 * résumé section. An empty list counts as nothing, as it would only blank a section
 * (and a file the build exported from a page without that section has one).
 */
export function nothingToImport(imported: ImportedContent): boolean {
  const lists = BLOCKS.map((block) => imported[block])
  return Object.keys(imported.owner).length === 0 && !imported.siteUrl && !imported.about && Object.keys(imported.social).length === 0 && imported.links.length === 0 && lists.every((list) => !list?.length)
}
