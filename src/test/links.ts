import { expect } from 'vitest'

/** Expects a link to go to `href` in a new tab, without referrer or opener. */
export function expectOpensInNewTab(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href)
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}
