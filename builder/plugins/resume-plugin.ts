// The files a recruiter takes away, made from the content beside each language's index.html
// where it switches them on: resume.pdf and resume.json (content `resume`, unless it names a PDF
// of the owner's) and contact.vcf (content `vcard`), in the page's language, under its path
// (`es/resume.pdf`). A language whose script the PDF cannot lay out gets no PDF of its own: its
// page links the default language's (src/lib/resume-files.ts). The dev server serves them too.
import { join } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { RESUME_JSON, RESUME_PDF, VCARD_FILE, localize, pageLanguages, pdfWritesIn, resumeFiles, type Content } from '../../src/build-surface.ts'
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

/** The PDF of a page, with a warning for each thing it could not hold. */
async function pdfOf(site: Site, page: Content, pageUrl: string, language: string): Promise<Uint8Array> {
  const { pdf, pages, leftOut } = await renderResumePdf(page, pageUrl)
  const which = language ? `${language}resume.pdf` : 'resume.pdf'
  if (leftOut.length > 0) {
    const names = leftOut.map((section) => `${page[section.key]?.heading ?? section.id} (${section.id})`).join(', ')
    site.warn(`${which} leaves out ${names} to keep to ${MAX_RESUME_PAGES} pages. List the sections it should hold in resume.sections (by their nav id), or shorten them.`)
  }
  if (pages > MAX_RESUME_PAGES) site.warn(`${which} has ${pages} pages even at its tightest; shorten the work history or the projects to keep it to ${MAX_RESUME_PAGES}.`)
  return pdf
}

/** Every file the content asks for, each under its name from the site root; only `wanted` where it is given (the dev server's one request). */
async function madeFiles(site: Site, built: boolean, wanted?: string): Promise<Made[]> {
  const { content, siteUrl, root, pictures } = site
  if (!content.resume && !content.vcard) return []
  const photo = new URL(await photoPath(site, built), siteUrl).href
  // A small square JPEG: every address book reads it, and the card stays a few kilobytes.
  const photoJpeg = content.vcard && (await sharp(join(root, pictures, content.about.photo.src)).rotate().resize(256, 256, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer())
  const files: Made[] = []
  const asked = (fileName: string) => wanted === undefined || wanted === fileName
  for (const { tag, path } of pageLanguages(content)) {
    const page = localize(content, tag)
    const pageUrl = new URL(path, siteUrl).href
    const paths = resumeFiles(page, path)
    if (page.resume) {
      const json = toJsonResume(page, { siteUrl: pageUrl, photo })
      files.push({ fileName: paths.json, source: `${JSON.stringify(json, null, 2)}\n`, type: 'application/json' })
      const ownPdf = !page.resume.file && (path === '' || pdfWritesIn(tag))
      if (ownPdf && asked(paths.pdf)) files.push({ fileName: paths.pdf, source: await pdfOf(site, page, pageUrl, path), type: 'application/pdf' })
    }
    if (page.vcard && photoJpeg) files.push({ fileName: paths.vcard, source: vCard(page, { siteUrl: pageUrl, photoJpeg }), type: 'text/vcard; charset=utf-8' })
  }
  return files.filter((file) => asked(file.fileName))
}

export function resumePlugin(site: Site): Plugin {
  return {
    name: 'portfolio:resume',
    configureServer(server) {
      if (!site.content.resume && !site.content.vcard) return
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(server.config.base.length - 1)
        if (!path || ![RESUME_PDF, RESUME_JSON, VCARD_FILE].some((file) => path.endsWith(file))) return next()
        madeFiles(site, false, path).then(([file]) => {
          if (!file) return next()
          response.setHeader('Content-Type', file.type)
          response.end(file.source)
        }, next)
      })
    },
    async generateBundle() {
      if (site.ssrBuild) return
      for (const { fileName, source } of await madeFiles(site, true)) this.emitFile({ type: 'asset', fileName: fileName.slice(1), source })
    },
  }
}
