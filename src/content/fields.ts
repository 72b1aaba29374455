// The building blocks of the content's schema (schema.ts) and of the résumé sections' own (resume-schemas.ts):
// what a text, an address, a picture, a date and a résumé section's block must be.
import { z } from 'zod'
import { endsBeforeStart, parsePartialDate } from './dates.ts'
import { MEDIA_DIR } from './page-shape.ts'

/**
 * What a reader sees of a text: its characters less the ones that draw nothing (format characters
 * such as zero-width spaces, joiners and direction marks, controls, spaces, and the blank fillers of
 * Hangul and Braille). A field made only of them looks empty on the page and in link previews.
 */
export const visibleText = (value: string) => value.replace(/[\p{Cf}\p{Cc}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]/gu, '')
export const INVISIBLE_ONLY = 'must have a visible character: it holds only invisible ones (zero-width spaces, joiners or direction marks)'
/** A string with something to see: empty after trimming is "empty", invisible characters only are said so. */
export const visible = (schema: z.ZodString) => schema.trim().min(1, 'must not be empty').refine((value) => value === '' || visibleText(value) !== '', INVISIBLE_ONLY)

export const text = visible(z.string())
export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an absolute https:// URL' })
export const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #4f46e5')
/** A file under public/, served as it is, referenced from the site root. */
export const assetPath = z.string().regex(/^\/[\w./-]+$/, 'must be a path under public/, starting with /')
/** A picture in src/content/media/ that the build turns into AVIF and WebP sizes (builder/media.ts). */
export const mediaPath = z
  .string()
  .regex(
    /^(?!\/)(?!.*\.\.)[\w./-]+\.(png|jpe?g|webp|avif)$/i,
    `must be a PNG, JPEG, WebP or AVIF file's path inside the media folder (${MEDIA_DIR}/), like projects/screenshot.png`,
  )

export const image = z.object({ src: mediaPath, alt: text })

/** A field an entry cannot do without, named when it is missing. */
export const required = (what: string) => visible(z.string({ error: (issue) => (issue.input === undefined ? `is missing: write ${what}` : 'must be text') }))
/** 2021, 2021-03 or 2021-03-15, as JSON Resume writes dates. */
export const partialDate = z.string().refine((value) => parsePartialDate(value) !== undefined, 'must be a date like 2021, 2021-03 or 2021-03-15 (year, then month and day if you like)')
export const keywords = z.array(text)
/** A phone number as people write one: digits, with a leading + and spaces, dots, dashes, slashes or brackets between. */
export const phone = z.string().regex(/^\+?(?:[\s()./-]*\d){4,}[\s()./-]*$/, 'must be a phone number, like +1 512 555 0100')
/** The tel: address of a phone number (RFC 3966): its digits, and its + where it has one. */
export const telUrl = (number: string) => `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`

/** An end date, where there is one, that is not before the start. */
export function endAfterStart(entry: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  const { startDate, endDate } = entry
  if (!startDate || !endDate || !parsePartialDate(startDate) || !parsePartialDate(endDate)) return
  if (endsBeforeStart(startDate, endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `${endDate} is before the start, ${startDate}` })
}

/** A section of the résumé: its heading, an optional intro, and its entries; an empty list shows nothing. */
export const resumeBlock = <Item extends z.ZodType>(item: Item) => z.object({ heading: text, intro: text.optional(), items: z.array(item) })
