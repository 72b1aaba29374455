// What an import changes in the content, as values (to check before writing) and as the edits
// edit-content.ts makes in the file.
import type { ImportedContent, ImportedProject } from '../../builder/resume/json-resume.ts'
import { OPTIONAL_SECTIONS, isDated, resumePart, valueAt, type OptionalSection } from '../../src/build-surface.ts'
import type { Change } from './edit-content.ts'

type PageProject = Record<string, unknown>

/** The look a project the file adds gets where the content has no project to take it from. */
const NEW_PROJECT = { icon: 'code', gradient: { from: '#4f46e5', to: '#7c3aed' }, link: 'View project', contact: 'Ask me about it' }

const sameTitle = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * How the file's projects go into the content's, which carry what JSON Resume has no field for
 * (a picture, an icon, colours, a button). A project of the same title (case aside) takes the
 * file's fields and keeps the rest; one with an address drops contactOnly. Every other project
 * of the file is added after the content's, with the next free id, the button words of the
 * content's projects and their colours in turn. The content's other projects stay: they are
 * the owner's, with pictures a JSON Resume file cannot hold.
 */
export function projectPlan(current: unknown, imported: ImportedProject[]) {
  const listed = valueAt(current, 'projects', 'items')
  const items: PageProject[] = Array.isArray(listed) ? listed : []
  const updates: { index: number; fields: ImportedProject & { cta?: string }; dropContactOnly: boolean }[] = []
  const added: PageProject[] = []
  let id = Math.max(0, ...items.map((item) => (typeof item.id === 'number' ? item.id : 0)))
  const ctaOf = (linked: boolean) => items.find((item) => (linked ? item.demoLink : item.contactOnly) && typeof item.cta === 'string')?.cta as string | undefined
  const gradients = items.map((item) => item.gradient).filter(Boolean)
  for (const project of imported) {
    const index = items.findIndex((item) => sameTitle(item.title, project.title))
    if (index >= 0) {
      // A project that now has an address links to it, with the words of the content's linked projects' buttons.
      const linked = Boolean(project.demoLink && items[index]?.contactOnly)
      updates.push({ index, fields: linked ? { ...project, cta: ctaOf(true) ?? NEW_PROJECT.link } : project, dropContactOnly: linked })
      continue
    }
    id += 1
    added.push({
      id,
      ...project,
      tech: project.tech ?? [],
      ...(project.demoLink ? {} : { contactOnly: true }),
      cta: ctaOf(Boolean(project.demoLink)) ?? (project.demoLink ? NEW_PROJECT.link : NEW_PROJECT.contact),
      icon: NEW_PROJECT.icon,
      gradient: gradients[added.length % Math.max(1, gradients.length)] ?? NEW_PROJECT.gradient,
    })
  }
  return { updates, added }
}

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
export const emptyLists = (imported: ImportedContent) => [...BLOCKS, 'projects' as const].filter((block) => imported[block]?.length === 0)

/** The content with the import in it, to validate before anything is written. An empty list changes nothing (emptyLists). */
export function mergeImport(current: unknown, imported: ImportedContent): unknown {
  const content = structuredClone(current) as Record<string, Record<string, unknown>>
  Object.assign(content.owner ?? {}, imported.owner)
  if (imported.about) Object.assign(content.about ?? {}, imported.about)
  const photo = content.about?.photo as Record<string, unknown> | undefined
  if (imported.photoSrc && photo) photo.src = imported.photoSrc
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
  const projects = content.projects?.items as PageProject[] | undefined
  if (imported.projects?.length && projects) {
    const { updates, added } = projectPlan(current, imported.projects)
    for (const { index, fields, dropContactOnly } of updates) {
      const project = projects[index] as PageProject
      Object.assign(project, fields)
      if (dropContactOnly) delete project.contactOnly
    }
    projects.push(...added)
  }
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
  if (imported.photoSrc) changes.push({ set: ['about', 'photo', 'src'], value: imported.photoSrc })
  for (const network of ['github', 'linkedin'] as const) {
    for (const [field, value] of Object.entries(imported.social[network] ?? {})) changes.push({ set: ['social', network, field], value })
  }
  for (const link of imported.links) changes.push({ append: ['footer', 'links'], value: link, skipIf: link.url })
  if (imported.siteUrl) changes.push({ set: ['meta', 'url'], value: imported.siteUrl })
  if (imported.phoneItem?.link) changes.push({ append: ['contact', 'items'], value: imported.phoneItem, skipIf: imported.phoneItem.link })
  if (imported.projects?.length) {
    const { updates, added } = projectPlan(current, imported.projects)
    for (const { index, fields, dropContactOnly } of updates) {
      const at = ['projects', 'items', String(index)]
      for (const [field, value] of Object.entries(fields)) changes.push({ set: [...at, field], value })
      if (dropContactOnly) changes.push({ remove: [...at, 'contactOnly'] })
    }
    for (const project of added) changes.push({ append: ['projects', 'items'], value: project })
  }
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
    ...count(imported.projects, 'project', 'projects'),
    ...(imported.photoSrc ? ['photo'] : []),
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
export const IMPORTED_FIELDS = ['basics.name', 'basics.label', 'basics.image', 'basics.email', 'basics.phone', 'basics.url', 'basics.location', 'basics.summary', 'basics.profiles', ...OPTIONAL_SECTIONS.map((section) => section.key), 'projects'] as const

/**
 * Whether the import writes no value: no identity field, bio, profile or link, and no entry of a
 * résumé section. An empty list counts as nothing, as it would only blank a section
 * (and a file the build exported from a page without that section has one).
 */
export function nothingToImport(imported: ImportedContent): boolean {
  const lists = [...BLOCKS.map((block) => imported[block]), imported.projects]
  return Object.keys(imported.owner).length === 0 && !imported.siteUrl && !imported.photoSrc && !imported.about && Object.keys(imported.social).length === 0 && imported.links.length === 0 && lists.every((list) => !list?.length)
}
