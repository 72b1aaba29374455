// Hands the built page's start to the boot script (src/boot/boot-script.ts): the app's modules
// run after the first paint, not as the parser reaches them (docs/loading-sequence.md). The
// modules are the bundle's (builder/plugins/head-plugin.ts), never read back from built HTML.
import { BOOT_MODULES_ID, BOOT_SCRIPT, BOOT_SCRIPT_ID, FIRST_SCREEN_END_ID } from '../src/build-surface.ts'
import { inlineScript } from './inline-script.ts'
import { scriptJson } from './script-json.ts'

/** The list of `modules` the boot script runs, in order, and the boot script: the end of the page's <body>. */
export async function bootScriptTag(modules: string[]): Promise<string> {
  return `<script type="application/json" id="${BOOT_MODULES_ID}">${scriptJson(modules)}</script>\n  <script id="${BOOT_SCRIPT_ID}">${await inlineScript(BOOT_SCRIPT, { listId: BOOT_MODULES_ID })}</script>`
}

/**
 * The modules a page's boot script runs, in order (the entry last), from the list the build wrote
 * in it; none if it has no list. What the byte budget and the journeys take for the first load.
 */
export function bootModules(html: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${BOOT_MODULES_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1]
  return block === undefined ? [] : (JSON.parse(block) as string[])
}

/**
 * Rewrites a built index.html so the app starts after the first paint: the entry's
 * <script type="module"> (`entryTag`, as Vite wrote it for the bundle's entry) gives way to a
 * render-blocking expectation of the first screen's end, and the boot script, which runs
 * `modules` (the entry's static imports, then the entry), ends the <body>. The first paint waits
 * until the parser has reached the empty element right after the hero (`FIRST_SCREEN_END_ID`), so
 * it is the complete first screen, which arrives in the first round trip, and not the rest of the
 * page, which may take more (docs/loading-sequence.md, step 3).
 * Throws if the page does not hold `entryTag` exactly once.
 */
export async function deferEntryScript(html: string, entryTag: string, modules: string[]): Promise<string> {
  const found = html.split(entryTag).length - 1
  if (found !== 1) throw new Error(`index.html should hold the entry's ${entryTag} once, found it ${found} times`)
  const boot = await bootScriptTag(modules)
  return html.replace(entryTag, () => `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render" />`).replace('</body>', () => `  ${boot}\n  </body>`)
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
