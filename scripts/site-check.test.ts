// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { site } from '../src/content/site'
import { MEDIA_DIR } from '../src/lib/constants'
import { EMAILJS_KEYS } from './site-address'
import { ENVIRONMENT, checkSite, formatFindings, oversizedPictures, runCheck, type Finding } from './site-check'

const repo = process.cwd()
const file = 'src/content/site.ts'
const keys = Object.fromEntries(EMAILJS_KEYS.map((key) => [key, 'set']))

/** The sample with the identity replaced, as an owner's content would be. */
const owned = () =>
  JSON.parse(
    JSON.stringify(site)
      .replaceAll('Jane Doe', 'Ada Lovelace')
      .replaceAll('janedoe.example.com', 'ada.dev')
      .replaceAll('example.com', 'ada.dev')
      .replaceAll('your-username', 'ada')
      .replaceAll('your-profile', 'ada'),
  )

const summary = (findings: Finding[]) => findings.map(({ level, file, entry, field }) => `${level} ${file} › ${entry} › ${field}`)

describe('the site check', () => {
  it('finds nothing in the shipped content outside a deploy', async () => {
    expect(await checkSite(site, { root: repo, file, env: {}, deploying: false })).toEqual([])
  })

  it('finds nothing in an owner\'s content with the keys set', async () => {
    expect(await checkSite(owned(), { root: repo, file, env: keys, deploying: true })).toEqual([])
  })

  it('warns, for a deploy, of every sample value left in and of missing EmailJS keys, without an error', async () => {
    const findings = await checkSite(site, { root: repo, file, env: {}, deploying: true })
    expect(findings.filter((finding) => finding.level === 'error')).toEqual([])
    expect(summary(findings)).toEqual(
      expect.arrayContaining([
        `warning ${file} › owner › name`,
        `warning ${file} › owner › email`,
        `warning ${file} › meta › url`,
        `warning ${file} › projects › items #1 "A* Pathfinding Visualizer" › demoLink`,
        `warning ${ENVIRONMENT} › EmailJS › ${EMAILJS_KEYS.join(', ')}`,
      ]),
    )
    const name = findings.find((finding) => finding.entry === 'owner' && finding.field === 'name')
    expect(name?.message).toBe('is still the sample\'s "Jane Doe"')
  })

  describe('with a content file broken in every way at once', () => {
    let root: string
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'site-check-'))
      cpSync(join(repo, MEDIA_DIR), join(root, MEDIA_DIR), { recursive: true })
      cpSync(join(repo, 'public'), join(root, 'public'), { recursive: true })
      writeFileSync(join(root, MEDIA_DIR, 'notes.png'), 'not a picture')
      writeFileSync(join(root, 'public/media/hero-poster.webp'), Buffer.alloc(301_000))
    })
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    const broken = () => {
      const content = owned()
      content.projects.items[0].demoLink = 'http://ada.dev/astar'
      content.projects.items[1].id = 1
      content.owner.email = 'ada at ada.dev'
      content.projects.items[4].image.src = 'projects/missing.png'
      content.dashboards.items[2].image.src = 'notes.png'
      return content
    }

    it('lists every problem, each naming the file, the entry and the field, with a hint', async () => {
      const findings = await checkSite(broken(), { root, file, env: { ...keys, SITE_URL: 'http://ada.dev/' }, deploying: true })
      expect(summary(findings)).toEqual([
        `error ${file} › owner › email`,
        `error ${file} › projects › items #1 "A* Pathfinding Visualizer" › demoLink`,
        `error ${file} › projects › items #1 "AI Blog Platform" › id`,
        `error ${file} › projects › items #5 "Unix Shell in C" › image.src`,
        `error ${file} › dashboards › items #3 "Global Weather Dashboard" › image.src`,
        `error ${file} › hero › video.poster`,
        `error ${ENVIRONMENT} › SITE_URL › `,
      ])
      expect(findings.map((finding) => finding.message)).toEqual([
        'must be an email address',
        'must be an absolute https:// URL',
        'id 1 is used twice',
        `${MEDIA_DIR}/projects/missing.png does not exist`,
        `${MEDIA_DIR}/notes.png is not a picture the build can read`,
        'public/media/hero-poster.webp is 301 KB, over the 300 KB a visitor should wait for',
        expect.stringMatching(/^is "http:\/\/ada\.dev\/", which must be the absolute https:\/\/ address/),
      ])
      for (const finding of findings) expect(finding.hint.length).toBeGreaterThan(20)
      expect(findings[1]!.hint).toMatch(/https:\/\//)
      expect(findings[3]!.hint).toMatch(/PNG, JPEG/)
    })

    it('prints them one to a block, a hint shared by neighbours said once', async () => {
      const findings = await checkSite(broken(), { root, file, env: keys, deploying: true })
      const printed = formatFindings(findings)
      expect(printed).toContain(`✖ error: ${file} › projects › items #1 "A* Pathfinding Visualizer" › demoLink: must be an absolute https:// URL\n    hint: `)
      expect(printed.match(/hint:/g)).toHaveLength(findings.length)

      // The sample's values, left in: a run of warnings with one hint, said after the last.
      const samples = (await checkSite(site, { root: repo, file, env: keys, deploying: true })).filter((finding) => finding.level === 'warning')
      expect(samples.length).toBeGreaterThan(5)
      const lines = formatFindings(samples).split('\n')
      expect(lines.filter((line) => line.startsWith('    hint:'))).toEqual([`    hint: ${samples[0]!.hint}`])
      expect(lines.at(-1)).toBe(`    hint: ${samples[0]!.hint}`)
    })

    it('names a built picture over 300 KB where the content names it', () => {
      const content = broken()
      const heavy = { format: 'webp' as const, width: 1600, height: 900, fileName: 'assets/media/x.webp', data: Buffer.alloc(301_000) }
      const light = { ...heavy, width: 640, data: Buffer.alloc(1000) }
      const images = new Map([[content.dashboards.items[0].image.src as string, { width: 1600, height: 900, variants: [light, heavy] }]])
      expect(oversizedPictures(content, images, file)).toEqual([
        expect.objectContaining({
          level: 'error',
          entry: 'dashboards › items #1 "Emergency Room Dashboard"',
          field: 'image.src',
          message: `${MEDIA_DIR}/dashboards/emergency-room.webp makes a 301 KB webp at 1600 px, over the 300 KB a visitor should wait for`,
        }),
      ])
    })

    it('makes `npm run check` exit with 1, and with 0 once only warnings are left', async () => {
      const fixture = (name: string, content: unknown) => {
        writeFileSync(join(root, name), `export const site = ${JSON.stringify(content)}\n`)
        return name
      }
      const log = vi.spyOn(console, 'log').mockImplementation(() => {})
      expect(await runCheck(root, { ...keys, PORTFOLIO_CONTENT: fixture('broken.ts', broken()) })).toBe(1)
      expect(log.mock.calls.flat().join('\n')).toMatch(/broken\.ts and the environment: 6 errors, 0 warnings/)

      writeFileSync(join(root, 'public/media/hero-poster.webp'), Buffer.alloc(1000))
      log.mockClear()
      expect(await runCheck(root, { PORTFOLIO_CONTENT: fixture('sample.ts', site) })).toBe(0)
      expect(log.mock.calls.flat().join('\n')).toMatch(/sample\.ts and the environment: 0 errors, \d+ warnings — ready to build\./)
    })
  })
})

describe('a build with broken content', () => {
  it('stops before writing anything, naming every problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'broken-build-'))
    const content = owned()
    content.owner.email = 'nobody'
    content.projects.items[2].demoLink = 'http://files.ada.dev/'
    writeFileSync(join(dir, 'site.ts'), `export const site = ${JSON.stringify(content)}\n`)
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--out-dir', join(dir, 'dist')], {
      encoding: 'utf8',
      env: { ...process.env, PORTFOLIO_CONTENT: join(dir, 'site.ts'), SITE_URL: '' },
    })
    const written = existsSync(join(dir, 'dist', 'index.html'))
    rmSync(dir, { recursive: true, force: true })
    expect(build.status).not.toBe(0)
    expect(build.stderr).toContain('The site cannot be built (2 errors')
    expect(build.stderr).toContain('› owner › email: must be an email address')
    expect(build.stderr).toContain('› projects › items #3 "File Sharing Platform" › demoLink: must be an absolute https:// URL')
    expect(written).toBe(false)
  }, 30_000)
})
