import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, journeyChromium, chromium as systemChromium } from './tools/machine.ts'

/**
 * Browser journeys run against built sites, served as in production:
 * - the tests' copy of the sample page (src/test/fixtures/sample.ts), which most journeys
 *   visit and whose words they expect;
 * - the owner's own page (src/content/site.ts), whose journeys derive what to expect from it;
 * - the stress fixtures (long real-world text, many and few entries), for the layout journeys;
 * - the complete fixture (every optional block: résumé sections, availability, résumé and card);
 * - the multilingual fixture (a page per language, one right to left), at a sub-path.
 * They use the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and fall back to
 * Playwright's own browser on machines that have one installed.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
/** Where the builds go; a second checkout's journeys running side by side set another. */
const buildsDir = process.env.E2E_BUILDS_DIR ?? '.e2e'
const contactDir = `${buildsDir}/dist-contact`
export const SAMPLE_CONTENT = 'src/test/fixtures/sample.ts'
/** The test builds' warnings (sample values, no EmailJS keys) are expected: only errors are shown. */
const QUIET_BUILD = { BUILD_LOG_LEVEL: 'error' }

/**
 * The contact journeys use a second build whose EmailJS keys are test values and whose API
 * origin is the fake EmailJS server that tests/e2e/fake-services.ts (FakeEmailJs) starts on this port.
 */
export const CONTACT_SITE_PORT = port + 1
/** The other builds, each on its own port: the owner's page and the stress fixtures. */
export const SITES = {
  owner: { port: port + 2, content: undefined },
  stress: { port: port + 3, content: 'src/test/fixtures/stress.ts' },
  sparse: { port: port + 4, content: 'src/test/fixtures/sparse.ts' },
  complete: { port: port + 5, content: 'src/test/fixtures/complete.ts' },
} as const
/**
 * A site's address, without a trailing slash. The owner's page is served at the path it was built
 * for: `/` here, and under `npm run verify` the path of the owner's own build (OWNER_SITE_PATH,
 * e.g. /repo for a GitHub Pages project site).
 */
export const siteUrl = (name: keyof typeof SITES) =>
  `http://127.0.0.1:${SITES[name].port}${name === 'owner' ? (process.env.OWNER_SITE_PATH ?? '').replace(/\/+$/, '') : ''}`
/** The tag of the journeys that derive what they expect from the owner's content: `npm run verify` runs them on the owner's build. */
export const OWNER_TAG = '@owner'
export const FAKE_EMAILJS_PORT = port + 26
/**
 * The fake reporting services the complete page's live reports open (tests/e2e/live-dashboards.spec.ts
 * starts it): its build puts every report on this origin (VITE_EMBED_ORIGIN), and so does its policy's frame-src.
 */
export const FAKE_REPORTS_PORT = port + 27
export const FAKE_REPORTS_ORIGIN = `http://127.0.0.1:${FAKE_REPORTS_PORT}`
export const CONTACT_THROTTLE_MS = 30_000
export const TEST_EMAILJS_KEYS = {
  VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
  VITE_EMAILJS_SERVICE_ID: 'test-service',
  VITE_EMAILJS_TEMPLATE_ID: 'test-template',
}

/** The Web3Forms test key: any key of the documented form (a UUID). */
export const TEST_WEB3FORMS_KEY = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0'
export const TEST_FORMSPREE_ID = 'xtestfrm'

/**
 * A build of the sample page for each other delivery service (VITE_CONTACT_PROVIDER), pointed at
 * that service's fake (tests/e2e/fake-services.ts, started by the journeys on `fakePort`), with the
 * same rate limit as the EmailJS build. Netlify takes posts at the site itself, so its fake serves
 * the build (on `fakePort`) and the journeys visit it there; the other builds are visited where
 * they are served (`port`).
 */
const servicePorts = (offset: number) => ({ port: port + 10 + offset, fakePort: port + 40 + offset })
const fakeOrigin = (offset: number) => `http://127.0.0.1:${servicePorts(offset).fakePort}`
export const SERVICE_SITES = {
  formspree: { ...servicePorts(0), env: { VITE_CONTACT_PROVIDER: 'formspree', VITE_FORMSPREE_FORM_ID: TEST_FORMSPREE_ID, VITE_FORMSPREE_ORIGIN: fakeOrigin(0) } },
  // Web3Forms sends a plain post's visitor back to the site's public address, which must be this
  // machine's here, and the endpoint is an http:// one on this machine: builds not for a deploy
  // (mode e2e; a deploy's address and endpoint must be https).
  web3forms: {
    ...servicePorts(1),
    env: { VITE_CONTACT_PROVIDER: 'web3forms', VITE_WEB3FORMS_ACCESS_KEY: TEST_WEB3FORMS_KEY, VITE_WEB3FORMS_ORIGIN: fakeOrigin(1), SITE_URL: `http://127.0.0.1:${servicePorts(1).port}/` },
    mode: 'e2e',
  },
  netlify: { ...servicePorts(2), env: { VITE_CONTACT_PROVIDER: 'netlify' } },
  endpoint: { ...servicePorts(3), env: { VITE_CONTACT_PROVIDER: 'endpoint', VITE_CONTACT_ENDPOINT: `${fakeOrigin(3)}/contact` }, mode: 'e2e' },
  mailto: { ...servicePorts(4), env: { VITE_CONTACT_PROVIDER: 'mailto' } },
} as const
export type ServiceName = keyof typeof SERVICE_SITES

