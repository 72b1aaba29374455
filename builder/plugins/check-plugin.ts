// Stops a build or the dev server on content that cannot make a page, naming file, entry and
// field (builder/site-check.ts), and prints the warnings; stops a build whose pictures come out too heavy.
import type { Plugin } from 'vite'
import { CANNOT_BUILD, formatFindings, summarise } from '../findings.ts'
import { contentFile } from '../content.ts'
import { checkSite, oversizedPictures } from '../site-check.ts'
import { buildImages } from './media-plugin.ts'
import type { Site } from './site-plugin.ts'

export function checkPlugin(site: Site): Plugin {
  let building = false
  return {
    name: 'portfolio:check',
    configResolved(config) {
      building = config.command === 'build'
    },
    async buildStart() {
      if (site.ssrBuild) return
      // A build measures its prerendered pages against the byte budgets itself (builder/build.ts).
      const findings = await checkSite(site.content, { root: site.root, file: contentFile(site.env), env: site.env, deploying: site.deploying, wordsBudget: !building })
      const errors = findings.filter((finding) => finding.level === 'error')
      if (errors.length > 0) throw new Error(`${CANNOT_BUILD} (${summarise(findings)}):\n${formatFindings(findings)}`)
      if (findings.length > 0) site.warn(`\n${formatFindings(findings)}\n`)
    },
    async generateBundle() {
      if (site.ssrBuild) return
      // The pictures are made by now (media-plugin.ts): one too heavy stops the build before anything is written.
      const images = await buildImages(site.root, site.content, site.pictures)
      const oversized = oversizedPictures(site.content, images, contentFile(site.env), site.pictures)
      if (oversized.length > 0) this.error(`${CANNOT_BUILD} (${summarise(oversized)}):\n${formatFindings(oversized)}`)
    },
  }
}
