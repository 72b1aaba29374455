import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import { PORTFOLIO_THEME } from '../src/app/theme-config'
import type { Content } from '../src/content/schema'
import { deferEntryScript } from '../src/lib/boot'
import { themeInitScript } from '../src/lib/theme'
import { checkSite, formatFindings, oversizedPictures, summarise } from './site-check'
import { contentFile, loadContent, mediaDir } from './content'
import { responsiveImage } from './media'
import { buildImages } from './media-plugin'
import { createOutboxHandler, outboxPath } from './outbox.mjs'
import { LOCAL_SITE_URL, SITE_URL_VARIABLE, missingEmailKeys, resolveSiteUrl } from './site-address'
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, renderPreviewImage } from './preview-image'

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

/** schema.org data of the owner, for search engines; `<` escaped so it cannot close its <script>. */
export function personJsonLd(content: Content, siteUrl: string, photo: string): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: content.owner.name,
    jobTitle: content.owner.role,
    url: siteUrl,
    image: new URL(photo, siteUrl).href,
    sameAs: [content.social.github.url, content.social.linkedin.url],
  }
  return JSON.stringify(person).replace(/</g, '\\u003c')
}

/**
 * The <head> the content asks for: title, description, the no-flash theme script, the icon
 * (public/favicon.svg) inline so the first paint waits for no request at all, the canonical
 * address, Open Graph and Twitter card tags with the generated preview image, and JSON-LD.
 */
export function headTags(content: Content, faviconSvg: string, siteUrl: string, photo: string): string {
  const { title, description } = content.meta
  const image = new URL(PREVIEW_IMAGE, siteUrl).href
  const imageAlt = `${content.owner.name}, ${content.owner.role}: ${content.hero.tagline}`
  const property = (name: string, content: string | number) => `<meta property="${name}" content="${escapeHtml(String(content))}" />`
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`
  return [
    `<title>${escapeHtml(title)}</title>`,
    named('description', description),
    `<link rel="canonical" href="${escapeHtml(siteUrl)}" />`,
    `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml" />`,
    property('og:type', 'website'),
    property('og:site_name', content.owner.name),
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
    `<script type="application/ld+json">${personJsonLd(content, siteUrl, photo)}</script>`,
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

/**
 * - Checks the content and the environment when a build or the dev server starts (scripts/site-check.ts):
 *   errors stop it, each naming the file, entry and field; warnings are printed.
 * - Fills the page's <head> from the content, and writes the files search engines and link
 *   previews read.
 * - Without EmailJS keys, points the contact form at the local outbox in `npm run dev` and
 *   `npm start` (and serves it in dev).
 */
export function portfolio(): Plugin {
  let publicDir = 'public'
  let root = process.cwd()
  let env: Record<string, string | undefined> = {}
  /** The folder of the content's pictures (scripts/content.ts). */
  let pictures = ''
  let content: Content
  let deploying = false
  let localOutbox = false
  let ssrBuild = false
  let siteUrl = LOCAL_SITE_URL
  let warn: (message: string) => void = console.warn

  return {
    name: 'portfolio',
    async config(config, { command, mode }) {
      root = config.root ?? process.cwd()
      env = { ...loadEnv(mode, config.envDir ?? root, ['VITE_', SITE_URL_VARIABLE]), ...process.env }
      // Checked in buildStart, with everything else; until then read as far as it goes.
      content = (await loadContent(root)) as Content
      pictures = mediaDir(env)
      deploying = command === 'build' && mode === 'production'
      // Whether it is one a deploy can use is checked in buildStart (checkSite).
      siteUrl = resolveSiteUrl(content.meta?.url, env, false)
      localOutbox = missingEmailKeys(env).length > 0 && (command === 'serve' || mode === OUTBOX_MODE)
      // Read by src/lib/email-config.ts; cleared again once keys exist (a dev-server restart).
      if (localOutbox) process.env.VITE_EMAILJS_LOCAL_OUTBOX = 'true'
      else delete process.env.VITE_EMAILJS_LOCAL_OUTBOX
      // The site lives at its address's path: https://user.github.io/repo/ is built for /repo/.
      return config.base === undefined ? { base: new URL(siteUrl).pathname } : {}
    },
    configResolved(config) {
      publicDir = config.publicDir
      ssrBuild = Boolean(config.build.ssr)
      warn = (message) => config.logger.warn(message)
    },
    async buildStart() {
      // The server-rendering pass of a build reads the same content the client pass checked.
      if (ssrBuild) return
      const findings = await checkSite(content, { root, file: contentFile(env), env, deploying })
      const errors = findings.filter((finding) => finding.level === 'error')
      if (errors.length > 0) throw new Error(`The site cannot be built (${summarise(findings)}):\n${formatFindings(findings)}`)
      if (findings.length > 0) warn(`\n${formatFindings(findings)}\n`)
    },
    /** The files search engines and link previews read, next to index.html. */
    async generateBundle() {
      if (ssrBuild) return
      // The pictures are made by now (scripts/media-plugin.ts): one too heavy stops the build before anything is written.
      const oversized = oversizedPictures(content, await buildImages(root, content, pictures), contentFile(env), pictures)
      if (oversized.length > 0) this.error(`The site cannot be built (${summarise(oversized)}):\n${formatFindings(oversized)}`)
      const preview = { name: content.owner.name, role: content.owner.role, tagline: content.hero.tagline, site: displayAddress(siteUrl) }
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
      async handler(html, { bundle }) {
        const head = headTags(content, readFileSync(join(publicDir, 'favicon.svg'), 'utf8'), siteUrl, await photoPath(bundle !== undefined))
        const page = html.replace('<html lang="en">', `<html lang="${escapeHtml(content.meta.lang)}">`).replace('<!--portfolio-head-->', head)
        return bundle ? deferEntryScript(page) : page
      },
    },
  }

  /** The owner's photo, relative to the site's address: its largest built width, or the original in development. */
  async function photoPath(built: boolean): Promise<string> {
    const { src } = content.about.photo
    if (!built) return `${pictures}/${src}`
    const image = (await buildImages(root, content, pictures)).get(src)
    return image ? responsiveImage(image, '').src : `${pictures}/${src}`
  }
}
