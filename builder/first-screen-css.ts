// Splits the page's stylesheet in two: the rules the first screen (head, navigation bar, hero) can
// use, which travel in a <style> in <head>, and the rest, in a file linked right after the hero
// (the standard allows a stylesheet link in <body>, not a <style>), so the first paint waits
// neither for their bytes nor for their parsing, and what follows the link waits for them
// (docs/loading-sequence.md, step 2).
import { selectOne } from 'css-select'
import type { AnyNode, Document, Element } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { selectorSpecificity } from '@csstools/selector-specificity'
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import { FIRST_PAINT_ROOT_CLASSES, REST_STYLE_ID } from '../src/build-surface.ts'
import { firstScreenEnd } from './defer-entry.ts'

export interface SplitStylesheet {
  /** What the first screen needs, for <head>: every rule that can match an element of it at its first paint. */
  firstScreen: string
  /** What comes after the first screen: the other rules, with those of the first screen's that the order between them needs again (empty if none). */
  rest: string
}

/** The page's first screen as a document to match selectors against: everything after the hero is gone. */
function firstScreenDocument(html: string): Document {
  const end = firstScreenEnd(html)
  if (end === undefined) throw new Error('the page has no section in <main> to take as its first screen')
  const document = parseDocument(html.slice(0, end))
  // The head script may put any of these on the root before the first paint.
  const root = selectOne<AnyNode, Element>('html', document)
  if (root) root.attribs.class = [root.attribs.class ?? '', ...FIRST_PAINT_ROOT_CLASSES].join(' ').trim()
  return document
}

/**
 * `selector` without its pseudo-classes and pseudo-elements (and their arguments), so a rule for
 * a state (:hover, :focus-visible, :not(.js)) counts wherever its element is: dropping any part
 * of a selector only lets it match more, never less. A selector that is one :is() or :where()
 * is the selector inside it.
 */
export function withoutPseudo(selector: string): string {
  const parsed = selectorParser().astSync(selector)
  const [only, ...others] = parsed.nodes
  const [whole, ...rest] = only?.nodes ?? []
  if (others.length === 0 && rest.length === 0 && whole?.type === 'pseudo' && [':is', ':where'].includes(whole.value) && whole.nodes.length === 1) {
    return withoutPseudo(String(whole.nodes[0]))
  }
  const pseudos: selectorParser.Pseudo[] = []
  parsed.walkPseudos((pseudo) => void pseudos.push(pseudo))
  for (const pseudo of pseudos) pseudo.remove()
  // A combinator left with nothing after it applies to any element.
  return String(parsed).replace(/([>+~])\s*(?=[>+~,]|$)/g, '$1 *').trim()
}

/** Whether `selector` can match an element of `document` in any state. A selector the matcher cannot read counts as a match. */
function canMatch(selector: string, document: Document): boolean {
  const bare = withoutPseudo(selector)
  if (bare === '' || bare === '*') return true
  try {
    return selectOne(bare, document) !== null
  } catch {
    return true
  }
}

/**
 * The properties a declaration's cascade order can matter against, as one name per group:
 * a shorthand and its longhands (padding, padding-inline-start), a logical property and its
 * physical twin (width, inline-size), a prefixed name and the standard one. Coarser than the
 * browser's groups: two properties that share a group here are at worst ordered as they were.
 */
export function propertyGroup(property: string): string {
  if (property.startsWith('--')) return property
  const name = property.replace(/^-(?:webkit|moz|ms)-/, '')
  if (/^(?:inset|top|right|bottom|left)\b/.test(name)) return 'inset'
  if (/^(?:(?:min-|max-)?(?:width|height|inline-size|block-size))$/.test(name)) return 'size'
  if (/^(?:(?:grid-)?(?:row-|column-)?gap|grid-gap)$/.test(name)) return 'gap'
  if (/^(?:place|align|justify)-/.test(name)) return 'align'
  if (/^(?:line-height|font)\b/.test(name)) return 'font'
  if (/^(?:white-space|text|word-wrap|overflow-wrap|word-break|hyphens)\b/.test(name)) return 'text'
  if (/^columns?\b/.test(name)) return 'column'
  return name.split('-')[0] ?? name
}

/** A rule or at-rule that holds no rules of its own: what the split moves about, in page order. */
type Leaf = Rule | AtRule

/** @media, @supports, a @layer block and the like: an at-rule whose body holds rules, not declarations or keyframes. */
const isContainer = (node: AtRule): boolean =>
  node.name !== 'keyframes' && ((node.nodes ?? []) as ChildNode[]).some((child) => child.type === 'rule' || child.type === 'atrule')

function leavesOf(container: Container, leaves: Leaf[] = []): Leaf[] {
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') leaves.push(node)
    else if (node.type === 'atrule' && isContainer(node)) leavesOf(node, leaves)
    else if (node.type === 'atrule') leaves.push(node)
  }
  return leaves
}

/** The cascade layer a leaf is in, as its dotted name ('' outside any). */
function layerOf(leaf: Leaf): string {
  const names: string[] = []
  for (let parent = leaf.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer') names.unshift((parent as AtRule).params.trim())
  }
  return names.join('.')
}

/** Property groups by where their declarations stand in the cascade (the layer, a selector's specificity, the importance). */
type Ranked = Map<string, Set<string>>

/**
 * The property groups a leaf sets, by where each stands in the cascade: only declarations alike
 * in layer, specificity and importance are ordered against each other. `all` stands for every
 * group. An at-rule's descriptors are in no cascade.
 */
