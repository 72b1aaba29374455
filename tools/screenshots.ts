// Full-page screenshots, both themes, at every width the layout journeys check, written to
// screenshots/ (git-ignored): of the built site (dist/, your page) and of the stress fixtures
// (the longest text real owners write, and the fewest entries; src/test/fixtures/), which the
// tool builds itself. Plus the README's images: docs/screenshot.webp and the
// docs/make-it-yours-*.webp pictures of what each file of "Make it yours" changes, and
// docs/complete.webp, the résumé sections of examples/complete/, and docs/multilingual-ar.webp, the
// Arabic page of examples/multilingual/ on a phone (each of its languages' pages is drawn). Each page is also printed
// (screenshots/<page>-print.pdf), as a visitor's browser prints it.
// Usage: npm run build && npm run screenshots   (SCREENSHOT_ONLY=stress,sparse for some pages)
import { execFile } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { LAID_OUT_CLASS, OPTIONAL_SECTIONS, SECTIONS } from '../src/build-surface.ts'
import { CHROMIUM_ARGS, chromium as systemChromium } from './machine.ts'
import { startServer } from './serve-process.ts'

/** A page drawn: its name in the file names, the folder served, and the content module it is built from, if any. */
interface Site {
  name: string
  dir: string
  content?: string
  /** Its pages, from the site's root: the default language's ('') and each other language's ('es/'). */
  languages?: string[]
}

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.SCREENSHOT_PORT ?? 4180)
const url = `http://127.0.0.1:${port}/`
const widths = [320, 360, 390, 768, 1024, 1440]
const themes = ['light', 'dark'] as const
type Theme = (typeof themes)[number]
/** The pages drawn: the built site as it is, and the fixtures, each built here into its own folder. */
const pages: Site[] = [
  { name: 'site', dir: 'dist' },
  { name: 'stress', dir: '.e2e/screenshots-stress', content: 'src/test/fixtures/stress.ts' },
  { name: 'sparse', dir: '.e2e/screenshots-sparse', content: 'src/test/fixtures/sparse.ts' },
  { name: 'complete', dir: '.e2e/screenshots-complete', content: 'examples/complete/site.ts', languages: ['', 'es/'] },
  { name: 'multilingual', dir: '.e2e/screenshots-multilingual', content: 'examples/multilingual/site.ts', languages: ['', 'es/', 'ar/'] },
].filter(({ name }) => !process.env.SCREENSHOT_ONLY || process.env.SCREENSHOT_ONLY.split(',').includes(name))

/** A page of the site as the README pictures it: desktop, reduced motion, every section reached. */
async function openPage(browser: Browser, theme: Theme, width = 1440, address = url): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce', deviceScaleFactor: 1 })
  await page.addInitScript((value) => localStorage.setItem('portfolio-theme', value), theme)
  // A visitor who has answered the suggestion of another language: no offer over the page.
  await page.addInitScript(() => localStorage.setItem('portfolio-language-suggestion', 'answered'))
  await page.goto(address, { waitUntil: 'networkidle' })
  for (const selector of [...SECTIONS.map((section) => `#${section.id}`), '#site-footer']) {
    if (await page.locator(selector).count()) await page.locator(selector).scrollIntoViewIfNeeded()
  }
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager'
    await Promise.all([...document.images].map((img) => img.decode().catch(() => {})))
  })
  // The whole page laid out (the head script's walk has ended), as each part looks when a visitor scrolls to it.
  await page.waitForFunction((laidOut) => document.documentElement.classList.contains(laidOut), LAID_OUT_CLASS, { timeout: 20_000 })
  return page
}

const toWebp = (png: Buffer, name: string) => sharp(png).resize({ width: name.includes('theme') ? 1200 : 800, withoutEnlargement: true }).webp({ quality: 72 }).toFile(`${root}docs/${name}`)

