import { expect, test } from '@playwright/test'
import { FAKE_EMAILJS_PORT, SAMPLE_CONTENT } from '../../playwright.config.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { BUILDS_DIR, buildAndServe, freshMachineEnv, type LocalSite } from './local-site.ts'
import { SECTIONS, navLink, waitForHydration } from './support.ts'

/**
 * A GitHub Pages project site: the address set by SITE_URL has a path (/portfolio/), the build
 * is made for it and served only there, as Pages serves https://user.github.io/portfolio/. What
 * is tested is the template's behaviour, so the build is of the tests' sample page.
 */
const SITE_URL = 'https://jane.github.io/portfolio/'
const PORT = FAKE_EMAILJS_PORT + 2
let local: LocalSite | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  local = await buildAndServe({
    outDir: `${BUILDS_DIR}/dist-subpath`,
    port: PORT,
    env: freshMachineEnv({ SITE_URL }),
    buildArgs: ['--content', SAMPLE_CONTENT],
  })
})

test.afterAll(() => local?.stop())

test('the site built for a sub-path is served there, and only there', async ({ request }) => {
  expect(local!.url).toBe(`http://127.0.0.1:${PORT}/portfolio/`)
  expect((await request.get(`http://127.0.0.1:${PORT}/`)).status()).toBe(404)
  const page = await (await request.get(local!.url)).text()
  expect(page).toContain(`<link rel="canonical" href="${SITE_URL}" />`)
  expect(page).toContain(`<meta property="og:image" content="${SITE_URL}og-image.png" />`)
})

test('every file the page asks for comes from under the sub-path, and the page works', async ({ page }) => {
  const outside: string[] = []
  const failed: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && !url.pathname.startsWith('/portfolio/')) outside.push(url.pathname)
  })
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`))

  await page.goto(local!.url)
  await waitForHydration(page)
  await expect(page.locator('video')).toHaveAttribute('src', `/portfolio${sample.hero.video.src}`)

  // Each lazily loaded section comes to life, its images load.
  for (const { id } of SECTIONS.slice(1)) {
    await navLink(page, id).click()
    await expect(page).toHaveURL(new RegExp(`/portfolio/#${id}$`))
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-in-view', '')
  }
  await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
  await expect(page.getByRole('img', { name: sample.about.photo.alt })).toHaveJSProperty('complete', true)
  expect(await page.getByRole('img', { name: sample.about.photo.alt }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  expect(outside).toEqual([])
  expect(failed).toEqual([])
})
