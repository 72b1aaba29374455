import { defineConfig } from '@playwright/test'
import base, { OWNER_TAG, SITES, siteUrl } from './playwright.config.ts'

/**
 * `npm run verify`'s journeys (tools/verify/verify.ts): those that derive what they expect from the
 * owner's content (tagged OWNER_TAG), against the owner's own build, dist/ by default, served at
 * the path it was built for. Nothing else is built or started.
 */
export default defineConfig({
  ...base,
  // Only the files that hold them are loaded: the others need the builds `npm test` makes.
  testMatch: ['owner-page.spec.ts', 'layout.spec.ts'],
  grep: new RegExp(`${OWNER_TAG}\\b`),
  reporter: 'list',
  webServer: {
    command: 'node --import tsx tools/serve.ts',
    url: `${siteUrl('owner')}/`,
    env: { PORT: String(SITES.owner.port), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    timeout: 30_000,
    reuseExistingServer: false,
  },
})
