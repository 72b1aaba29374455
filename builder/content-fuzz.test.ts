// @vitest-environment node
/**
 * Random mutations of the tests' content, each run through what a build does with content in
 * this process: the check (builder/site-check.ts) and, where it finds no error, the page of every
 * language prerendered (src/entry-server.tsx), its <head>, the résumé's JSON and vCard, and the
 * byte budgets. Each mutant must end in one of two ways: an error that names file, entry and field
 * in words, or a page made without an exception. A check that lets content through which then breaks
 * the page is the defect this looks for. Seeded, so a failure names the mutant that shows it.
 */
import { render } from '../src/entry-server.tsx'
import { localize, pageLanguages, type Content } from '../src/build-surface.ts'
import { createRandom } from '../src/lib/prng.ts'
import { site as complete } from '../src/test/fixtures/complete.ts'
import { site as multilingual } from '../src/test/fixtures/multilingual.ts'
import { site as sample } from '../src/test/fixtures/sample.ts'
import { budgetFindings, pageBytes } from './content-budget.ts'
import { CONTENT_VARIABLE } from './content.ts'
import { headTags } from './head.ts'
import { toJsonResume } from './resume/json-resume.ts'
import { vCard } from './resume/vcard.ts'
import { checkSite, type Finding } from './site-check.ts'

/**
 * How many mutants a run tries, how many of those the check passes are made into a page (a
 * prerender costs about 50 ms here, the check a few), and the time the loop may take; it stops at
 * whichever comes first. The time limit is a guard far above the loop's 2–3 s on this machine.
 */
const MUTANTS = 300
const PAGES = 30
const TIME_LIMIT_MS = 20_000

const file = 'src/test/fixtures/sample.ts'
const env = { [CONTENT_VARIABLE]: file }
const bases = [sample, complete, multilingual] as unknown[]

/** Text an owner, an editor or a paste might put in a field. */
const TEXTS = [
  '',
  '   ',
  '\u200b\u200d',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</script><script>alert(2)</script>',
  "'; DROP TABLE users; --",
  'مرحبا بالعالم، هذا نص عربي',
  'שלום עולם',
  '東京でソフトウェアを作っています',
  '👩🏽‍💻🚀✨',
  '\u0000\u001b[2J\u0007',
  'javascript:alert(1)',
  'http://insecure.example/',
  'https://ok.example/path?x=1#y',
  'mailto:someone@example.org',
  '../../etc/passwd',
  '2021-13-45',
  '2021-03',
  'a'.repeat(3000),
  'Zürich, Łódź, Αθήνα, Москва',
]
const NUMBERS = [0, -1, 1.5, 7, 1e21, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER]

type Path = (string | number)[]

/** Every place in a value: objects, lists and their leaves, with their paths. */
function places(node: unknown, path: Path = []): Path[] {
  const inner = Array.isArray(node) ? node.flatMap((value, index) => places(value, [...path, index])) : node && typeof node === 'object' ? Object.entries(node).flatMap(([key, value]) => places(value, [...path, key])) : []
  return [path, ...inner]
}

const parentOf = (root: unknown, path: Path) => path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<string | number, unknown>

/** One random change at a random place; returns what it did, to name a failing mutant. */
function mutate(root: Record<string, unknown>, random: () => number): string {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const path = pick(places(root).filter((place) => place.length > 0))
  const parent = parentOf(root, path)
  const key = path.at(-1) as string | number
  const value = parent[key]
  const where = path.join('.')
  const operations: (() => string)[] = [
    () => {
      if (Array.isArray(parent)) parent.splice(Number(key), 1)
      else Reflect.deleteProperty(parent, key)
      return `removed ${where}`
    },
    () => {
      const text = pick(TEXTS)
      parent[key] = typeof value === 'string' && random() < 0.5 ? `${value} ${text}` : text
      return `${where} = ${JSON.stringify(parent[key]).slice(0, 40)}`
    },
    () => {
      parent[key] = pick(NUMBERS)
      return `${where} = ${String(parent[key])}`
    },
    () => {
      parent[key] = pick([null, true, [], {}, [pick(TEXTS)], { [pick(TEXTS)]: pick(TEXTS) }])
      return `${where} = ${JSON.stringify(parent[key])}`
    },
    () => {
      if (!Array.isArray(value) || value.length === 0) return `kept ${where}`
      value.push(structuredClone(pick(value)))
      return `duplicated an item of ${where}`
    },
    () => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return `kept ${where}`
      ;(value as Record<string, unknown>)[pick(['extra', 'id', 'href', '__proto__', 'constructor'])] = pick(TEXTS)
      return `added a field to ${where}`
    },
  ]
  return pick(operations)()
}

