import { readStorage } from './storage'

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

/**
 * The inline <head> script: applies the stored theme before the first paint, so a dark-theme
 * visitor never sees a light flash, and marks the document as scripted (`js`: sections may wait
 * to fade in, the menu and carousel work). If the app's script fails to load, or has not
 * hydrated (`hydrated`) within HYDRATION_FAILSAFE_MS, the mark goes and the page reads as it
 * does without JavaScript. It repeats resolveTheme/applyResolvedTheme in ES5: it runs first.
 */
export function themeInitScript(storageKey: string, fallback: Theme): string {
  const key = JSON.stringify(storageKey)
  const initial = JSON.stringify(fallback)
  const query = JSON.stringify(DARK_SCHEME_QUERY)
  return (
    `(function(){var d=document.documentElement,t;d.classList.add("js");` +
    `function f(){if(!d.classList.contains("hydrated"))d.classList.remove("js")}` +
    `addEventListener("error",function(e){if(e.target&&e.target.tagName==="SCRIPT")f()},true);` +
    `setTimeout(f,${HYDRATION_FAILSAFE_MS});` +
    `try{t=localStorage.getItem(${key})}catch(e){}` +
    `if(t!=="light"&&t!=="dark"&&t!=="system")t=${initial};` +
    `if(t==="system")t=matchMedia(${query}).matches?"dark":"light";` +
    `d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t})()`
  )
}
