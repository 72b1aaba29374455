import { readStorage } from './storage.ts'

export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export type ResolvedTheme = Exclude<Theme, 'system'>

/** The theme provider's own defaults; the portfolio overrides both (see app/theme-config.ts). */
export const DEFAULT_THEME: Theme = 'system'
export const DEFAULT_THEME_STORAGE_KEY = 'vite-ui-theme'
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light'
  return theme
}

/** Replaces the previous theme class on the root with the resolved one. */
export function applyResolvedTheme(root: HTMLElement, resolved: ResolvedTheme): void {
  root.classList.remove('light', 'dark')
  root.classList.add(resolved)
  root.style.colorScheme = resolved
}

export function readStoredTheme(storageKey: string, fallback: Theme): Theme {
  const stored = readStorage(storageKey)
  return isTheme(stored) ? stored : fallback
}

/** How long the page waits for the app to hydrate before showing everything as without scripts. */
export const HYDRATION_FAILSAFE_MS = 8000

/** The root's class once the visitor has scrolled, typed, touched or clicked (see whenEngaged). */
export const ENGAGED_CLASS = 'engaged'
/**
 * A form marks itself ready with this attribute once its code runs; until then the head script
 * stops it from submitting natively (which would reload the page and lose what was typed) and
 * sets the PENDING_SUBMIT property on it, for the form to send once ready.
 */
export const FORM_READY_ATTRIBUTE = 'data-ready'
export const PENDING_SUBMIT = 'pendingSubmit'

/** The events that count as the visitor starting to use the page. */
export const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const

/**
 * The inline <head> script: applies the stored theme before the first paint, so a dark-theme
 * visitor never sees a light flash, and marks the document as scripted (`js`: sections may wait
 * to fade in, the menu and carousel work). If the app's script fails to load, or has not
 * hydrated (`hydrated`) within HYDRATION_FAILSAFE_MS, the mark goes and the page reads as it
 * does without JavaScript. It also marks the root `engaged` on the visitor's first scroll, key,
 * touch or click, from the first moment, before the app has loaded (styles/index.css lays the
 * whole page out from then on, so links land on the right place), and holds back the submission
 * of a form whose code has not run yet (see FORM_READY_ATTRIBUTE). It repeats
 * resolveTheme/applyResolvedTheme in ES5: it runs first.
 */
export function themeInitScript(storageKey: string, fallback: Theme): string {
  const key = JSON.stringify(storageKey)
  const initial = JSON.stringify(fallback)
  const query = JSON.stringify(DARK_SCHEME_QUERY)
  const events = JSON.stringify(ENGAGEMENT_EVENTS)
  return (
    `(function(){var d=document.documentElement,E=${events},t;d.classList.add("js");` +
    `function g(){d.classList.add(${JSON.stringify(ENGAGED_CLASS)});E.forEach(function(n){removeEventListener(n,g,true)})}` +
    `E.forEach(function(n){addEventListener(n,g,{capture:true,passive:true})});` +
    `addEventListener("submit",function(e){var f=e.target;if(f.hasAttribute&&!f.hasAttribute(${JSON.stringify(FORM_READY_ATTRIBUTE)}))` +
    `{e.preventDefault();f.${PENDING_SUBMIT}=true}},true);` +
    `function f(){if(!d.classList.contains("hydrated"))d.classList.remove("js")}` +
    `addEventListener("error",function(e){if(e.target&&e.target.tagName==="SCRIPT")f()},true);` +
    `setTimeout(f,${HYDRATION_FAILSAFE_MS});` +
    `try{t=localStorage.getItem(${key})}catch(e){}` +
    `if(t!=="light"&&t!=="dark"&&t!=="system")t=${initial};` +
    `if(t==="system")t=matchMedia(${query}).matches?"dark":"light";` +
    `d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t})()`
  )
}