function groupsOf(leaf: Leaf): Ranked {
  const ranked: Ranked = new Map()
  if (leaf.type === 'atrule') return ranked
  const layer = layerOf(leaf)
  const specificities = selectorParser()
    .astSync(leaf.selector)
    .nodes.map((selector) => Object.values(selectorSpecificity(selector)).join(','))
  leaf.walkDecls((declaration) => {
    for (const specificity of specificities) {
      const rank = `${layer} ${specificity}${declaration.important ? ' !' : ''}`
      ranked.set(rank, (ranked.get(rank) ?? new Set()).add(propertyGroup(declaration.prop)))
    }
  })
  return ranked
}

/** Whether a group of `groups` is set in `set` at the same rank, or `all` is on either side of a rank they share. */
function overlaps(groups: Ranked, set: Ranked): boolean {
  return [...groups].some(([rank, names]) => {
    const there = set.get(rank)
    return there !== undefined && (there.has('all') || names.has('all') || [...names].some((name) => there.has(name)))
  })
}

/** The names of the cascade layers (nested ones dotted) in the order the stylesheet first mentions them. */
function layerOrder(root: postcss.Root): string[] {
  const names: string[] = []
  root.walkAtRules('layer', (rule) => {
    const around = layerOf(rule)
    for (const name of rule.params.split(',').map((part) => part.trim())) {
      const full = around && name ? `${around}.${name}` : name
      if (full && !names.includes(full)) names.push(full)
    }
  })
  return names
}

/** `root` with only the leaves in `keep`, and without the at-rules that leaves it empty. */
function pruned(root: postcss.Root, leaves: Leaf[], keep: Set<Leaf>): string {
  const copy = root.clone()
  const copies = leavesOf(copy)
  leaves.forEach((leaf, index) => {
    if (keep.has(leaf)) return
    // The leaf goes, then each at-rule around it that it leaves empty.
    for (let node: ChildNode | undefined = copies[index]; node; ) {
      const parent: postcss.Node['parent'] = node.parent
      node.remove()
      node = parent?.type === 'atrule' && parent.nodes?.length === 0 ? (parent as AtRule) : undefined
    }
  })
  return copy.toString()
}

/**
 * Splits `css` for the page `html` (its prerendered markup). The first part keeps every rule
 * whose selector matches an element of the first screen, whatever its state and whatever class
 * the head script gives the root, with the @keyframes those rules name, the @property
 * registrations of what they read, every @font-face and the order of every @layer, so the first
 * screen paints as it will stay: the rest restyles none of it. The second part holds every other
 * rule in its order, and again each rule of the first part that an earlier rule of the second
 * part would otherwise override by order (groupsOf, propertyGroup): the
 * two parts one after the other then cascade exactly as the whole stylesheet does, for every
 * element in every state.
 */
export function splitStylesheet(css: string, html: string): SplitStylesheet {
  const document = firstScreenDocument(html)
  const root = postcss.parse(css)
  const leaves = leavesOf(root)

  // The first screen's rules, then the @keyframes they name and the registered custom properties
  // they read (one a rule only sets is read by nothing on the first screen), until none is added.
  const critical = new Set<Leaf>()
  for (const leaf of leaves) {
    if (leaf.type === 'rule' ? leaf.selectors.some((selector) => canMatch(selector, document)) : !['keyframes', 'property'].includes(leaf.name)) critical.add(leaf)
  }
  for (let size = 0; size !== critical.size; ) {
    size = critical.size
    const named = new Set<string>()
    for (const leaf of critical) {
      leaf.walkDecls((declaration) => {
        if (/^animation(?:-name)?$/.test(declaration.prop)) for (const name of declaration.value.split(/[\s,]+/)) named.add(name)
        for (const [property] of declaration.value.matchAll(/--[\w-]+/g)) named.add(property)
      })
    }
    for (const leaf of leaves) if (leaf.type === 'atrule' && named.has(leaf.params)) critical.add(leaf)
  }

  // Walks the page order: a first-screen rule goes into the rest again once a rule already there
  // sets a property of its at the same cascade rank, so that it still comes after that rule.
  const rest = new Set<Leaf>()
  const setByRest: Ranked = new Map()
  for (const leaf of leaves) {
    const groups = groupsOf(leaf)
    if (critical.has(leaf) && (leaf.type === 'atrule' || !overlaps(groups, setByRest))) continue
    rest.add(leaf)
    for (const [rank, names] of groups) setByRest.set(rank, new Set([...(setByRest.get(rank) ?? []), ...names]))
  }

  const layers = layerOrder(root)
  const order = layers.length > 0 ? `@layer ${layers.join(',')};` : ''
  return { firstScreen: `${order}${pruned(root, leaves, critical)}`, rest: rest.size > 0 ? pruned(root, leaves, rest) : '' }
}

/** The empty stylesheet link the page renders after the first screen (src/boot/rest-of-stylesheet.tsx), for the build to give an address. */
export const REST_LINK_PLACEHOLDER = `<link id="${REST_STYLE_ID}" rel="stylesheet"/>`

/**
 * `page` (a prerendered index.html whose stylesheet is the <link> `link`) with `firstScreen`
 * inline in place of that link and the rest linked at `restHref` from the empty link the page
 * renders after its first screen.
 */
export function placeStylesheet(page: string, link: string, firstScreen: string, restHref: string): string {
  const withFirst = page.replace(link, () => `<style>${firstScreen}</style>`)
  const at = withFirst.indexOf(REST_LINK_PLACEHOLDER)
  const end = firstScreenEnd(withFirst)
  if (at < 0 || end === undefined || at < end) {
    throw new Error(`the page has no empty ${REST_LINK_PLACEHOLDER} after its first screen to link the rest of its stylesheet from (src/boot/rest-of-stylesheet.tsx)`)
  }
  return `${withFirst.slice(0, at)}<link id="${REST_STYLE_ID}" rel="stylesheet" href="${restHref}"/>${withFirst.slice(at + REST_LINK_PLACEHOLDER.length)}`
}
