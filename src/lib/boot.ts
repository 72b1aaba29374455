import { ENGAGEMENT_EVENTS } from './theme'

/** How long the boot script waits for the page to be shown before starting the app anyway (a hidden tab shows nothing). */
export const BOOT_FALLBACK_MS = 3000

/** The id of the boot script, the last element of the page, which the first paint waits for. */
export const BOOT_SCRIPT_ID = 'boot'

/**
 * The inline script that starts the app once the prerendered page is on screen. The entry
 * module is requested only after the largest contentful paint has been presented (its
 * performance entry arrives; where the browser reports none, two frames after the document is
 * parsed), so neither its download nor hydration competes with that paint. The head's
 * `<link rel="expect" blocking="render">` makes the first paint the complete page, so the first
 * such entry is the final one. A visitor who starts using the page first (a scroll, a key, a
 * touch; a reload that restores the scroll position) starts it at once. If the module cannot
 * load, the page drops `js` and reads as it does without JavaScript (see themeInitScript).
 * ES5 apart from import().
 */
export function bootScript(entryUrl: string): string {
  const url = JSON.stringify(entryUrl)
  return (
    `(function(){var s=0,P=window.PerformanceObserver,E=${JSON.stringify(ENGAGEMENT_EVENTS)};function go(){if(s)return;s=1;` +
    `E.forEach(function(n){removeEventListener(n,go,true)});` +
    `import(${url}).catch(function(){document.documentElement.classList.remove("js")})}` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0)` +
    `new P(go).observe({type:"largest-contentful-paint",buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});` +
    `E.forEach(function(n){addEventListener(n,go,{capture:true,passive:true})});` +
    `setTimeout(go,${BOOT_FALLBACK_MS})})()`
  )
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/

/**
 * Rewrites the built index.html so the app starts after the first paint: the entry's
 * <script type="module"> gives way to the boot script at the end of <body>, and the first
 * paint waits until the parser has reached it. Throws if the page has no (or several) entry
 * scripts to rewrite.
 */
export function deferEntryScript(html: string): string {
  const scripts = [...html.matchAll(new RegExp(ENTRY_SCRIPT.source, 'g'))]
  const entryUrl = scripts[0]?.[1]
  if (scripts.length !== 1 || !entryUrl) throw new Error(`index.html should have one entry <script type="module">, found ${scripts.length}`)
  return html
    .replace(ENTRY_SCRIPT, `<link rel="expect" href="#${BOOT_SCRIPT_ID}" blocking="render" />\n    `)
    .replace('</body>', `<script id="${BOOT_SCRIPT_ID}">${bootScript(entryUrl)}</script>\n  </body>`)
}
