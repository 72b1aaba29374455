import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { FAKE_EMAILJS_PORT, SAMPLE_CONTENT } from '../../playwright.config.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { ROOT, freshMachineEnv } from './local-site.ts'
import { recordProblems, startInTheme, waitForHydration } from './support.ts'

/**
 * `npm run dev` takes the production page's path: the dev server renders the page into the HTML
 * under the same head script, and the app hydrates it, so a hydration mismatch or a head-script
 * fault shows in development too. The content is the tests' sample page.
 */
const PORT = FAKE_EMAILJS_PORT + 5
const url = `http://127.0.0.1:${PORT}/`
let server: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    // Without colours, Vite prints the address as one string.
    env: freshMachineEnv({ PORTFOLIO_CONTENT: SAMPLE_CONTENT, NO_COLOR: '1', FORCE_COLOR: '0' }),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((ready, fail) => {
    server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(url) && ready())
    server!.on('exit', (code) => fail(new Error(`the dev server exited with ${code}`)))
  })
})

test.afterAll(() => server?.kill())

test('the dev server sends the page already rendered, with the head script', async ({ request }) => {
  const html = await (await request.get(url)).text()
  const root = html.slice(html.indexOf('<div id="root">'))
  expect(root).toContain(sample.owner.name)
  expect(root).toContain(sample.about.heading)
  expect(html).toMatch(/<script>[^<]*localStorage[^<]*<\/script>/)
})

test('the app hydrates it without a warning, in the theme the visitor chose', async ({ page }) => {
  const problems = recordProblems(page)
  await startInTheme(page, 'dark')
  await page.goto(url)
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.hero.tagline)
  expect(problems).toEqual([])
})
