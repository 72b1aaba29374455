// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { site as sample } from '../src/test/fixtures/sample.ts'
import { CONTENT_VARIABLE, MEDIA_VARIABLE, mediaDir } from './content.ts'
import { EMAILJS_KEYS } from './site-address.ts'
import { untranslatedFields } from '../src/build-surface.ts'
import sharp from 'sharp'
import { IMAGE_WIDTHS, largestWidth } from './media.ts'
import { ENVIRONMENT, OVERSIZED_FACTOR, checkSite, formatFindings, oversizedPictures, runCheck, type Finding } from './site-check.ts'

const repo = process.cwd()
/** The sample fixture, never the owner's content: its pictures are in media/ beside it. */
const file = 'src/test/fixtures/sample.ts'
const sampleEnv = { [CONTENT_VARIABLE]: file }
const media = mediaDir(sampleEnv)
const keys = Object.fromEntries(EMAILJS_KEYS.map((key) => [key, 'set']))

/** The sample with the identity replaced, as an owner's content would be. */
const owned = () =>
  JSON.parse(
    JSON.stringify(sample)
      .replaceAll(sample.owner.name, 'Ada Lovelace')
      .replaceAll(new URL(sample.meta.url).host, 'ada.dev')
      .replaceAll('example.com', 'ada.dev')
      .replaceAll(sample.social.github.handle, 'ada')
      .replaceAll('your-profile', 'ada'),
  )

/** How findings name the sample's project or dashboard at `index`: `projects › items #1 "Title"`. */
const projectEntry = (index: number, id = sample.projects.items[index]!.id) => `projects › items #${id} "${sample.projects.items[index]!.title}"`
const dashboardEntry = (index: number) => `dashboards › items #${sample.dashboards.items[index]!.id} "${sample.dashboards.items[index]!.title}"`

const summary = (findings: Finding[]) => findings.map(({ level, file, entry, field }) => `${level} ${file} › ${entry} › ${field}`)

