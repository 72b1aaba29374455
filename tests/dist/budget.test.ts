// The byte budgets on a built site (DIST_DIR; the tests' sample build unless set, see tests/dist/vitest.config.ts): run by
// `npm run test:dist` after the build. Each line names the file and its size. With the tests' builds, the
// build of each delivery service (playwright.config.ts) is held to the same budgets.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describeOverrun, measureBudgets, overBudget } from '../../builder/budget.ts'
import { bootModules } from '../../builder/defer-entry.ts'
import { builtPages, checkedBuilds } from './built-site.ts'

const builds = checkedBuilds()
/** Every page of every build: a site in several languages has one per language, each held to the budgets. */
const pages = builds.flatMap((built) => builtPages(built).map((where) => ({ ...where, built, name: `${built}/${where.page}` })))

test.each(pages)('the first load of $name stays within its byte budgets', ({ built, page, base }) => {
  const measures = measureBudgets(built, { page, base })
  for (const m of measures) console.log(`${m.budget.padEnd(22)} ${(m.bytes / 1000).toFixed(1).padStart(7)} KB of ${(m.limit / 1000).toFixed(0)} KB  ${m.what}`)
  expect(overBudget(measures).map(describeOverrun)).toEqual([])
})

test('the build in several languages has a page for each', () => {
  const multilingual = builds.find((built) => built.endsWith('multilingual'))
  if (!multilingual) return expect(builds).toHaveLength(1)
  expect(builtPages(multilingual).map(({ page, base }) => `${base}${page}`).sort()).toEqual(['/repo/', '/repo/ar/', '/repo/es/'])
})

test.each(builds)('no script of %s asks for a stylesheet: the page carries it inline', (built) => {
  const scripts = readdirSync(join(built, 'assets')).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(2)
  const asking = scripts.filter((name) => /assets\/[^"'`\s]+\.css/.test(readFileSync(join(built, 'assets', name), 'utf8')))
  expect(asking).toEqual([])
})

test.each(builds)("of the modules %s's page runs before the app, React's chunk runs React as it is evaluated, not where the app first requires it", async (built) => {
  const [{ page, base }] = builtPages(built) as [ReturnType<typeof builtPages>[number]]
  const modules = bootModules(readFileSync(join(built, page, 'index.html'), 'utf8'))
  // The app's entry runs last; before it, React's chunk (and a page's own content, where it is a file of its own).
  const before = modules.slice(0, -1)
  expect(before.length).toBeGreaterThan(0)
  const files = before.map((url) => join(built, url.slice(base.length)))
  const exported = await Promise.all(files.map(async (file) => Object.values((await import(pathToFileURL(file).href)) as Record<string, unknown>)))
  // React's modules are CommonJS, each run when first required: a chunk that only holds them exports functions that run them.
  const ran = (values: unknown[]) => values.filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
  const runs = (name: string) => (values: unknown[]) => ran(values).some((value) => typeof value[name] === 'function')
  expect(runs('hydrateRoot')(exported.flat())).toBe(true)
  expect(runs('startTransition')(exported.flat())).toBe(true)
  // React's chunk opens with V8's compile hint (vite.config.ts), which counts only as a file's first line.
  const react = files.filter((_, i) => runs('hydrateRoot')(exported[i] ?? []))
  expect(react).toHaveLength(1)
  expect(readFileSync(react[0] as string, 'utf8').split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad')
})
