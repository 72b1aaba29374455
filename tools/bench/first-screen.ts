// The yardstick for the first screen's speed: the page cut down to what a hand-written static
// page of the same first screen would hold. It keeps the head, the navigation bar and the hero
// (the first section of <main>), drops every later section, the footer and every script, and
// keeps only the CSS rules that something left on it uses (Beasties prunes the inline style).
import Beasties from 'beasties'
import { JSDOM, VirtualConsole } from 'jsdom'

/** `html` (a built index.html) cut down to its first screen, with the CSS that screen needs. */
export async function staticFirstScreen(html: string): Promise<string> {
  // jsdom's own CSS parser cannot read every modern rule; Beasties parses the styles, not jsdom.
  const dom = new JSDOM(html, { virtualConsole: new VirtualConsole() })
  const { document } = dom.window
  const hero = document.querySelector('main section')
  if (!hero) throw new Error('the page has no section in <main> to keep as its first screen')
  // Everything after the hero, at every level up to <body>.
  for (let kept: Element | null = hero; kept && kept !== document.body; kept = kept.parentElement) {
    while (kept.nextSibling) kept.nextSibling.remove()
  }
  for (const element of document.querySelectorAll('script, link[rel="expect"], link[rel="modulepreload"]')) element.remove()
  const beasties = new Beasties({ reduceInlineStyles: true, logLevel: 'silent' })
  return beasties.process(dom.serialize())
}
