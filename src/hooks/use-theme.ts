import { use } from 'react'
import { ThemeContext } from '../app/theme-provider'
import { DARK_SCHEME_QUERY, isTheme, resolveTheme, type ResolvedTheme, type Theme } from '../lib/theme'
import { useLocalStorage } from './use-local-storage'
import { useMediaQuery } from './use-media-query'

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
