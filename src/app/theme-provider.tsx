import { createContext, useEffect, useMemo, type ReactNode } from 'react'
import { useLocalStorage } from '../hooks/use-local-storage'
import { useMediaQuery } from '../hooks/use-media-query'
import {
  DARK_SCHEME_QUERY,
  DEFAULT_THEME,
  DEFAULT_THEME_STORAGE_KEY,
  applyResolvedTheme,
  isTheme,
  readStoredTheme,
  resolveTheme,
  type Theme,
} from '../lib/theme'

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

interface ThemeProviderProps {
  children: ReactNode
  defaultTheme?: Theme
  storageKey?: string
}

export function ThemeProvider({ children, defaultTheme = DEFAULT_THEME, storageKey = DEFAULT_THEME_STORAGE_KEY }: ThemeProviderProps) {
  const [stored] = useLocalStorage(storageKey)
  const systemPrefersDark = useMediaQuery(DARK_SCHEME_QUERY)

  // Keep the class on <html> in step with the choice and the OS preference. It reads the
  // browser rather than this render's values: while hydrating, those are the prerendered
  // defaults, and applying them would flash the light theme at a dark-theme visitor.
  useEffect(() => {
    const current = isTheme(stored) ? stored : readStoredTheme(storageKey, defaultTheme)
    applyResolvedTheme(document.documentElement, resolveTheme(current, window.matchMedia(DARK_SCHEME_QUERY).matches))
  }, [stored, systemPrefersDark, storageKey, defaultTheme])

  const settings = useMemo(() => ({ storageKey, defaultTheme }), [storageKey, defaultTheme])
  return <ThemeContext value={settings}>{children}</ThemeContext>
}
