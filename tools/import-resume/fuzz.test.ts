// @vitest-environment node
// `npm run import-resume` given seeded random files: random JSON, JSON Resume keys holding the
// wrong types, the official sample with fields deleted, retyped, filled with odd Unicode or
// nested 100,000 deep, and bytes that are not JSON or not UTF-8. Each one ends in exit 0 with
// a content module that still passes the schema, or exit 1 with a message naming the file, no
// stack trace, and the content module byte for byte as it was.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { runnerImport } from 'vite'
import { createRandom, schemaProblems, type Content } from '../../src/build-surface.ts'
import { fromJsonResume } from '../../builder/resume/json-resume.ts'
import { importResume } from './import-resume.ts'

const SEED = 0x5eed
/** At most this many inputs, and no more after this long: the unit stage's budget is tight. */
const COUNT = 200
const TIME_LIMIT_MS = 3_500
/** Fewer than this many in the time means the loop measures nothing; this machine does about four times as many. */
const MIN_INPUTS = 40

const OFFICIAL_SAMPLE = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json'), 'utf8')) as Record<string, unknown>
/** JSON Resume's own keys, top-level and nested, for random objects to hold wrong-typed values under. */
const RESUME_KEYS = ['basics', 'work', 'education', 'skills', 'volunteer', 'awards', 'projects', 'meta', '$schema', 'name', 'label', 'email', 'url', 'summary', 'location', 'profiles', 'network', 'username', 'position', 'startDate', 'endDate', 'highlights', 'keywords', 'institution', 'area', 'studyType', 'courses', 'score', 'level', 'city', 'countryCode', 'address', 'region']
/** Characters that have broken text handling somewhere: quotes, escapes, template and comment markers, controls, invisibles, direction marks, astral and lone surrogates. */
const ODD = ["'", '"', '\\', '`', '${', '*/', '</script>', '\n', '\r\n', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u00a0', '\u200b', '\u200d', '\u2028', '\u2029', '\u202e', '\u2066', '\ufeff', '\ufffd', '\ud800', '\udfff', '😀', '👩‍💻', '🇬🇧', 'é', 'ß', 'ǅ', 'İ', 'م', 'שלום', '中文', 'ﷺ', 'ᄀ', '\u3164', 'Zoë']

/** A marker JSON.stringify keeps, replaced in the text by lists nested that deep (too deep for JSON.stringify itself). */
const deepMarker = (depth: number) => `\u0000deep:${depth}\u0000`
const serialize = (value: unknown) =>
  JSON.stringify(value).replace(/"\\u0000deep:(\d+)\\u0000"/g, (_, depth: string) => `${'['.repeat(Number(depth))}${']'.repeat(Number(depth))}`)

function generator(seed: number) {
  const random = createRandom(seed)
  const int = (below: number) => Math.floor(random() * below)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T
  const chance = (probability: number) => random() < probability

  function string(): string {
    if (chance(0.03)) return pick(['Lorem ', '𝒳', 'م']).repeat(100_000)
    let text = ''
    for (let length = int(12); length > 0; length--) text += chance(0.4) ? pick(ODD) : String.fromCharCode(32 + int(95))
    return text
  }

  function value(depth = 0): unknown {
    switch (int(depth > 3 ? 6 : 9)) {
      case 0:
        return null
      case 1:
        return chance(0.5)
      case 2:
        return pick([0, -0, 1, -1, 1.5, 1e308, -1e-308, Number.MAX_SAFE_INTEGER, 2021, 202106])
      case 3:
        return pick(['2021', '2021-06', '2021-06-30', '2021-13', '', ' ', 'https://', 'https://example.com/x', 'http://example.com', 'mailto:a@b.c'])
      case 4:
      case 5:
        return string()
      case 6:
        return Array.from({ length: int(4) }, () => value(depth + 1))
      case 7:
        return object(depth + 1)
      default:
        return deepMarker(pick([1_000, 100_000]))
    }
  }

  function object(depth = 0): Record<string, unknown> {
    const entries = Array.from({ length: int(5) }, () => [chance(0.6) ? pick(RESUME_KEYS) : string(), value(depth)])
    return Object.fromEntries(entries)
  }

  /** The official sample with a few fields deleted, retyped, given odd text or nested deep. */
  function mutated(): unknown {
    const resume = structuredClone(OFFICIAL_SAMPLE)
    for (let mutations = 1 + int(3); mutations > 0; mutations--) {
      // Down a random path to a field, then change it.
      let parent: Record<string, unknown> | unknown[] = resume
      let key: string | number = pick(Object.keys(resume))
      for (let step = int(4); step > 0; step--) {
        const child: unknown = (parent as Record<string, unknown>)[key]
        if (typeof child !== 'object' || child === null) break
        const keys = Object.keys(child)
        if (keys.length === 0) break
        parent = child as Record<string, unknown>
        key = Array.isArray(child) ? int(child.length) : pick(keys)
      }
      const target = parent as Record<string | number, unknown>
      const current = target[key]
      const mutation = int(5)
      if (mutation === 0) {
        if (Array.isArray(target)) target.splice(Number(key), 1)
        else Reflect.deleteProperty(target, key)
      }
      else if (mutation === 1) target[key] = value(2)
      else if (mutation === 2 && typeof current === 'string') target[key] = `${current.slice(0, int(current.length + 1))}${string()}${current.slice(int(current.length + 1))}`
      else if (mutation === 3) target[key] = deepMarker(pick([1_000, 100_000]))
      else target[key] = string()
    }
    return resume
  }

  /** An address as a file may give it: good, http, unparseable, or not one at all. */
  const url = () => pick(['https://example.com/someone', 'https://github.com/someone', 'https://www.linkedin.com/in/someone', 'https://', 'https://[', 'https://exa mple.com', 'http://example.com', 'mailto:x@example.com', `https://example.com/${string()}`])

  /** A small valid-shaped résumé whose texts and addresses are random: what survives writing into the content and loading again. */
  function shaped(): unknown {
    const profiles = Array.from({ length: int(4) }, () => ({ network: pick(['GitHub', 'LinkedIn', 'Mastodon', '', string()]), ...(chance(0.5) && { username: string() }), url: url() }))
    const basics = { name: string(), label: string(), email: 'someone@example.com', summary: string(), location: { city: string(), countryCode: 'GB' }, profiles }
    const work = Array.from({ length: int(3) }, () => ({ name: string(), position: string(), url: url(), startDate: pick(['2019', '2020-02', '2021-03-04']), highlights: [string()] }))
    const education = Array.from({ length: int(2) }, () => ({ institution: string(), area: string(), url: url(), startDate: '2010', endDate: pick(['2009', '2014']) }))
    const skills = Array.from({ length: int(3) }, () => ({ name: string(), keywords: [string(), string()] }))
    return { basics, work, education, skills }
  }

  /** The bytes of a file: JSON of one of the shapes above, sometimes cut, flipped, marked or in another encoding. */
  return function input(): Buffer {
    const shape = int(5)
    const text = serialize(shape === 0 ? value() : shape === 1 ? object() : shape === 2 ? shaped() : mutated())
    const bytes = Buffer.from(text, 'utf8')
    switch (int(10)) {
      case 0:
        return bytes.subarray(0, int(bytes.length + 1))
      case 1: {
        const flipped = Buffer.from(bytes)
        for (let flips = 1 + int(3); flips > 0 && flipped.length > 0; flips--) flipped[int(flipped.length)] = int(256)
        return flipped
      }
      case 2:
        return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes])
      case 3:
        return chance(0.5) ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) : Buffer.from(text, 'latin1')
      default:
        return bytes
    }
  }
}

