// A PDF as a reader (an applicant-tracking system) gets it, read back with pdf.js: for the tests
// of the résumé the build makes and of the built sites' files.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** pdf.js's own metrics of the standard fonts, which it looks up even for a PDF that uses none. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** Its pages (size, text and links) and its language, as the file declares it. */
export async function readBack(pdf: Uint8Array) {
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS })
  const document = await loading.promise
  const pages = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')
    const links = (await page.getAnnotations()).filter((annotation) => annotation.subtype === 'Link').map((annotation) => annotation.url as string)
    pages.push({ size: page.view.slice(2).map(Math.round), text, links })
  }
  const info = (await document.getMetadata()).info as { Language?: string; Title?: string }
  await loading.destroy()
  return Object.assign(pages, { language: info.Language, title: info.Title })
}

/** Text as pdf.js joins it: runs of white space as one space. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ')
