import { useEffect, useMemo, type ReactNode } from 'react'
import { useLocalStorage } from '../hooks/use-local-storage.ts'
import { useMediaQuery } from '../hooks/use-media-query.ts'
import { ThemeContext } from '../hooks/use-theme.ts'
import {
  DARK_SCHEME_QUERY,
  DEFAULT_THEME,
  DEFAULT_THEME_STORAGE_KEY,
  isTheme,
  readStoredTheme,
  resolveTheme,
  switchResolvedTheme,
  type Theme,
} from '../lib/theme.ts'

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
    switchResolvedTheme(document.documentElement, resolveTheme(current, window.matchMedia(DARK_SCHEME_QUERY).matches))
  }, [stored, systemPrefersDark, storageKey, defaultTheme])

  const settings = useMemo(() => ({ storageKey, defaultTheme }), [storageKey, defaultTheme])
  return <ThemeContext value={settings}>{children}</ThemeContext>
}
