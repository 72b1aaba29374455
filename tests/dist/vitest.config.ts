import { defineConfig } from 'vitest/config'

/**
 * Checks of a built site (npm run test:dist, after the build): byte budgets, security headers,
 * the host files as each host reads them, and nginx serving the build. By default the build of
 * the tests' sample page that `npm test` makes (.e2e/sample), whose budgets are the template's
 * promise; DIST_DIR=dist checks your own.
 */
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['tests/dist/**/*.test.ts'],
    env: { DIST_DIR: process.env.DIST_DIR || '.e2e/sample' },
  },
})
