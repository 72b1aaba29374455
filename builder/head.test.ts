// @vitest-environment node
import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import type { ResolvedConfig, UserConfig } from 'vite'
import { site as complete } from '../src/test/fixtures/complete.ts'
import { site as sample } from '../src/test/fixtures/sample.ts'
import { CONTENT_VARIABLE } from './content.ts'
import type { Plugin } from 'vite'
import { OUTBOX_MODE, localOutbox } from '../tools/outbox/outbox-plugin.ts'
import { heroDotRules, localize } from '../src/build-surface.ts'
import { MAX_IMAGE_ALT, clampText, headTags, languageAlternates, openGraphLocale, personJsonLd, robotsTxt, sitemapXml, svgDataUrl } from './head.ts'
import { portfolio } from './plugins/portfolio.ts'
import { missingContactSettings } from './contact-settings.ts'
import { EMAILJS_KEYS, LOCAL_SITE_URL, resolveSiteUrl } from './site-address.ts'

type Hook = (...args: unknown[]) => unknown
/** Runs a hook of every plugin that has it, in order, as Vite does. */
async function call(plugins: Plugin[], hook: keyof Plugin, ...args: unknown[]) {
  for (const plugin of plugins) {
    const entry = plugin[hook] as Hook | { handler: Hook } | undefined
    if (entry) await (typeof entry === 'function' ? entry : entry.handler)(...args)
  }
}

/** Runs the plugin's hooks as a Vite build of the sample fixture would, and returns what it warned. */
async function runBuild(command: 'build' | 'serve', mode: string, ssr = false) {
  // The plugin reads the module PORTFOLIO_CONTENT names: the sample fixture, never the owner's content.
  vi.stubEnv(CONTENT_VARIABLE, 'src/test/fixtures/sample.ts')
  const plugin = [...portfolio(), localOutbox()]
  const warnings: string[] = []
  await call(plugin, 'config', { root: process.cwd(), envDir: '/nonexistent' } satisfies UserConfig, { command, mode })
  const resolved = { publicDir: `${process.cwd()}/public`, root: process.cwd(), build: { ssr }, logger: { warn: (m: string) => warnings.push(m) } }
  await call(plugin, 'configResolved', resolved as unknown as ResolvedConfig)
  await call(plugin, 'buildStart')
  return { plugin, warnings }
}
const emailWarning = (warnings: string[]) => warnings.join('\n').split('\n').filter((line) => line.includes('EmailJS'))

describe('the portfolio build plugin', () => {
  beforeEach(() => {
    for (const key of [...EMAILJS_KEYS, 'VITE_CONTACT_LOCAL_OUTBOX']) vi.stubEnv(key, '')
  })
  afterEach(() => vi.unstubAllEnvs())

  it('names the missing EmailJS variables', () => {
    expect(missingContactSettings({ VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: ' ' })).toEqual([
      'VITE_EMAILJS_SERVICE_ID',
      'VITE_EMAILJS_TEMPLATE_ID',
    ])
  })

  it('warns in a production build without keys, naming each, and leaves the outbox off', async () => {
    const { warnings } = await runBuild('build', 'production')
    expect(warnings).toHaveLength(1)
    expect(emailWarning(warnings)).toHaveLength(1)
    for (const key of EMAILJS_KEYS) expect(emailWarning(warnings)[0]).toContain(key)
    expect(process.env.VITE_CONTACT_LOCAL_OUTBOX).toBeUndefined()
  })

  it('warns once, not again for the server-rendering pass', async () => {
    expect((await runBuild('build', 'production', true)).warnings).toEqual([])
  })

  it('points the npm start build and the dev server at the local outbox instead', async () => {
    expect((await runBuild('build', OUTBOX_MODE)).warnings).toEqual([])
    expect(process.env.VITE_CONTACT_LOCAL_OUTBOX).toBe('true')

    vi.stubEnv('VITE_CONTACT_LOCAL_OUTBOX', '')
    const { plugin } = await runBuild('serve', 'development')
    expect(process.env.VITE_CONTACT_LOCAL_OUTBOX).toBe('true')
    const use = vi.fn()
    await call(plugin, 'configureServer', { middlewares: { use }, config: { logger: { info: () => {} } } })
    expect(use).toHaveBeenCalledWith(expect.any(Function))
  })

  for (const provider of ['formspree', 'web3forms', 'netlify', 'endpoint']) {
    it(`points the npm start build of a ${provider} page without its settings at the local outbox`, async () => {
      vi.stubEnv('VITE_CONTACT_PROVIDER', provider)
      await runBuild('build', OUTBOX_MODE)
      expect(process.env.VITE_CONTACT_LOCAL_OUTBOX).toBe('true')
    })
  }

  it('puts the rules of the hero\'s dots in <head>, where the standard allows a <style>', async () => {
    const { plugin } = await runBuild('build', OUTBOX_MODE)
    const transform = plugin.find((one) => one.name === 'portfolio:head')?.transformIndexHtml as { handler: Hook }
    const page = String(await transform.handler(readFileSync('index.html', 'utf8'), {}))
    const head = page.slice(0, page.indexOf('</head>'))
    expect(heroDotRules()).toContain('.floating-dots>:nth-child(20){')
    expect(head).toContain(`<style>${heroDotRules()}</style>`)
  })

  it('uses EmailJS, with no warning, once the keys are set', async () => {
    for (const key of EMAILJS_KEYS) vi.stubEnv(key, 'set')
    const { plugin, warnings } = await runBuild('build', OUTBOX_MODE)
    expect(warnings).toEqual([])
    expect(process.env.VITE_CONTACT_LOCAL_OUTBOX).toBeUndefined()
    const use = vi.fn()
    await call(plugin, 'configureServer', { middlewares: { use }, config: { logger: { info: () => {} } } })
    expect(use).not.toHaveBeenCalled()
  })
})

