import { usualScript } from '../content/languages.ts'
import type { Content } from '../content/schema.ts'

/** The files the build writes from the content beside index.html, by their path from the site root. */
export const RESUME_PDF = '/resume.pdf'
export const RESUME_JSON = '/resume.json'
export const VCARD_FILE = '/contact.vcf'

/**
 * The scripts (ISO 15924) of the languages the build makes a résumé PDF in: Latin, Greek and
 * Cyrillic (Inter), Armenian, Georgian and Ethiopic (Noto), none of which joins or reorders its
 * letters. Its library (react-pdf) lays out a line left to right and does not join Arabic
 * letters; the Chinese, Japanese and Korean fonts from npm are variable, and it draws them at
 * their default instance, Thin. A page in any other language offers the default language's PDF
 * (docs/decisions/resume-from-content.md).
 */
export const PDF_SCRIPTS: readonly string[] = ['Latn', 'Grek', 'Cyrl', 'Armn', 'Geor', 'Ethi']

/** Whether the build makes a résumé PDF in the language `tag`: its usual script is one PDF_SCRIPTS lists. */
export const pdfWritesIn = (tag: string) => PDF_SCRIPTS.includes(usualScript(tag) ?? '')

/**
 * The résumé files a page offers, by their path from the site root: its own language's, under
 * its path (`es/`), the PDF the default language's where the build makes none in its language;
 * the owner's own PDF (`resume.file`) where they name one.
 */
export function resumeFiles(content: Pick<Content, 'resume' | 'meta'>, pagePath = '') {
  const own = (file: string) => `/${pagePath}${file.slice(1)}`
  const pdf = content.resume?.file ?? (pagePath && !pdfWritesIn(content.meta.lang) ? RESUME_PDF : own(RESUME_PDF))
  return { pdf, json: own(RESUME_JSON), vcard: own(VCARD_FILE) }
}
