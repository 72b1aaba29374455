// The site's own build plugins, one per job, sharing what they read of the content and the environment.
import type { Plugin } from 'vite'
import { checkPlugin } from './check-plugin.ts'
import { headPlugin } from './head-plugin.ts'
import { resumePlugin } from './resume-plugin.ts'
import { seoFilesPlugin } from './seo-files-plugin.ts'
import { translationsPlugin } from './translations-plugin.ts'
import { createSite, sitePlugin } from './site-plugin.ts'

export function portfolio(): Plugin[] {
  const site = createSite()
  return [sitePlugin(site), checkPlugin(site), headPlugin(site), seoFilesPlugin(site), resumePlugin(site), translationsPlugin(site)]
}
