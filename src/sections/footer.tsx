import { ExternalLink } from '../components/external-link.tsx'
import { ContentIcon } from '../components/icon.tsx'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { formatInteger } from '../content/intl-answers.ts'
import type { PageLanguage } from '../content/languages.ts'
import type { Content, Labels, NavEntry } from '../content/schema.ts'
import { useCurrentYear } from '../hooks/use-current-year.ts'
import { assetUrl } from '../lib/asset.ts'
import { responsiveImage } from '../lib/media.ts'

interface FooterProps {
  /** Its anchor, which the page gives it. */
  id: string
  owner: Content['owner']
  /** The owner's photo (a path in the media folder), for the h-card. */
  photo: string
  entries: NavEntry[]
  footer: Content['footer']
  labels: Labels
  /** The page's languages, and the tag of this page's: a switcher when there is more than one. */
  languages?: PageLanguage[]
  lang?: string
}

const heading = 'text-sm font-semibold tracking-wider text-foreground uppercase'
const link = 'inline-flex min-h-6 items-center gap-2 text-muted transition-colors hover:text-accent'

/**
 * The footer is the owner's h-card (microformats2): name, note and profiles (rel="me") on the
 * page; role, email, place, photo and the site's own address as <data>, which shows nothing.
 */
export function Footer({ id, owner, photo, entries, footer, labels, languages = [], lang = '' }: FooterProps) {
  const year = useCurrentYear()
  return (
    <footer id={id} className="h-card border-t border-border bg-surface">
      <data className="u-url u-uid" value={assetUrl('/')} />
      <data className="p-job-title" value={owner.role} />
      <data className="u-email" value={`mailto:${owner.email}`} />
      <data className="p-locality" value={owner.location} />
      <data className="u-photo" value={responsiveImage(photo).src} />
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-3">
        <div>
          <a href="#top" className="p-name inline-flex min-h-6 items-center text-lg font-bold tracking-tight text-foreground">
            {owner.name}
          </a>
          <p className="p-note mt-3 max-w-xs text-muted">{footer.blurb}</p>
          <LanguageSwitcher languages={languages} current={lang} label={labels.languages ?? ''} section={id} className="mt-4 -ms-1 text-muted print:hidden" linkClassName={`${link} rounded-full px-1`} />
        </div>
        <nav aria-labelledby="footer-links-heading" className="print:hidden">
          <h2 id="footer-links-heading" className={heading}>
            {labels.quickLinks}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className={link}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{labels.connect}</h2>
          <ul className="mt-4 space-y-2.5">
            {footer.links.map((social) => (
              <li key={social.url}>
                <ExternalLink href={social.url} me className={social.url.startsWith('mailto:') ? link : `u-url ${link}`}>
                  <ContentIcon name={social.icon} className="size-4" />
                  {social.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-muted sm:px-8">
          © <span data-testid="copyright-year">{formatInteger(year, lang)}</span> {owner.name}. {footer.rights}
        </p>
      </div>
    </footer>
  )
}
