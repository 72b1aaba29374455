/** @jsxRuntime automatic @jsxImportSource react */
// (The pragma: tsx reads the root tsconfig.json, which sets no JSX runtime.)
// The résumé as React components for @react-pdf/renderer: the owner's name and contacts, the
// bio, the résumé's sections in the page's order (src/content/sections.ts says how each prints) and
// the projects, from the same content as the page.
// `density` tightens it step by step until it fits two pages; resume-pdf.ts chooses the sections and leaves out the last ones where even that is not enough.
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import type { Content, OptionalSection, PrintedEntry } from '../../src/build-surface.ts'
import { formatPartialDate, projectAbout, resumePart, telUrl } from '../../src/build-surface.ts'
import { displayAddress as host } from '../head.ts'

/** How much each step leaves out or shrinks, from the full résumé (0) to the tightest. */
export const DENSITIES = [
  { fontSize: 10, highlights: Infinity, summaries: true, projectDetail: 'full', gap: 12 },
  { fontSize: 9.5, highlights: 3, summaries: true, projectDetail: 'short', gap: 10 },
  { fontSize: 9, highlights: 2, summaries: true, projectDetail: 'line', gap: 8 },
  { fontSize: 8.5, highlights: 1, summaries: false, projectDetail: 'line', gap: 7 },
  { fontSize: 8, highlights: 0, summaries: false, projectDetail: 'line', gap: 6 },
] as const
export type Density = (typeof DENSITIES)[number]

const ACCENT = '#4338ca'
const MUTED = '#475569'

function styles(density: Density, fonts: string[]) {
  const { fontSize, gap } = density
  return StyleSheet.create({
    page: { fontFamily: fonts, fontSize, lineHeight: 1.4, color: '#0f172a', paddingTop: 40, paddingBottom: 44, paddingHorizontal: 46 },
    name: { fontSize: fontSize * 2.2, fontWeight: 700, lineHeight: 1.15 },
    role: { fontSize: fontSize * 1.2, color: ACCENT, marginTop: 2 },
    contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: MUTED },
    contact: { marginRight: 12 },
    link: { color: ACCENT, textDecoration: 'none' },
    availability: { marginTop: 6, color: MUTED },
    heading: { fontSize: fontSize * 1.15, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', letterSpacing: 0.8, marginTop: gap * 1.4, marginBottom: gap * 0.5, paddingBottom: 2, borderBottomWidth: 0.75, borderBottomColor: '#c7d2fe' },
    entry: { marginBottom: gap * 0.8 },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
    entryTitle: { fontWeight: 700, flex: 1, paddingRight: 8 },
    title: { fontWeight: 700 },
    dates: { color: MUTED, flexShrink: 0 },
    detail: { color: MUTED },
    paragraph: { marginTop: 2 },
    bullet: { flexDirection: 'row', marginTop: 1 },
    bulletMark: { width: 9, color: ACCENT },
    bulletText: { flex: 1 },
    keywords: { marginTop: 2, color: MUTED, fontSize: fontSize * 0.92 },
    footer: { position: 'absolute', bottom: 22, left: 46, right: 46, flexDirection: 'row', justifyContent: 'space-between', color: MUTED, fontSize: fontSize * 0.8 },
  })
}
type Styles = ReturnType<typeof styles>

interface ResumeDocumentProps {
  content: Content
  siteUrl: string
  paper: 'A4' | 'LETTER'
  /** The font families, in the order a text run falls back along them (resume-pdf.ts registers them). */
  fonts: string[]
  density: Density
  /** The résumé sections it prints, in this order (resume-pdf.ts chooses them). */
  sections: OptionalSection[]
}

const dateRange = (lang: string, start?: string, end?: string, present?: string) =>
  [start && formatPartialDate(start, lang), end ? formatPartialDate(end, lang) : start && present].filter(Boolean).join(' – ')


function Section({ title, s, children }: { title: string; s: Styles; children: ReactNode }) {
  return (
    <View>
      {/* A heading never ends a page alone: it keeps the first line of what follows with it. */}
      <Text style={s.heading} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  )
}

function Bullets({ items, s }: { items: readonly string[]; s: Styles }) {
  return items.map((item) => (
    <View key={item} style={s.bullet}>
      <Text style={s.bulletMark}>•</Text>
      <Text style={s.bulletText}>{item}</Text>
    </View>
  ))
}

