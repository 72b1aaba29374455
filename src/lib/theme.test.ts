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
describe("the head script and the bar's script", () => {
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
  // transition-none and the transition-behavior classes start no transition.
  const STARTS_NO_TRANSITION = new Set(['transition-none', 'transition-normal', 'transition-discrete'])
  // Variants that give the transition to something other than the element with the class (a
  // pseudo-element, its children, an arbitrary selector): naming the class does not reach it.
  const ELSEWHERE = /^(before|after|placeholder|file|marker|selection|first-line|first-letter|backdrop|\*|\*\*|\[.*\])$/

  /** A class's variants and its utility, an important mark aside: `hover:!transition` → [['hover'], 'transition']. */
  function parts(name: string): [string[], string] {
    const pieces = name.split(/:(?![^[]*\])/)
    return [pieces.slice(0, -1), pieces.at(-1)!.replace(/^!|!$/g, '')]
  }

  /** The class tokens of a file's code (its comments' prose left out) that give an element a transition. */
  function transitionClasses(text: string): string[] {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
    return code.split(/[\s'"`{}]+/).filter((token) => {
      const [, utility] = parts(token)
      return /^transition(-|$)/.test(utility) && !STARTS_NO_TRANSITION.has(utility)
    })
  }

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
    return [...new Set(files.flatMap((file) => transitionClasses(readFileSync(join(source, file), 'utf8'))))]
  }

  it('reads the rule, and the classes however a class list writes them, leaving prose out', () => {
    expect(heldOff(`.${THEME_SWITCH_CLASS} :is(.transition, .a\\:transition-\\[color\\,fill\\]) {\n  transition: none !important;\n}`)).toEqual(['transition', 'a:transition-[color,fill]'])
    const sample = [
      "const a = 'p-2 transition hover:x'",
      "const b = `${x ? 'motion-safe:transition-colors' : ''} !transition-[color,fill] data-[open]:transition-all transition-none [&>svg]:transition`",
      '// a transition in prose, https://example.com/transition',
      "/* another transition */ startTransition(() => on('transitionend'))",
    ].join('\n')
    expect(transitionClasses(sample)).toEqual(['transition', 'motion-safe:transition-colors', '!transition-[color,fill]', 'data-[open]:transition-all', '[&>svg]:transition'])
    expect(parts('[&>svg]:hover:!transition')).toEqual([['[&>svg]', 'hover'], 'transition'])
  })

  it('names exactly the classes in src that give an element a transition, so taking it off restyles only those', () => {
    const used = usedInSource()
    expect(used.filter((name) => parts(name)[0].some((variant) => ELSEWHERE.test(variant)))).toEqual([])
    const named = heldOff(readFileSync(join(source, 'styles/index.css'), 'utf8'))
    expect(named.length).toBeGreaterThan(0)
    expect([...named].sort()).toEqual(used.sort())
  })
})
