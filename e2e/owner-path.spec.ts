import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { FAKE_EMAILJS_PORT, SAMPLE_CONTENT } from '../playwright.config'
import { site as sample } from '../src/test/fixtures/sample'
import { ROOT, buildAndServe, freshMachineEnv, type LocalSite } from './local-site'
import { navLabel, waitForHydration } from './support'

/**
 * The owner's path, as the README tells it: fork, edit src/content/site.ts (their identity and
 * address, a seventh project, no dashboards), drop their photo into src/content/media/, check,
 * build. The built page is theirs, with no trace of the sample identity anywhere in it.
 * The fork starts from the sample page the template ships (the tests' copy of it, with its
 * pictures), whatever this checkout's own site.ts and media hold, so the edits below always
 * find the sample's words.
 */
/** Outside the project, as a fork is: no tool of this project (lint, type check) reads it. */
let FORK = ''
const PORT = FAKE_EMAILJS_PORT + 4
const SAMPLE_IDENTITY = /jane doe|janedoe|jane\.doe|your-username|your-profile|example\.com/i
const NEW_PROJECT = 'Difference Engine Emulator'
let local: LocalSite | undefined
let check: { status: number | null; output: string }

/** Replaces `find` in the content file, failing loudly if the sample no longer has it. */
function edit(source: string, find: string | RegExp, replace: string): string {
  const edited = typeof find === 'string' ? source.replaceAll(find, replace) : source.replace(find, replace)
  if (edited === source) throw new Error(`the sample content no longer has ${String(find)}: update this journey`)
  return edited
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // The fork: every file of the project that git would push, and the installed packages.
  FORK = mkdtempSync(join(tmpdir(), 'portfolio-fork-'))
  // A checkout whose node_modules is a link to another's lists the link as a file: the fork gets its own below.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== 'node_modules')
  for (const file of files) {
    try {
      cpSync(join(ROOT, file), join(FORK, file))
    } catch {
      // A file deleted in the working tree but not yet in git's index.
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(FORK, 'node_modules'))

  // The template as shipped: the sample page as the content file, its pictures in the media folder.
  const contentFile = join(FORK, 'src/content/site.ts')
  let content = edit(readFileSync(join(ROOT, SAMPLE_CONTENT), 'utf8'), "from '../../content/schema'", "from './schema'")
  const media = join(FORK, 'src/content/media')
  rmSync(media, { recursive: true, force: true })
  cpSync(join(ROOT, dirname(SAMPLE_CONTENT), 'media'), media, { recursive: true })
  content = edit(content, "name: 'Jane Doe'", "name: 'Ada Lovelace'")
  content = edit(content, "role: 'Full-Stack Developer & Designer'", "role: 'Engineer & Mathematician'")
  content = edit(content, "email: 'jane.doe@example.com'", "email: 'ada@lovelace.dev'")
  content = edit(content, "location: 'Texas, USA'", "location: 'London, UK'")
  content = edit(content, 'your-username', 'ada-lovelace')
  content = edit(content, 'your-profile', 'ada-lovelace')
  content = edit(content, "url: 'https://janedoe.example.com/'", "url: 'https://ada.dev/'")
  content = edit(content, /https:\/\/([\w-]+)\.example\.com\//g, 'https://$1.ada.dev/')
  content = edit(content, "src: 'profile.webp'", "src: 'ada.png'")
  content = edit(
    content,
    /(cta: 'Contact For Source',[\s\S]*?\n {6}\},)\n {4}\],/,
    `$1
      {
        id: 8,
        title: '${NEW_PROJECT}',
        subtitle: 'The Analytical Engine, in the browser',
        description: 'Runs the first published algorithm, for the Bernoulli numbers, on an emulated Analytical Engine.',
        tech: ['TypeScript', 'WebAssembly'],
        image: { src: 'projects/engine.jpg', alt: 'The emulator computing Bernoulli numbers' },
        demoLink: 'https://engine.ada.dev/',
        cta: 'View Live Demo',
        icon: 'cpu',
        gradient: { from: '#0d9488', to: '#4f46e5' },
      },
    ],`,
  )
  content = edit(content, /(dashboards: \{[\s\S]*?items: )\[[\s\S]*?\n {4}\],(\n {2}\},\n {2}contact:)/, '$1[],$2')
  writeFileSync(contentFile, content)

  // Their own pictures, straight from a camera or a screenshot tool: big PNG and JPEG files.
  mkdirSync(join(media, 'projects'), { recursive: true })
  const canvas = (width: number, height: number, colour: string) =>
    sharp({ create: { width, height, channels: 3, background: colour } }).composite([
      { input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${width / 3}" fill="#fde68a"/></svg>`) },
    ])
  await canvas(1800, 2400, '#334155').png().toFile(join(media, 'ada.png'))
  await canvas(2560, 1600, '#0f766e').jpeg({ quality: 95 }).toFile(join(media, 'projects/engine.jpg'))

  const env = freshMachineEnv({})
  const run = spawnSync(process.execPath, ['scripts/check.mjs'], { cwd: FORK, env, encoding: 'utf8' })
  check = { status: run.status, output: `${run.stdout}${run.stderr}` }
  local = await buildAndServe({ cwd: FORK, outDir: 'dist', port: PORT, env })
})

