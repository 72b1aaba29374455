// Full-page screenshots of the built site in both themes at phone, tablet and desktop widths,
// written to screenshots/ (git-ignored), plus the README image docs/screenshot.webp.
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
  await browser.close()
} finally {
  server.kill()
}
