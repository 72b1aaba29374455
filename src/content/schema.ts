import { z } from 'zod'
import { readEmbed } from './embeds.ts'
import { ICON_NAMES } from './icons.ts'
import { assetPath, endAfterStart, hexColour, httpsUrl, image, keywords, partialDate, phone, text } from './fields.ts'
import { AVAILABILITY_STATUSES, MAX_DASHBOARD_STATS, PAPER_SIZES } from './page-shape.ts'
import { RESUME_BLOCKS } from './resume-schemas.ts'
import { OPTIONAL_SECTIONS, SECTION_IDS } from './sections.ts'

const RESUME_SECTION_IDS = OPTIONAL_SECTIONS.map((section) => section.id)

export { INVISIBLE_ONLY, visibleText } from './fields.ts'

/** The tag in its canonical form, or undefined when it is no language tag. */
export function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/** A language tag such as es, pt-BR or ar (BCP 47). */
const languageTag = z.string().refine((tag) => canonicalTag(tag) !== undefined, 'must be a language tag like es, pt-BR or ar')

const gradient = z.object({ from: hexColour, to: hexColour })
const icon = z.enum(ICON_NAMES, { error: `must be one of: ${ICON_NAMES.join(', ')}` })
const sectionId = z.enum(SECTION_IDS, { error: `must be one of the section anchors: ${SECTION_IDS.join(', ')}` })

const stat = z.object({ value: text, label: text })
const mailtoUrl = z.string().regex(/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/, 'must be a mailto: link with an email address')
const telLink = z.string().regex(/^tel:\+?\d{4,}$/, 'must be a tel: link with the number’s digits, like tel:+15125550100')
const linkUrl = z.union([httpsUrl, mailtoUrl, telLink], { error: 'must be an absolute https:// URL, a mailto: link or a tel: link' })
/** `username`: the name on the service, where the address does not end with it (resume.json's profiles). */
const socialLink = z.object({ label: text, url: linkUrl, icon, username: text.optional() })
const contactItem = z.object({ label: text, value: text, link: linkUrl.optional(), icon })

export const projectSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    subtitle: text.optional(),
    // A project of a JSON Resume file may have neither: its card then shows what it has.
    description: text.optional(),
    tech: keywords,
    features: z.array(text).optional(),
    /** Without one, the card's top is drawn from its gradient and icon. */
    image: image.optional(),
    demoLink: httpsUrl.optional(),
    contactOnly: z.literal(true).optional(),
    cta: text,
    icon,
    gradient,
    // JSON Resume's project fields beyond those above: the card's line under the subtitle.
    startDate: partialDate.optional(),
    endDate: partialDate.optional(),
    /** What the project is: "application", "talk", "hackathon entry". */
    type: text.optional(),
    /** Who it was made for or with: a company, a team, a hackathon. */
    entity: text.optional(),
    roles: keywords.optional(),
  })
  .superRefine(endAfterStart)
  .superRefine((project, ctx) => {
    if (!project.demoLink && !project.contactOnly) {
      ctx.addIssue({ code: 'custom', path: ['demoLink'], message: 'needs a demoLink, or contactOnly: true' })
    }
    if (project.demoLink && project.contactOnly) {
      ctx.addIssue({ code: 'custom', path: ['contactOnly'], message: 'cannot be set together with a demoLink' })
    }
  })

export const dashboardSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  description: text,
  image,
  link: httpsUrl,
  cta: text,
  icon,
  gradient,
  stats: z.array(stat).max(MAX_DASHBOARD_STATS, `must have at most ${MAX_DASHBOARD_STATS} stats`),
  /** The report itself, published for everyone (Power BI, Tableau Public or Looker Studio): content/embeds.ts. */
  embed: z
    .string()
    .superRefine((address, ctx) => {
      const read = readEmbed(address)
      if ('problem' in read) ctx.addIssue({ code: 'custom', message: read.problem })
    })
    .optional(),
})

function uniqueIds<T extends { id: number }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<number>()
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `id ${item.id} is used twice` })
    seen.add(item.id)
  })
}

/** An empty list leaves its section, nav entry and footer link out (src/lib/sections.ts); a deleted block is an error. */
const keepEmptySection = { error: 'must be a { heading, intro, items } block: to leave the section out, keep it with items: []' }