test.afterAll(() => {
  local?.stop()
  if (FORK) rmSync(FORK, { recursive: true, force: true })
})

test('npm run check passes the fork, warning only of the EmailJS keys still to set', () => {
  expect(check.output).toContain('src/content/site.ts and the environment: 0 errors, 1 warning — ready to build.')
  expect(check.output).toContain('EmailJS › VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID')
  expect(check.status).toBe(0)
})

test('the built page is the owner\'s: their name, seven projects, no dashboards, their photo', async ({ page }) => {
  await page.goto(local!.url)
  await waitForHydration(page)
  await expect(page).toHaveTitle('Ada Lovelace — Engineer & Mathematician')
  await expect(page.locator('#home')).toContainText("Hi, I'm Ada Lovelace")
  await expect(page.locator('#powerbi')).toHaveCount(0)
  const dashboardsLabel = navLabel(sample, 'powerbi')
  await expect(page.getByRole('navigation').getByRole('link', { name: dashboardsLabel })).toHaveCount(0)
  await expect(page.locator('footer').getByRole('link', { name: dashboardsLabel })).toHaveCount(0)

  const cards = page.locator('article[data-project-id]')
  await expect(cards).toHaveCount(7)
  await expect(cards.last()).toHaveAttribute('data-project-id', '8')
  await expect(cards.last().getByRole('heading', { name: NEW_PROJECT })).toBeVisible()
  await expect(cards.last().getByRole('link', { name: /View Live Demo/ })).toHaveAttribute('href', 'https://engine.ada.dev/')

  for (const [name, file] of [['Portrait of Ada Lovelace', /\/assets\/media\/ada-\d+-[0-9a-f]{8}\.avif$/], ['The emulator computing Bernoulli numbers', /\/assets\/media\/projects\/engine-\d+-[0-9a-f]{8}\.avif$/]] as const) {
    const image = page.getByRole('img', { name })
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(file)
  }
  const [width, height] = await page.getByRole('img', { name: 'Portrait of Ada Lovelace' }).evaluate((img: HTMLImageElement) => [img.width, img.height])
  expect(Math.abs(width! / height! - 0.75)).toBeLessThan(0.01)
})

test('no file of the build holds a trace of the sample identity', () => {
  const dist = join(FORK, 'dist')
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(dist, file)).isFile())
  const text = files.filter((file) => /\.(html|js|css|txt|xml|json|conf)$|_headers$/.test(file))
  expect(text.length).toBeGreaterThan(5)
  const traces = text.filter((file) => SAMPLE_IDENTITY.test(readFileSync(join(dist, file), 'utf8')))
  expect(traces).toEqual([])
  // The sample's photo is not built: only pictures the content shows are.
  expect(files.filter((file) => file.includes('profile'))).toEqual([])
  const page = readFileSync(join(dist, 'index.html'), 'utf8')
  expect(page).toContain('<link rel="canonical" href="https://ada.dev/" />')
  expect(page).toContain('"name":"Ada Lovelace"')
})
