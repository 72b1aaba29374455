// The page's <head> as the content asks for it: title, description, icon, canonical address,
// link-preview tags and the owner as schema.org data.
import { OPTIONAL_SECTIONS, escapeHtml, pageLanguages, resumePart, type Content, type PageLanguage } from '../src/build-surface.ts'
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-image.ts'
import { ownerProfiles } from './resume/profiles.ts'
import { scriptJson } from './script-json.ts'

/** The link-preview image the build draws, at the site's root. */
export const PREVIEW_IMAGE = 'og-image.png'

/**
 * An SVG as a data: URL, percent-encoding every character that is not a URL code point (the
 * space among them: a valid URL has none, URL Standard §4.3) or that the URL or the attribute
 * would read otherwise (`%`, `#`, `&`), and nothing more, so it stays readable and short.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s*\n\s*/g, ' ').trim().replace(/"/g, "'")
  return `data:image/svg+xml,${compact.replace(/[^\w!$'()*+,\-./:;=?@~]/gu, (character) => encodeURIComponent(character))}`
}

/**
 * schema.org data of the owner, for search engines; `<` escaped so it cannot close its <script>.
 * The résumé sections add what each says of the owner (src/content/sections.ts): where they
 * work now, the schools they went to, what they know.
 */
export function personJsonLd(content: Content, siteUrl: string, photo: string): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: content.owner.name,
    jobTitle: content.owner.role,
    url: siteUrl,
    image: new URL(photo, siteUrl).href,
    sameAs: ownerProfiles(content).map((profile) => profile.url),
    // A section without entries says nothing: each part describes a list it is given only when there is one.
    ...Object.assign(
      {},
      ...OPTIONAL_SECTIONS.map(({ key }) => {
        const items = (content[key]?.items ?? []) as never[]
        return items.length > 0 ? (resumePart(key).jsonLd?.(items) ?? {}) : {}
      }),
    ),
  }
  return scriptJson(person)
}

/** The address of a language's page: the site's for the default language, /<lang>/ under it for the others. */
export const languageUrl = (siteUrl: string, language: Pick<PageLanguage, 'path'>) => new URL(language.path, siteUrl).href

/**
 * Each language's page, as search engines are told about it: `hreflang` and the address, the
 * default language's page also as `x-default` (the one for any other language). Empty for a
 * page in one language.
 */
export function languageAlternates(content: Pick<Content, 'meta' | 'translations'>, siteUrl: string): { hreflang: string; href: string }[] {
  const languages = pageLanguages(content)
  if (languages.length < 2) return []
  return [...languages.map((language) => ({ hreflang: language.tag, href: languageUrl(siteUrl, language) })), { hreflang: 'x-default', href: siteUrl }]
}

/** A language tag as Open Graph writes a locale, language_TERRITORY: es → es_ES, ar → ar_EG. */
export function openGraphLocale(tag: string): string {
  const { language, region } = new Intl.Locale(tag).maximize()
  return region ? `${language}_${region}` : language
}

/** og:locale and og:locale:alternate for a page in more than one language; none for a page in one. */
const openGraphLocales = (tag: string, alternates: PageAddress['alternates']): [string, string][] =>
  alternates.length === 0
    ? []
    : [['og:locale', openGraphLocale(tag)], ...alternates.filter(({ hreflang }) => hreflang !== tag && hreflang !== 'x-default').map(({ hreflang }): [string, string] => ['og:locale:alternate', openGraphLocale(hreflang)])]

/** What a page of the site is, beyond its content: its address, its preview image and the other languages' pages. */
export interface PageAddress {
  url: string
  /** The link-preview image's address. */
  image: string
  alternates: { hreflang: string; href: string }[]
}

/**
 * The longest alt text of the preview image, in characters: X's card markup takes at most 420,
 * and the picture shows the tagline clamped to two lines anyway (builder/preview-image.ts).
 */
export const MAX_IMAGE_ALT = 420

/** Text cut to `max` characters (whole code points) at a word where one is near, ending in an ellipsis. */
export function clampText(text: string, max: number): string {
  const characters = [...text]
  if (characters.length <= max) return text
  const cut = characters.slice(0, max - 1).join('')
  const space = cut.lastIndexOf(' ')
  return `${(space > cut.length * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * The <head> the content asks for: title, description, the icon (public/favicon.svg) inline so
 * the first paint waits for no request at all, the canonical address, the other languages'
 * pages, Open Graph and Twitter card tags with the generated preview image, and JSON-LD. The
 * inline head script follows it (builder/plugins/head-plugin.ts).
 */
export function headTags(content: Content, faviconSvg: string, page: PageAddress, photo: string): string {
  const { title, description } = content.meta
  const { url: siteUrl, image } = page
  const imageAlt = clampText(`${content.owner.name}, ${content.owner.role}: ${content.hero.tagline}`, MAX_IMAGE_ALT)
  const property = (name: string, content: string | number) => `<meta property="${name}" content="${escapeHtml(String(content))}" />`
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`
  return [
    `<title>${escapeHtml(title)}</title>`,
    named('description', description),
    `<link rel="canonical" href="${escapeHtml(siteUrl)}" />`,
    ...page.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`),
    `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml" />`,
    property('og:type', 'website'),
    property('og:site_name', content.owner.name),
    property('og:title', title),
    property('og:description', description),
    property('og:url', siteUrl),
    ...openGraphLocales(content.meta.lang, page.alternates).map(([name, locale]) => property(name, locale)),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', PREVIEW_WIDTH),
    property('og:image:height', PREVIEW_HEIGHT),
    property('og:image:alt', imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
    named('twitter:image:alt', imageAlt),
    `<script type="application/ld+json">${personJsonLd(content, siteUrl, photo)}</script>`,
  ].join('\n    ')
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', siteUrl).href}\n`
}

/**
 * sitemap.xml: each language's page, each with every language's page as an alternate (as search
 * engines read a multilingual sitemap, the xhtml:link elements).
 */
export function sitemapXml(siteUrl: string, alternates: { hreflang: string; href: string }[] = []): string {
  const pages = alternates.length > 0 ? alternates.filter((alternate) => alternate.hreflang !== 'x-default').map((alternate) => alternate.href) : [siteUrl]
  const links = alternates.map(({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`).join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates.length > 0 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`,
    ...pages.map((page) => `  <url><loc>${escapeHtml(page)}</loc>${links}${links ? '\n  ' : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n')
}

/** The address as a person reads it: host and path, without the scheme or a trailing slash. */
export const displayAddress = (siteUrl: string) => siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')
