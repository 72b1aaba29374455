import type { Content } from '../content/schema.ts'

/** The files the build writes from the content beside index.html, by their path from the site root. */
export const RESUME_PDF = '/resume.pdf'
export const RESUME_JSON = '/resume.json'
export const VCARD_FILE = '/contact.vcf'

/** The résumé the button downloads: the owner's own PDF under public/, else the one the build makes. */
export const resumePath = (resume: NonNullable<Content['resume']>) => resume.file ?? RESUME_PDF
