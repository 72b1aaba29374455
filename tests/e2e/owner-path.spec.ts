import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { FAKE_EMAILJS_PORT, SAMPLE_CONTENT } from '../../playwright.config.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { IMAGE_WIDTHS, largestWidth } from '../../builder/media.ts'
import { SAMPLE_VALUES } from '../../builder/site-check.ts'
import { ROOT, buildAndServe, freshMachineEnv, type LocalSite } from './local-site.ts'
import { escapeRegExp, navLabel, waitForHydration } from './support.ts'

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
/** Who forks it, in place of the sample's owner. */
const ADA = { name: 'Ada Lovelace', role: 'Engineer & Mathematician', email: 'ada@lovelace.dev', location: 'London, UK', handle: 'ada-lovelace', url: 'https://ada.dev/' }
const NEW_PROJECT = { title: 'Difference Engine Emulator', cta: 'View Live Demo', link: 'https://engine.ada.dev/' }
/** The sample's LinkedIn profile name, the last part of its address. */
const sampleProfile = new URL(sample.social.linkedin.url).pathname.split('/').filter(Boolean).at(-1)!
/** The sample's demo hosts other than GitHub's, each to become one of Ada's. */
const sampleHosts = [...new Set(sample.projects.items.flatMap((project) => (project.demoLink ? [new URL(project.demoLink).hostname] : [])))].filter(
  (host) => !host.includes(sample.social.github.handle) && host !== 'github.com',
)
/** Any trace of the sample's identity: its owner, address, handles and the placeholders the check warns of. */
const SAMPLE_IDENTITY = new RegExp(
  [sample.owner.name, sample.owner.email, sample.social.github.handle, sampleProfile, new URL(sample.meta.url).hostname].map(escapeRegExp).concat(SAMPLE_VALUES.map((value) => value.source)).join('|'),
  'i',
)
/** Ada's version of a text of the sample: her name and role in place of the sample owner's. */
const asAda = (text: string) => text.replaceAll(sample.owner.name, ADA.name).replaceAll(sample.owner.role, ADA.role)
const lastProject = sample.projects.items.at(-1)!
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
  let content = edit(readFileSync(join(ROOT, SAMPLE_CONTENT), 'utf8'), "from '../../content/schema.ts'", "from './schema.ts'")
  const media = join(FORK, 'src/content/media')
  rmSync(media, { recursive: true, force: true })
  cpSync(join(ROOT, dirname(SAMPLE_CONTENT), 'media'), media, { recursive: true })
  for (const field of ['name', 'role', 'email', 'location'] as const) content = edit(content, `${field}: '${sample.owner[field]}'`, `${field}: '${ADA[field]}'`)
  content = edit(content, sample.social.github.handle, ADA.handle)
  content = edit(content, sampleProfile, ADA.handle)
  content = edit(content, `url: '${sample.meta.url}'`, `url: '${ADA.url}'`)
  for (const host of sampleHosts) content = edit(content, `https://${host}/`, `https://${host.split('.')[0]}.ada.dev/`)
  content = edit(content, `src: '${sample.about.photo.src}'`, "src: 'ada.png'")
  // Ada's project goes after the sample's last.
  content = edit(
    content,
    new RegExp(`(cta: '${escapeRegExp(lastProject.cta)}',[\\s\\S]*?\\n {6}\\},)\\n {4}\\],`),
    `$1
      {
        id: ${Math.max(...sample.projects.items.map((project) => project.id)) + 1},
        title: '${NEW_PROJECT.title}',
        subtitle: 'The Analytical Engine, in the browser',
        description: 'Runs the first published algorithm, for the Bernoulli numbers, on an emulated Analytical Engine.',
        tech: ['TypeScript', 'WebAssembly'],
        image: { src: 'projects/engine.jpg', alt: 'The emulator computing Bernoulli numbers' },
        demoLink: '${NEW_PROJECT.link}',
        cta: '${NEW_PROJECT.cta}',
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
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'builder/check.ts'], { cwd: FORK, env, encoding: 'utf8' })
  check = { status: run.status, output: `${run.stdout}${run.stderr}` }
  local = await buildAndServe({ cwd: FORK, outDir: 'dist', port: PORT, env })
})

test.afterAll(() => {
  local?.stop()
  if (FORK) rmSync(FORK, { recursive: true, force: true })
})

test('npm run check passes the fork, warning of the EmailJS keys still to set and of the camera-sized pictures', () => {
  expect(check.output).toContain('src/content/site.ts and the environment: 0 errors, 3 warnings — ready to build.')
  expect(check.output).toContain('Contact form › VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID')
  // Both pictures are over twice as wide as the page shows them: the check gives the size each needs.
  const photo = largestWidth(IMAGE_WIDTHS.photo)
  const project = largestWidth(IMAGE_WIDTHS.project)
  expect(check.output).toContain(`about › photo.src: src/content/media/ada.png is 1800 × 2400 px; the page shows it at most ${photo} px wide, so ${photo} × ${Math.round((2400 * photo) / 1800)} px is all it needs`)
  expect(check.output).toContain(`image.src: src/content/media/projects/engine.jpg is 2560 × 1600 px; the page shows it at most ${project} px wide, so ${project} × ${Math.round((1600 * project) / 2560)} px is all it needs`)
  expect(check.status).toBe(0)
})

test('the built page is the owner\'s: their name, seven projects, no dashboards, their photo', async ({ page }) => {
  await page.goto(local!.url)
  await waitForHydration(page)
  await expect(page).toHaveTitle(asAda(sample.meta.title))
  await expect(page.locator('#home')).toContainText(asAda(sample.hero.greeting))
  await expect(page.locator('#powerbi')).toHaveCount(0)
  const dashboardsLabel = navLabel(sample, 'powerbi')
  await expect(page.getByRole('navigation').getByRole('link', { name: dashboardsLabel })).toHaveCount(0)
  await expect(page.locator('footer').getByRole('link', { name: dashboardsLabel })).toHaveCount(0)

  const cards = page.locator('article[data-project-id]')
  await expect(cards).toHaveCount(sample.projects.items.length + 1)
  await expect(cards.last()).toHaveAttribute('data-project-id', String(Math.max(...sample.projects.items.map((project) => project.id)) + 1))
  await expect(cards.last().getByRole('heading', { name: NEW_PROJECT.title })).toBeVisible()
  await expect(cards.last().getByRole('link', { name: NEW_PROJECT.cta })).toHaveAttribute('href', NEW_PROJECT.link)

  const portrait = asAda(sample.about.photo.alt)
  for (const [name, file] of [[portrait, /\/assets\/media\/ada-\d+-[0-9a-f]{8}\.avif$/], ['The emulator computing Bernoulli numbers', /\/assets\/media\/projects\/engine-\d+-[0-9a-f]{8}\.avif$/]] as const) {
    const image = page.getByRole('img', { name })
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(file)
  }
  const [width, height] = await page.getByRole('img', { name: portrait }).evaluate((img: HTMLImageElement) => [img.width, img.height])
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
  const samplePhoto = sample.about.photo.src.replace(/\.\w+$/, '')
  expect(files.filter((file) => file.includes(samplePhoto))).toEqual([])
  const page = readFileSync(join(dist, 'index.html'), 'utf8')
  expect(page).toContain(`<link rel="canonical" href="${ADA.url}" />`)
  expect(page).toContain(`"name":"${ADA.name}"`)
})
