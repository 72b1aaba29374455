// @vitest-environment node
// JSON Resume in and out again: `npm run import-resume` on a file that fills every field the
// official schema defines, then the build's resume.json from the content it wrote, compared field
// by field with the file.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { runnerImport } from 'vite'
import { toJsonResume } from '../../builder/resume/json-resume.ts'
import { schemaProblems, valueAt, type Content } from '../../src/build-surface.ts'
import { importResume } from './import-resume.ts'

const FILE = 'src/test/fixtures/every-field.resume.json'
const RESUME = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown> & { basics: { image: string }; projects: { name: string }[] }
/** The picture basics.image names, beside the file. */
const PICTURE = 'src/test/fixtures/media/profile.webp'
const SCHEMA = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@jsonresume/schema/schema.json'), 'utf8')) as SchemaNode

interface SchemaNode {
  type?: string | string[]
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
}

/** Every field the schema defines, by its path, a list's entries as []: `basics.location.city`, `work[].highlights`. */
function schemaFields(node: SchemaNode, path = ''): string[] {
  if (node.properties) return Object.entries(node.properties).flatMap(([key, child]) => schemaFields(child, path ? `${path}.${key}` : key))
  if (node.items?.properties) return schemaFields(node.items, `${path}[]`)
  return [path]
}

/** Each value of a JSON document at a field the schema defines, by its path with indices: `work[0].highlights`. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value) && value.some((entry) => typeof entry === 'object')) return value.flatMap((entry, index) => leaves(entry, `${path}[${index}]`))
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
  return [[path, value]]
}

/** A path with indices as valueAt takes it: `work[0].url` → ['work', 0, 'url']. */
const steps = (path: string) => path.split(/[.[\]]+/).filter(Boolean).map((step) => (/^\d+$/.test(step) ? Number(step) : step))

/** What the file says about itself, not about its owner: the export writes its own (its schema, and its address as canonical). */
const ABOUT_THE_FILE = /^(\$schema|meta\.)/

let dir: string
beforeEach(() => {
  const scratch = join(process.cwd(), 'node_modules/.cache')
  mkdirSync(scratch, { recursive: true })
  dir = mkdtempSync(join(scratch, 'round-trip-'))
  copyFileSync('src/test/fixtures/sample.ts', join(dir, 'site.ts'))
  mkdirSync(join(dir, 'photos'))
  copyFileSync(PICTURE, join(dir, RESUME.basics.image))
  copyFileSync(FILE, join(dir, 'resume.json'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('JSON Resume, imported then exported', () => {
  it('starts from a file with a value in every field the official schema defines', () => {
    const filled = new Set(leaves(RESUME).map(([path]) => path.replace(/\[\d+\]/g, '[]')))
    const fields = schemaFields(SCHEMA)
    expect(fields.length).toBeGreaterThan(70)
    expect(fields.filter((field) => !filled.has(field))).toEqual([])
  })

  it('gives back every field, compared one by one; the photo as the address the site serves it at', async () => {
    const lines: string[] = []
    const file = relative(process.cwd(), join(dir, 'site.ts'))
    const status = await importResume([join(dir, 'resume.json')], { file, log: (line) => lines.push(line), error: (line) => lines.push(line) })
    expect(status, lines.join('\n')).toBe(0)
    expect(lines.join('\n')).not.toMatch(/Not imported/)
    const site = (await runnerImport<{ site: Content }>(join(dir, 'site.ts'), { configFile: false, logLevel: 'silent' })).module.site
    expect(schemaProblems(site)).toEqual([])

    // The picture is copied into the content's media folder and becomes the photo.
    expect(readFileSync(join(dir, 'media', site.about.photo.src))).toEqual(readFileSync(PICTURE))
    const photo = `${site.meta.url}assets/${site.about.photo.src}`
    const exported = toJsonResume(site, { siteUrl: site.meta.url ?? '', photo }) as Record<string, unknown> & { projects: { name?: string }[] }
    // The content's own projects (pictured, which a JSON Resume file cannot hold) stay beside the file's.
    const theFiles = { ...exported, projects: exported.projects.filter((project) => RESUME.projects.some((given) => given.name === project.name)) }

    const compared = leaves(RESUME).filter(([path]) => !ABOUT_THE_FILE.test(path))
    // All but $schema and meta's canonical, version and lastModified.
    expect(leaves(RESUME).length - compared.length).toBe(4)
    for (const [path, value] of compared) {
      if (path === 'basics.image') expect(exported.basics, path).toHaveProperty('image', photo)
      else expect(valueAt(theFiles, ...steps(path)), path).toEqual(value)
    }
  })
})
