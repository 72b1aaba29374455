// The résumé's sections (content/sections.ts), each under its key in the content: its block's
// schema (`{ heading, intro?, items }`, and `present` where its entries have dates) and how it
// travels in the résumé files the build makes. Each entry's fields are JSON Resume's
// (https://jsonresume.org/schema), so they go to and come from resume.json as they are. Only the
// build and the tools read this file: the page's code never carries it.
import { z } from 'zod'
import { endAfterStart, httpsUrl, keywords, mediaPath, partialDate, required, resumeBlock, text } from './fields.ts'

/** A role of the work history, in JSON Resume's `work` fields; no endDate means it goes on. */
export const workSchema = z
  .object({
    name: required('the company'),
    position: required('the role you had'),
    url: httpsUrl.optional(),
    location: text.optional(),
    /** What the company is, in a few words: "Social media company". */
    description: text.optional(),
    startDate: z.string({ error: 'is missing: write when you started, like 2021-03' }).pipe(partialDate),
    endDate: partialDate.optional(),
    summary: text.optional(),
    highlights: keywords.optional(),
    /** The technologies of the role (JSON Resume keeps them as `keywords` where it has them). */
    keywords: keywords.optional(),
  })
  .superRefine(endAfterStart)

/** A school or course, in JSON Resume's `education` fields. */
export const educationSchema = z
  .object({
    institution: required('the school'),
    url: httpsUrl.optional(),
    area: text.optional(),
    studyType: text.optional(),
    startDate: partialDate.optional(),
    endDate: partialDate.optional(),
    score: text.optional(),
    courses: keywords.optional(),
  })
  .superRefine(endAfterStart)

/** Unpaid work for a cause, in JSON Resume's `volunteer` fields; no endDate means it goes on. */
export const volunteerSchema = z
  .object({
    organization: required('the organisation'),
    position: required('the role you had'),
    url: httpsUrl.optional(),
    startDate: partialDate.optional(),
    endDate: partialDate.optional(),
    summary: text.optional(),
    highlights: keywords.optional(),
  })
  .superRefine(endAfterStart)

/** A prize or honour, in JSON Resume's `awards` fields. */
export const awardSchema = z.object({
  title: required('what the award is called'),
  date: partialDate.optional(),
  awarder: text.optional(),
  summary: text.optional(),
})

/** A certification, in JSON Resume's `certificates` fields. */
export const certificateSchema = z.object({
  name: required('what the certificate is called'),
  date: partialDate.optional(),
  url: httpsUrl.optional(),
  issuer: text.optional(),
})

/** An article, paper, book or talk, in JSON Resume's `publications` fields. */
export const publicationSchema = z.object({
  name: required('the title'),
  publisher: text.optional(),
  releaseDate: partialDate.optional(),
  url: httpsUrl.optional(),
  summary: text.optional(),
})

/** A spoken language, in JSON Resume's `languages` fields. */
export const spokenLanguageSchema = z.object({
  language: required('the language, like Spanish'),
  fluency: text.optional(),
})

/** Something the owner cares about outside work, in JSON Resume's `interests` fields. */
export const interestSchema = z.object({
  name: required('the interest, like Photography'),
  keywords: keywords.optional(),
})

/**
 * A recommendation, in JSON Resume's `references` fields, shown as a testimonial: with who the
 * person is to the owner and their picture, which JSON Resume leaves to each file (it allows
 * fields of one's own there).
 */
export const referenceSchema = z.object({
  name: required('who said it'),
  reference: required('what they said'),
  /** Who they are: "CTO, Northwind Traders". */
  role: text.optional(),
  /** Their picture in the media folder; their initials without one. */
  photo: mediaPath.optional(),
})

/** A group of skills, in JSON Resume's `skills` fields. */
export const skillSchema = z.object({
  name: required('the group, like Frontend'),
  level: text.optional(),
  keywords: keywords.optional(),
})

/** The block of a section whose entries have dates: `present` is the word that ends a range that goes on. */
const datedBlock = <Item extends z.ZodType>(item: Item) => resumeBlock(item).extend({ present: text })

