// The files search engines and link previews read, next to index.html: the preview image
// (one per language whose text its fonts draw), robots.txt and sitemap.xml.
import type { Plugin } from 'vite'
import { localize, pageLanguages, type Content, type PageLanguage } from '../../src/build-surface.ts'
import { PREVIEW_IMAGE, displayAddress, languageAlternates, robotsTxt, sitemapXml } from '../head.ts'
import { previewDraws, renderPreviewImage, type PreviewImageInput } from '../preview-image.ts'
import type { Site } from './site-plugin.ts'

/** The preview of a language's page: its words, and its language (localize makes it meta.lang). */
const previewOf = (content: Content, siteUrl: string): PreviewImageInput => ({ name: content.owner.name, role: content.owner.role, tagline: content.hero.tagline, site: displayAddress(siteUrl), lang: content.meta.lang })

/**
 * Where a language's page finds its preview image, from the site's root: its own, drawn in its
 * words, or the default language's where the image's fonts lack some of its characters (an
 * emoji, a script none of them has: the picture would show them as boxes). The default
 * language's own image leaves such text out (builder/preview-text.ts).
 */
export function previewImagePath(page: Content, language: Pick<PageLanguage, 'path'>): string {
  return language.path && previewDraws(previewOf(page, 'https://localhost/')) ? `${language.path}${PREVIEW_IMAGE}` : PREVIEW_IMAGE
}

export function seoFilesPlugin(site: Site): Plugin {
  return {
    name: 'portfolio:seo-files',
    async generateBundle() {
      if (site.ssrBuild) return
      const { content, siteUrl } = site
      for (const language of pageLanguages(content)) {
        const page = localize(content, language.tag)
        const fileName = previewImagePath(page, language)
        if (language.path && fileName === PREVIEW_IMAGE) continue
        this.emitFile({ type: 'asset', fileName, source: await renderPreviewImage(previewOf(page, siteUrl)) })
      }
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) })
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, languageAlternates(content, siteUrl)) })
    },
  }
}
