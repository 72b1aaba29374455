// Fills index.html's <head> from the content, with the inline head script (src/lib/head-script.ts),
// and in a production build hands the app's start to the boot script (builder/defer-entry.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { HEAD_SCRIPT, PORTFOLIO_THEME } from '../../src/build-surface.ts'
import { deferEntryScript } from '../defer-entry.ts'
import { escapeHtml, headTags } from '../head.ts'
import { inlineScript } from '../inline-script.ts'
import { responsiveImage } from '../media.ts'
import { buildImages } from './media-plugin.ts'
import type { Site } from './site.ts'

export function headPlugin(site: Site): Plugin {
  /** The owner's photo, relative to the site's address: its largest built width, or the original in development. */
  async function photoPath(built: boolean): Promise<string> {
    const { src } = site.content.about.photo
    if (!built) return `${site.pictures}/${src}`
    const image = (await buildImages(site.root, site.content, site.pictures)).get(src)
    return image ? responsiveImage(image, '').src : `${site.pictures}/${src}`
  }

  return {
    name: 'portfolio:head',
    transformIndexHtml: {
      // After Vite has put the built entry's URL in, so it can be deferred (production builds).
      order: 'post',
      async handler(html, { bundle }) {
        const { content, siteUrl } = site
        const favicon = readFileSync(join(site.publicDir, 'favicon.svg'), 'utf8')
        const head = [
          headTags(content, favicon, siteUrl, await photoPath(bundle !== undefined)),
          `<script>${await inlineScript(HEAD_SCRIPT, { storageKey: PORTFOLIO_THEME.storageKey, defaultTheme: PORTFOLIO_THEME.defaultTheme })}</script>`,
        ].join('\n    ')
        const page = html.replace('<html lang="en">', `<html lang="${escapeHtml(content.meta.lang)}">`).replace('<!--portfolio-head-->', head)
        return bundle ? await deferEntryScript(page) : page
      },
    },
  }
}
