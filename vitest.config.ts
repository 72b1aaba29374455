import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { media } from './builder/plugins/media-plugin.ts'

export default defineConfig({
  // The tests render their own content (src/test/fixtures/), never the owner's: the media plugin
  // serves the fixtures' pictures as they are, as in development.
  plugins: [react(), media({ dir: 'src/test/fixtures/media' })],
  define: { __BUILD_YEAR__: '2020' },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'builder/**/*.test.ts', 'tools/**/*.test.ts', 'examples/**/*.test.ts', 'tests/deploy/**/*.test.ts', 'tests/docs/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Every core: Vitest's default leaves one free, half of a 2-core CI machine
    // (docs/decisions/journeys-on-two-cores.md).
    maxWorkers: '100%',
    // GitHub's workflow parser imports its JSON schema without an import attribute, which Node
    // refuses; bundled first, it loads (the deploy workflow's test, in the node environment).
    deps: { optimizer: { ssr: { enabled: true, include: ['@actions/workflow-parser'] } } },
  },
})
