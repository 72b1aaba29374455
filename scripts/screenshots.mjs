// Full-page screenshots of the built site in both themes at phone, tablet and desktop widths,
// written to screenshots/ (git-ignored), plus the README's images: docs/screenshot.webp and the
// docs/make-it-yours-*.webp pictures of what each file of "Make it yours" changes.
// Usage: npm run build && npm run screenshots
/* global document */
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.SCREENSHOT_PORT ?? 4180)
const url = `http://127.0.0.1:${port}/`
const widths = { phone: 390, tablet: 834, desktop: 1440 }
const themes = ['light', 'dark']
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A page of the site as the README pictures it: desktop, reduced motion, every section reached. */
async function openPage(browser, theme, width = 1440) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce', deviceScaleFactor: 1 })
  await page.addInitScript((value) => localStorage.setItem('portfolio-theme', value), theme)
  await page.goto(url, { waitUntil: 'networkidle' })
  for (const selector of ['#about', '#projects', '#powerbi', '#contact', '#site-footer']) {
    if (await page.locator(selector).count()) await page.locator(selector).scrollIntoViewIfNeeded()
  }
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager'
    await Promise.all([...document.images].map((img) => img.decode().catch(() => {})))
  })
  return page
}

const toWebp = (png, name) => sharp(png).resize({ width: name.includes('theme') ? 1200 : 800, withoutEnlargement: true }).webp({ quality: 72 }).toFile(`${root}docs/${name}`)

/** One picture per step of the README's "Make it yours": what editing that file changes. */
async function readmeShots(browser) {
  const light = await openPage(browser, 'light')
  const shots = {
    // src/content/site.ts: the name, role, tagline and every text; the hero is where it shows first.
    'make-it-yours-content.webp': await light.locator('#home').screenshot(),
    // src/content/media/: the photo and the project screenshots.
    'make-it-yours-media.webp': await light.locator('[data-testid=project-grid] > li').first().screenshot(),
    // .env: the contact form that sends to the owner's inbox (its card, title included).
    'make-it-yours-email.webp': await light
      .locator('#contact div')
      .filter({ has: light.locator('form') })
      .filter({ has: light.locator('h3') })
      .last()
      .screenshot(),
  }
  // src/styles/index.css: the colours of both themes, the about section side by side.
  const dark = await openPage(browser, 'dark')
  const halves = [await light.locator('#about').screenshot(), await dark.locator('#about').screenshot()]
  const { width, height } = await sharp(halves[0]).metadata()
  shots['make-it-yours-theme.webp'] = await sharp({ create: { width: width * 2, height, channels: 3, background: '#000' } })
    .composite([{ input: halves[0], left: 0, top: 0 }, { input: halves[1], left: width, top: 0 }])
    .png()
    .toBuffer()
  for (const [name, png] of Object.entries(shots)) {
    await toWebp(png, name)
    console.log(`wrote docs/${name}`)
  }
  await light.close()
  await dark.close()
}

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the site did not come up at ${url}`)
}

const server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'inherit' })
try {
  await waitForServer()
  await mkdir(`${root}screenshots`, { recursive: true })
  await mkdir(`${root}docs`, { recursive: true })
  const browser = await chromium.launch({
    executablePath: existsSync(systemChromium) ? systemChromium : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  for (const theme of themes) {
    for (const [device, width] of Object.entries(widths)) {
      // Reduced motion: every section is visible at once and the video rests on its poster,
      // so the pictures are the same run after run.
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce', deviceScaleFactor: 1 })
      await page.addInitScript((value) => localStorage.setItem('portfolio-theme', value), theme)
      await page.goto(url, { waitUntil: 'networkidle' })
      // As a visitor would: scroll through, so every section is laid out and has come to life
      // (a section the content leaves empty is not on the page).
      for (const selector of ['#about', '#projects', '#powerbi', '#contact', '#site-footer']) {
        if ((await page.locator(selector).count()) > 0) await page.locator(selector).scrollIntoViewIfNeeded()
      }
      await page.evaluate(() => document.scrollingElement.scrollTo({ top: 0, behavior: 'instant' }))
      await page.waitForLoadState('networkidle')
      await page.evaluate(async () => {
        for (const img of document.images) img.loading = 'eager'
        await Promise.all([...document.images].map((img) => img.decode().catch(() => {})))
      })
      const path = `${root}screenshots/${device}-${theme}.png`
      await page.screenshot({ path, fullPage: true })
      console.log(`wrote screenshots/${device}-${theme}.png`)
      if (device === 'desktop' && theme === 'light') {
        await sharp(path).resize({ width: 960 }).webp({ quality: 72 }).toFile(`${root}docs/screenshot.webp`)
        console.log('wrote docs/screenshot.webp')
      }
      await page.close()
    }
  }
  await readmeShots(browser)
  await browser.close()
} finally {
  server.kill()
}
