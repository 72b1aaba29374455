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
  type ResolvedTheme,
  type Theme,
} from '../lib/theme'

export interface ThemeState {
  theme: Theme
  resolvedTheme: ResolvedTheme
  setTheme: (theme: Theme) => void
}

export const ThemeContext = createContext<ThemeState | null>(null)

interface ThemeProviderProps {
  children: ReactNode
  defaultTheme?: Theme
  storageKey?: string
}

export function ThemeProvider({ children, defaultTheme = DEFAULT_THEME, storageKey = DEFAULT_THEME_STORAGE_KEY }: ThemeProviderProps) {
  const [stored, store] = useLocalStorage(storageKey)
  const systemPrefersDark = useMediaQuery(DARK_SCHEME_QUERY)
  const theme = isTheme(stored) ? stored : defaultTheme
  const resolvedTheme = resolveTheme(theme, systemPrefersDark)

  // Keep the class on <html> in step with the choice and the OS preference. It reads the
  // browser rather than this render's values: while hydrating, those are the prerendered
  // defaults, and applying them would flash the light theme at a dark-theme visitor.
  useEffect(() => {
    const current = isTheme(stored) ? stored : readStoredTheme(storageKey, defaultTheme)
    applyResolvedTheme(document.documentElement, resolveTheme(current, window.matchMedia(DARK_SCHEME_QUERY).matches))
  }, [stored, systemPrefersDark, storageKey, defaultTheme])

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme: store }), [theme, resolvedTheme, store])
  return <ThemeContext value={value}>{children}</ThemeContext>
}
