// Fills index.html's <head> from the content, with the inline head script (src/lib/head-script.ts),
// and in a production build hands the app's start to the boot script (builder/defer-entry.ts).
// The dev server renders the page into it too, so development hydrates the same HTML the build
// prerenders, under the same head script, instead of rendering into an empty shell.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { HEAD_SCRIPT, PORTFOLIO_THEME } from '../../src/build-surface.ts'
import { deferEntryScript } from '../defer-entry.ts'
import { escapeHtml, headTags } from '../head.ts'
import { inlineScript } from '../inline-script.ts'
import { photoPath } from './media-plugin.ts'
import type { Site } from './site-plugin.ts'

export function headPlugin(site: Site): Plugin {
  return {
    name: 'portfolio:head',
    transformIndexHtml: {
      // After Vite has put the built entry's URL in, so it can be deferred (production builds).
      order: 'post',
      async handler(html, { bundle, server }) {
        const { content, siteUrl } = site
        const favicon = readFileSync(join(site.publicDir, 'favicon.svg'), 'utf8')
        const head = [
          headTags(content, favicon, siteUrl, await photoPath(site, bundle !== undefined)),
          `<script>${await inlineScript(HEAD_SCRIPT, { storageKey: PORTFOLIO_THEME.storageKey, defaultTheme: PORTFOLIO_THEME.defaultTheme })}</script>`,
        ].join('\n    ')
        const page = html.replace('<html lang="en">', `<html lang="${escapeHtml(content.meta.lang)}">`).replace('<!--portfolio-head-->', head)
        if (bundle) return await deferEntryScript(page)
        if (!server) return page
        // The stylesheet as a <link>, so the rendered page is styled before the app's code has run.
        const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as { render: () => Promise<string> }
        const appHtml = await render()
        return page
          .replace('</head>', () => `  <link rel="stylesheet" href="/src/styles/index.css?direct" />\n  </head>`)
          .replace('<!--app-html-->', () => appHtml)
      },
    },
  }
}
