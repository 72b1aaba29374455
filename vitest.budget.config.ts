import { defineConfig } from 'vitest/config'

/** The byte budgets, checked on the built site (npm run test:budget, after the build). */
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['scripts/budget.dist.check.ts'],
  },
})