/** Each résumé section's block, by its key in the content, which is the section's name in a JSON Resume file (resume.json, `npm run import-resume`). */
export const RESUME_BLOCKS = {
  work: datedBlock(workSchema),
  volunteer: datedBlock(volunteerSchema),
  education: resumeBlock(educationSchema),
  skills: resumeBlock(skillSchema),
  awards: resumeBlock(awardSchema),
  certificates: resumeBlock(certificateSchema),
  publications: resumeBlock(publicationSchema),
  languages: resumeBlock(spokenLanguageSchema),
  interests: resumeBlock(interestSchema),
  references: resumeBlock(referenceSchema),
}

export type ResumeKey = keyof typeof RESUME_BLOCKS
/** An entry of the résumé section under `key`. */
export type ResumeItem<Key extends ResumeKey> = z.infer<(typeof RESUME_BLOCKS)[Key]>['items'][number]

/** Whether the section's entries have dates, with the word that ends a range that goes on. */
export const isDated = (key: ResumeKey) => 'present' in RESUME_BLOCKS[key].shape

/** An entry of a résumé section as the generated PDF prints it (builder/resume/resume-document.tsx). */
export interface PrintedEntry {
  /** The entry's bold line: a role, a degree, a group of skills. */
  title: string
  /** Where: a company, a school, an organisation; linked where it has an address. */
  at?: { name: string; url?: string }
  startDate?: string
  endDate?: string
  /** A short line under the title: a place, a grade, a level. */
  detail?: string
  /** Printed where the résumé has room for summaries. */
  summary?: string
  /** Printed as many as the résumé has room for. */
  bullets?: string[]
  keywords?: string[]
}

/** How a section of the résumé travels in the résumé files. */
export interface ResumePart<Item> {
  /** Its heading and navigation label where the owner has not written one: an import adds the section. */
  label: string
  /** The fields that travel as they are, in JSON Resume's names and order. */
  fields: readonly (keyof Item & string)[]
  /** How the import's summary counts its entries: "3 roles". */
  count: readonly [one: string, many: string]
  print: (item: Item) => PrintedEntry
  /** The PDF prints each entry as one line ("title (detail): keywords") rather than a block. */
  compact?: true
  /** What its entries (one or more: a section without any says nothing) say of the owner in schema.org terms (properties of a Person). */
  jsonLd?: (items: Item[]) => Record<string, unknown>
}

/** An organisation as schema.org names one, with its site where the content has it. */
const organization = (type: string, name: string, url?: string) => ({ '@type': type, name, ...(url && { url }) })
/** Each organisation once, in first-seen order, with the first address given for it. */
const organizations = (type: string, entries: { name: string; url?: string }[]) =>
  [...new Set(entries.map((entry) => entry.name))].map((name) => organization(type, name, entries.find((entry) => entry.name === name && entry.url)?.url))