const SCRATCH = join(process.cwd(), 'node_modules/.cache')
let dir: string
beforeEach(() => {
  mkdirSync(SCRATCH, { recursive: true })
  dir = mkdtempSync(join(SCRATCH, 'import-resume-fuzz-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it(`npm run import-resume given up to ${COUNT} seeded random files (seed ${SEED}, ${TIME_LIMIT_MS} ms): 0 throws, 0 stack traces, 0 contents broken or changed when refused, none left unchanged when imported`, { timeout: 30_000 }, async () => {
  const next = generator(SEED)
  const figures = { tried: 0, imported: 0, refused: 0, thrown: 0, stackTraces: 0, unnamed: 0, corrupted: 0, unchanged: 0, altered: 0 }
  const failures: string[] = []
  const started = performance.now()
  for (let index = 0; index < COUNT && performance.now() - started < TIME_LIMIT_MS; index++) {
    const bytes = next()
    const file = join(dir, `input-${index}.json`)
    writeFileSync(file, bytes)
    // A content module of its own each time: loadContent reads a module once per path.
    const content = `site-${index}.ts`
    copyFileSync('src/test/fixtures/sample.ts', join(dir, content))
    const before = readFileSync(join(dir, content))
    const lines: string[] = []
    const fail = (what: string) => failures.push(`input ${index} (${bytes.subarray(0, 80).toString('utf8')}…): ${what}\n${lines.join('\n').slice(0, 2000)}`)
    figures.tried++
    let status: number
    try {
      status = await importResume([file], { file: content, root: dir, debug: false, log: (line) => lines.push(line), error: (line) => lines.push(line) })
    } catch (cause) {
      figures.thrown++
      fail(`threw ${String(cause)}`)
      continue
    }
    const output = lines.join('\n')
    if (/^\s+at /m.test(output) || /\b(Type|Range|Syntax|Reference)Error\b/.test(output)) {
      figures.stackTraces++
      fail('printed a stack trace or an error class')
    }
    if (status === 0) {
      figures.imported++
      if (readFileSync(join(dir, content)).equals(before)) {
        figures.unchanged++
        fail('said it imported, yet changed nothing')
      }
      try {
        const { site } = (await runnerImport<{ site: unknown }>(join(dir, content), { configFile: false, logLevel: 'silent' })).module
        const problems = schemaProblems(site)
        if (problems.length > 0) {
          figures.corrupted++
          fail(`wrote a content module that fails the schema: ${JSON.stringify(problems).slice(0, 500)}`)
        }
        // What the file gave is what the content holds now, character for character.
        const { content: imported } = fromJsonResume(JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')) as Record<string, unknown>)
        const written = site as Content
        // A list the file gives empty leaves the content's as it was (import-plan.ts, emptyLists).
        const given = <T,>(list: T[] | undefined) => (list?.length ? list : undefined)
        const kept = { owner: written.owner, about: imported.about && written.about, work: given(imported.work) && written.work?.items, education: given(imported.education) && written.education?.items, skills: given(imported.skills) && written.skills?.items }
        const expected = { owner: { ...written.owner, ...imported.owner }, about: imported.about && { ...written.about, ...imported.about }, work: given(imported.work), education: given(imported.education), skills: given(imported.skills) }
        if (!isDeepStrictEqual(kept, expected)) {
          figures.altered++
          fail(`wrote other values than the file's: ${JSON.stringify(kept).slice(0, 300)} ≠ ${JSON.stringify(expected).slice(0, 300)}`)
        }
      } catch (cause) {
        figures.corrupted++
        fail(`wrote a content module that does not load: ${String(cause).slice(0, 500)}`)
      }
    } else {
      figures.refused++
      if (status !== 1) fail(`exit status ${status}`)
      if (!lines[0]?.startsWith(`✖ ${file}`)) {
        figures.unnamed++
        fail('the first line does not name the file')
      }
      if (!readFileSync(join(dir, content)).equals(before)) {
        figures.corrupted++
        fail('changed the content module, yet exited 1')
      }
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`import-resume fuzz: ${figures.tried} inputs in ${seconds} s, ${figures.imported} imported, ${figures.refused} refused; ${figures.thrown} thrown, ${figures.stackTraces} stack traces, ${figures.unnamed} unnamed, ${figures.corrupted} contents broken, ${figures.unchanged} imports changing nothing, ${figures.altered} values altered`)
  expect(failures.slice(0, 3)).toEqual([])
  expect(figures).toMatchObject({ thrown: 0, stackTraces: 0, unnamed: 0, corrupted: 0, unchanged: 0, altered: 0 })
  expect(figures.tried).toBeGreaterThanOrEqual(MIN_INPUTS)
  // Both ends are reached: the loop is not only refusing, nor only importing.
  expect(figures.imported).toBeGreaterThan(0)
  expect(figures.refused).toBeGreaterThan(0)
})
