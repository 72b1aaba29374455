// The byte budgets on a built site (DIST_DIR; the tests' sample build unless set, see tests/dist/vitest.config.ts): run by
// `npm run test:dist` after the build. Each line names the file and its size. With the tests' builds, the
// build of each delivery service (playwright.config.ts) is held to the same budgets.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describeOverrun, measureBudgets, overBudget } from '../../builder/budget.ts'
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