/** How each résumé section travels in the résumé files, by its key in the content. */
const RESUME_PARTS: { [Key in ResumeKey]: ResumePart<ResumeItem<Key>> } = {
  work: {
    label: 'Experience',
    fields: ['name', 'position', 'url', 'location', 'description', 'startDate', 'endDate', 'summary', 'highlights', 'keywords'],
    count: ['role', 'roles'],
    print: (role) => ({
      title: role.position,
      at: { name: role.name, url: role.url },
      startDate: role.startDate,
      endDate: role.endDate,
      detail: [role.description, role.location].filter(Boolean).join(' · ') || undefined,
      summary: role.summary,
      bullets: role.highlights,
      keywords: role.keywords,
    }),
    // Where the owner works now: the roles without an end.
    jsonLd: (roles) => {
      const current = roles.filter((role) => !role.endDate)
      return current.length > 0 ? { worksFor: organizations('Organization', current) } : {}
    },
  },
  volunteer: {
    label: 'Volunteering',
    fields: ['organization', 'position', 'url', 'startDate', 'endDate', 'summary', 'highlights'],
    count: ['volunteer role', 'volunteer roles'],
    print: (role) => ({ title: role.position, at: { name: role.organization, url: role.url }, startDate: role.startDate, endDate: role.endDate, summary: role.summary, bullets: role.highlights }),
  },
  education: {
    label: 'Education',
    fields: ['institution', 'url', 'area', 'studyType', 'startDate', 'endDate', 'score', 'courses'],
    count: ['school', 'schools'],
    print: (school) => ({
      title: [school.studyType, school.area].filter(Boolean).join(', ') || school.institution,
      ...(school.studyType || school.area ? { at: { name: school.institution, url: school.url } } : {}),
      startDate: school.startDate,
      endDate: school.endDate,
      detail: school.score,
      summary: school.courses?.join(' · '),
    }),
    jsonLd: (schools) => ({ alumniOf: schools.map((school) => organization('EducationalOrganization', school.institution, school.url)) }),
  },
  skills: {
    label: 'Skills',
    fields: ['name', 'level', 'keywords'],
    count: ['skill group', 'skill groups'],
    compact: true,
    print: (group) => ({ title: group.name, detail: group.level, keywords: group.keywords }),
    jsonLd: (groups) => ({ knowsAbout: [...new Set(groups.flatMap((group) => [group.name, ...(group.keywords ?? [])]))] }),
  },
  awards: {
    label: 'Awards',
    fields: ['title', 'date', 'awarder', 'summary'],
    count: ['award', 'awards'],
    print: (award) => ({ title: award.title, ...(award.awarder && { at: { name: award.awarder } }), startDate: award.date, summary: award.summary }),
    jsonLd: (awards) => ({ award: awards.map((award) => award.title) }),
  },
  certificates: {
    label: 'Certificates',
    fields: ['name', 'date', 'url', 'issuer'],
    count: ['certificate', 'certificates'],
    print: (certificate) => ({ title: certificate.name, ...(certificate.issuer && { at: { name: certificate.issuer, url: certificate.url } }), startDate: certificate.date }),
    jsonLd: (certificates) => ({
      hasCredential: certificates.map((certificate) => ({
        '@type': 'EducationalOccupationalCredential',
        name: certificate.name,
        credentialCategory: 'certificate',
        ...(certificate.issuer && { recognizedBy: organization('Organization', certificate.issuer) }),
        ...(certificate.url && { url: certificate.url }),
        ...(certificate.date && { dateCreated: certificate.date }),
      })),
    }),
  },
  publications: {
    label: 'Publications',
    fields: ['name', 'publisher', 'releaseDate', 'url', 'summary'],
    count: ['publication', 'publications'],
    print: (publication) => ({ title: publication.name, ...(publication.publisher && { at: { name: publication.publisher, url: publication.url } }), startDate: publication.releaseDate, summary: publication.summary }),
    // schema.org has no property of a Person for what they wrote: each work names them as its author.
    jsonLd: (publications) => ({
      '@reverse': {
        author: publications.map((publication) => ({
          '@type': 'CreativeWork',
          name: publication.name,
          ...(publication.publisher && { publisher: organization('Organization', publication.publisher) }),
          ...(publication.releaseDate && { datePublished: publication.releaseDate }),
          ...(publication.url && { url: publication.url }),
        })),
      },
    }),
  },
  languages: {
    label: 'Languages',
    fields: ['language', 'fluency'],
    count: ['language', 'languages'],
    compact: true,
    print: (spoken) => ({ title: spoken.language, detail: spoken.fluency }),
    jsonLd: (spoken) => ({ knowsLanguage: spoken.map((entry) => ({ '@type': 'Language', name: entry.language })) }),
  },
  interests: {
    label: 'Interests',
    fields: ['name', 'keywords'],
    count: ['interest', 'interests'],
    compact: true,
    print: (interest) => ({ title: interest.name, keywords: interest.keywords }),
  },
  references: {
    label: 'Testimonials',
    // The picture is a file of the owner's media folder, no address a JSON Resume reader could load.
    fields: ['name', 'reference', 'role'],
    count: ['reference', 'references'],
    print: (reference) => ({ title: reference.name, detail: reference.role, summary: `“${reference.reference}”` }),
  },
}

/** The résumé part of a section, for code that goes through every section (whose entries' type it cannot know). */
export const resumePart = (key: ResumeKey) => RESUME_PARTS[key] as unknown as ResumePart<never>
