import { expect, test } from '@playwright/test'
import { FAKE_EMAILJS_PORT } from '../playwright.config'
import { site } from '../src/content/site'
import { buildAndServe, freshMachineEnv, type LocalSite } from './local-site'
import { waitForHydration } from './support'

/**
 * A GitHub Pages project site: the address set by SITE_URL has a path (/portfolio/), the build
 * is made for it and served only there, as Pages serves https://user.github.io/portfolio/.
 */
const SITE_URL = 'https://jane.github.io/portfolio/'
const PORT = FAKE_EMAILJS_PORT + 2
let local: LocalSite | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  local = await buildAndServe({ outDir: '.e2e/dist-subpath', port: PORT, env: freshMachineEnv({ SITE_URL }) })
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
  await expect(page.locator('video')).toHaveAttribute('src', `/portfolio${site.hero.video.src}`)

  // Each lazily loaded section comes to life, its images load.
  for (const id of ['about', 'projects', 'powerbi', 'contact']) {
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: site.nav.find((entry) => entry.id === id)!.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/portfolio/#${id}$`))
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-in-view', '')
  }
  await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
  await expect(page.getByRole('img', { name: site.about.photo.alt })).toHaveJSProperty('complete', true)
  expect(await page.getByRole('img', { name: site.about.photo.alt }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  expect(outside).toEqual([])
  expect(failed).toEqual([])
})
