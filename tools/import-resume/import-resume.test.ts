// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { runnerImport } from 'vite'
import { schemaProblems, type Content } from '../../src/build-surface.ts'
import { MAX_RESUME_BYTES, importResume, syntaxErrorAt } from './import-resume.ts'
import { IMPORTED_FIELDS } from './import-plan.ts'

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
async function run(file: string, { debug = false, content = contentModule } = {}) {
  const stdout: string[] = []
  const stderr: string[] = []
  const status = await importResume([file], { file: content, debug, log: (line) => stdout.push(line), error: (line) => stderr.push(line) })
  return { status, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
}

/** A file in the test's folder holding `bytes` (text is written as UTF-8). */
function input(name: string, bytes: string | Buffer) {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return path
}

/** `npm run import-resume` refused `file`: exit 1, one message naming it and no stack, the content as it was. */
async function refused(file: string) {
  const before = readFileSync(contentFile, 'utf8')
  const result = await run(file)
  expect(result.status, result.stdout).toBe(1)
  expect(result.stderr.split('\n')[0]).toMatch(new RegExp(`^✖ ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
  expect(result.stderr).not.toMatch(/^\s+at /m)
  expect(result.stderr).not.toMatch(/\b\w*Error\b/)
  expect(result.stdout).not.toContain('✔')
  expect(readFileSync(contentFile, 'utf8')).toBe(before)
  return result.stderr
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
    const resume = JSON.parse(readFileSync(OFFICIAL_SAMPLE, 'utf8')) as Record<string, unknown> & { basics: { name: string; email: string; phone: string }; work: { name: string; position: string }[]; education: unknown[]; skills: unknown[]; projects: { name: string }[] }
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
    // Every field has a place.
    expect(result.stdout).not.toMatch(/Not imported/)
    // The phone number is the owner's and a contact item the page shows, linked to call it.
    const phone = resume.basics.phone
    expect(site.owner.phone).toBe(phone)
    expect(site.contact.items).toContainEqual({ label: 'Phone', value: phone, link: `tel:${phone.replace(/\D/g, '')}`, icon: 'phone' })
    // An http:// address is written as https://, and said so.
    expect(result.stdout).toMatch(/Written otherwise than the file has them, \d+:\n( {2}- .+\n)* {2}- work\[0\]\.url: http:\/\/\S+ written as https:\/\//)
    // Its project joins the content's, which keep their pictures.
    const before = (await runnerImport<{ site: Content }>('src/test/fixtures/sample.ts', { configFile: false, logLevel: 'silent' })).module.site
    expect(site.projects.items.map((project) => project.title)).toEqual([...before.projects.items.map((project) => project.title), ...resume.projects.map((project) => project.name)])
  })

  it("updates the content's project of the same title, keeping its picture, and adds the others after the content's, in its style", async () => {
    const before = await load()
    const asked = before.projects.items.find((project) => project.contactOnly)
    const linked = before.projects.items.find((project) => project.demoLink)
    if (!asked || !linked) throw new Error('the sample fixture has a contact-only project and a linked one')
    const file = input('projects.json', JSON.stringify({
      projects: [
        { name: asked.title.toUpperCase(), description: 'Now open source.', url: 'https://source.example.org/', roles: ['Author'] },
        { name: 'Brand New', keywords: ['Zig'], startDate: '2024-02', type: 'Library' },
      ],
    }))
    const result = await run(file)
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('2 projects')
    const site = await load()
    expect(schemaProblems(site)).toEqual([])
    const updated = site.projects.items.find((project) => project.id === asked.id)
    // Its picture, icon and colours stay; the file's fields (its title's spelling too) replace the content's; it links out now, with a linked project's button words.
    expect(updated).toMatchObject({ title: asked.title.toUpperCase(), image: asked.image, icon: asked.icon, gradient: asked.gradient, description: 'Now open source.', demoLink: 'https://source.example.org/', roles: ['Author'], cta: linked.cta })
    expect(updated).not.toHaveProperty('contactOnly')
    // The new one follows the content's, with the next id, no picture, and the button of a project without a link.
    const added = site.projects.items.at(-1)
    expect(site.projects.items).toHaveLength(before.projects.items.length + 1)
    expect(added).toMatchObject({ id: Math.max(...before.projects.items.map((project) => project.id)) + 1, title: 'Brand New', tech: ['Zig'], startDate: '2024-02', type: 'Library', contactOnly: true })
    expect(added).not.toHaveProperty('image')
    expect(before.projects.items.map((project) => project.gradient)).toContainEqual(added?.gradient)
  })

  it.each([
    ['an address on the web', 'https://cdn.example.org/me.jpg', /an address, not a file; save the picture/],
    ['a file that is not there', 'photos/missing.jpg', /no file at .*missing\.jpg/],
    ['a file that is not a picture', 'notes.txt', /not a picture the build can read/],
  ])("names basics.image when it is %s, keeping the content's photo", async (_kind, image, why) => {
    input('notes.txt', 'not a picture')
    const before = await load()
    const result = await run(input('me.json', JSON.stringify({ basics: { name: 'Ada', image } })))
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/Not imported \(the content has no place for them\), 1:/)
    expect(result.stdout.split('\n').find((line) => line.includes('basics.image'))).toMatch(why)
    expect((await load()).about.photo.src).toBe(before.about.photo.src)
  })

  it('copies the picture basics.image names into the media folder as the photo, under a new name where another picture has its name', async () => {
    mkdirSync(join(dir, 'media'))
    const taken = readFileSync('src/test/fixtures/media/projects/astar-pathfinding.webp')
    writeFileSync(join(dir, 'media', 'me.webp'), taken)
    const picture = readFileSync('src/test/fixtures/media/profile.webp')
    input('me.webp', picture)
    const result = await run(input('me.json', JSON.stringify({ basics: { name: 'Ada', image: 'me.webp' } })))
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('photo')
    expect((await load()).about.photo.src).toBe('me-2.webp')
    expect(readFileSync(join(dir, 'media', 'me-2.webp'))).toEqual(picture)
    expect(readFileSync(join(dir, 'media', 'me.webp'))).toEqual(taken)
  })

  it('keeps the content’s sections that the file lists empty, as an export of every section does', async () => {
    const before = await load()
    const partial = join(dir, 'partial.json')
    writeFileSync(partial, JSON.stringify({ basics: { name: 'Ada Lovelace' }, work: [], education: [], skills: [] }))
    const result = await run(partial)
    expect(result.status, result.stderr).toBe(0)
    const site = await load()
    expect(site.owner.name).toBe('Ada Lovelace')
    expect([site.work, site.education, site.skills]).toEqual([before.work, before.education, before.skills])
    expect(result.stdout).toContain('kept work: the file lists none')
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

  it('reads a UTF-8 file that starts with a byte-order mark, as editors on Windows write it', async () => {
    const marked = input('marked.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ basics: { name: 'Ada Lovelace' } }))]))
    const result = await run(marked)
    expect(result.status, result.stderr).toBe(0)
    expect((await load()).owner.name).toBe('Ada Lovelace')
  })

  it.each([
    ['UTF-16 (little-endian)', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"basics":{"name":"Ada"}}', 'utf16le')])],
    ['UTF-16 (big-endian)', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('{"basics":{"name":"Ada"}}', 'utf16le').swap16()])],
    ['UTF-32 (little-endian)', Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x7b, 0x00, 0x00, 0x00, 0x7d, 0x00, 0x00, 0x00])],
  ])('names a %s file and says to save it as UTF-8, writing nothing', async (encoding, bytes) => {
    const message = await refused(input('wide.json', bytes))
    expect(message).toContain(`is ${encoding} text`)
    expect(message).toContain('save it as UTF-8')
  })

  it('names a file that is not UTF-8 (Latin-1) or holds NUL bytes (UTF-16 without a mark), writing nothing', async () => {
    expect(await refused(input('latin1.json', Buffer.from('{\n"basics": {"name": "Zo\u00eb"}}', 'latin1')))).toContain('is not UTF-8 text (line 2 ')
    expect(await refused(input('unmarked.json', Buffer.from('{"basics":{"name":"Ada"}}', 'utf16le')))).toContain('holds NUL bytes')
  })

  it.each([
    ['{\n  "basics": {\n    "name": "Ada",\n  }\n}', 4, 3, "expected double-quoted property name, found '}' (JSON allows no comma before })"],
    ['{\n  "a": 1,\n  "b": x\n}', 3, 8, "unexpected 'x'"],
    ['{"basics": {"name": "Ada"}}}', 1, 28, "unexpected '}' after the end of the JSON"],
    ['{"basics": {"name": "Ada"} \u200b}', 1, 28, "expected ',' or '}' after property value, found U+200B (an invisible character)"],
    ['{ "basics": ', 1, 13, 'the file ends before its JSON does'],
    ['{"work": [1, 2,]}', 1, 16, "unexpected ']' (JSON allows no comma before ])"],
  ])('names the line and column of a JSON syntax error, in words: %j', async (text, line, column, words) => {
    const message = await refused(input('broken.json', text))
    expect(message.split('\n')[0]).toContain(`cannot be read as JSON: line ${line}, column ${column}: ${words}`)
  })

  it('finds a syntax error where JSON.parse reports it, and where it names no place', () => {
    const broken = ['{"a":1,}', '[1,2', '{"a" 1}', '{"a":"\u0001"}', '{"a":1}}', '{"a":01}', '{"a":"\\q"}', '{"a":"\\u12g4"}', '[1,]', '{"a":tru}', 'abc', '{"a":-}', '[1 2]', '{"a":[}', '"abc', '{,}', '[1.]', '{"a":1e}']
    for (const text of broken) {
      let reported: number | undefined
      try {
        JSON.parse(text)
      } catch (cause) {
        reported = Number(/at position (\d+)/.exec((cause as Error).message)?.[1] ?? NaN)
      }
      expect(reported, text).toBeDefined()
      if (!Number.isNaN(reported)) expect(syntaxErrorAt(text), text).toBe(reported)
    }
    // Where JSON.parse only says "Unexpected token 'x'", the place is that token's.
    expect(syntaxErrorAt('{"a":tru}')).toBe(8)
    expect(syntaxErrorAt('[1 2]')).toBe(3)
    expect(syntaxErrorAt('{"a":[}')).toBe(6)
    expect(syntaxErrorAt('"abc')).toBe(4)
  })

  it.each([
    ['a folder', () => (mkdirSync(join(dir, 'folder.json')), join(dir, 'folder.json')), 'is a folder, not a file'],
    ['a missing file', () => join(dir, 'missing.json'), 'does not exist'],
    ['a path through a file', () => join(input('file.json', '{}'), 'resume.json'), 'does not exist'],
    ['an empty file', () => input('empty.json', ''), 'is empty'],
    ['a file of blanks', () => input('blank.json', ' \n\t\n'), 'is empty'],
    ['a file over the size limit', () => input('huge.json', `{"basics":{"name":"${'x'.repeat(MAX_RESUME_BYTES)}"}}`), `is 1 MB (${(MAX_RESUME_BYTES + '{"basics":{"name":""}}'.length).toLocaleString('en-US')} bytes); a JSON Resume file is a few KB, and this command reads up to 1 MB (${MAX_RESUME_BYTES.toLocaleString('en-US')} bytes)`],
    ['a list', () => input('list.json', '[{"basics":{"name":"Ada"}}]'), 'holds a list, not a JSON Resume file'],
    ['a number', () => input('number.json', '42'), 'holds a number'],
    ['null', () => input('null.json', 'null'), 'holds null'],
    ['a string', () => input('string.json', '"Ada"'), 'holds a string'],
    ['100,000 nested lists', () => input('deep.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`), 'holds a list'],
  ])('refuses %s with a message naming it and no stack trace, writing nothing', async (_, make, words) => {
    expect(await refused(make())).toContain(words)
  })

  it('reports a parser that runs out of stack on a deeply nested file', async () => {
    const file = input('deep.json', `{"basics": ${'['.repeat(1000)}${']'.repeat(1000)}}`)
    const parse = vi.spyOn(JSON, 'parse').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded')
    })
    try {
      expect(await refused(file)).toContain('its values are nested too deeply (Maximum call stack size exceeded)')
    } finally {
      parse.mockRestore()
    }
  })

  it('imports a file whose unknown fields nest 100,000 deep, naming them', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const result = await run(input('deep.json', `{"basics": {"name": "Ada", "location": {"city": "London", "x": ${deep}}}, "meta": {"x": ${deep}}, "extra": {"a": ${deep}}}`))
    expect(result.status, result.stderr).toBe(0)
    for (const field of ['basics.location.x', 'extra']) expect(result.stdout).toContain(`- ${field}`)
    expect(schemaProblems(await load())).toEqual([])
  })

  it.each([
    ['{"foo": 1}', [], ['foo']],
    ['{}', [], []],
    ['{"basics": {}}', [], []],
    ['{"basics": {"name": "  ", "phone": "555"}, "work": [], "skills": []}', ['basics.name', 'basics.phone', 'work', 'skills'], ['basics.phone (555: not a phone number)']],
    ['{"basics": {"profiles": [{"network": "GitHub", "url": "ftp://github.com/ada"}]}, "hobbies": [{}]}', ['basics.profiles'], ['basics.profiles[0] (GitHub: ftp://github.com/ada is not an http:// or https:// address)', 'hobbies (1 entry)']],
  ])('says %s has nothing this page shows, naming what it looked for and found, and writes nothing', async (text, empty, found) => {
    const message = await refused(input('nothing.json', text))
    expect(message.split('\n')[0]).toContain(`has nothing this page shows: no ${IMPORTED_FIELDS.slice(0, -1).join(', ')} or ${IMPORTED_FIELDS.at(-1)} with a value in it; nothing was written.`)
    if (empty.length > 0) expect(message).toContain(`Empty or unusable: ${empty.join(', ')}.`)
    else expect(message).not.toContain('Empty or unusable')
    for (const field of found) expect(message).toContain(`  - ${field}`)
    if (found.length === 0 && empty.length === 0) expect(message).toContain('The file holds no fields.')
  })

  it('imports control characters, emoji, right-to-left text and 100,000-character strings as they are, and the content stays valid', async () => {
    const long = 'Lorem ipsum '.repeat(9000)
    const basics = { name: 'Zoë \u{1F469}\u200D\u{1F4BB} O\u2019Brien \u0007', label: `\u0645\u0647\u0646\u062F\u0633\u0629 \u202Eabc\u202C ${long}`, email: 'zoe@example.com', summary: long }
    const role = { name: 'Acme "quoted" \\ `${x}` */ </script>', position: 'Engineer\u2028\u2029', startDate: '2020-01', highlights: [long] }
    const result = await run(input('unicode.json', JSON.stringify({ basics, work: [role] })))
    expect(result.status, result.stderr).toBe(0)
    const site = await load()
    expect(schemaProblems(site)).toEqual([])
    expect(site.owner.name).toBe(basics.name.trim())
    expect(site.owner.role).toBe(basics.label.trim())
    expect(site.about.bio.join('')).toBe(long.trim())
    expect(site.work?.items[0]).toMatchObject({ name: role.name, position: role.position, highlights: [long] })
  })

  it('leaves out a profile whose https:// address does not parse, naming it', async () => {
    const result = await run(input('profile.json', JSON.stringify({ basics: { name: 'Ada', profiles: [{ url: 'https://' }, { network: 'Blog', username: 'ada', url: 'https://[' }] } })))
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('- basics.profiles[0] (no network: https:// is not an http:// or https:// address)')
    expect(result.stdout).toContain('- basics.profiles[1] (Blog: https://[ is not an http:// or https:// address)')
  })

  it('names a content module it cannot load, writing nothing', async () => {
    const result = await run(OFFICIAL_SAMPLE, { content: relative(process.cwd(), join(dir, 'missing.ts')) })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^✖ node_modules\/.cache\/import-resume-\w+\/missing\.ts \(the content\) cannot be loaded: .+; nothing was written/)
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  it('reports an unexpected failure in one line naming the file, and its stack only when debugging', async () => {
    // A footer whose links the file computes: the importer cannot add the blog's link to it.
    writeFileSync(contentFile, readFileSync(contentFile, 'utf8').replace('links: [githubLink, linkedinLink, emailLink],', 'links: [githubLink, linkedinLink, emailLink].slice(),'))
    const resume = input('blog.json', JSON.stringify({ basics: { name: 'Ada', profiles: [{ network: 'Blog', url: 'https://ada.example.org/' }] } }))
    const message = await refused(resume)
    expect(message).toBe(`✖ ${resume}: ${contentModule}: footer.links is not a list written in the file; nothing was written.\n  DEBUG=1 npm run import-resume … prints where it failed.`)
    const debugging = await run(resume, { debug: true })
    expect(debugging.status).toBe(1)
    expect(debugging.stderr).toMatch(/^\s+at .*edit-content\.ts/m)
    // As `DEBUG=1 npm run import-resume …` asks for it.
    vi.stubEnv('DEBUG', '1')
    try {
      const lines: string[] = []
      expect(await importResume([resume], { file: contentModule, log: (line) => lines.push(line), error: (line) => lines.push(line) })).toBe(1)
      expect(lines.join('\n')).toMatch(/^\s+at .*edit-content\.ts/m)
    } finally {
      vi.unstubAllEnvs()
    }
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
