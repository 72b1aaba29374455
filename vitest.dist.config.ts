import { defineConfig } from 'vitest/config'

/**
 * Checks of the built site (npm run test:dist, after the build): byte budgets, security headers,
 * the host files as each host reads them, and nginx serving the build.
 */
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['scripts/*.dist.check.ts'],
  },
})