describe('the site address', () => {
  it('comes from the content, or SITE_URL when set, always with a trailing slash', () => {
    expect(resolveSiteUrl('https://ada.dev', {}, true)).toBe('https://ada.dev/')
    expect(resolveSiteUrl('https://ada.dev/', { SITE_URL: 'https://ada.github.io/portfolio' }, true)).toBe('https://ada.github.io/portfolio/')
  })

  it('stops a build for deployment when it is missing, naming the field', () => {
    expect(() => resolveSiteUrl(undefined, {}, true)).toThrow(/src\/content\/site\.ts: meta\.url is missing and must be the absolute https:\/\//)
    expect(() => resolveSiteUrl(' ', { SITE_URL: '' }, true)).toThrow(/meta\.url is missing/)
  })

  it('stops it when it is not absolute https, naming where it came from', () => {
    expect(() => resolveSiteUrl('http://ada.dev/', {}, true)).toThrow(/meta\.url is "http:\/\/ada\.dev\/", which must be/)
    expect(() => resolveSiteUrl('https://ada.dev/', { SITE_URL: 'ada.dev' }, true)).toThrow(/^SITE_URL is "ada\.dev", which must be/)
  })

  it('falls back to a local address in builds that are not deployed', () => {
    expect(resolveSiteUrl(undefined, {}, false)).toBe(LOCAL_SITE_URL)
    expect(resolveSiteUrl('http://localhost:5173', {}, false)).toBe('http://localhost:5173/')
  })

  it('fails the plugin\'s production build without one, and not the npm start build', async () => {
    vi.stubEnv('SITE_URL', 'ftp://ada.dev/')
    await expect(runBuild('build', 'production')).rejects.toThrow(/SITE_URL: is "ftp:\/\/ada\.dev\/", which must be/)
    await expect(runBuild('build', OUTBOX_MODE)).resolves.toBeDefined()
    vi.unstubAllEnvs()
  })
})

const { DOMParser } = new JSDOM('').window

describe('search and link previews', () => {
  const url = 'https://ada.github.io/portfolio/'
  const head = new DOMParser().parseFromString(`<head>${headTags(sample, '<svg/>', { url, image: `${url}og-image.png`, alternates: [] }, 'assets/media/profile-640-0123abcd.webp')}</head>`, 'text/html')
  const meta = (selector: string) => head.querySelector(selector)?.getAttribute('content')

  it('name the canonical address and describe the page for Open Graph and Twitter cards', () => {
    expect(head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(url)
    expect(meta('meta[property="og:url"]')).toBe(url)
    expect(meta('meta[property="og:title"]')).toBe(sample.meta.title)
    expect(meta('meta[property="og:description"]')).toBe(sample.meta.description)
    expect(meta('meta[property="og:image"]')).toBe(`${url}og-image.png`)
    expect([meta('meta[property="og:image:width"]'), meta('meta[property="og:image:height"]')]).toEqual(['1200', '630'])
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(meta('meta[name="twitter:image"]')).toBe(`${url}og-image.png`)
    expect(meta('meta[name="twitter:image:alt"]')).toContain(sample.owner.name)
  })

  it('keep the preview image’s alt text within what card readers take, however long the tagline', () => {
    const tagline = Array.from({ length: 4000 }, (_, index) => `word${index}`).join(' ')
    const long = new DOMParser().parseFromString(`<head>${headTags({ ...sample, hero: { ...sample.hero, tagline } }, '<svg/>', { url, image: `${url}og-image.png`, alternates: [] }, '')}</head>`, 'text/html')
    for (const selector of ['meta[property="og:image:alt"]', 'meta[name="twitter:image:alt"]']) {
      const alt = long.querySelector(selector)?.getAttribute('content') ?? ''
      expect([...alt].length).toBeLessThanOrEqual(MAX_IMAGE_ALT)
      expect(alt).toMatch(new RegExp(`^${sample.owner.name}.*word\\d+…$`))
    }
    expect(clampText('short', MAX_IMAGE_ALT)).toBe('short')
  })

  it('describe the owner as a schema.org Person', () => {
    const data = JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: sample.owner.name,
      jobTitle: sample.owner.role,
      url,
      image: `${url}assets/media/profile-640-0123abcd.webp`,
      sameAs: [sample.social.github.url, sample.social.linkedin.url],
    })
  })

  it('say in schema.org terms what the résumé sections tell of the owner: awards, credentials, languages, writings', () => {
    const person = JSON.parse(personJsonLd(complete, url, 'photo.webp'))
    expect(person.award).toEqual(complete.awards.items.map((award) => award.title))
    expect(person.hasCredential).toEqual(
      complete.certificates.items.map((certificate) => ({
        '@type': 'EducationalOccupationalCredential',
        name: certificate.name,
        credentialCategory: 'certificate',
        recognizedBy: { '@type': 'Organization', name: certificate.issuer },
        ...('url' in certificate && { url: certificate.url }),
        ...('date' in certificate && { dateCreated: certificate.date }),
      })),
    )
    expect(person.knowsLanguage).toEqual(complete.languages.items.map((spoken) => ({ '@type': 'Language', name: spoken.language })))
    // What the owner wrote names them as its author (schema.org has no property of a Person for it).
    expect(person['@reverse'].author.map((work: { name: string; datePublished?: string }) => [work.name, work.datePublished])).toEqual(complete.publications.items.map((publication) => [publication.name, publication.releaseDate]))
    // A section the content leaves out says nothing.
    const none = JSON.parse(personJsonLd(sample, url, 'photo.webp'))
    for (const property of ['award', 'hasCredential', 'knowsLanguage', '@reverse']) expect(none).not.toHaveProperty(property)
  })

  it('keep a "<" in the content from closing the JSON-LD script', () => {
    expect(personJsonLd(sample, 'https://ada.dev/</script><script>alert(1)//', 'photo.webp')).not.toContain('</script>')
  })

  it('point crawlers at the sitemap, which lists the page', () => {
    expect(robotsTxt(url)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${url}sitemap.xml\n`)
    const sitemap = new DOMParser().parseFromString(sitemapXml(url), 'application/xml')
    expect([...sitemap.querySelectorAll('url > loc')].map((loc) => loc.textContent)).toEqual([url])
    expect(head.querySelectorAll('link[rel=alternate]')).toHaveLength(0)
    expect(head.querySelector('meta[property="og:locale"]')).toBeNull()
  })
})

describe('the icon', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="g"><stop offset="0" stop-color="#4f46e5"/></linearGradient></defs>
<rect width="64" height="64" fill="url(#g)"/><text x="1">100% & é</text>
</svg>`

  it('is a data: URL with only URL code points (no space), which reads back as the SVG', () => {
    const url = svgDataUrl(svg)
    // The URL Standard's URL code points, with the percent sign only as the start of an escape.
    expect(url).toMatch(/^data:image\/svg\+xml,(?:[\w!$&'()*+,\-./:;=?@~]|%[0-9A-F]{2})+$/)
    expect(url).not.toMatch(/[#&]/)
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg.replace(/\s*\n\s*/g, ' ').replace(/"/g, "'"))
  })
})

describe('a page in several languages', () => {
  const url = 'https://ada.github.io/portfolio/'
  const content = { ...sample, translations: { es: { hero: { tagline: 'tagline-es' } }, ar: {} } }
  const alternates = languageAlternates(content, url)
  const spanish = localize(content, 'es')
  const page = { url: `${url}es/`, image: `${url}es/og-image.png`, alternates }
  const head = new DOMParser().parseFromString(`<head>${headTags(spanish, '<svg/>', page, 'photo.webp')}</head>`, 'text/html')
  const meta = (selector: string) => [...head.querySelectorAll(selector)].map((element) => element.getAttribute('content'))

  it("names every language's page, and the default's as x-default, under the site's path", () => {
    expect(alternates).toEqual([
      { hreflang: sample.meta.lang, href: url },
      { hreflang: 'es', href: `${url}es/` },
      { hreflang: 'ar', href: `${url}ar/` },
      { hreflang: 'x-default', href: url },
    ])
    expect([...head.querySelectorAll('link[rel=alternate]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual(alternates.map(({ hreflang, href }) => [hreflang, href]))
  })

  it("gives the language's page its own address, text, preview image and locale", () => {
    expect(head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(`${url}es/`)
    expect(meta('meta[property="og:url"]')).toEqual([`${url}es/`])
    expect(meta('meta[property="og:image"]')).toEqual([`${url}es/og-image.png`])
    expect(meta('meta[property="og:image:alt"]')[0]).toContain('tagline-es')
    expect(meta('meta[property="og:locale"]')).toEqual(['es_ES'])
    expect(meta('meta[property="og:locale:alternate"]')).toEqual([openGraphLocale(sample.meta.lang), 'ar_EG'])
    expect(JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}').url).toBe(`${url}es/`)
  })

  it('lists each language in the sitemap, each with all the alternates', () => {
    const sitemap = new DOMParser().parseFromString(sitemapXml(url, alternates), 'application/xml')
    expect([...sitemap.querySelectorAll('url > loc')].map((loc) => loc.textContent)).toEqual([url, `${url}es/`, `${url}ar/`])
    for (const entry of sitemap.querySelectorAll('url')) {
      const links = [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')]
      expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual(alternates.map(({ hreflang, href }) => [hreflang, href]))
    }
  })
})