/** What the owner must never read: where in the code something went wrong, instead of what is wrong with the content. */
const UNREADABLE = /^\s+at\s|\b(TypeError|RangeError|ReferenceError|SyntaxError)\b|\[object Object\]/m

/** A finding that names file, entry and field (a whole block removed or replaced is named by its entry alone). */
function namesItsPlace(finding: Finding): boolean {
  return finding.file === file && finding.entry.length > 0 && !UNREADABLE.test(finding.message) && finding.message.length > 0
}

/** The page a build makes of content the check passed: one language's prerender and head (each mutant a different one), the résumé's data. */
async function makePage(content: Content, which: number): Promise<string[]> {
  const pages: string[] = []
  const languages = pageLanguages(content)
  for (const language of [languages[which % languages.length]!]) {
    const page = localize(content, language.tag)
    const html = await render(content, language.tag)
    const head = headTags(page, '<svg/>', { url: 'https://owner.example/', image: 'https://owner.example/og-image.png', alternates: [] }, 'assets/media/photo.webp')
    budgetFindings(content, file, [pageBytes(language.tag, `<head>${head}</head><body><main>${html}</main></body>`)])
    pages.push(head, html)
  }
  if (content.resume) toJsonResume(content, { siteUrl: 'https://owner.example/', photo: 'https://owner.example/photo.webp' })
  if (content.vcard) vCard(content, { siteUrl: 'https://owner.example/' })
  return pages
}

describe('content fuzzing', () => {
  it(`ends each of up to ${MUTANTS} random mutations in a clean page or a finding that names file, entry and field`, async () => {
    const random = createRandom(20261126)
    const started = performance.now()
    const outcome = { tried: 0, built: 0, refused: 0, passed: 0 }
    const failures: string[] = []
    while (outcome.tried < MUTANTS && performance.now() - started < TIME_LIMIT_MS) {
      const content = structuredClone(bases[outcome.tried % bases.length]) as Record<string, unknown>
      const changes = Array.from({ length: 1 + Math.floor(random() * 3) }, () => mutate(content, random))
      const mutant = `mutant ${outcome.tried} (${changes.join('; ')})`
      outcome.tried += 1
      let findings: Finding[]
      try {
        findings = await checkSite(content, { root: process.cwd(), file, env, deploying: false })
      } catch (error) {
        failures.push(`${mutant}: the check threw ${(error as Error).message}`)
        continue
      }
      const errors = findings.filter((finding) => finding.level === 'error')
      if (errors.length === 0) outcome.passed += 1
      if (errors.length === 0 && outcome.built >= PAGES) continue
      if (errors.length > 0) {
        outcome.refused += 1
        for (const finding of errors.filter((one) => !namesItsPlace(one))) failures.push(`${mutant}: unclear finding ${JSON.stringify(finding)}`)
        continue
      }
      try {
        const pages = await makePage(content as unknown as Content, outcome.built)
        // Whatever the owner writes is text on the page, never markup.
        if (pages.some((html) => /<script>alert|<img src=x/.test(html))) failures.push(`${mutant}: a payload came out as markup`)
        outcome.built += 1
      } catch (error) {
        failures.push(`${mutant}: the check passed it, then making the page threw ${(error as Error).message}`)
      }
    }
    console.log(`content fuzzing: ${outcome.tried} mutants, ${outcome.passed} passed the check (${outcome.built} of them made into a page), ${outcome.refused} refused with findings, ${failures.length} failures, ${Math.round(performance.now() - started)} ms`)
    expect(failures).toEqual([])
    expect(outcome.tried).toBe(MUTANTS)
    // Both ways out are exercised: mutants the check refuses, and mutants that make a page.
    expect(outcome.built).toBeGreaterThan(0)
    expect(outcome.refused).toBeGreaterThan(0)
  }, 30_000)
})
