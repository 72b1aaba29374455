import { defineConfig } from 'vitest/config'

/** Checks of the built site (npm run test:dist, after the build): byte budgets and security headers. */
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['scripts/*.dist.check.ts'],
  },
})
