// The owner's profiles elsewhere, as every file made from the content lists them: GitHub and
// LinkedIn, then each other https link of the footer (Mastodon, a blog...).
import type { Content } from '../../src/build-surface.ts'

export interface Profile {
  /** The service's name: GitHub, LinkedIn, or the footer link's label. */
  network: string
  /** The name on the service: the GitHub handle or the username the content gives, else the address's last segment. */
  username: string
  url: string
}

/** The username at the end of a profile's address: github.com/jane → jane. */
export const lastSegment = (url: string) => new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? ''

export function ownerProfiles(content: Content): Profile[] {
  const { github, linkedin } = content.social
  const known = new Set([github.url, linkedin.url])
  const others = content.footer.links.filter((link) => link.url.startsWith('https:') && !known.has(link.url))
  return [
    { network: 'GitHub', username: github.handle, url: github.url },
    { network: 'LinkedIn', username: linkedin.username ?? lastSegment(linkedin.url), url: linkedin.url },
    ...others.map((link) => ({ network: link.label, username: link.username ?? lastSegment(link.url), url: link.url })),
  ]
}
