// The files a recruiter takes away, made from the content beside index.html where it switches
// them on: resume.pdf and resume.json (content `resume`, unless it names a PDF of the owner's)
// and contact.vcf (content `vcard`). The dev server serves them too.
import { join } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { RESUME_JSON, RESUME_PDF, VCARD_FILE } from '../../src/build-surface.ts'
import { toJsonResume } from '../resume/json-resume.ts'
import { MAX_RESUME_PAGES, renderResumePdf } from '../resume/resume-pdf.ts'
import { vCard } from '../resume/vcard.ts'
import { photoPath } from './media-plugin.ts'
import type { Site } from './site-plugin.ts'

interface Made {
  fileName: string
  source: string | Uint8Array
  type: string
}

/** Every file the content asks for, each under its name from the site root. */
async function resumeFiles(site: Site, built: boolean): Promise<Made[]> {
  const { content, siteUrl, root, pictures } = site
  if (!content.resume && !content.vcard) return []
  const photo = new URL(await photoPath(site, built), siteUrl).href
  const files: Made[] = []
  if (content.resume) {
    const json = toJsonResume(content, { siteUrl, photo })
    files.push({ fileName: RESUME_JSON, source: `${JSON.stringify(json, null, 2)}\n`, type: 'application/json' })
    if (!content.resume.file) {
      const { pdf, pages, leftOut } = await renderResumePdf(content, siteUrl)
      if (leftOut.length > 0) {
        const names = leftOut.map((section) => `${content[section.key]?.heading ?? section.id} (${section.id})`).join(', ')
        site.warn(`resume.pdf leaves out ${names} to keep to ${MAX_RESUME_PAGES} pages. List the sections it should hold in resume.sections (by their nav id), or shorten them.`)
      }
      if (pages > MAX_RESUME_PAGES) site.warn(`resume.pdf has ${pages} pages even at its tightest; shorten the work history or the projects to keep it to ${MAX_RESUME_PAGES}.`)
      files.push({ fileName: RESUME_PDF, source: pdf, type: 'application/pdf' })
    }
  }
  if (content.vcard) {
    // A small square JPEG: every address book reads it, and the card stays a few kilobytes.
    const photoJpeg = await sharp(join(root, pictures, content.about.photo.src)).rotate().resize(256, 256, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
    files.push({ fileName: VCARD_FILE, source: vCard(content, { siteUrl, photoJpeg }), type: 'text/vcard; charset=utf-8' })
  }
  return files
}

export function resumePlugin(site: Site): Plugin {
  return {
    name: 'portfolio:resume',
    configureServer(server) {
      if (!site.content.resume && !site.content.vcard) return
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(server.config.base.length - 1)
        if (path !== RESUME_PDF && path !== RESUME_JSON && path !== VCARD_FILE) return next()
        resumeFiles(site, false).then((files) => {
          const file = files.find((made) => made.fileName === path)
          if (!file) return next()
          response.setHeader('Content-Type', file.type)
          response.end(file.source)
        }, next)
      })
    },
    async generateBundle() {
      if (site.ssrBuild) return
      for (const { fileName, source } of await resumeFiles(site, true)) this.emitFile({ type: 'asset', fileName: fileName.slice(1), source })
    },
  }
}
