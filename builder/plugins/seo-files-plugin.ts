// The files search engines and link previews read, next to index.html: the preview image,
// robots.txt and sitemap.xml.
import type { Plugin } from 'vite'
import { PREVIEW_IMAGE, displayAddress, robotsTxt, sitemapXml } from '../head.ts'
import { renderPreviewImage } from '../preview-image.ts'
import type { Site } from './site-plugin.ts'

export function seoFilesPlugin(site: Site): Plugin {
  return {
    name: 'portfolio:seo-files',
    async generateBundle() {
      if (site.ssrBuild) return
      const { content, siteUrl } = site
      const preview = { name: content.owner.name, role: content.owner.role, tagline: content.hero.tagline, site: displayAddress(siteUrl) }
      this.emitFile({ type: 'asset', fileName: PREVIEW_IMAGE, source: await renderPreviewImage(preview) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) })
    },
  }
}