/**
 * The tests' page in three languages (src/test/fixtures/multilingual.ts: the default at the
 * root, Spanish at es/, Arabic, right to left, at ar/), built for a sub-path (/repo/) as a
 * GitHub Pages project site is, with the owner's own endpoint as its delivery service, whose fake
 * answers on `fakePort` (not a deploy: both addresses are this machine's).
 */
export const MULTILINGUAL_SITE = {
  port: port + 6,
  fakePort: port + 46,
  content: 'src/test/fixtures/multilingual.ts',
  path: '/repo/',
} as const
export const multilingualUrl = (languagePath = '') => `http://127.0.0.1:${MULTILINGUAL_SITE.port}${MULTILINGUAL_SITE.path}${languagePath}`
export const serviceBuildDir = (name: ServiceName) => `${buildsDir}/contact-${name}`

/** A site the journeys visit: how it is built (builder/build.ts's arguments and environment) and where it is served. */
export interface TestSite {
  name: string
  port: number
  /** The folder it is built into and served from. */
  dir: string
  buildArgs: string[]
  env: Record<string, string>
}

/**
 * The builds the journeys visit, served by tests/e2e/test-sites.ts in this order. The last is served
 * at a sub-path no other server of this machine answers (tools/serve.ts alone serves 4173's /), so
 * Playwright finds every site up, not a stray server, when it finds that one.
 */
export const TEST_SITES: TestSite[] = [
  {
    name: 'contact',
    port: CONTACT_SITE_PORT,
    dir: contactDir,
    buildArgs: ['--content', SAMPLE_CONTENT, '--base', '/'],
    env: {
      ...TEST_EMAILJS_KEYS,
      VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${FAKE_EMAILJS_PORT}`,
      VITE_CONTACT_THROTTLE_MS: String(CONTACT_THROTTLE_MS),
      OUTBOX_FILE: '.e2e/unused-outbox.jsonl',
    },
  },
  ...Object.entries(SITES).map(([name, site]) => ({
    name,
    port: site.port,
    dir: `${buildsDir}/${name}`,
    buildArgs: [...(site.content ? ['--content', site.content] : []), '--without-email-keys', '--base', '/'],
    env: name === 'complete' ? { ...QUIET_BUILD, VITE_EMBED_ORIGIN: FAKE_REPORTS_ORIGIN } : QUIET_BUILD,
  })),
  // The sample page as a deploy without EmailJS keys; `npm test` then checks this build (test:dist).
  { name: 'sample', port, dir: `${buildsDir}/sample`, buildArgs: ['--content', SAMPLE_CONTENT, '--without-email-keys', '--base', '/'], env: QUIET_BUILD },
  ...Object.entries(SERVICE_SITES).map(([name, site]) => ({
    name: `contact-${name}`,
    port: site.port,
    dir: serviceBuildDir(name as ServiceName),
    buildArgs: ['--content', SAMPLE_CONTENT, ...('mode' in site ? ['--mode', site.mode] : []), '--base', '/'],
    env: { ...site.env, VITE_CONTACT_THROTTLE_MS: String(CONTACT_THROTTLE_MS), OUTBOX_FILE: '.e2e/unused-outbox.jsonl', ...QUIET_BUILD },
  })),
  {
    name: 'multilingual',
    port: MULTILINGUAL_SITE.port,
    dir: `${buildsDir}/multilingual`,
    buildArgs: ['--content', MULTILINGUAL_SITE.content, '--mode', 'e2e'],
    env: {
      SITE_URL: multilingualUrl(),
      VITE_CONTACT_PROVIDER: 'endpoint',
      VITE_CONTACT_ENDPOINT: `http://127.0.0.1:${MULTILINGUAL_SITE.fakePort}/contact`,
      VITE_CONTACT_THROTTLE_MS: String(CONTACT_THROTTLE_MS),
      OUTBOX_FILE: '.e2e/unused-outbox.jsonl',
      ...QUIET_BUILD,
    },
  },
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // None: a journey that passes only on a second try has a cause to find, in the page or the test.
  retries: 0,
  workers: 2,
  // On a 2-core machine drawing in software, a journey over a whole page (every section brought
  // to life, then axe) takes 30 to 60 s, and a page's images can take over 5 s to come in.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) and a screenshot of
    // where it stopped. The trace's screencast is off: drawing every frame again as a picture in
    // software cost the contact journeys about 40% more time (docs/decisions/a-gate-an-owner-can-wait-for.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      ...journeyChromium(systemChromium(process.env).path),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  // One server for every site: tests/e2e/test-sites.ts builds them side by side, then serves each.
  // (Playwright starts the servers of a list one after another, each build waiting for the last.)
  webServer: {
    command: 'node --import tsx tests/e2e/test-sites.ts',
    // The last site's server starts last: once it answers, every site does.
    url: multilingualUrl(),
    // For all twelve builds together: about 25 s on 2 cores here.
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
  },
})
