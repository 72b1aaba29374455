// @vitest-environment node
import { BOOT_SCRIPT_ID, FIRST_SCREEN_END_ID } from '../src/build-surface.ts'
import { bootModules, bootScriptTag, deferEntryScript, firstPaintProblem } from './defer-entry.ts'

const built = `<!doctype html><html><head><title>t</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def456.js">
  </head><body><div id="root"><main>…</main></div>
  </body></html>`

describe('deferEntryScript', () => {
  it('replaces the entry script and its preloads with a render-blocking expectation of the first screen, and the boot script ends the body', async () => {
    const html = await deferEntryScript(built)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload" crossorigin')
    expect(html).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render" />`)
    expect(html).toMatch(new RegExp(`<script id="${BOOT_SCRIPT_ID}">(?:(?!</script>)[\\s\\S])+</script>\\s*</body>`))
    expect(html.indexOf('<link rel="expect"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('has the boot script run the entry’s imports first and the entry last', async () => {
    expect(bootModules(await deferEntryScript(built))).toEqual(['/assets/react-def456.js', '/assets/index-abc123.js'])
  })

  it('refuses a page without exactly one entry script', async () => {
    await expect(deferEntryScript('<html><body></body></html>')).rejects.toThrow(/one entry <script type="module">, found 0/)
    const twice = built.replace('</head>', '<script type="module" crossorigin src="/assets/other.js"></script></head>')
    await expect(deferEntryScript(twice)).rejects.toThrow(/found 2/)
  })
})

describe('firstPaintProblem', () => {
  const page = (expected: string, main: string) =>
    `<html><head><link rel="expect" href="#${expected}" blocking="render" /></head><body><header></header><main>${main}</main></body></html>`

  it('accepts a first paint held for the element right after the first section of <main>', () => {
    expect(firstPaintProblem(page('end', '<section id="home" class="x"><h1>Hi</h1></section>\n<span id="end" hidden=""></span><section id="about"></section>'))).toBeUndefined()
  })

  it('names the element the paint would wait for instead, or the missing one', () => {
    expect(firstPaintProblem(page('home', '<section id="home"></section><span id="end"></span>'))).toBe(
      'the first paint waits for #home, but the element right after the first section of <main> is #end',
    )
    expect(firstPaintProblem(page('end', '<section id="home"></section><section id="about"></section><span id="end"></span>'))).toMatch(/right after the first section of <main> is #about$/)
    expect(firstPaintProblem(page('end', '<section id="home"></section><div></div>'))).toMatch(/is another$/)
    expect(firstPaintProblem(page('end', '<div>no sections</div>'))).toMatch(/<main> has no section/)
  })

  it('names a page whose first paint nothing holds', () => {
    expect(firstPaintProblem('<html><head></head><body><main><section id="home"></section></main></body></html>')).toMatch(/no <link rel="expect"/)
  })
})

describe('bootModules', () => {
  it('reads the module list back from the boot script’s options', async () => {
    const modules = ['/assets/react-def456.js', '/base/assets/index-abc123.js']
    expect(bootModules(`<body>${await bootScriptTag(modules)}</body>`)).toEqual(modules)
  })

  it('finds none in a page without a boot script', () => {
    expect(bootModules('<html><body><script>import("/x.js")</script></body></html>')).toEqual([])
  })

  it('throws on a boot script whose list it cannot read, rather than measure nothing', () => {
    expect(() => bootModules('<body><script id="boot">(()=>{})()</script></body>')).toThrow(/names no modules/)
  })
})
