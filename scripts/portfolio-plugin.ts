import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import { PORTFOLIO_THEME } from '../src/app/theme-config'
import { site } from '../src/content/site'
import { assertValidContent } from '../src/content/validate'
import { deferEntryScript } from '../src/lib/boot'
import { themeInitScript } from '../src/lib/theme'
import { createOutboxHandler, outboxPath } from './outbox.mjs'

export const EMAILJS_KEYS = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'] as const
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
 * The <head> the content asks for: title, description, the no-flash theme script, and the
 * icon (public/favicon.svg) inline, so the first paint waits for no request at all.
 */
export function headTags(faviconSvg: string): string {
  return [
    `<title>${escapeHtml(site.meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(site.meta.description)}" />`,
    `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml" />`,
    `<script>${themeInitScript(PORTFOLIO_THEME.storageKey, PORTFOLIO_THEME.defaultTheme)}</script>`,
  ].join('\n    ')
}

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
  let warn: (message: string) => void = console.warn

  return {
    name: 'portfolio',
    config(config, { command, mode }) {
      missingKeys = missingEmailKeys({ ...loadEnv(mode, config.envDir ?? config.root ?? process.cwd(), 'VITE_'), ...process.env })
      localOutbox = missingKeys.length > 0 && (command === 'serve' || mode === OUTBOX_MODE)
      // Read by src/lib/email-config.ts; cleared again once keys exist (a dev-server restart).
      if (localOutbox) process.env.VITE_EMAILJS_LOCAL_OUTBOX = 'true'
      else delete process.env.VITE_EMAILJS_LOCAL_OUTBOX
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
        const head = headTags(readFileSync(join(publicDir, 'favicon.svg'), 'utf8'))
        const page = html.replace('<html lang="en">', `<html lang="${escapeHtml(site.meta.lang)}">`).replace('<!--portfolio-head-->', head)
        return bundle ? deferEntryScript(page) : page
      },
    },
  }
}
