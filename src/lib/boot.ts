import { ENGAGEMENT_EVENTS } from './theme.ts'

/** How long the boot script waits for the page to be shown before starting the app anyway (a hidden tab shows nothing). */
export const BOOT_FALLBACK_MS = 3000

/** The id of the boot script, the last element of the page, which the first paint waits for. */
export const BOOT_SCRIPT_ID = 'boot'

/**
 * The inline script that starts the app once the prerendered page is on screen. The app's
 * modules are requested only after the largest contentful paint has been presented (its
 * performance entry arrives; where the browser reports none, two frames after the document is
 * parsed), so neither their download nor hydration competes with that paint. The head's
 * `<link rel="expect" blocking="render">` makes the first paint the complete page, so the first
 * such entry is the final one. A visitor who starts using the page first (a scroll, a key, a
 * touch; a reload that restores the scroll position) starts it at once.
 *
 * `modules` are the entry's static imports followed by the entry. All are requested at once,
 * and each is run in a task of its own, posted (as React's scheduler does, not with a timer a
 * paused clock would hold) once the one before has run: the browser may paint and answer the
 * visitor between React's evaluation and the app's. If one cannot load, the page
 * drops `js` and reads as it does without JavaScript (see themeInitScript). A button the
 * visitor clicks before the app has run (the menu, the theme, the video's Pause) is clicked
 * again, in order, as soon as it has: React hydrates what an event reaches at once, but only
 * once hydrateRoot has been called. ES5 apart from import().
 */
export function bootScript(modules: string[]): string {
  return (
    `(function(){var s=0,m=${JSON.stringify(modules)},q=[],P=window.PerformanceObserver,E=${JSON.stringify(ENGAGEMENT_EVENTS)};` +
    `function early(e){var b=e.target.closest&&e.target.closest('button[type="button"]');if(b)q.push(b)}` +
    `addEventListener("click",early,true);` +
    `function run(i){import(m[i]).then(function(){var c;if(m[++i]){c=new MessageChannel;c.port1.onmessage=function(){run(i)};c.port2.postMessage(0)}` +
    `else{removeEventListener("click",early,true);q.forEach(function(b){if(b.isConnected)b.click()})}},function(){document.documentElement.classList.remove("js")})}` +
    `function go(){if(s)return;s=1;E.forEach(function(n){removeEventListener(n,go,true)});` +
    `m.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});run(0)}` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0)` +
    `new P(go).observe({type:"largest-contentful-paint",buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});` +
    `E.forEach(function(n){addEventListener(n,go,{capture:true,passive:true})});` +
    `setTimeout(go,${BOOT_FALLBACK_MS})})()`
  )
}

/** The modules the boot script in `html` runs, in order (the entry last); none if it has no boot script. */
export function bootModules(html: string): string[] {
  const list = new RegExp(`<script id="${BOOT_SCRIPT_ID}">\\(function\\(\\)\\{var s=0,m=(\\[[^\\]]*\\])`).exec(html)?.[1]
  return list ? (JSON.parse(list) as string[]) : []
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * Rewrites the built index.html so the app starts after the first paint: the entry's
 * <script type="module"> and the <link rel="modulepreload"> of its imports give way to the boot
 * script at the end of <body>, and the first paint waits until the parser has reached it.
 * Throws if the page has no (or several) entry scripts to rewrite.
 */
export function deferEntryScript(html: string): string {
  const scripts = [...html.matchAll(new RegExp(ENTRY_SCRIPT.source, 'g'))]
  const entryUrl = scripts[0]?.[1]
  if (scripts.length !== 1 || !entryUrl) throw new Error(`index.html should have one entry <script type="module">, found ${scripts.length}`)
  const imports = [...html.matchAll(MODULE_PRELOAD)].map(([, url = '']) => url)
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<link rel="expect" href="#${BOOT_SCRIPT_ID}" blocking="render" />\n    `)
    .replace('</body>', `<script id="${BOOT_SCRIPT_ID}">${bootScript([...imports, entryUrl])}</script>\n  </body>`)
}