/** One picture per step of the README's "Make it yours": what editing that file changes. */
async function readmeShots(browser: Browser): Promise<void> {
  const light = await openPage(browser, 'light')
  const shots: Record<string, Buffer> = {
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

/** The example with every optional block: its résumé sections, from the first to the last, at 1440 px. */
async function completeShot(browser: Browser, address: string): Promise<void> {
  const page = await openPage(browser, 'light', 1440, address)
  const boxes = await page.locator(OPTIONAL_SECTIONS.map((section) => `#${section.id}`).join(', ')).evaluateAll((sections) =>
    sections.map((section) => {
      const { top, bottom } = section.getBoundingClientRect()
      return { top: top + window.scrollY, bottom: bottom + window.scrollY }
    }),
  )
  const top = Math.min(...boxes.map((box) => box.top))
  const bottom = Math.max(...boxes.map((box) => box.bottom))
  const png = await page.screenshot({ fullPage: true, clip: { x: 0, y: top, width: 1440, height: bottom - top } })
  await sharp(png).resize({ width: 960 }).webp({ quality: 72 }).toFile(`${root}docs/complete.webp`)
  console.log('wrote docs/complete.webp')
  await page.close()
}

/** The Arabic page of the example in three languages, on a phone: its first two screens, right to left. */
async function multilingualShot(browser: Browser, address: string): Promise<void> {
  const page = await openPage(browser, 'light', 390, `${address}ar/`)
  await page.evaluate(() => document.scrollingElement?.scrollTo({ top: 0, behavior: 'instant' }))
  const png = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: 390, height: 1500 } })
  await sharp(png).webp({ quality: 75 }).toFile(`${root}docs/multilingual-ar.webp`)
  console.log('wrote docs/multilingual-ar.webp')
  await page.close()
}

/** Serves `dir` on its own port (built first from `content` when given); resolves with its address and a stop. */
async function serve({ dir, content }: Site, index: number): Promise<{ address: string; stop: () => void }> {
  if (content) {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'builder/build.ts', '--content', content, '--without-email-keys', '--base', '/', '--out-dir', dir], {
      cwd: root,
      env: { ...process.env, BUILD_LOG_LEVEL: 'error' },
    })
  }
  const { url, stop } = await startServer({ port: port + index, dir })
  return { address: url, stop }
}

const servers: (() => void)[] = []
try {
  await mkdir(`${root}screenshots`, { recursive: true })
  await mkdir(`${root}docs`, { recursive: true })
  const browser = await chromium.launch({
    executablePath: systemChromium(process.env).path,
    args: CHROMIUM_ARGS,
  })
  for (const [index, site] of pages.entries()) {
    const { address, stop } = await serve(site, index)
    servers.push(stop)
    for (const language of site.languages ?? ['']) {
    for (const theme of themes) {
      for (const width of widths) {
        // Reduced motion: every section is visible at once and the video rests on its poster, so
        // the pictures are the same run after run. openPage scrolls through as a visitor would,
        // so every section is laid out and has come to life.
        const page = await openPage(browser, theme, width, `${address}${language}`)
        await page.evaluate(() => document.scrollingElement?.scrollTo({ top: 0, behavior: 'instant' }))
        const prefix = `${site.name}${language ? `-${language.replace('/', '')}` : ''}`
        const name = `${prefix}-${width}-${theme}.png`
        await page.screenshot({ path: `${root}screenshots/${name}`, fullPage: true })
        console.log(`wrote screenshots/${name}`)
        if (site.name === 'site' && width === 1440 && theme === 'light') {
          await sharp(`${root}screenshots/${name}`).resize({ width: 960 }).webp({ quality: 72 }).toFile(`${root}docs/screenshot.webp`)
          console.log('wrote docs/screenshot.webp')
        }
        // On a phone, the menu open too: the links and, where they are, the theme switcher.
        if (width === 390) {
          const toggle = page.locator('[aria-controls=mobile-menu]')
          if (await toggle.isVisible()) {
            await toggle.click()
            // The bar turns solid as the menu opens: the picture waits for it.
            await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
            const menu = `${prefix}-${width}-${theme}-menu.png`
            await page.screenshot({ path: `${root}screenshots/${menu}` })
            console.log(`wrote screenshots/${menu}`)
          }
        }
        await page.close()
      }
    }
    }
    if (site.name === 'site') await readmeShots(browser)
    if (site.name === 'multilingual') await multilingualShot(browser, address)
    if (site.name === 'complete') await completeShot(browser, address)
    const printed = await openPage(browser, 'dark', 1024, address)
    await printed.pdf({ path: `${root}screenshots/${site.name}-print.pdf`, format: 'A4', printBackground: true })
    console.log(`wrote screenshots/${site.name}-print.pdf`)
    await printed.close()
  }
  await browser.close()
} finally {
  for (const stop of servers) stop()
}
