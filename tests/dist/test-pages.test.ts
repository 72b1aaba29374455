// The markup of the tests' own builds beside the sample (playwright.config.ts builds them for the
// journeys): what a crawler, a link preview or a résumé tool reads in the served files, checked in
// the files themselves, no browser needed. The journeys check what a visitor does with the same pages.
// Checked only beside the tests' sample build (tests/dist/vitest.config.ts), where every one is built.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FAKE_REPORTS_ORIGIN, multilingualUrl } from '../../playwright.config.ts'
import { OPTIONAL_SECTIONS, embedOrigins, liveReportOrigins, localize, pageLanguages, pdfWritesIn } from '../../src/build-surface.ts'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as multilingual } from '../../src/test/fixtures/multilingual.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { normalise, readBack } from '../../src/test/pdf.ts'
import { builtDocument, readBuiltSite, testBuild } from './built-site.ts'

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8')
/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const isPng = (file: string) => existsSync(file) && readFileSync(file).subarray(0, 8).equals(PNG_SIGNATURE)

const multilingualBuild = testBuild('multilingual')
const LANGUAGES = pageLanguages(multilingual)
const [, SPANISH, ARABIC] = LANGUAGES as [(typeof LANGUAGES)[number], (typeof LANGUAGES)[number], (typeof LANGUAGES)[number]]
/** The site's public address the build was given (playwright.config.ts, from E2E_PORT): the served one. */
const SITE = multilingualUrl()

describe('the page in several languages (src/test/fixtures/multilingual.ts, built for /repo/)', () => {
  const dir = multilingualBuild

  for (const language of LANGUAGES) {
    test(`${language.tag}: the page at /repo/${language.path} is in ${language.tag}, ${language.dir}, and names every language's page`, () => {
      const content = localize(multilingual, language.tag)
      const document = builtDocument(read(dir, `${language.path}index.html`))
      expect(document.documentElement.lang).toBe(language.tag)
      expect(document.documentElement.dir).toBe(language.dir)
      expect(document.title).toBe(content.meta.title)
      expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe(content.meta.description)
      expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(multilingualUrl(language.path))
      const alternates = [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])
      expect(alternates).toEqual([...LANGUAGES.map((other) => [other.tag, multilingualUrl(other.path)]), ['x-default', SITE]])
      const person = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
      expect(person).toMatchObject({ '@type': 'Person', name: content.owner.name, jobTitle: content.owner.role, url: multilingualUrl(language.path) })
      // Prerendered in its language: the hero and the contact form's labels, without any script.
      expect(document.querySelector('#home h1')?.textContent).toBe(content.hero.tagline)
      expect(document.querySelector('#contact form')?.textContent).toContain(content.labels.sendMessage)
    })
  }

  test("each page links its own language's résumé files; one whose script the PDF cannot lay out, the default language's PDF", async () => {
    const site = new URL(SITE).pathname
    expect(LANGUAGES.map((language) => pdfWritesIn(language.tag))).toEqual([true, true, false])
    for (const language of LANGUAGES) {
      const content = localize(multilingual, language.tag)
      const document = builtDocument(read(dir, `${language.path}index.html`))
      const href = (name: string) => document.querySelector(`a[href$="${name}"]`)?.getAttribute('href')
      const pdf = pdfWritesIn(language.tag) ? `${language.path}resume.pdf` : 'resume.pdf'
      expect([href('resume.pdf'), href('contact.vcf')], language.tag).toEqual([`${site}${pdf}`, `${site}${language.path}contact.vcf`])
      expect(existsSync(join(dir, language.path, 'resume.pdf')), language.tag).toBe(pdfWritesIn(language.tag))
      // The PDF in the page's language: declared, and its role in its words.
      const pages = await readBack(readFileSync(join(dir, pdf)))
      expect(pages.language).toBe(pdfWritesIn(language.tag) ? language.tag : multilingual.meta.lang)
      if (pdfWritesIn(language.tag)) expect(normalise(pages[0]?.text ?? '')).toContain(content.owner.role)
      // The JSON Resume and the contact card are in every language, and point at that language's page.
      const json = JSON.parse(read(dir, `${language.path}resume.json`)) as { basics: { label: string; url: string }; meta: { canonical: string } }
      expect(json.basics).toMatchObject({ label: content.owner.role, url: multilingualUrl(language.path) })
      expect(json.meta.canonical).toBe(`${multilingualUrl(language.path)}resume.json`)
      const card = read(dir, `${language.path}contact.vcf`).replace(/\r\n /g, '')
      expect(card).toContain(`\r\nTITLE:${content.owner.role}\r\n`)
      expect(card).toContain(`\r\nURL:${multilingualUrl(language.path)}\r\n`)
    }
  })

  test('the sitemap lists every language with its alternates, and each page has a preview image its font can draw', () => {
    const sitemap = read(dir, 'sitemap.xml')
    for (const language of LANGUAGES) expect(sitemap).toContain(`<url><loc>${multilingualUrl(language.path)}</loc>`)
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(LANGUAGES.length)
    const spanishImage = read(dir, `${SPANISH.path}index.html`).match(/<meta property="og:image" content="([^"]+)"/)?.[1]
    expect(spanishImage).toBe(`${multilingualUrl(SPANISH.path)}og-image.png`)
    // The file it names is there, a PNG (the servers send it as image/png by its name).
    expect(isPng(join(dir, new URL(spanishImage!).pathname.slice(new URL(SITE).pathname.length)))).toBe(true)
    // The preview draws Arabic (builder/preview-fonts.ts): the Arabic page has a picture of its own.
    expect(read(dir, `${ARABIC.path}index.html`)).toContain(`<meta property="og:image" content="${SITE}${ARABIC.path}og-image.png" />`)
    expect(isPng(join(dir, ARABIC.path, 'og-image.png'))).toBe(true)
  })
})

