import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

/** Starts `npm run dev` (Vite) on `port` with the sample content and `env`, resolving once it serves. */
async function startDevServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const address = `http://127.0.0.1:${port}/`
  const dev = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    // Without colours, Vite prints the address as one string.
    env: freshMachineEnv({ PORTFOLIO_CONTENT: SAMPLE_CONTENT, NO_COLOR: '1', FORCE_COLOR: '0', ...env }),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((ready, fail) => {
    dev.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(address) && ready())
    dev.on('exit', (code) => fail(new Error(`the dev server exited with ${code}`)))
  })
  return dev
}

test.beforeAll(async () => {
  server = await startDevServer(PORT)
})

test.afterAll(() => server?.kill())

test('the dev server sends the page already rendered, with the head script', async ({ request }) => {
  const html = await (await request.get(url)).text()
  const body = html.slice(html.indexOf('<body'))
  expect(body).toContain(sample.owner.name)
  expect(body.slice(body.indexOf('<div id="root">'))).toContain(sample.about.heading)
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

test('with Netlify chosen, a message sent in development lands in the local outbox, posted to the page as Netlify takes it', async ({ page }) => {
  const outboxDir = await mkdtemp(join(tmpdir(), 'portfolio-dev-outbox-'))
  const outboxFile = join(outboxDir, 'messages.jsonl')
  const dev = await startDevServer(PORT + 10, { VITE_CONTACT_PROVIDER: 'netlify', OUTBOX_FILE: outboxFile })
  try {
    await page.goto(`http://127.0.0.1:${PORT + 10}/`)
    await waitForHydration(page)
    const { labels } = sample
    const section = page.getByRole('region', { name: sample.contact.heading })
    await section.getByRole('textbox', { name: labels.emailLabel }).fill('dev.visitor@example.org')
    await section.getByRole('textbox', { name: labels.messageLabel }).fill('Sent from npm run dev')
    await section.getByRole('button', { name: labels.sendMessage }).click()
    await expect(section.getByRole('status')).toHaveText(labels.sendSuccess)
    const [line, ...more] = (await readFile(outboxFile, 'utf8')).split('\n').filter(Boolean)
    expect(more).toEqual([])
    expect(JSON.parse(line!)).toMatchObject({ from_email: 'dev.visitor@example.org', message: 'Sent from npm run dev', via: 'netlify' })
  } finally {
    dev.kill()
    await rm(outboxDir, { recursive: true, force: true })
  }
})
