import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * Browser journeys run against the built site (dist/), served as in production. They use the
 * system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and fall back to Playwright's own
 * browser on machines that have one installed.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const port = Number(process.env.E2E_PORT ?? 4173)
/** Where the contact build goes; a second checkout's journeys running side by side set another. */
const contactDir = process.env.E2E_CONTACT_DIR ?? '.e2e/dist-contact'

/**
 * The contact journeys use a second build whose EmailJS keys are test values and whose API
 * origin is the fake EmailJS server that e2e/fake-emailjs.ts starts on this port.
 */
export const CONTACT_SITE_PORT = port + 1
export const FAKE_EMAILJS_PORT = port + 26
export const CONTACT_THROTTLE_MS = 30_000
export const TEST_EMAILJS_KEYS = {
  VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
  VITE_EMAILJS_SERVICE_ID: 'test-service',
  VITE_EMAILJS_TEMPLATE_ID: 'test-template',
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/build.mjs --base / --out-dir ${contactDir} && node scripts/serve.mjs`,
      url: `http://127.0.0.1:${CONTACT_SITE_PORT}/`,
      env: {
        ...TEST_EMAILJS_KEYS,
        VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${FAKE_EMAILJS_PORT}`,
        VITE_EMAILJS_THROTTLE_MS: String(CONTACT_THROTTLE_MS),
        DIST_DIR: contactDir,
        PORT: String(CONTACT_SITE_PORT),
        OUTBOX_FILE: '.e2e/unused-outbox.jsonl',
      },
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
