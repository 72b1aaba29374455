import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { PORTFOLIO_THEME } from '../src/app/theme-config'
import { site } from '../src/content/site'
import { assertValidContent } from '../src/content/validate'
import { themeInitScript } from '../src/lib/theme'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The <head> the content asks for: title, description and the no-flash theme script. */
export function headTags(): string {
  return [
    `<title>${escapeHtml(site.meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(site.meta.description)}" />`,
    `<script>${themeInitScript(PORTFOLIO_THEME.storageKey, PORTFOLIO_THEME.defaultTheme)}</script>`,
  ].join('\n    ')
}

/**
 * Validates src/content/site.ts when a build or the dev server starts (a bad entry stops it,
 * naming the entry and field) and fills the page's <head> from the content.
 */
export function portfolio(): Plugin {
  let publicDir = 'public'
  return {
    name: 'portfolio',
    configResolved(config) {
      publicDir = config.publicDir
    },
    buildStart() {
      assertValidContent(site, { assetExists: (path) => existsSync(join(publicDir, path)) })
    },
    transformIndexHtml(html) {
      return html.replace('<html lang="en">', `<html lang="${escapeHtml(site.meta.lang)}">`).replace('<!--portfolio-head-->', headTags())
    },
  }
}
