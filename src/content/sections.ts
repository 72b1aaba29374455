/**
 * The page's sections, in page order, each declared once: its anchor and the content it shows,
 * whether that content gives it anything to show, and how it fades in; and what it
 * gives the résumé files (the PDF, resume.json and the schema.org data in the head: an optional
 * section's, with its schema, in resume-schemas.ts).
 *
 * Everything else derives from this list: the navigation's anchors in the content's schema, the navigation and the page's order (lib/sections.ts), the page
 * (app/page.tsx loads a section's component, the default export of src/sections/<module>.tsx,
 * when the visitor gets near it), the import of a JSON Resume file, the résumé, and the tests.
 *
 * An optional section is: its block's schema (resume-schemas.ts); its entry here; its component
 * and its test; and the test fixtures' content (src/test/fixtures/complete.ts). The app imports
 * this list, so it holds nothing only the build needs: zod and the résumé's code stay out of the
 * visitor's download.
 */
import type { ResumeItem, ResumeKey } from './resume-schemas.ts'

interface SectionEntry<Id extends string = string, Key extends string = string> {
  /** The section's anchor (`#about`), which `nav` entries name. */
  id: Id
  /** Where its text is in the content. */
  key: Key
  /** 'always': it has its text whatever the content; 'items': only while its block lists an entry. */
  shows: 'always' | 'items'
  /** The first screen, rendered with the page's first code (the others load when the visitor gets near). */
  firstScreen?: true
  /** Its component's file in src/sections/ (without .tsx), when not its id. */
  module?: string
  /** Share of the section that must be visible before it fades in. */
  reveal: number
}

/**
 * A section of the résumé, whose block the content may leave out: its schema, and how it travels
 * in the résumé files, are in resume-schemas.ts under the same key. The page shows these after
 * About, in the order the owner's `nav` lists them.
 */
interface OptionalSectionEntry<Id extends string, Key extends ResumeKey> extends SectionEntry<Id, Key> {
  optional: true
  /** Fields of its entries that are names, the same in every language: never listed as untranslated. */
  names?: readonly (keyof ResumeItem<Key> & string)[]
}

const fixed = <const Id extends string, const Key extends string>(entry: SectionEntry<Id, Key>) => entry

/** A résumé section: a block of entries the content may leave out. */
const optional = <const Id extends string, const Key extends ResumeKey>(entry: Omit<OptionalSectionEntry<Id, Key>, 'shows' | 'optional'>) =>
  ({ ...entry, shows: 'items', optional: true }) as const satisfies OptionalSectionEntry<Id, Key>

export const SECTIONS = [
  fixed({ id: 'home', key: 'hero', shows: 'always', firstScreen: true, reveal: 0 }),
  fixed({ id: 'about', key: 'about', shows: 'always', reveal: 0.3 }),
  optional({
    id: 'experience',
    key: 'work',
    reveal: 0.1,
    names: ['name'],
  }),
  optional({
    id: 'volunteer',
    key: 'volunteer',
    reveal: 0.1,
    names: ['organization'],
  }),
  optional({
    id: 'education',
    key: 'education',
    reveal: 0.1,
    names: ['institution'],
  }),
  optional({
    id: 'skills',
    key: 'skills',
    reveal: 0.1,
  }),
  optional({ id: 'awards', key: 'awards', reveal: 0.1, names: ['awarder'] }),
  optional({ id: 'certificates', key: 'certificates', reveal: 0.1, names: ['issuer'] }),
  optional({ id: 'publications', key: 'publications', reveal: 0.1, names: ['name', 'publisher'] }),
  optional({ id: 'languages', key: 'languages', reveal: 0.1 }),
  optional({ id: 'interests', key: 'interests', reveal: 0.1 }),
  optional({ id: 'references', key: 'references', reveal: 0.1, names: ['name'] }),
  fixed({ id: 'projects', key: 'projects', shows: 'items', reveal: 0.1 }),
  fixed({ id: 'powerbi', key: 'dashboards', shows: 'items', module: 'power-bi', reveal: 0.2 }),
  fixed({ id: 'contact', key: 'contact', shows: 'always', reveal: 0.3 }),
] as const

export type Section = (typeof SECTIONS)[number]
export type SectionId = Section['id']
/** The sections whose block the content may leave out: the résumé's. */
export type OptionalSection = Extract<Section, { optional: true }>

export const SECTION_IDS = SECTIONS.map((section) => section.id) as [SectionId, ...SectionId[]]

const byId = new Map<string, Section>(SECTIONS.map((section) => [section.id, section]))
/** The section an anchor names (undefined for an anchor no section has). */
export const sectionById = (id: string): Section | undefined => byId.get(id)

/** The file of a section's component in src/sections/ (without .tsx): its `module`, else its id. */
export const sectionModule = (section: Section): string => ('module' in section && section.module) || section.id

export const isOptionalSection = (section: Section): section is OptionalSection => 'optional' in section

export const OPTIONAL_SECTIONS = SECTIONS.filter(isOptionalSection)

/** Whether the content gives a section anything to show: a section built from a list needs an entry. */
export function hasContent(section: Section, content: object): boolean {
  if (section.shows === 'always') return true
  const block = (content as Record<string, { items?: unknown[] } | undefined>)[section.key]
  return (block?.items?.length ?? 0) > 0
}
