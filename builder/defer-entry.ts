// Hands the built page's start to the boot script (src/boot/boot-script.ts): the app's modules
// run after the first paint, not as the parser reaches them (docs/loading-sequence.md).
import { BOOT_SCRIPT, BOOT_SCRIPT_ID, FIRST_SCREEN_END_ID, type BootScriptOptions } from '../src/build-surface.ts'
import { inlineScript } from './inline-script.ts'

/** The boot script element that runs `modules` in order. */
export async function bootScriptTag(modules: string[]): Promise<string> {
  const options: BootScriptOptions = { modules }
  return `<script id="${BOOT_SCRIPT_ID}">${await inlineScript(BOOT_SCRIPT, options)}</script>`
}

/**
 * The modules the boot script in `html` runs, in order (the entry last); none if it has no boot
 * script. They are the JSON options inlineScript writes into the call, which start with them; a
 * boot script whose list cannot be read throws, so the byte budget never measures nothing.
 */
export function bootModules(html: string): string[] {
  const script = new RegExp(`<script id="${BOOT_SCRIPT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1]
  if (script === undefined) return []
  const list = /\(\{"modules":(\[[^\]]*\])/.exec(script)?.[1]
  if (!list) throw new Error(`the boot script (#${BOOT_SCRIPT_ID}) names no modules in the form builder/defer-entry.ts writes`)
  return JSON.parse(list) as string[]
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * Rewrites the built index.html so the app starts after the first paint: the entry's
 * <script type="module"> and the <link rel="modulepreload"> of its imports give way to the boot
 * script at the end of <body>. The first paint waits until the parser has reached the empty
 * element right after the hero (`FIRST_SCREEN_END_ID`), so it is the complete first screen, which
 * arrives in the first round trip, and not the rest of the page, which may take more
 * (docs/loading-sequence.md, step 3).
 * Throws if the page has no (or several) entry scripts to rewrite.
 */
export async function deferEntryScript(html: string): Promise<string> {
  const scripts = [...html.matchAll(new RegExp(ENTRY_SCRIPT.source, 'g'))]
  const entryUrl = scripts[0]?.[1]
  if (scripts.length !== 1 || !entryUrl) throw new Error(`index.html should have one entry <script type="module">, found ${scripts.length}`)
  const imports = [...html.matchAll(MODULE_PRELOAD)].map(([, url = '']) => url)
  const boot = await bootScriptTag([...imports, entryUrl])
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render" />\n    `)
    .replace('</body>', () => `${boot}\n  </body>`)
}

/** Where the first screen ends in the page's HTML: after its first section in <main>, the hero, which holds no other section. */
export function firstScreenEnd(html: string): number | undefined {
  const main = html.indexOf('<main')
  const hero = main < 0 ? -1 : html.indexOf('<section', main)
  const end = hero < 0 ? -1 : html.indexOf('</section>', hero)
  return end < 0 ? undefined : end + '</section>'.length
}

/**
 * Why a prerendered page's first paint would not be its first screen: the element the paint
 * waits for must come right after the first section of <main>, the hero. Any other would hold
 * the paint until the whole page is parsed (an id not on the page), hold it for more than the
 * first screen, or paint part of the hero.
 */
export function firstPaintProblem(html: string): string | undefined {
  const expected = /<link rel="expect" href="#([^"]+)" blocking="render"/.exec(html)?.[1]
  if (!expected) return 'the page has no <link rel="expect" blocking="render"> to hold its first paint for the first screen'
  const end = firstScreenEnd(html)
  if (end === undefined) return `the first paint waits for #${expected}, but <main> has no section`
  const nextTag = /^\s*(<[^>]*>)/.exec(html.slice(end))?.[1] ?? ''
  const next = /^<[a-z][^>]*\bid="([^"]*)"/.exec(nextTag)?.[1]
  if (next !== expected) {
    return `the first paint waits for #${expected}, but the element right after the first section of <main> is ${next ? `#${next}` : 'another'}`
  }
  return undefined
}
