// The byte budgets on a built site (DIST_DIR; the tests' sample build unless set, see tests/dist/vitest.config.ts): run by
// `npm run test:dist` after the build. Each line names the file and its size.
import { resolve } from 'node:path'
import { describeOverrun, measureBudgets, overBudget } from '../../builder/budget.ts'

const dir = resolve(process.env.DIST_DIR ?? 'dist')

test(`the first load of ${dir} stays within its byte budgets`, () => {
  const measures = measureBudgets(dir)
  for (const m of measures) console.log(`${m.budget.padEnd(22)} ${(m.bytes / 1000).toFixed(1).padStart(7)} KB of ${(m.limit / 1000).toFixed(0)} KB  ${m.what}`)
  expect(overBudget(measures).map(describeOverrun)).toEqual([])
})