/** An entry of a résumé section: its title and where, its dates, and as much of the rest as the density leaves. */
function Entry({ entry, lang, present, s, density }: { entry: PrintedEntry; lang: string; present?: string; s: Styles; density: Density }) {
  const { title, at, startDate, endDate, detail, summary, bullets, keywords } = entry
  return (
    <View style={s.entry} wrap={false}>
      <View style={s.entryHead}>
        <Text style={s.entryTitle}>
          {title}
          {at && ', '}
          {at &&
            (at.url ? (
              <Link src={at.url} style={s.link}>
                {at.name}
              </Link>
            ) : (
              at.name
            ))}
        </Text>
        <Text style={s.dates}>{dateRange(lang, startDate, endDate, present)}</Text>
      </View>
      {detail && <Text style={s.detail}>{detail}</Text>}
      {density.summaries && summary && <Text style={s.paragraph}>{summary}</Text>}
      {bullets && <Bullets items={bullets.slice(0, density.highlights)} s={s} />}
      {keywords && keywords.length > 0 && <Text style={s.keywords}>{keywords.join(' · ')}</Text>}
    </View>
  )
}

/** An entry printed as one line: "title (detail): keywords". */
function Line({ entry, s }: { entry: PrintedEntry; s: Styles }) {
  return (
    <Text style={s.paragraph}>
      <Text style={{ fontWeight: 700 }}>{entry.title}</Text>
      {entry.detail && <Text style={s.detail}> ({entry.detail})</Text>}
      {entry.keywords && entry.keywords.length > 0 && `: ${entry.keywords.join(', ')}`}
    </Text>
  )
}

/** The résumé: the owner, the bio, the résumé sections given and every project. */
export function ResumeDocument({ content, siteUrl, paper, fonts, density, sections }: ResumeDocumentProps) {
  const s = styles(density, fonts)
  const { owner, social, meta, availability } = content
  const lang = meta.lang
  const projects = content.projects.items
  return (
    <Document title={`${owner.name} — ${owner.role}`} author={owner.name} subject={meta.description} language={lang} creator={host(siteUrl)} producer={host(siteUrl)}>
      <Page size={paper} style={s.page}>
        <Text style={s.name}>{owner.name}</Text>
        <Text style={s.role}>{owner.role}</Text>
        <View style={s.contacts}>
          <Link src={`mailto:${owner.email}`} style={[s.contact, s.link]}>
            {owner.email}
          </Link>
          {owner.phone && (
            <Link src={telUrl(owner.phone)} style={[s.contact, s.link]}>
              {owner.phone}
            </Link>
          )}
          <Link src={siteUrl} style={[s.contact, s.link]}>
            {host(siteUrl)}
          </Link>
          <Text style={s.contact}>{owner.location}</Text>
          <Link src={social.github.url} style={[s.contact, s.link]}>
            {host(social.github.url)}
          </Link>
          <Link src={social.linkedin.url} style={[s.contact, s.link]}>
            {host(social.linkedin.url)}
          </Link>
        </View>
        {availability && <Text style={s.availability}>{availability.text}</Text>}

        <Section title={content.about.heading} s={s}>
          {content.about.bio.map((paragraph) => (
            <Text key={paragraph} style={s.paragraph}>
              {paragraph}
            </Text>
          ))}
        </Section>

        {sections.map((section) => {
          const block = content[section.key]
          if (!block) return null
          const present = 'present' in block ? block.present : undefined
          const part = resumePart(section.key)
          const printed = (block.items as never[]).map((item) => part.print(item))
          return (
            <Section key={section.id} title={block.heading} s={s}>
              {printed.map((entry, index) =>
                part.compact ? <Line key={index} entry={entry} s={s} /> : <Entry key={index} entry={entry} lang={lang} present={present} s={s} density={density} />,
              )}
            </Section>
          )
        })}

        {projects.length > 0 && (
          <Section title={content.projects.heading} s={s}>
            {projects.map((project) => {
              const about = projectAbout(project)
              const full = density.projectDetail === 'full'
              const line = project.subtitle ?? about
              return (
                <View key={project.id} style={s.entry} wrap={false}>
                  <View style={s.entryHead}>
                    <Text style={s.entryTitle}>
                      {project.demoLink ? (
                        <Link src={project.demoLink} style={s.link}>
                          {project.title}
                        </Link>
                      ) : (
                        project.title
                      )}
                      {!full && line && <Text style={s.detail}> — {line}</Text>}
                    </Text>
                    <Text style={s.dates}>{dateRange(lang, project.startDate, project.endDate)}</Text>
                  </View>
                  {full && project.subtitle && <Text style={s.detail}>{project.subtitle}</Text>}
                  {full && about && <Text style={s.detail}>{about}</Text>}
                  {full && project.description && <Text style={s.paragraph}>{project.description}</Text>}
                  {project.tech.length > 0 && <Text style={s.keywords}>{project.tech.join(' · ')}</Text>}
                </View>
              )
            })}
          </Section>
        )}

        <View style={s.footer} fixed>
          <Link src={siteUrl} style={s.link}>
            {host(siteUrl)}
          </Link>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  )
}
