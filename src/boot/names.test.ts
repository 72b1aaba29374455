import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { RESIZE_BLOCK_CLASS } from '../hooks/use-resize-animation-block.ts'
import {
  ENGAGED_CLASS,
  FOLLOWING_LINK_CLASS,
  HYDRATED_CLASS,
  LAID_OUT_CLASS,
  RENDER_WHEN_NEAR_CARD_CLASS,
  RENDER_WHEN_NEAR_SELECTORS,
  SCRIPTED_CLASS,
} from './names.ts'
import { THEME_SWITCH_CLASS, THEMES } from '../lib/theme.ts'

/** The classes the sequence itself puts on <html> (the resolved theme apart). */
const ROOT_CLASSES = [SCRIPTED_CLASS, HYDRATED_CLASS, ENGAGED_CLASS, LAID_OUT_CLASS, FOLLOWING_LINK_CLASS]
/** The root classes index.css selects on, besides the theme: each must appear there, and no other. */
const STYLED_ROOT_CLASSES = [SCRIPTED_CLASS, LAID_OUT_CLASS, FOLLOWING_LINK_CLASS]


/** Every selector of every style rule (at-rules' own preludes aside), comments removed. */
function selectors(stylesheet: string): string[] {
  const code = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...code.matchAll(/(?:^|[{};])\s*([^{};@\s][^{};]*?)\s*\{/g)].flatMap(([, prelude = '']) => prelude.split(',').map((selector) => selector.trim()))
}

const classesIn = (text: string) => [...text.matchAll(/\.(-?[_a-zA-Z](?:[\w-]|\\.)*)/g)].map(([, name]) => name!)

/**
 * The classes a selector expects on the root: those of an `html` compound, or of a first compound
 * made of classes alone (`.js`, `.js:not(.engaged)`) that scopes the rest of the selector.
 */
function rootClasses(selector: string): string[] {
  const [first = '', ...rest] = selector.split(/\s+(?![^(]*\))/)
  const scoping = rest.length > 0 && rest[0] !== '>' && rest[0] !== '+' && rest[0] !== '~'
  if (/^(html|:root)\b/.test(first) || (scoping && /^(\.[\w-]+|:not\(\.[\w-]+\))+$/.test(first))) return classesIn(first)
  return []
}

/** What a selector holds back until it is laid out: the rest of a `.js:not(.laid-out) …:not(.laid-out)` rule, without its :not(.laid-out). */
function deferred(selector: string): string[] {
  const scope = `.${SCRIPTED_CLASS}:not(.${LAID_OUT_CLASS}) `
  const subject = selector.startsWith(scope) ? selector.slice(scope.length) : ''
  return subject.endsWith(`:not(.${LAID_OUT_CLASS})`) ? [subject.slice(0, -`:not(.${LAID_OUT_CLASS})`.length)] : []
}

/**
 * The stylesheet cannot import the names: these tests read it and hold it to them, so a class
 * renamed on one side only (the page then never hides, or never shows, what it should) fails here.
 */
const all = selectors(readFileSync(join(import.meta.dirname, '../styles/index.css'), 'utf8'))
const notLoading = new Set<string>([...THEMES, THEME_SWITCH_CLASS, RESIZE_BLOCK_CLASS])

describe('index.css and the loading sequence’s names', () => {
  it('reads the stylesheet’s rules', () => {
    const [js, laidOut, near] = [SCRIPTED_CLASS, LAID_OUT_CLASS, RENDER_WHEN_NEAR_CARD_CLASS]
    expect(all).toContain(`.${js} [data-in-view] [data-reveal]`)
    expect(rootClasses(`html:not(.${js}) #mobile-menu[hidden]`)).toEqual([js])
    expect(rootClasses(`.${js}:not(.${laidOut}) .${near}:not(.${laidOut})`)).toEqual([js, laidOut])
    expect(deferred(`.${js}:not(.${laidOut}) .${near}:not(.${laidOut})`)).toEqual([`.${near}`])
    expect(deferred(`.${js}:not(.${laidOut}) #main > section ~ section:not(.${laidOut})`)).toEqual(['#main > section ~ section'])
  })

  it('selects on exactly the root classes the module says the styles rely on, and no other', () => {
    const used = new Set(all.flatMap(rootClasses).filter((name) => !notLoading.has(name)))
    expect([...used].sort()).toEqual([...STYLED_ROOT_CLASSES].sort())
    for (const name of used) expect(ROOT_CLASSES).toContain(name)
  })

  it('holds back rendering, until it is laid out, of exactly what the module names for it', () => {
    const held = new Set(all.flatMap(deferred))
    expect([...held].sort()).toEqual([...RENDER_WHEN_NEAR_SELECTORS, `.${RENDER_WHEN_NEAR_CARD_CLASS}`].sort())
  })

  it('gives what it holds back a remembered size, and shows it all in print', () => {
    for (const selector of [...RENDER_WHEN_NEAR_SELECTORS, `.${RENDER_WHEN_NEAR_CARD_CLASS}`]) {
      expect(all).toContain(`.${SCRIPTED_CLASS} ${selector}`)
      expect(all).toContain(selector)
    }
  })
})
