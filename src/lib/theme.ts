import { readStorage } from './storage.ts'

/** The themes a visitor can choose; the head script applies the stored one before the first paint. */
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
/** The query `system` follows. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'
export type ResolvedTheme = Exclude<Theme, 'system'>

/** The theme provider's own defaults; the portfolio overrides both (see app/theme-config.ts). */
export const DEFAULT_THEME: Theme = 'system'
export const DEFAULT_THEME_STORAGE_KEY = 'vite-ui-theme'

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
