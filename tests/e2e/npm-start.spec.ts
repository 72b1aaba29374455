import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { FAKE_EMAILJS_PORT, SAMPLE_CONTENT } from '../../playwright.config.ts'
import { headersFor, parseHeadersFile } from '../../builder/security-headers.ts'
import { bootModules } from '../../builder/defer-entry.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { BUILDS_DIR, buildAndServe, freshMachineEnv, ROOT, type LocalSite } from './local-site.ts'
import { waitForHydration } from './support.ts'

/**
 * The site as `npm start` serves it on a fresh clone without EmailJS keys (builder/build.ts
 * --mode outbox, then tools/serve.ts), with another output folder so the site the other
 * journeys test is left alone. Messages go to the local outbox; responses carry the build's
 * header set. What is tested is the template's behaviour, so the content is the tests' sample
 * page (whose three dashboards the journey steps through). With another service chosen and no
 * settings, the same chain (the build's choice, the page's client, the outbox) is checked for each
 * service without a build of its own, in tools/outbox/outbox.test.ts.
 */
const PORT = FAKE_EMAILJS_PORT + 1
const OUT_DIR = `${BUILDS_DIR}/dist-outbox`
const { labels } = sample

let local: LocalSite | undefined
let outboxDir: string
let outboxFile: string
let siteUrl: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  outboxDir = await mkdtemp(join(tmpdir(), 'portfolio-outbox-'))
  outboxFile = join(outboxDir, 'messages.jsonl')
  const env = freshMachineEnv({ OUTBOX_FILE: outboxFile })
  local = await buildAndServe({ outDir: OUT_DIR, port: PORT, env, buildArgs: ['--content', SAMPLE_CONTENT, '--mode', 'outbox'] })
  expect(local.url).toBe(`http://127.0.0.1:${PORT}/`)
  expect(local.outbox).toBe(outboxFile)
  siteUrl = local.url
})

test.afterAll(async () => {
  local?.stop()
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true })
})

const outboxLines = async () => (await readFile(outboxFile, 'utf8').catch(() => '')).split('\n').filter(Boolean)

test('on a fresh clone without EmailJS keys, a message sent through npm start lands in the local outbox', async ({ page }) => {
  await page.goto(siteUrl)
  await waitForHydration(page)
  const section = page.getByRole('region', { name: sample.contact.heading })
  await section.getByRole('textbox', { name: labels.emailLabel }).fill('first.visitor@example.org')
  await section.getByRole('textbox', { name: labels.messageLabel }).fill('Testing the form before creating an EmailJS account.')
  await section.getByRole('button', { name: labels.sendMessage }).click()

  await expect(section.getByText(labels.sendSuccess)).toBeVisible()
  const lines = await outboxLines()
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0]!)).toMatchObject({
    from_email: 'first.visitor@example.org',
    message: 'Testing the form before creating an EmailJS account.',
    to_name: sample.owner.name,
  })
})

test('npm start answers with exactly the header set the build wrote for the hosts', async ({ request }) => {
  const rules = parseHeadersFile(await readFile(join(ROOT, OUT_DIR, '_headers'), 'utf8'))
  const page = await (await request.get(siteUrl)).text()
  const paths = ['/', '/index.html', bootModules(page).at(-1) ?? '', sample.hero.video.src, sample.hero.video.poster]
  expect(paths[2], 'the page names its app script').toMatch(/^\/assets\//)
  const names = new Set(rules.flatMap((rule) => Object.keys(rule.headers).map((name) => name.toLowerCase())))
  for (const path of paths) {
    const response = await request.get(new URL(path, siteUrl).href)
    expect(response.status(), path).toBe(200)
    const sent = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => names.has(name)))
    const expected = Object.fromEntries(Object.entries(headersFor(rules, path)).map(([name, value]) => [name.toLowerCase(), value]))
    expect(sent, path).toEqual(expected)
  }
  // The outbox is the site itself: nothing else to connect to.
  expect(headersFor(rules, '/')['Content-Security-Policy']).toMatch(/connect-src 'self'(;|$)/)
})

/** Records every Content-Security-Policy violation, console error and uncaught exception of a page. */
async function watchForComplaints(page: Page): Promise<string[]> {
  const complaints: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => complaints.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
      ),
    ),
  )
  page.on('console', (message) => message.type() === 'error' && complaints.push(`console error: ${message.text()}`))
  page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`))
  return complaints
}

test('every feature works under the policy, without a violation or a console error', async ({ page }) => {
  const complaints = await watchForComplaints(page)
  await page.goto(siteUrl)
  await waitForHydration(page)

  const theme = page.getByRole('group', { name: labels.theme })
  await theme.getByRole('button', { name: labels.themeDark }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await theme.getByRole('button', { name: labels.themeSystem }).click()
  await theme.getByRole('button', { name: labels.themeLight }).click()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)

  await page.getByRole('button', { name: labels.pauseVideo }).click()
  await page.getByRole('button', { name: labels.playVideo }).click()
  await expect(page.getByRole('button', { name: labels.pauseVideo })).toBeVisible()

  const next = page.getByRole('button', { name: labels.nextDashboard })
  await next.scrollIntoViewIfNeeded()
  await next.click()
  await page.getByRole('button', { name: labels.previousDashboard }).click()
  await page.getByRole('button', { name: `${labels.showDashboard} 3` }).click()
  await expect(page.getByRole('img', { name: sample.dashboards.items[2]!.image.alt })).toBeVisible()

  const section = page.getByRole('region', { name: sample.contact.heading })
  await section.getByRole('textbox', { name: labels.emailLabel }).fill('second.visitor@example.org')
  await section.getByRole('textbox', { name: labels.messageLabel }).fill('Does it all work under a strict policy?')
  await section.getByRole('button', { name: labels.sendMessage }).click()
  await expect(section.getByText(labels.sendSuccess)).toBeVisible()
  expect(JSON.parse((await outboxLines()).at(-1)!)).toMatchObject({ from_email: 'second.visitor@example.org' })

  // Down the whole page, so every section, image and the footer loads under the policy too.
  for (const id of ['home', 'about', 'projects', 'powerbi', 'contact', 'site-footer']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded()
    await expect(page.locator(`#${id}`)).toBeInViewport()
  }
  await expect(page.getByRole('img', { name: sample.about.photo.alt })).toHaveJSProperty('complete', true)
  expect(complaints).toEqual([])
})
