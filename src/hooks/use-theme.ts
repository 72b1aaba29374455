import { createContext, use } from 'react'
import { DARK_SCHEME_QUERY, isTheme, resolveTheme, type ResolvedTheme, type Theme } from '../lib/theme.ts'
import { useLocalStorage } from './use-local-storage.ts'
import { useMediaQuery } from './use-media-query.ts'

/** Where the theme is kept and what it is until the visitor picks one (see useTheme). */
export interface ThemeSettings {
  storageKey: string
  defaultTheme: Theme
}

/**
 * Carries only the settings, which never change: the theme itself reaches the components that
 * show it through their own subscriptions (useTheme). A changing context value would reach
 * every part of the page still waiting to hydrate, and React would have to throw away their
 * prerendered HTML.
 */
export const ThemeContext = createContext<ThemeSettings | null>(null)

export interface ThemeState {
  theme: Theme
  resolvedTheme: ResolvedTheme
  setTheme: (theme: Theme) => void
}

/** The visitor's theme choice, what it resolves to now, and a way to change it. */
export function useTheme(): ThemeState {
  const settings = use(ThemeContext)
  if (!settings) throw new Error('useTheme must be used inside <ThemeProvider>')
  const [stored, store] = useLocalStorage(settings.storageKey)
  const systemPrefersDark = useMediaQuery(DARK_SCHEME_QUERY)
  const theme = isTheme(stored) ? stored : settings.defaultTheme
  return { theme, resolvedTheme: resolveTheme(theme, systemPrefersDark), setTheme: store }
}
