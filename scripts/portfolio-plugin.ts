import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import { PORTFOLIO_THEME } from '../src/app/theme-config'
import { site } from '../src/content/site'
import { assertValidContent } from '../src/content/validate'
import { deferEntryScript } from '../src/lib/boot'
import { themeInitScript } from '../src/lib/theme'
import { createOutboxHandler, outboxPath } from './outbox.mjs'
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, renderPreviewImage } from './preview-image'

export const EMAILJS_KEYS = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'] as const
/** Overrides the content's meta.url, e.g. in a deploy workflow that knows its Pages address. */
export const SITE_URL_VARIABLE = 'SITE_URL'
/** The address of builds that are not deployed (`npm start`, `npm run dev`) when none is set. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:4173/'
/** The link-preview image the build draws, at the site's root. */
export const PREVIEW_IMAGE = 'og-image.png'
/** The build mode of `npm start`: without keys, the contact form uses the local outbox. */
export const OUTBOX_MODE = 'outbox'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** An SVG as a data: URL (percent-encoding only what a URL in an attribute needs). */
export function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s*\n\s*/g, ' ').trim().replace(/"/g, "'")
  return `data:image/svg+xml,${compact.replace(/[%#<>&]/g, (character) => encodeURIComponent(character))}`
}

/**
 * The site's public address, with a trailing slash: SITE_URL if set, else the content's meta.url.
 * A build for deployment (production mode) needs an absolute https:// one, for the canonical
 * link, link previews, sitemap and structured data; other builds fall back to a local address.
 */
export function resolveSiteUrl(contentUrl: string | undefined, env: Record<string, string | undefined>, deploying: boolean): string {
  const fromEnv = env[SITE_URL_VARIABLE]?.trim()
  const given = fromEnv || contentUrl?.trim()
  const url = given && URL.canParse(given) ? new URL(given) : undefined
  if (deploying && url?.protocol !== 'https:') {
    const source = fromEnv ? SITE_URL_VARIABLE : 'src/content/site.ts: meta.url'
    throw new Error(
      `${source} ${given ? `is "${given}", which` : 'is missing and'} must be the absolute https:// address the site is deployed at ` +
        `(e.g. https://janedoe.dev/ or https://user.github.io/repo/): set meta.url in src/content/site.ts or the ${SITE_URL_VARIABLE} variable.`,
    )
  }
  const address = url?.href ?? LOCAL_SITE_URL
  return address.endsWith('/') ? address : `${address}/`
}

/** schema.org data of the owner, for search engines; `<` escaped so it cannot close its <script>. */
export function personJsonLd(siteUrl: string): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.owner.name,
    jobTitle: site.owner.role,
    url: siteUrl,
    image: new URL(site.about.photo.src.slice(1), siteUrl).href,
    sameAs: [site.social.github.url, site.social.linkedin.url],
  }
  return JSON.stringify(person).replace(/</g, '\\u003c')
}

/**
 * The <head> the content asks for: title, description, the no-flash theme script, the icon
 * (public/favicon.svg) inline so the first paint waits for no request at all, the canonical
 * address, Open Graph and Twitter card tags with the generated preview image, and JSON-LD.
 */
export function headTags(faviconSvg: string, siteUrl: string): string {
  const { title, description } = site.meta
  const image = new URL(PREVIEW_IMAGE, siteUrl).href
  const imageAlt = `${site.owner.name}, ${site.owner.role}: ${site.hero.tagline}`
  const property = (name: string, content: string | number) => `<meta property="${name}" content="${escapeHtml(String(content))}" />`
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`
  return [
    `<title>${escapeHtml(title)}</title>`,
    named('description', description),
    `<link rel="canonical" href="${escapeHtml(siteUrl)}" />`,
    `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml" />`,
    property('og:type', 'website'),
    property('og:site_name', site.owner.name),
    property('og:title', title),
    property('og:description', description),
    property('og:url', siteUrl),
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
    `<script type="application/ld+json">${personJsonLd(siteUrl)}</script>`,
    `<script>${themeInitScript(PORTFOLIO_THEME.storageKey, PORTFOLIO_THEME.defaultTheme)}</script>`,
  ].join('\n    ')
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', siteUrl).href}\n`
}

