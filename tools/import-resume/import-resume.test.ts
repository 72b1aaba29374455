// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { runnerImport } from 'vite'
import { schemaProblems, type Content } from '../../src/build-surface.ts'
import { importResume } from './import-resume.ts'

/** The official schema package's example: a real-shaped JSON Resume file. */
const OFFICIAL_SAMPLE = createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json')
let dir: string
let contentFile: string
/** The content module as PORTFOLIO_CONTENT names it: by its path from the project. */
let contentModule: string

/**
 * `npm run import-resume file` on a copy of the sample fixture, in this process: what it prints to
 * stdout and stderr, and its exit status.
 */
async function run(file: string) {
  const stdout: string[] = []
  const stderr: string[] = []
  const status = await importResume([file], { file: contentModule, log: (line) => stdout.push(line), error: (line) => stderr.push(line) })
  return { status, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
}

const load = async () => (await runnerImport<{ site: Content }>(contentFile, { configFile: false, logLevel: 'silent' })).module.site

/** Inside the project, as a content module is: the importer names it by its path from there. */
const SCRATCH = join(process.cwd(), 'node_modules/.cache')

beforeEach(() => {
  mkdirSync(SCRATCH, { recursive: true })
  dir = mkdtempSync(join(SCRATCH, 'import-resume-'))
  contentFile = join(dir, 'site.ts')
  contentModule = relative(process.cwd(), contentFile)
  copyFileSync('src/test/fixtures/sample.ts', contentFile)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run import-resume', () => {
  it('writes the identity, work, education and skills of a JSON Resume file into the content, which stays valid', async () => {
    const resume = JSON.parse(readFileSync(OFFICIAL_SAMPLE, 'utf8')) as { basics: { name: string; email: string }; work: { name: string; position: string }[]; education: unknown[]; skills: unknown[] }
    const result = await run(OFFICIAL_SAMPLE)
    expect(result.status, result.stderr).toBe(0)
    const site = await load()
    expect(schemaProblems(site)).toEqual([])
    expect(site.owner.name).toBe(resume.basics.name)
    expect(site.owner.email).toBe(resume.basics.email)
    expect(site.work?.items.map((role) => [role.name, role.position])).toEqual(resume.work.map((role) => [role.name, role.position]))
    expect(site.education?.items).toHaveLength(resume.education.length)
    expect(site.skills?.items).toEqual(resume.skills)
    expect(site.nav.map((entry) => entry.id)).toEqual(expect.arrayContaining(['experience', 'education', 'skills']))
    // What the content has no place for is named, field by field.
    expect(result.stdout).toMatch(/Not imported .*:/)
    for (const field of ['basics.phone', 'work[0].description', 'volunteer (1 entry)']) expect(result.stdout).toContain(`- ${field}`)
  })

  it('writes nothing and names the field when the file breaks the JSON Resume schema', async () => {
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify({ basics: { name: 'Ada' }, work: [{ name: 'Acme', startDate: 'June 2014' }] }))
    const before = readFileSync(contentFile, 'utf8')
    const result = await run(bad)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('is not a valid JSON Resume file')
    expect(result.stderr).toMatch(/work\[0\]\.startDate: does not match pattern/)
    expect(readFileSync(contentFile, 'utf8')).toBe(before)
  })

  it('writes nothing when the result would break the content, naming entry and field', async () => {
    const incomplete = join(dir, 'incomplete.json')
    writeFileSync(incomplete, JSON.stringify({ work: [{ position: 'Engineer', startDate: '2020-01' }] }))
    const before = readFileSync(contentFile, 'utf8')
    const result = await run(incomplete)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('work › items [1] "Engineer" › name: is missing: write the company')
    expect(readFileSync(contentFile, 'utf8')).toBe(before)
  })

  it('reports a file that is not JSON', async () => {
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, '{ "basics": ')
    const result = await run(broken)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('cannot be read as JSON')
  })

  it('says how to call it when no file is named', async () => {
    expect(await run('--help')).toMatchObject({ status: 2, stderr: 'Usage: npm run import-resume path/to/resume.json' })
  })

  // A process of its own loads tsx, TypeScript and Prettier before it reads a byte, which can take
  // longer than Vitest's default beside other test files (docs/decisions/node-24.md).
  it('is the command npm runs: its exit status and messages reach the shell', { timeout: 20_000 }, () => {
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, '[')
    const env = { ...process.env, PORTFOLIO_CONTENT: contentModule }
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/import-resume/main.ts', broken], { encoding: 'utf8', env })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${broken} cannot be read as JSON`)
  })
})
