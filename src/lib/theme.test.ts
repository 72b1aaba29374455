import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { setMediaQuery, resetMediaQueries } from '../test/browser-fakes.ts'
import { headScript } from '../boot/head-script.ts'
import { LAY_OUT_AGAIN_EVENT, SCRIPTED_CLASS } from '../boot/names.ts'
import { DARK_SCHEME_QUERY, THEME_SWITCH_CLASS, applyResolvedTheme, isTheme, readStoredTheme, resolveTheme, switchResolvedTheme } from './theme.ts'

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

  it('switches with transitions held off until a task after the next frame, and leaves an unchanged theme alone', async () => {
    vi.useFakeTimers()
    const root = document.documentElement
    applyResolvedTheme(root, 'light')
    switchResolvedTheme(root, 'dark')
    expect(root.classList.contains('dark')).toBe(true)
    expect(root.classList.contains(THEME_SWITCH_CLASS)).toBe(true)
    vi.advanceTimersToNextFrame()
    expect(root.classList.contains(THEME_SWITCH_CLASS)).toBe(true)
    // The task the frame queued (a fake zero-delay timer takes 1 ms).
    await vi.advanceTimersByTimeAsync(1)
    expect(root.classList.contains(THEME_SWITCH_CLASS)).toBe(false)

    switchResolvedTheme(root, 'dark')
    expect(root.classList.contains(THEME_SWITCH_CLASS)).toBe(false)
    vi.useRealTimers()
  })

  it('asks for the page to be laid out again before it applies the theme, so what is far away is skipped in that restyle', () => {
    const root = document.documentElement
    applyResolvedTheme(root, 'light')
    const themeWhenAsked: string[] = []
    const listener = () => themeWhenAsked.push(root.classList.contains('dark') ? 'dark' : 'light')
    addEventListener(LAY_OUT_AGAIN_EVENT, listener)
    switchResolvedTheme(root, 'dark')
    switchResolvedTheme(root, 'dark')
    removeEventListener(LAY_OUT_AGAIN_EVENT, listener)
    expect(themeWhenAsked).toEqual(['light'])
  })
})

// The head script applies the theme before this module has loaded (its own tests: head-script.test.ts).
describe('the head script and the theme provider', () => {
  afterEach(resetMediaQueries)

  it.each([
    ['dark', false],
    ['light', true],
    ['system', true],
    ['system', false],
    ['purple', true],
    [null, false],
  ])('resolve the same theme from %s stored (system prefers dark: %s)', (stored, systemPrefersDark) => {
    setMediaQuery(DARK_SCHEME_QUERY, systemPrefersDark)
    if (stored) localStorage.setItem('portfolio-theme', stored)
    headScript({ storageKey: 'portfolio-theme', defaultTheme: 'system' })
    const byHead = { className: document.documentElement.className, scheme: document.documentElement.style.colorScheme }

    document.documentElement.className = ''
    applyResolvedTheme(document.documentElement, resolveTheme(readStoredTheme('portfolio-theme', 'system'), systemPrefersDark))
    expect(byHead).toEqual({ className: `${SCRIPTED_CLASS} ${document.documentElement.className}`, scheme: document.documentElement.style.colorScheme })
  })
})

describe('what the theme switch holds off', () => {
  const source = join(import.meta.dirname, '..')
  // A class that gives an element a transition, with any variants before it, as a class list in
  // src writes it (transition-none and the transition-behavior classes start none).
  const TRANSITION_CLASS = /(?<=^|[\s'"`{}])((?:[\w-]+:)*transition(?:-[a-z]+|-\[[^\]\s'"`]+\])?)(?=$|[\s'"`{}$])/gm
  const STARTS_NONE = new Set(['transition-none', 'transition-normal', 'transition-discrete'])

  /** The classes of the rule's `.theme-switching :is(…)`, unescaped. */
  function heldOff(stylesheet: string): string[] {
    const list = new RegExp(String.raw`\.${THEME_SWITCH_CLASS} :is\(([^)]*)\)\s*\{\s*transition: none !important;`).exec(stylesheet)?.[1] ?? ''
    return list
      .split(/(?<!\\),/)
      .map((name) => name.trim().replace(/^\./, '').replace(/\\(.)/g, '$1'))
      .filter(Boolean)
  }

  function usedInSource(): string[] {
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'))
    const found = files.flatMap((file) => [...readFileSync(join(source, file), 'utf8').matchAll(TRANSITION_CLASS)].map(([, name]) => name!))
    return [...new Set(found)].filter((name) => !STARTS_NONE.has(name.split(':').at(-1)!))
  }

  it('reads the rule and the class lists', () => {
    expect(heldOff(`.${THEME_SWITCH_CLASS} :is(.transition, .a\\:transition-\\[color\\,fill\\]) {\n  transition: none !important;\n}`)).toEqual(['transition', 'a:transition-[color,fill]'])
    const sample = `const a = 'p-2 transition hover:x'\nconst b = \`\${x ? 'motion-safe:transition-colors' : ''} transition-[color,fill] transition-none\`\n// a transition, transitions, startTransition`
    expect([...sample.matchAll(TRANSITION_CLASS)].map(([, name]) => name)).toEqual(['transition', 'motion-safe:transition-colors', 'transition-[color,fill]', 'transition-none'])
  })

  it('names exactly the classes in src that give an element a transition, so taking it off restyles only those', () => {
    const named = heldOff(readFileSync(join(source, 'styles/index.css'), 'utf8'))
    expect(named.length).toBeGreaterThan(0)
    expect([...named].sort()).toEqual(usedInSource().sort())
  })
})
