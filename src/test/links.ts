import { expect } from 'vitest'

/**
 * Expects a link to go to `href` in a new tab, without referrer or opener; a link to one of the
 * owner's profiles (`me`) also says it is theirs, with rel="me".
 */
export function expectOpensInNewTab(link: HTMLElement, href: string, { me = false } = {}) {
  expect(link).toHaveAttribute('href', href)
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', me ? 'me noopener noreferrer' : 'noopener noreferrer')
}
