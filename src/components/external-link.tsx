import type { AnchorHTMLAttributes } from 'react'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string }

/**
 * A link out of the page: other sites open in a new tab without referrer or opener;
 * mailto: links open the visitor's mail program in place.
 */
export function ExternalLink(props: LinkProps) {
  if (props.href.startsWith('mailto:')) return <a {...props} />
  return <a {...props} target="_blank" rel="noopener noreferrer" />
}
