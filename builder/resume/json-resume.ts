// The content and JSON Resume (https://jsonresume.org/schema, the schema in @jsonresume/schema)
// as one mapping, both ways: the build writes dist/resume.json with toJsonResume, and
// `npm run import-resume` reads a file with fromJsonResume. The résumé's sections (work,
// education, skills, …: src/content/sections.ts) share JSON Resume's field names, so they travel
// as they are.
import { OPTIONAL_SECTIONS, phone as phoneNumber, resumePart, telUrl, type Content, type OptionalSection } from '../../src/build-surface.ts'
import { lastSegment, ownerProfiles } from './profiles.ts'

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

/** The entries of each résumé section, by its key in the content: `{ work: [...], skills: [...] }`. */
type SectionItems = { [S in OptionalSection as S['key']]?: NonNullable<Content[S['key']]>['items'] }

export interface JsonResumeProfile {
  network?: string
  username?: string
  url?: string
}

/** The part of JSON Resume this site reads and writes; a file may hold more (fromJsonResume names it). */
export interface JsonResume {
  $schema?: string
  basics?: {
    name?: string
    label?: string
    image?: string
    email?: string
    phone?: string
    url?: string
    summary?: string
    location?: { address?: string; city?: string; region?: string; postalCode?: string; countryCode?: string }
    profiles?: JsonResumeProfile[]
  }
  /** The résumé's sections, under their JSON Resume keys (`work`, `education`, `skills`, …). */
  [section: string]: unknown
  projects?: JsonResumeProject[]
  meta?: { canonical?: string }
}

/** A project as JSON Resume writes one. */
export interface JsonResumeProject {
  name?: string
  description?: string
  highlights?: string[]
  keywords?: string[]
  startDate?: string
  endDate?: string
  url?: string
  roles?: string[]
  entity?: string
  type?: string
}

type Project = Content['projects']['items'][number]

/** A page project's fields under their JSON Resume names, in JSON Resume's order; the page's own (picture, icon, colours, button) stay behind. */
const PROJECT_FIELDS = [
  ['name', 'title'],
  ['description', 'description'],
  ['highlights', 'features'],
  ['keywords', 'tech'],
  ['startDate', 'startDate'],
  ['endDate', 'endDate'],
  ['url', 'demoLink'],
  ['roles', 'roles'],
  ['entity', 'entity'],
  ['type', 'type'],
] as const satisfies readonly (readonly [keyof JsonResumeProject, keyof Project])[]

/** The location fields of JSON Resume's basics, which owner.address keeps as they are. */
const LOCATION_FIELDS = ['address', 'postalCode', 'city', 'region', 'countryCode'] as const

const BASICS_FIELDS = ['name', 'label', 'image', 'email', 'phone', 'url', 'summary', 'location', 'profiles'] as const

/** `entry`'s fields renamed as `pairs` say ([from, to]), in their order, leaving out the absent ones. */
const renamed = (entry: Record<string, unknown>, pairs: readonly (readonly [string, string])[]) =>
  Object.fromEntries(pairs.filter(([from]) => entry[from] !== undefined).map(([from, to]) => [to, entry[from]]))

/** `entry` with only `fields`, in that order, leaving out the absent ones. */
function pick(entry: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]))
}

export interface ExportOptions {
  /** The deployed address, https://…/ */
  siteUrl: string
  /** The owner's photo as an absolute URL. */
  photo: string
}

/** The content as JSON Resume: identity, profiles, the résumé's sections and projects. */
export function toJsonResume(content: Content, { siteUrl, photo }: ExportOptions): JsonResume {
  const { owner } = content
  const resume: JsonResume = {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: owner.name,
      label: owner.role,
      image: photo,
      email: owner.email,
      ...(owner.phone && { phone: owner.phone }),
      url: siteUrl,
      summary: content.about.bio.join('\n\n'),
      // The full address where the content has one; else its one line, which is all it knows.
      location: owner.address ?? { address: owner.location },
      profiles: ownerProfiles(content),
    },
    ...Object.fromEntries(OPTIONAL_SECTIONS.map(({ key }) => [key, (content[key]?.items ?? []).map((item: Record<string, unknown>) => pick(item, resumePart(key).fields))])),
    projects: content.projects.items.map((project) => renamed(project, PROJECT_FIELDS.map(([name, field]) => [field, name]))),
    meta: { canonical: new URL('resume.json', siteUrl).href },
  }
  return resume
}

