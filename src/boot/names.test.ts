import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { RESIZE_BLOCK_CLASS } from '../hooks/use-resize-animation-block.ts'
import {
  ENGAGED_CLASS,
  FOLLOWING_LINK_CLASS,
  HELD_CLASS,
  HYDRATED_CLASS,
  LAID_OUT_CLASS,
  RENDER_WHEN_NEAR_CARD_CLASS,
  RENDER_WHEN_NEAR_CLASS,
  RENDER_WHEN_NEAR_CLASSES,
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

/** The classes a selector holds back until they are laid out: the subjects of `….js:not(.laid-out) …:not(.laid-out)` rules. */
function deferredClasses(selector: string): string[] {
  const parts = selector.split(/\s+(?![^(]*\))/)
  return parts.length > 1 && parts[0]!.includes(`:not(.${LAID_OUT_CLASS})`) ? classesIn(parts.at(-1)!).filter((name) => name !== LAID_OUT_CLASS) : []
}

/**
 * The stylesheet cannot import the names: these tests read it and hold it to them, so a class
 * renamed on one side only (the page then never hides, or never shows, what it should) fails here.
 */
const all = selectors(readFileSync(join(import.meta.dirname, '../styles/index.css'), 'utf8'))
const notLoading = new Set<string>([...THEMES, THEME_SWITCH_CLASS, RESIZE_BLOCK_CLASS])

describe('index.css and the loading sequence’s names', () => {
  it('reads the stylesheet’s rules', () => {
    const [js, laidOut, near] = [SCRIPTED_CLASS, LAID_OUT_CLASS, RENDER_WHEN_NEAR_CLASS]
    expect(all).toContain(`.${js} [data-reveal]`)
    expect(rootClasses(`html:not(.${js}) #mobile-menu[hidden]`)).toEqual([js])
    expect(rootClasses(`.${js}:not(.${laidOut}) .${near}:not(.${laidOut})`)).toEqual([js, laidOut])
    expect(rootClasses('.floating-dots.moving > .floating-dot')).toEqual([])
    expect(deferredClasses(`.${js}:not(.${laidOut}) .${near}:not(.${laidOut})`)).toEqual([near])
  })

  it('selects on exactly the root classes the module says the styles rely on, and no other', () => {
    const used = new Set(all.flatMap(rootClasses).filter((name) => !notLoading.has(name)))
    expect([...used].sort()).toEqual([...STYLED_ROOT_CLASSES].sort())
    for (const name of used) expect(ROOT_CLASSES).toContain(name)
  })

  it('skips a held card again, by the class the module names for it', () => {
    expect(all).toContain(`.${SCRIPTED_CLASS} .${RENDER_WHEN_NEAR_CARD_CLASS}.${HELD_CLASS}`)
  })

  it('holds back rendering, until the visitor engages, of exactly the classes the module names for it', () => {
    const deferred = new Set(all.flatMap(deferredClasses))
    expect([...deferred].sort()).toEqual([...RENDER_WHEN_NEAR_CLASSES].sort())
  })
})