describe('the site check', () => {
  it('reads the pictures of the sample fixture beside it', () => {
    expect(media).toBe('src/test/fixtures/media')
  })

  it('finds nothing in the sample content outside a deploy', async () => {
    expect(await checkSite(sample, { root: repo, file, env: sampleEnv, deploying: false })).toEqual([])
  })

  it('finds nothing in an owner\'s content with the keys set', async () => {
    expect(await checkSite(owned(), { root: repo, file, env: { ...sampleEnv, ...keys }, deploying: true })).toEqual([])
  })

  it("names a résumé PDF of the owner's that is not in public/", async () => {
    const content = { ...owned(), resume: { label: 'CV', file: '/cv/missing.pdf' } }
    const findings = await checkSite(content, { root: repo, file, env: { ...sampleEnv, ...keys }, deploying: false })
    expect(findings.map(({ level, entry, field, message }) => `${level} ${entry} › ${field}: ${message}`)).toEqual(['error resume › file: public/cv/missing.pdf does not exist'])
  })

  it("warns of each field the generated résumé prints with characters it cannot draw or lay out, and of nothing it does not print", async () => {
    const content = owned()
    content.resume = { label: 'CV' }
    // Japanese it draws (in Noto); Arabic it would draw unjoined, and emoji not at all.
    content.owner.location = 'القاهرة'
    content.about.photo.alt = '写真 🙂'
    content.work = { heading: 'Work', present: 'Now', items: [{ name: 'Zürich AG', position: 'Инженер', startDate: '2020' }, { name: '株式会社 🚀', position: 'Engineer', startDate: '2021' }] }
    const findings = await checkSite(content, { root: repo, file, env: { ...sampleEnv, ...keys }, deploying: false })
    expect(findings.map(({ level, entry, field }) => `${level} ${entry} › ${field}`)).toEqual(['warning owner › location', 'warning work › items [2] "株式会社 🚀" › name'])
    expect(findings[0]!.message).toContain('ا ل ق ه ر ة')
    expect(findings[1]!.message).toMatch(/: 🚀$/)
    // A PDF of the owner's prints none of it.
    content.resume = { label: 'CV', file: '/favicon.svg' }
    expect((await checkSite(content, { root: repo, file, env: { ...sampleEnv, ...keys }, deploying: false })).filter((finding) => finding.level === 'warning')).toEqual([])
  })

  it("names a dashboard's embed that asks visitors to sign in, with how to publish the report for everyone", async () => {
    const content = owned()
    const [first, second] = content.dashboards.items
    Object.assign(first!, { embed: 'https://app.powerbi.com/reportEmbed?reportId=1&autoAuth=true' })
    Object.assign(second!, { embed: 'https://app.powerbi.com/view?r=eyJrIjoiYSJ9' })
    const findings = (await checkSite(content, { root: repo, file, env: { ...sampleEnv, ...keys }, deploying: false })).filter((finding) => finding.field.endsWith('embed'))
    expect(findings.map(({ level, entry, field, message }) => `${level} ${entry} › ${field}: ${message}`)).toEqual([
      `error dashboards › items #${first!.id} "${first!.title}" › embed: asks every visitor to sign in to Power BI (a reportEmbed or autoAuth address)`,
    ])
    expect(findings[0]!.hint).toContain('Publish to web (public)')
  })

  it('looks for the pictures in the folder of the content module, or the one PORTFOLIO_MEDIA names', async () => {
    const missing = (findings: Finding[]) => findings.filter((finding) => finding.field === 'image.src' || finding.field === 'photo.src')
    const pictures = 1 + sample.projects.items.length + sample.dashboards.items.length
    expect(missing(await checkSite(sample, { root: repo, file, env: { [CONTENT_VARIABLE]: 'src/test/elsewhere/sample.ts' }, deploying: false }))).toHaveLength(pictures)
    expect(await checkSite(sample, { root: repo, file, env: { [CONTENT_VARIABLE]: 'src/test/elsewhere/sample.ts', [MEDIA_VARIABLE]: media }, deploying: false })).toEqual([])
  })

  it('warns, for a deploy, of every sample value left in and of missing EmailJS keys, without an error', async () => {
    const findings = await checkSite(sample, { root: repo, file, env: sampleEnv, deploying: true })
    expect(findings.filter((finding) => finding.level === 'error')).toEqual([])
    expect(summary(findings)).toEqual(
      expect.arrayContaining([
        `warning ${file} › owner › name`,
        `warning ${file} › owner › email`,
        `warning ${file} › meta › url`,
        `warning ${file} › ${projectEntry(0)} › demoLink`,
        `warning ${ENVIRONMENT} › Contact form › ${EMAILJS_KEYS.join(', ')}`,
      ]),
    )
    const name = findings.find((finding) => finding.entry === 'owner' && finding.field === 'name')
    expect(name?.message).toBe(`is still the sample's "${sample.owner.name}"`)
  })

  describe('with a content file broken in every way at once', () => {
    let root: string
    /** Wider than a dashboard is ever shown, by more than OVERSIZED_FACTOR. */
    const wide = { width: OVERSIZED_FACTOR * largestWidth(IMAGE_WIDTHS.dashboard) + 1, height: 90 }
    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'site-check-'))
      cpSync(join(repo, media), join(root, media), { recursive: true })
      cpSync(join(repo, 'public'), join(root, 'public'), { recursive: true })
      writeFileSync(join(root, media, 'notes.png'), 'not a picture')
      writeFileSync(join(root, 'public/media/hero-poster.webp'), Buffer.alloc(301_000))
      // A JPEG cut short, as an interrupted copy leaves it: its header still says its size.
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer()
      writeFileSync(join(root, media, 'cut.jpg'), photo.subarray(0, photo.length / 2))
      await sharp({ create: { ...wide, channels: 3, background: '#336699' } }).png().toFile(join(root, media, 'wide.png'))
    })
    afterAll(() => rmSync(root, { recursive: true, force: true }))

    const broken = () => {
      const content = owned()
      content.projects.items[0].demoLink = 'http://ada.dev/astar'
      content.projects.items[1].id = content.projects.items[0].id
      content.owner.email = 'ada at ada.dev'
      content.projects.items[4].image.src = 'projects/missing.png'
      content.dashboards.items[2].image.src = 'notes.png'
      content.projects.items[2].image.src = 'cut.jpg'
      content.dashboards.items[1].image.src = 'wide.png'
      return content
    }

    it('lists every problem, each naming the file, the entry and the field, with a hint', async () => {
      const findings = await checkSite(broken(), { root, file, env: { ...sampleEnv, ...keys, SITE_URL: 'http://ada.dev/' }, deploying: true })
      const firstId = sample.projects.items[0]!.id
      expect(summary(findings)).toEqual([
        `error ${file} › owner › email`,
        `error ${file} › ${projectEntry(0)} › demoLink`,
        `error ${file} › ${projectEntry(1, firstId)} › id`,
        `error ${file} › ${projectEntry(2)} › image.src`,
        `error ${file} › ${projectEntry(4)} › image.src`,
        `warning ${file} › ${dashboardEntry(1)} › image.src`,
        `error ${file} › ${dashboardEntry(2)} › image.src`,
        `error ${file} › hero › video.poster`,
        `error ${ENVIRONMENT} › SITE_URL › `,
      ])
      expect(findings.map((finding) => finding.message)).toEqual([
        'must be an email address',
        'must be an absolute https:// URL',
        `id ${firstId} is used twice`,
        `${media}/cut.jpg is not a picture the build can read (premature end of JPEG image)`,
        `${media}/projects/missing.png does not exist`,
        `${media}/wide.png is ${wide.width} × ${wide.height} px; the page shows it at most ${largestWidth(IMAGE_WIDTHS.dashboard)} px wide, so ${largestWidth(IMAGE_WIDTHS.dashboard)} × ${Math.round((wide.height * largestWidth(IMAGE_WIDTHS.dashboard)) / wide.width)} px is all it needs`,
        `${media}/notes.png is not a picture the build can read (Input file contains unsupported image format)`,
        'public/media/hero-poster.webp is 301 KB, over the 300 KB a visitor should wait for',
        expect.stringMatching(/^is "http:\/\/ada\.dev\/", which must be the absolute https:\/\/ address/),
      ])
      for (const finding of findings) expect(finding.hint.length).toBeGreaterThan(20)
      expect(findings[1]!.hint).toMatch(/https:\/\//)
      expect(findings[4]!.hint).toMatch(/PNG, JPEG/)
    })

    it('prints them one to a block, a hint shared by neighbours said once', async () => {
      const findings = await checkSite(broken(), { root, file, env: { ...sampleEnv, ...keys }, deploying: true })
      const printed = formatFindings(findings)
      expect(printed).toContain(`✖ error: ${file} › ${projectEntry(0)} › demoLink: must be an absolute https:// URL\n    hint: `)
      expect(printed.match(/hint:/g)).toHaveLength(findings.length)

      // The sample's values, left in: a run of warnings with one hint, said after the last.
      const samples = (await checkSite(sample, { root: repo, file, env: { ...sampleEnv, ...keys }, deploying: true })).filter((finding) => finding.level === 'warning')
      expect(samples.length).toBeGreaterThan(5)
      const lines = formatFindings(samples).split('\n')
      expect(lines.filter((line) => line.startsWith('    hint:'))).toEqual([`    hint: ${samples[0]!.hint}`])
      expect(lines.at(-1)).toBe(`    hint: ${samples[0]!.hint}`)
    })

    it('names a built picture over 300 KB where the content names it', () => {
      const content = broken()
      const heavy = { format: 'webp' as const, width: 1600, height: 900, fileName: 'assets/media/x.webp', data: Buffer.alloc(301_000) }
      const light = { ...heavy, width: 640, data: Buffer.alloc(1000) }
      const src = sample.dashboards.items[0]!.image.src
      const images = new Map([[src, { width: 1600, height: 900, variants: [light, heavy] }]])
      expect(oversizedPictures(content, images, file, media)).toEqual([
        expect.objectContaining({
          level: 'error',
          entry: dashboardEntry(0),
          field: 'image.src',
          message: `${media}/${src} makes a 301 KB webp at 1600 px, over the 300 KB a visitor should wait for`,
        }),
      ])
    })

    it('makes `npm run check` exit with 1, and with 0 once only warnings are left', async () => {
      // A module beside the sample fixture's copy, so its pictures are the ones copied above.
      const fixture = (name: string, content: unknown) => {
        const path = join(dirname(file), name)
        writeFileSync(join(root, path), `export const site = ${JSON.stringify(content)}\n`)
        return path
      }
      const log = vi.spyOn(console, 'log').mockImplementation(() => {})
      expect(await runCheck(root, { ...keys, PORTFOLIO_CONTENT: fixture('broken.ts', broken()) })).toBe(1)
      expect(log.mock.calls.flat().join('\n')).toMatch(/broken\.ts and the environment: 7 errors, 1 warning\b/)

      writeFileSync(join(root, 'public/media/hero-poster.webp'), Buffer.alloc(1000))
      log.mockClear()
      expect(await runCheck(root, { PORTFOLIO_CONTENT: fixture('sample.ts', sample) })).toBe(0)
      expect(log.mock.calls.flat().join('\n')).toMatch(/sample\.ts and the environment: 0 errors, \d+ warnings — ready to build\./)
    })
  })

  describe('with translations', () => {
    const labels = { languages: 'Languages', languageSuggestion: 'Read it in English', dismissSuggestion: 'No, thanks' }
    const multilingual = (translations: object, extraLabels: object = labels) => ({ ...owned(), labels: { ...owned().labels, ...extraLabels }, translations })
    const check = (content: unknown) => checkSite(content, { root: repo, file, env: { ...sampleEnv, ...keys }, deploying: true })

    it('warns of each field a translation leaves out, by file, entry and field, and of none it writes', async () => {
      const project = sample.projects.items[1]!
      const findings = await check(multilingual({ es: { hero: { cta: 'Hablemos' }, projects: { items: [{ title: 'Uno' }] } } }))
      const untranslated = findings.filter((finding) => finding.message.startsWith('is not translated into Español (es)'))
      expect(findings.filter((finding) => finding.level === 'error')).toEqual([])
      expect(untranslated.every((finding) => finding.level === 'warning' && finding.file === file)).toBe(true)
      const where = untranslated.map(({ entry, field }) => `${entry} › ${field}`)
      expect(where).toContain('hero › tagline')
      expect(where).toContain(`projects › items #${project.id} "${project.title}" › title`)
      expect(where).not.toContain('hero › cta')
      expect(where).not.toContain(`${projectEntry(0)} › title`)
      expect(untranslated[0]?.hint).toBe('Write it in translations.es, at the same place.')
    })

    it('warns of each language the résumé PDF cannot be made in, saying why, and of none with a PDF of its own', async () => {
      const noPdf = (findings: Finding[]) => findings.filter((finding) => finding.message.startsWith('has no resume.pdf of its own')).map((finding) => [`${finding.entry} › ${finding.field}`, finding.message.split(': ')[1]?.split(',')[0]])
      const content = { ...multilingual({ es: {}, hy: {}, ar: {}, hi: {}, ja: {} }), resume: { label: 'CV' } }
      expect(noPdf(await check(content))).toEqual([
        ['translations › ar', 'its text runs right to left'],
        ['translations › hi', 'its letters combine or reorder as they are written'],
        ['translations › ja', 'its fonts from npm are variable ones'],
      ])
      // A PDF of the owner's in that language, or none made at all, leaves nothing to say.
      expect(noPdf(await check({ ...content, translations: { ...content.translations, ar: { resume: { file: '/cv-ar.pdf' } } } })).map(([entry]) => entry)).toEqual(['translations › hi', 'translations › ja'])
      expect(noPdf(await check({ ...content, resume: { label: 'CV', file: '/cv.pdf' } }))).toEqual([])
    })

    it('warns of nothing once every field it warned of is translated', async () => {
      const content = multilingual({ es: {} })
      const translation: Record<PropertyKey, unknown> = {}
      // Each field the check names, written where the default language has it ("[2]" is the second entry).
      for (const path of untranslatedFields(content, 'es')) {
        path.reduce<Record<PropertyKey, unknown>>((node, key, index) => {
          const next = path[index + 1]
          if (next === undefined) node[key] = `es ${path.join('.')}`
          else node[key] ??= typeof next === 'number' ? [] : {}
          return node[key] as Record<PropertyKey, unknown>
        }, translation)
      }
      const before = (await check(content)).filter((finding) => finding.message.includes('not translated'))
      expect(before.length).toBe(untranslatedFields(content, 'es').length)
      const filled = multilingual({ es: { ...translation, labels: { ...(translation.labels as object), slidePosition: '{position} / {count}', sendFailure: 'es fail link', sendFailureLink: 'link' } } })
      expect(await check(filled)).toEqual([])
    })

    it('warns of each Latin word ending in a sign that a right-to-left page would show mirrored, untranslated fields too, and of none with a left-to-right mark', async () => {
      const translation = (mark: string) => ({
        // Followed by more Latin text or a number, the sign sits between two left-to-right runs and reads as written.
        hero: { tagline: `أكتب C++${mark} وC#${mark}`, greeting: 'C++ and Java, C++ 17, C++ → Émile, \u2066C#\u2069 مرحبا' },
        projects: { items: [{ title: `خوارزمية A*${mark} للمسار`, tech: ['C++'] }] },
      })
      const content = (translations: object, mark: string) => {
        const page = multilingual(translations)
        page.hero.cta = `Hire a developer of F#${mark}`
        return page
      }
      // Only the fields these tests write: the sample's own text may hold such words too.
      const mirrored = (findings: Finding[]) =>
        findings
          .filter((finding) => finding.message.includes('right-to-left') && /^(translations|hero)\b/.test(finding.entry))
          .map(({ level, entry, field, message }) => `${level} ${entry} › ${field}: ${message}`)
      const project = sample.projects.items[0]!
      expect(mirrored(await check(content({ ar: translation('') }, '')))).toEqual([
        'warning translations › ar › hero › tagline: shows "C++" as "++C", "C#" as "#C" in right-to-left text',
        'warning hero › cta: shows "F#" as "#F" in right-to-left text',
        `warning translations › ar › projects › items #${project.id} "${project.title}" › title: shows "A*" as "*A" in right-to-left text`,
      ])
      expect(mirrored(await check(content({ ar: translation('\u200E') }, '\u200E')))).toEqual([])
      // The same words on a left-to-right page read as written.
      expect(mirrored(await check(content({ es: translation('') }, '')))).toEqual([])
    })

    it('asks for the switcher and suggestion labels, and names a stray field, a list too long and a bad tag', async () => {
      const findings = await check(multilingual({ es: { hero: { tagine: 'x' }, about: { bio: [...sample.about.bio, 'extra'] } }, 'not a tag': {} }, {}))
      expect(summary(findings.filter((finding) => finding.level === 'error'))).toEqual([
        `error ${file} › translations › es › hero › tagine`,
        `error ${file} › translations › es › about › bio[${sample.about.bio.length + 1}]`,
        `error ${file} › translations › not a tag`,
        `error ${file} › labels › languages`,
        `error ${file} › labels › languageSuggestion`,
        `error ${file} › labels › dismissSuggestion`,
      ])
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
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'builder/build.ts', '--out-dir', join(dir, 'dist')], {
      encoding: 'utf8',
      // The module is outside the project: PORTFOLIO_MEDIA names the pictures it shows, the sample fixture's.
      env: { ...process.env, [CONTENT_VARIABLE]: join(dir, 'site.ts'), [MEDIA_VARIABLE]: media, SITE_URL: '' },
    })
    const written = existsSync(join(dir, 'dist', 'index.html'))
    rmSync(dir, { recursive: true, force: true })
    expect(build.status).not.toBe(0)
    expect(build.stderr).toContain('The site cannot be built (2 errors')
    expect(build.stderr).toContain('› owner › email: must be an email address')
    expect(build.stderr).toContain(`› ${projectEntry(2)} › demoLink: must be an absolute https:// URL`)
    expect(written).toBe(false)
    // The owner reads the findings, not where in the builder they were raised.
    expect(build.stderr).not.toMatch(/^\s+at\s/m)
    expect(build.stderr).not.toMatch(/triggerUncaughtException|Error:/)
  }, 30_000)
})
