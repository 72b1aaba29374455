import { applyResolvedTheme, isTheme, resolveTheme, themeInitScript } from './theme.ts'
import { setMediaQuery, resetMediaQueries } from '../test/browser-fakes.ts'

const runInitScript = (key: string, fallback: 'light' | 'dark' | 'system') => {
  new Function(themeInitScript(key, fallback))()
}

describe('theme resolution', () => {
  it('resolves system to the operating system preference', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
    expect(resolveTheme('light', true)).toBe('light')
  })

  it('accepts only the three theme values', () => {
    expect(['light', 'dark', 'system'].every(isTheme)).toBe(true)
    expect(isTheme('blue')).toBe(false)
    expect(isTheme(null)).toBe(false)
  })

  it('replaces the previous theme class on the root', () => {
    const root = document.documentElement
    applyResolvedTheme(root, 'dark')
    applyResolvedTheme(root, 'light')
    expect(root.classList.contains('light')).toBe(true)
    expect(root.classList.contains('dark')).toBe(false)
    expect(root.style.colorScheme).toBe('light')
  })
})

describe('the inline head script', () => {
  afterEach(resetMediaQueries)

  it('applies the stored theme before the app loads', () => {
    localStorage.setItem('portfolio-theme', 'dark')
    runInitScript('portfolio-theme', 'light')
    expect(document.documentElement.className).toBe('js dark')
  })

  it('falls back to the default when nothing valid is stored', () => {
    localStorage.setItem('portfolio-theme', 'purple')
    runInitScript('portfolio-theme', 'light')
    expect(document.documentElement.classList.contains('light')).toBe(true)
  })

  it('follows the system preference when the stored choice is system', () => {
    setMediaQuery('(prefers-color-scheme: dark)', true)
    localStorage.setItem('portfolio-theme', 'system')
    runInitScript('portfolio-theme', 'light')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })

  describe('when the app does not start', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('shows the page as without JavaScript once the app script fails to load', () => {
      runInitScript('portfolio-theme', 'light')
      const script = document.createElement('script')
      document.head.append(script)
      script.dispatchEvent(new Event('error'))
      expect(document.documentElement.classList.contains('js')).toBe(false)
      script.remove()
    })

    it('gives up waiting after 8 s, unless the app has hydrated', () => {
      runInitScript('portfolio-theme', 'light')
      vi.advanceTimersByTime(7999)
      expect(document.documentElement.classList.contains('js')).toBe(true)
      vi.advanceTimersByTime(1)
      expect(document.documentElement.classList.contains('js')).toBe(false)

      document.documentElement.className = ''
      runInitScript('portfolio-theme', 'light')
      document.documentElement.classList.add('hydrated')
      vi.advanceTimersByTime(8000)
      expect(document.documentElement.classList.contains('js')).toBe(true)
    })
  })

  it('reads only its own storage key', () => {
    localStorage.setItem('vite-ui-theme', 'dark')
    runInitScript('portfolio-theme', 'light')
    expect(document.documentElement.classList.contains('light')).toBe(true)
  })
})