const sampleBuild = testBuild('sample')
const completeBuild = testBuild('complete')

describe('the sample page (src/test/fixtures/sample.ts), which lists no résumé', () => {
  test('has no résumé section, availability line or download, nor links to them', () => {
    const html = read(sampleBuild, 'index.html')
    for (const { id } of OPTIONAL_SECTIONS) {
      expect(html).not.toContain(`id="${id}"`)
      expect(html).not.toContain(`href="#${id}"`)
    }
    expect(html).not.toContain('data-availability')
    expect(html).not.toMatch(/<a [^>]*download/)
    expect(existsSync(join(sampleBuild, 'resume.pdf'))).toBe(false)
    expect(existsSync(join(sampleBuild, 'contact.vcf'))).toBe(false)
    // The page itself is there, with its hero.
    expect(builtDocument(html).querySelector('#home h1')?.textContent).toBe(sample.hero.tagline)
  })
})

describe('the page with every optional block (src/test/fixtures/complete.ts)', () => {
  test('names its owner for machines: JSON-LD with work, schools and skills, an h-card, rel=me profiles', () => {
    const document = builtDocument(read(completeBuild, 'index.html'))
    const person = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, { name: string }[] | string[]>
    const current = complete.work.items.filter((role) => !('endDate' in role))
    expect((person.worksFor as { name: string }[]).map((organization) => organization.name)).toEqual(current.map((role) => role.name))
    expect((person.alumniOf as { name: string }[]).map((school) => school.name)).toEqual(complete.education.items.map((school) => school.institution))
    expect(person.knowsAbout).toEqual(expect.arrayContaining(complete.skills.items.flatMap((group) => [group.name, ...(group.keywords ?? [])])))
    expect([...document.querySelectorAll('.h-card .p-name')].map((name) => name.textContent?.replace(/\s+/g, ' ').trim())).toEqual([complete.owner.name])
    const me = [...document.querySelectorAll('a[rel~="me"]')].map((link) => link.getAttribute('href'))
    expect(me).toEqual(expect.arrayContaining([complete.social.github.url, complete.social.linkedin.url]))
  })
})

describe("the policy follows the dashboards' live reports", () => {
  test("the complete page may frame its reports' origin and nothing else (the tests' fake service, in its test build), in every header set and its <meta>; the sample page frames nothing", () => {
    /** The frame-src of each place the build writes the policy: the <meta>, each _headers rule, vercel.json and nginx.conf. */
    const frameSources = (dir: string) => {
      const { rules } = readBuiltSite(dir)
      const meta = builtDocument(read(dir, 'index.html')).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? ''
      const written = [meta, ...rules.map((rule) => rule.headers['Content-Security-Policy']).filter(Boolean), read(dir, 'vercel.json'), read(dir, 'nginx.conf')]
      return written.map((text = '') => text.match(/frame-src[^;"]*/)?.[0])
    }
    expect(embedOrigins(complete.dashboards.items)).toHaveLength(3)
    const origins = liveReportOrigins(complete.dashboards.items, { VITE_EMBED_ORIGIN: FAKE_REPORTS_ORIGIN })
    expect(origins).toEqual([FAKE_REPORTS_ORIGIN])
    const expected = `frame-src ${origins.join(' ')}`
    const framed = frameSources(completeBuild)
    expect(framed.length).toBeGreaterThan(3)
    for (const frameSrc of framed) expect(frameSrc).toBe(expected)
    for (const frameSrc of frameSources(testBuild('sample'))) expect(frameSrc).toBeUndefined()
  })
})
