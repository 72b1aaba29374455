import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { ThemeSwitcher } from '../components/theme-switcher.tsx'
import { useTheme } from '../hooks/use-theme.ts'
import { resetMediaQueries, setMediaQuery } from '../test/browser-fakes.ts'
import { THEME_SWITCH_CLASS } from '../lib/theme.ts'
import { ThemeProvider } from './theme-provider.tsx'

const DARK = '(prefers-color-scheme: dark)'
const root = document.documentElement
/** The root's classes, less the one a switch holds for a frame (lib/theme.ts). */
const rootClasses = () => [...root.classList].filter((name) => name !== THEME_SWITCH_CLASS)
const labels = { theme: 'Theme', themeLight: 'Light', themeDark: 'Dark', themeSystem: 'System' }

describe('ThemeProvider', () => {
  afterEach(resetMediaQueries)

  it('defaults to system under the generic key when used without options', () => {
    setMediaQuery(DARK, true)
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider })
    expect(result.current.theme).toBe('system')
    expect(result.current.resolvedTheme).toBe('dark')
    act(() => result.current.setTheme('light'))
    expect(localStorage.getItem('vite-ui-theme')).toBe('light')
  })

  it('starts light for the portfolio and reads the stored choice under portfolio-theme', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ThemeProvider storageKey="portfolio-theme" defaultTheme="light">
        {children}
      </ThemeProvider>
    )
    expect(renderHook(() => useTheme(), { wrapper }).result.current.theme).toBe('light')
    expect(root.classList.contains('light')).toBe(true)

    localStorage.setItem('portfolio-theme', 'dark')
    expect(renderHook(() => useTheme(), { wrapper }).result.current.theme).toBe('dark')
    expect(rootClasses()).toEqual(['dark'])
  })

  it('saves and applies a choice from the switcher, and follows the OS live on system', async () => {
    const user = userEvent.setup()
    render(
      <ThemeProvider storageKey="portfolio-theme" defaultTheme="light">
        <ThemeSwitcher labels={labels} onMedia={false} />
      </ThemeProvider>,
    )
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Dark' }))
    expect(localStorage.getItem('portfolio-theme')).toBe('dark')
    expect(rootClasses()).toEqual(['dark'])
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'System' }))
    expect(rootClasses()).toEqual(['light'])
    act(() => setMediaQuery(DARK, true))
    expect(rootClasses()).toEqual(['dark'])
    act(() => setMediaQuery(DARK, false))
    expect(rootClasses()).toEqual(['light'])
  })

  it('refuses to be used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useTheme())).toThrow(/inside <ThemeProvider>/)
  })
})
