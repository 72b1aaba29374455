import { BOOT_FALLBACK_MS, BOOT_SCRIPT_ID, bootModules, bootScript, deferEntryScript } from './boot.ts'

const built = `<!doctype html><html><head><title>t</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def456.js">
  </head><body><div id="root"><main>…</main></div>
  </body></html>`

describe('deferEntryScript', () => {
  it('replaces the entry script and its preloads with a render-blocking expectation of the boot script, which ends the body', () => {
    const html = deferEntryScript(built)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload" crossorigin')
    expect(html).toContain(`<link rel="expect" href="#${BOOT_SCRIPT_ID}" blocking="render" />`)
    expect(html).toMatch(new RegExp(`<script id="${BOOT_SCRIPT_ID}">[^<]*</script>\\s*</body>`))
    expect(html.indexOf('<link rel="expect"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('has the boot script run the entry’s imports first and the entry last', () => {
    expect(bootModules(deferEntryScript(built))).toEqual(['/assets/react-def456.js', '/assets/index-abc123.js'])
  })

  it('refuses a page without exactly one entry script', () => {
    expect(() => deferEntryScript('<html><body></body></html>')).toThrow(/one entry <script type="module">, found 0/)
    const twice = built.replace('</head>', '<script type="module" crossorigin src="/assets/other.js"></script></head>')
    expect(() => deferEntryScript(twice)).toThrow(/found 2/)
  })
})

describe('bootModules', () => {
  it('finds none in a page without a boot script', () => {
    expect(bootModules('<html><body><script>import("/x.js")</script></body></html>')).toEqual([])
  })
})

/**
 * Runs the boot script with import() swapped for a recorder whose loads the test settles, and a
 * PerformanceObserver the test can fire.
 */
function runBoot(modules: string[]) {
  const imported: string[] = []
  const loads: { resolve: () => void; reject: () => void }[] = []
  const load = (url: string) => {
    imported.push(url)
    return new Promise<void>((resolve, reject) => loads.push({ resolve, reject }))
  }
  let paint: (() => void) | undefined
  class Observer {
    static supportedEntryTypes = ['largest-contentful-paint']
    constructor(callback: () => void) {
      paint = callback
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer)
  const script = bootScript(modules)
  expect(script.match(/\bimport\(/g)).toHaveLength(1)
  new Function('load', script.replace('import(', 'load('))(load)
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
  return { imported, loads, preloads, paint: () => paint?.() }
}

describe('bootScript', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.head.innerHTML = ''
    document.documentElement.className = 'js'
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is a script a browser parses', () => {
    expect(() => new Function(bootScript(['/assets/index-abc123.js']))).not.toThrow()
  })

  it('requests nothing until the largest paint, then preloads every module and runs them in order, each a task after the one before', async () => {
    const boot = runBoot(['/assets/react.js', '/assets/index.js'])
    expect(boot.imported).toEqual([])
    expect(boot.preloads()).toEqual([])

    boot.paint()
    expect(boot.preloads()).toEqual(['/assets/react.js', '/assets/index.js'])
    expect(boot.imported).toEqual(['/assets/react.js'])

    boot.loads[0]!.resolve()
    await vi.waitFor(() => expect(boot.imported).toEqual(['/assets/react.js', '/assets/index.js']))

    // A second paint entry or a later move of the visitor starts nothing again.
    boot.paint()
    window.dispatchEvent(new Event('scroll'))
    await vi.advanceTimersByTimeAsync(BOOT_FALLBACK_MS)
    expect(boot.imported).toHaveLength(2)
    expect(document.documentElement).toHaveClass('js')
  })

  it('does not run the app in the same task as React, and needs no timer for the next one', async () => {
    const boot = runBoot(['/assets/react.js', '/assets/index.js'])
    boot.paint()
    boot.loads[0]!.resolve()
    // Every promise callback has run, but the task after this one has not.
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(boot.imported).toEqual(['/assets/react.js'])
    // A clock that never moves (the journeys pause theirs) does not hold the app back.
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve()
      channel.port2.postMessage(0)
    })
    expect(vi.getTimerCount()).toBe(1) // only the fallback timer, which a paint entry makes moot
    expect(boot.imported).toEqual(['/assets/react.js', '/assets/index.js'])
  })

  it('starts at the visitor’s first move, or after the fallback delay, if no paint is reported first', async () => {
    const moved = runBoot(['/assets/index.js'])
    window.dispatchEvent(new Event('pointerdown'))
    expect(moved.imported).toEqual(['/assets/index.js'])

    document.head.innerHTML = ''
    const waited = runBoot(['/assets/index.js'])
    await vi.advanceTimersByTimeAsync(BOOT_FALLBACK_MS - 1)
    expect(waited.imported).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(waited.imported).toEqual(['/assets/index.js'])
  })

  it('clicks again, in order and once the app has run, the buttons the visitor clicked before it had', async () => {
    document.body.innerHTML = `
      <button type="button" id="menu"><svg><path /></svg></button><button type="button" id="theme"></button>
      <button type="submit" id="send" form="contact-form"></button><a href="#about" id="about-link">About</a>`
    const clicked: string[] = []
    document.body.addEventListener('click', (event) => clicked.push((event.target as Element).id || (event.target as Element).localName))
    const click = (selector: string) => document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true }))

    const boot = runBoot(['/assets/react.js', '/assets/index.js'])
    click('#menu path')
    click('#theme')
    click('#send') // a form's own button: the form holds its submission itself
    click('#about-link') // a link works without the app
    boot.paint()
    boot.loads[0]!.resolve()
    await vi.waitFor(() => expect(boot.imported).toHaveLength(2))
    click('#menu') // React has run, the app not yet
    await Promise.resolve()
    expect(clicked).toEqual(['path', 'theme', 'send', 'about-link', 'menu'])
    clicked.length = 0

    boot.loads[1]!.resolve()
    await vi.waitFor(() => expect(clicked).toEqual(['menu', 'theme', 'menu']))
  })

  it('drops the js class, so the page reads as it does without scripts, when a module cannot load', async () => {
    const boot = runBoot(['/assets/react.js', '/assets/index.js'])
    boot.paint()
    boot.loads[0]!.reject()
    await vi.waitFor(() => expect(document.documentElement).not.toHaveClass('js'))
    expect(boot.imported).toEqual(['/assets/react.js'])
  })
})