/** The content in its default language: everything the page shows. */
export const baseContentSchema = z.object({
  owner: z.object({
    name: text,
    role: text,
    email: z.email('must be an email address'),
    location: text,
    /** For the résumé and the contact card only: the page shows it where a contact item does. */
    phone: phone.optional(),
    /**
     * The full postal address, as JSON Resume's basics.location has it, for resume.json and the
     * contact card only: the page, its structured data and the PDF show `location`.
     */
    address: z
      .object({ address: text.optional(), postalCode: text.optional(), city: text.optional(), region: text.optional(), countryCode: text.optional() })
      .optional(),
  }),
  social: z.object({
    github: z.object({ handle: text, url: httpsUrl }),
    linkedin: z.object({ name: text, url: httpsUrl, username: text.optional() }),
  }),
  meta: z.object({
    title: text,
    description: text,
    /** The default language's tag (BCP 47): the page at the site's root is in it. */
    lang: languageTag,
    /** Where the site is deployed; `npm run build` requires it (or SITE_URL), see builder/site-address.ts. */
    url: httpsUrl.optional(),
  }),
  nav: z.array(z.object({ label: text, id: sectionId })).min(1),
  hero: z.object({
    greeting: text,
    tagline: text,
    intro: text,
    cta: text,
    video: z.object({ src: assetPath, poster: assetPath, width: z.number().int().positive(), height: z.number().int().positive() }),
  }),
  about: z.object({
    heading: text,
    bio: z.array(text).min(1),
    stats: z.array(stat),
    photo: image,
  }),
  projects: z.object({
    heading: text,
    intro: text,
    items: z.array(projectSchema).superRefine(uniqueIds),
  }, keepEmptySection),
  dashboards: z.object({
    heading: text,
    intro: text,
    items: z.array(dashboardSchema).superRefine(uniqueIds),
  }, keepEmptySection),
  contact: z.object({
    heading: text,
    intro: text,
    formTitle: text,
    detailsTitle: text,
    items: z.array(contactItem),
    workTogether: z.object({ title: text, text, links: z.array(socialLink) }),
  }),
  footer: z.object({ blurb: text, rights: text, links: z.array(socialLink) }),
  /** Whether the owner is looking, shown in the hero and the contact section. */
  availability: z.object({ status: z.enum(AVAILABILITY_STATUSES, { error: `must be one of: ${AVAILABILITY_STATUSES.join(', ')}` }), text }).optional(),
  /** The résumé's sections, each optional (resume-schemas.ts): the work history, volunteering, education, skills. */
  ...z.object(RESUME_BLOCKS).partial().shape,
  /**
   * The "Download résumé" button, with the PDF the build makes from the content (paper A4 or
   * LETTER), or the owner's own PDF under public/ (`file: '/cv.pdf'`).
   */
  resume: z
    .object({
      label: text,
      paper: z.enum(PAPER_SIZES, { error: `must be one of: ${PAPER_SIZES.join(', ')}` }).optional(),
      file: assetPath.refine((path) => path.toLowerCase().endsWith('.pdf'), 'must be a .pdf file under public/').optional(),
      /** The résumé sections the PDF holds, by their nav id; without it, every one that fits two pages. */
      sections: z.array(z.enum(RESUME_SECTION_IDS, { error: `must be one of: ${RESUME_SECTION_IDS.join(', ')}` })).optional(),
    })
    .optional(),
  /** The contact card (contact.vcf) and the label of its link in the contact section. */
  vcard: z.object({ label: text }).optional(),
  labels: z.object({
    pauseVideo: text,
    playVideo: text,
    keyFeatures: text,
    technologies: text,
    dashboardsCarousel: text,
    slidePosition: text.refine((value) => value.includes('{position}') && value.includes('{count}'), 'must contain {position} and {count}'),
    stopRotation: text,
    startRotation: text,
    previousDashboard: text,
    nextDashboard: text,
    showDashboard: text,
    emailLabel: text,
    messageLabel: text,
    messagePlaceholder: text,
    sendMessage: text,
    sending: text,
    sendSuccess: text,
    sendFailure: text,
    sendFailureLink: text,
    mailSubject: text,
    honeypotLabel: text,
    /** Shown once the visitor's mail program has the message; needed with VITE_CONTACT_PROVIDER=mailto (the check says so). */
    mailAppOpened: text.optional(),
    /**
     * A dashboard's live report (its `embed`; the check asks for them where one has it): the
     * button that puts it in place of the picture, the one that brings the picture back, the link
     * that opens it in a new tab, the notice of a report that does not load, and the one a
     * visitor who saves data sees before they press ("Live reports load several megabytes").
     */
    openLiveReport: text.optional(),
    backToPicture: text.optional(),
    openInNewTab: text.optional(),
    liveReportFailed: text.optional(),
    liveReportWeight: text.optional(),
    /** With `translations`: the language switcher's name, the suggestion's link to this language's page and its close button (the check asks for them). */
    languages: text.optional(),
    languageSuggestion: text.optional(),
    dismissSuggestion: text.optional(),
    openMenu: text,
    closeMenu: text,
    theme: text,
    themeLight: text,
    themeDark: text,
    themeSystem: text,
    errorHeading: text,
    quickLinks: text,
    connect: text,
    primaryNavigation: text,
    skipToContent: text,
  }).refine((labels) => labels.sendFailure.includes(labels.sendFailureLink), {
    path: ['sendFailureLink'],
    message: 'must be words that appear in sendFailure (they become the mailto link)',
  }),
})

/**
 * The page's other languages, each with the text that differs from the default language's, in
 * the same places (src/content/languages.ts merges and checks them; src/content/validate.ts
 * validates each language's page).
 */
const translations = z.record(z.string(), z.custom<Translation>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'must be a block of translated fields, like { hero: { cta: "…" } }'))

export const contentSchema = baseContentSchema.extend({ translations: translations.optional() })

export type BaseContent = z.infer<typeof baseContentSchema>
/** Every field optional, lists by position: what a translation may write. */
type DeepPartial<T> = T extends readonly (infer Item)[] ? DeepPartial<Item>[] : T extends object ? { [Key in keyof T]?: DeepPartial<T[Key]> } : T
/** A language's text: any field of the content, in the same place, lists entry by entry (src/content/languages.ts). */
export type Translation = DeepPartial<BaseContent>
export type Content = z.infer<typeof contentSchema>
export type Project = z.infer<typeof projectSchema>
export type Dashboard = z.infer<typeof dashboardSchema>
export type Image = z.infer<typeof image>
export type Gradient = z.infer<typeof gradient>
export type Stat = z.infer<typeof stat>
export type NavEntry = Content['nav'][number]
export type Labels = Content['labels']
export type SocialLink = z.infer<typeof socialLink>
export type ContactItem = z.infer<typeof contactItem>
