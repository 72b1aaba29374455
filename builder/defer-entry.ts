// Hands the built page's start to the boot script (src/lib/boot-script.ts): the app's modules
// run after the first paint, not as the parser reaches them (docs/loading-sequence.md).
import { BOOT_SCRIPT, BOOT_SCRIPT_ID, type BootScriptOptions } from '../src/build-surface.ts'
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
 * script at the end of <body>, and the first paint waits until the parser has reached it (so it
 * is the complete page, and the largest-paint entry the boot script waits for is the final one).
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
    .replace(ENTRY_SCRIPT, `<link rel="expect" href="#${BOOT_SCRIPT_ID}" blocking="render" />\n    `)
    .replace('</body>', () => `${boot}\n  </body>`)
}
