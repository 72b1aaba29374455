import { LAY_OUT_AGAIN_EVENT } from '../boot/names.ts'
import { readStorage } from './storage.ts'
import { afterNextFrame } from './yield-to-browser.ts'

/** The themes a visitor can choose; the head script applies the stored one before the first paint. */
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
/** The query `system` follows. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'
export type ResolvedTheme = Exclude<Theme, 'system'>
/** The themes a page is drawn in: each is a class on the root (applyResolvedTheme). */
export const RESOLVED_THEMES: readonly ResolvedTheme[] = ['light', 'dark']

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light'
  return theme
}

/**
 * On the root for the frame a theme change is drawn in (index.css): nothing fades from the old
 * colours to the new, so the switch costs one restyle and one paint, not a transition started
 * on every coloured element and a page repainted on every frame while they run.
 */
export const THEME_SWITCH_CLASS = 'theme-switching'

/** Switches the root to the resolved theme without transitions; does nothing if it is already there. */
export function switchResolvedTheme(root: HTMLElement, resolved: ResolvedTheme): void {
  if (root.classList.contains(resolved) && root.style.colorScheme === resolved) return
  root.classList.add(THEME_SWITCH_CLASS)
  // What is far from the screen takes the new colours later, one element per idle moment.
  dispatchEvent(new Event(LAY_OUT_AGAIN_EVENT))
  applyResolvedTheme(root, resolved)
  // Taken off in a task after the next frame, whose restyle has drawn the new colours.
  afterNextFrame(() => root.classList.remove(THEME_SWITCH_CLASS))
}

/** Replaces the previous theme class on the root with the resolved one. */
export function applyResolvedTheme(root: HTMLElement, resolved: ResolvedTheme): void {
  root.classList.remove(...RESOLVED_THEMES)
  root.classList.add(resolved)
  root.style.colorScheme = resolved
}

export function readStoredTheme(storageKey: string, fallback: Theme): Theme {
  const stored = readStorage(storageKey)
  return isTheme(stored) ? stored : fallback
}
