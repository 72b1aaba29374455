import { BOOT_SCRIPT_ID, bootScript, deferEntryScript } from './boot'

const built = `<!doctype html><html><head><title>t</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head><body><div id="root"><main>…</main></div>
  </body></html>`

describe('deferEntryScript', () => {
  it('replaces the entry script with a render-blocking expectation of the boot script, which ends the body', () => {
    const html = deferEntryScript(built)
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(`<link rel="expect" href="#${BOOT_SCRIPT_ID}" blocking="render" />`)
    expect(html).toMatch(new RegExp(`<script id="${BOOT_SCRIPT_ID}">[^<]*import\\("/assets/index-abc123\\.js"\\)[^<]*</script>\\s*</body>`))
    expect(html.indexOf('<link rel="expect"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('refuses a page without exactly one entry script', () => {
    expect(() => deferEntryScript('<html><body></body></html>')).toThrow(/one entry <script type="module">, found 0/)
    const twice = built.replace('</head>', '<script type="module" crossorigin src="/assets/other.js"></script></head>')
    expect(() => deferEntryScript(twice)).toThrow(/found 2/)
  })
})

describe('bootScript', () => {
  it('is a script a browser parses, importing the entry it is given', () => {
    const script = bootScript('/assets/index-abc123.js')
    expect(() => new Function(script)).not.toThrow()
    expect(script).toContain('import("/assets/index-abc123.js")')
    // It waits for the largest paint, the visitor's first move, or a fallback timer.
    expect(script).toContain('largest-contentful-paint')
    expect(script).toContain('"pointerdown"')
    expect(script).toMatch(/setTimeout\(go,\d+\)/)
  })
})
