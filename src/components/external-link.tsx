import type { AnchorHTMLAttributes } from 'react'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
  /**
   * A link to the owner's own profile or address (GitHub, LinkedIn, Mastodon): a web link is
   * marked rel="me", so services that link back to the site (Mastodon's verified links,
   * IndieAuth) can tell it is theirs; a mailto: link has no use for it.
   */
  me?: boolean
}

/**
 * A link out of the page: other sites open in a new tab without referrer or opener; mailto: and
 * tel: links open the visitor's mail program or phone in place.
 */
export function ExternalLink({ me = false, ...props }: LinkProps) {
  if (props.href.startsWith('mailto:') || props.href.startsWith('tel:')) return <a {...props} />
  return <a {...props} target="_blank" rel={`${me ? 'me ' : ''}noopener noreferrer`} />
}