/** sitemap.xml: the one page. */
export function sitemapXml(siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeHtml(siteUrl)}</loc></url>`,
    '</urlset>',
    '',
  ].join('\n')
}

/** The address as a person reads it: host and path, without the scheme or a trailing slash. */
export const displayAddress = (siteUrl: string) => siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')

export function missingEmailKeys(env: Record<string, string | undefined>): string[] {
  return EMAILJS_KEYS.filter((key) => !env[key]?.trim())
}

/**
 * - Validates src/content/site.ts when a build or the dev server starts (a bad entry stops it,
 *   naming the entry and field) and fills the page's <head> from the content.
 * - Without EmailJS keys, points the contact form at the local outbox in `npm run dev` and
 *   `npm start` (and serves it in dev), and warns in a production build.
 */
export function portfolio(): Plugin {
  let publicDir = 'public'
  let root = process.cwd()
  let missingKeys: string[] = []
  let localOutbox = false
  let ssrBuild = false
  let siteUrl = LOCAL_SITE_URL
  let warn: (message: string) => void = console.warn

  return {
    name: 'portfolio',
    config(config, { command, mode }) {
      const env = { ...loadEnv(mode, config.envDir ?? config.root ?? process.cwd(), ['VITE_', SITE_URL_VARIABLE]), ...process.env }
      missingKeys = missingEmailKeys(env)
      siteUrl = resolveSiteUrl(site.meta.url, env, command === 'build' && mode === 'production')
      localOutbox = missingKeys.length > 0 && (command === 'serve' || mode === OUTBOX_MODE)
      // Read by src/lib/email-config.ts; cleared again once keys exist (a dev-server restart).
      if (localOutbox) process.env.VITE_EMAILJS_LOCAL_OUTBOX = 'true'
      else delete process.env.VITE_EMAILJS_LOCAL_OUTBOX
      // The site lives at its address's path: https://user.github.io/repo/ is built for /repo/.
      return config.base === undefined ? { base: new URL(siteUrl).pathname } : {}
    },
    configResolved(config) {
      publicDir = config.publicDir
      root = config.root
      ssrBuild = Boolean(config.build.ssr)
      warn = (message) => config.logger.warn(message)
    },
    buildStart() {
      assertValidContent(site, { assetExists: (path) => existsSync(join(publicDir, path)) })
      if (missingKeys.length > 0 && !localOutbox && !ssrBuild) {
        warn(
          `\nEmailJS is not configured: ${missingKeys.join(', ')} ${missingKeys.length === 1 ? 'is' : 'are'} missing.\n` +
            'The contact form will show its failure notice, with a mailto: link to you, until they are set (see .env.example).\n',
        )
      }
    },
    /** The files search engines and link previews read, next to index.html. */
    async generateBundle() {
      if (ssrBuild) return
      const preview = { name: site.owner.name, role: site.owner.role, tagline: site.hero.tagline, site: displayAddress(siteUrl) }
      this.emitFile({ type: 'asset', fileName: PREVIEW_IMAGE, source: await renderPreviewImage(preview) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) })
    },
    configureServer(server) {
      if (!localOutbox) return
      const file = outboxPath(root)
      server.middlewares.use(createOutboxHandler(file))
      server.config.logger.info(`Contact messages go to the local outbox: ${file}`)
    },
    transformIndexHtml: {
      // After Vite has put the built entry's URL in, so it can be deferred (production builds).
      order: 'post',
      handler(html, { bundle }) {
        const head = headTags(readFileSync(join(publicDir, 'favicon.svg'), 'utf8'), siteUrl)
        const page = html.replace('<html lang="en">', `<html lang="${escapeHtml(site.meta.lang)}">`).replace('<!--portfolio-head-->', head)
        return bundle ? deferEntryScript(page) : page
      },
    },
  }
}
