// Search and link previews of a built site (DIST_DIR; the tests' sample build unless set, see tests/dist/vitest.config.ts): run by
// `npm run test:dist` after the build. Everything a crawler or a link preview reads is in the
// prerendered files, with absolute addresses under the site's canonical one.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { builtDocument } from './built-site.ts'

const dir = resolve(process.env.DIST_DIR ?? 'dist')
const document = builtDocument(readFileSync(join(dir, 'index.html'), 'utf8'))
const canonical = document.querySelector('link[rel=canonical]')?.getAttribute('href') ?? ''
const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? ''

test('the page names its canonical https address and describes itself for link previews', () => {
  expect(canonical).toMatch(/^https:\/\/[^/]+\/(.+\/)?$/)
  expect(document.title).not.toBe('')
  expect(content('meta[name=description]')).not.toBe('')
  expect(content('meta[property="og:url"]')).toBe(canonical)
  expect(content('meta[property="og:title"]')).toBe(document.title)
  expect(content('meta[name="twitter:card"]')).toBe('summary_large_image')
  expect(content('meta[property="og:image"]')).toBe(new URL('og-image.png', canonical).href)
  expect(content('meta[name="twitter:image"]')).toBe(content('meta[property="og:image"]'))
})

test('the preview image it names is built, 1200×630', async () => {
  const file = join(dir, 'og-image.png')
  expect(existsSync(file)).toBe(true)
  const { width, height, format } = await sharp(file).metadata()
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' })
})

test('the JSON-LD Person carries the name, job title, address and profiles', () => {
  const person = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
  expect(person).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', url: canonical })
  expect(person.name).toBe(content('meta[property="og:site_name"]'))
  expect(person.jobTitle).toEqual(expect.any(String))
  expect(person.sameAs).toEqual([expect.stringMatching(/^https:\/\/github\.com\//), expect.stringMatching(/^https:\/\/www\.linkedin\.com\//)])
})

test('robots.txt points at sitemap.xml, which lists the canonical address', () => {
  expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${new URL('sitemap.xml', canonical).href}`)
  expect(readFileSync(join(dir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${canonical}</loc>`)
})
