import { resolve } from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

const dist = process.env.DIST_DIR || `${process.env.E2E_BUILDS_DIR ?? '.e2e'}/sample`
/** The tests' sample build, beside which the journeys' other builds are (test-pages.test.ts checks their markup). */
const testsSample = resolve(dist) === resolve(process.env.E2E_BUILDS_DIR ?? '.e2e', 'sample')

/**
 * Checks of a built site (npm run test:dist, after the build): byte budgets, security headers,
 * the host files as each host reads them, nginx serving the build, and valid HTML. By default the build of
 * the tests' sample page that `npm test` makes (.e2e/sample), whose budgets are the template's
 * promise; DIST_DIR=dist checks your own.
 */
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['tests/dist/**/*.test.ts'],
    // An owner's dist/ (npm run verify) has none of the tests' builds beside it.
    exclude: testsSample ? configDefaults.exclude : [...configDefaults.exclude, 'tests/dist/test-pages.test.ts'],
    env: { DIST_DIR: dist },
  },
})