/** What an import changes in the content: each block it can fill, as the content writes it. */
export interface ImportedContent extends SectionItems {
  owner: Partial<Content['owner']>
  /** The owner's site: where the page is deployed. */
  siteUrl?: string
  /** The phone number as a contact item, beside owner.phone. */
  phoneItem?: Content['contact']['items'][number]
  about?: { bio: string[] }
  social: { github?: Content['social']['github']; linkedin?: Content['social']['linkedin'] }
  /** Profiles other than GitHub and LinkedIn, as footer links. */
  links: Content['footer']['links']
  /** The file's projects, with JSON Resume's fields under the page's names; the import gives each the rest of a page project (import-plan.ts). */
  projects?: ImportedProject[]
  /** basics.image as the file has it: a picture file to copy into the media folder (import-resume.ts). */
  photo?: string
  /** The photo's name in the media folder, once import-resume.ts has found the file: about.photo.src. */
  photoSrc?: string
}

/** A project of the file: the page project's fields JSON Resume has. */
export type ImportedProject = Pick<Project, 'title'> & Partial<Pick<Project, (typeof PROJECT_FIELDS)[number][1]>>

export interface ImportResult {
  content: ImportedContent
  /** Every field of the file the content has no place for, by its path in the file: `basics.phone`, `work[2].description`. */
  unmapped: string[]
  /** Every value the import wrote otherwise than the file has it, by its path: an http:// address as https://. */
  changed: string[]
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
// An address that does not parse (`https://`) is no address: naming its host or last segment would throw.
const isHttps = (url: unknown): url is string => typeof url === 'string' && url.startsWith('https://') && URL.canParse(url)

/**
 * An address as the content takes it: https:// as it is, http:// as https:// (the page serves
 * over https, and so does nearly every site a résumé links to), the change named in `changed`;
 * anything else none.
 */
function secureUrl(url: unknown, path: string, changed: string[]): string | undefined {
  if (isHttps(url)) return url
  if (typeof url !== 'string' || !/^http:\/\//i.test(url)) return undefined
  const secure = `https://${url.slice('http://'.length)}`
  if (!isHttps(secure)) return undefined
  changed.push(`${path}: ${url} written as ${secure}`)
  return secure
}

/** secureUrl for an address field of its own: one that is no web address is named in `unmapped`, with why. */
function placedUrl(url: unknown, path: string, changed: string[], unmapped: string[]): string | undefined {
  const secure = secureUrl(url, path, changed)
  if (!secure) unmapped.push(`${path} (${String(url)}: not an http:// or https:// address)`)
  return secure
}

/**
 * A list's entries with the fields the content keeps, an http:// address as https:// (named in
 * `changed`); the rest, and an address that is neither, named in `unmapped`.
 */
function entries(list: unknown, fields: readonly string[], path: string, unmapped: string[], changed: string[]): Record<string, unknown>[] | undefined {
  if (!Array.isArray(list)) return undefined
  return list.filter(isObject).map((entry, index) => {
    const at = `${path}[${index}]`
    unmapped.push(...Object.keys(entry).filter((key) => !fields.includes(key)).map((key) => `${at}.${key}`))
    const kept = pick(entry, fields)
    if ('url' in kept) {
      const url = placedUrl(kept.url, `${at}.url`, changed, unmapped)
      if (url) kept.url = url
      else delete kept.url
    }
    return kept
  })
}

/** The content's one line of a JSON Resume location. */
function placeOf(location: Record<string, unknown>): string | undefined {
  const given = (field: string) => typeof location[field] === 'string' && (location[field] as string).trim() !== ''
  // A portfolio names a town and a country, not a street: the address only where nothing else is given.
  const used = ['city', 'region', 'countryCode'].filter(given)
  if (used.length === 0 && given('address')) used.push('address')
  return used.length > 0 ? used.map((field) => (location[field] as string).trim()).join(', ') : undefined
}

/** The parts of a JSON Resume file read below ($schema and meta describe the file, not the person). */
const READ_ELSEWHERE = new Set(['$schema', 'meta', 'basics', 'projects', ...OPTIONAL_SECTIONS.map((section) => section.key)])

/** The blocks of the content a JSON Resume file fills, and every field of the file it cannot place. */
export function fromJsonResume(resume: Record<string, unknown>): ImportResult {
  const unmapped: string[] = []
  const changed: string[] = []
  const content: ImportResult['content'] = { owner: {}, social: {}, links: [] }

  for (const key of Object.keys(resume)) {
    if (READ_ELSEWHERE.has(key)) continue
    const value = resume[key]
    if (Array.isArray(value) && value.length === 0) continue
    unmapped.push(Array.isArray(value) ? `${key} (${value.length} ${value.length === 1 ? 'entry' : 'entries'})` : key)
  }

  const basics = isObject(resume.basics) ? resume.basics : {}
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
  // A field left empty ("image": "") holds nothing to lose.
  for (const key of Object.keys(basics)) if (!(BASICS_FIELDS as readonly string[]).includes(key) && basics[key] !== '') unmapped.push(`basics.${key}`)
  const owner = { name: text(basics.name), role: text(basics.label), email: text(basics.email) }
  for (const [field, value] of Object.entries(owner)) if (value) content.owner[field as keyof typeof owner] = value
  const phone = text(basics.phone)
  if (phone && phoneNumber.safeParse(phone).success) {
    content.owner.phone = phone
    content.phoneItem = { label: 'Phone', value: phone, link: telUrl(phone), icon: 'phone' }
  } else if (phone) unmapped.push(`basics.phone (${phone}: not a phone number)`)
  const siteUrl = text(basics.url) && placedUrl(basics.url, 'basics.url', changed, unmapped)
  if (siteUrl) content.siteUrl = siteUrl
  if (isObject(basics.location)) {
    const location = basics.location
    const line = placeOf(location)
    if (line) content.owner.location = line
    // The whole address too, for resume.json and the contact card (the page shows the line),
    // unless it is one line already: a lone `address`, as the export writes the line itself.
    const address = Object.fromEntries(LOCATION_FIELDS.flatMap((field) => (text(location[field]) ? [[field, text(location[field])]] : [])))
    if (Object.keys(address).some((field) => field !== 'address')) content.owner.address = address
    unmapped.push(...Object.keys(location).filter((key) => !(LOCATION_FIELDS as readonly string[]).includes(key)).map((key) => `basics.location.${key}`))
  }
  const image = text(basics.image)
  if (image) content.photo = image
  const summary = text(basics.summary)
  if (summary) content.about = { bio: summary.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean) }

  if (Array.isArray(basics.profiles)) {
    basics.profiles.filter(isObject).forEach((profile, index) => {
      const path = `basics.profiles[${index}]`
      const network = text(profile.network) ?? ''
      const url = secureUrl(profile.url, `${path}.url`, changed)
      if (!url) {
        unmapped.push(`${path} (${network || 'no network'}: ${profile.url === undefined ? 'no url' : `${String(profile.url)} is not an http:// or https:// address`})`)
        return
      }
      const username = text(profile.username) ?? lastSegment(url)
      // The name on the service is kept where the address does not end with it (twitter.com for @jane).
      const own = username !== lastSegment(url) ? { username } : {}
      if (/^github$/i.test(network)) content.social.github = { handle: username, url }
      else if (/^linkedin$/i.test(network)) content.social.linkedin = { name: owner.name ?? username, url, ...own }
      else content.links.push({ label: network || new URL(url).hostname, url, icon: 'globe', ...own })
      unmapped.push(...Object.keys(profile).filter((key) => !['network', 'username', 'url'].includes(key)).map((key) => `${path}.${key}`))
    })
  }

  for (const { key } of OPTIONAL_SECTIONS) Object.assign(content, { [key]: entries(resume[key], resumePart(key).fields, key, unmapped, changed) })
  const projects = entries(resume.projects, PROJECT_FIELDS.map(([name]) => name), 'projects', unmapped, changed)
  if (projects) content.projects = projects.map((project) => renamed(project, PROJECT_FIELDS) as ImportedProject)
  return { content, unmapped, changed }
}

/** Whatever in `resume` breaks the official JSON Resume schema, one line each ("work[0].startDate: does not match pattern …"); empty when valid. */
export async function jsonResumeProblems(resume: unknown): Promise<string[]> {
  const { validate } = await import('@jsonresume/schema')
  return new Promise((resolve) => {
    validate(resume, (errors) => {
      resolve((errors ?? []).map(({ property, message }) => `${property.replace(/^instance\.?/, '') || '(the file)'}: ${message}`))
    })
  })
}
