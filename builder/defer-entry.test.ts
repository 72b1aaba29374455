// @vitest-environment node
import { BOOT_MODULES_ID, BOOT_SCRIPT_ID, FIRST_SCREEN_END_ID } from '../src/build-surface.ts'
import { bootModules, bootScriptTag, deferEntryScript, firstPaintProblem } from './defer-entry.ts'

const entryTag = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>'
const built = `<!doctype html><html><head><title>t</title>
    ${entryTag}
  </head><body><div id="root"><main>…</main></div>
  </body></html>`
const modules = ['/assets/react-def456.js', '/assets/index-abc123.js']

describe('deferEntryScript', () => {
  it('replaces the entry script with a render-blocking expectation of the first screen, and the list of modules and the boot script end the body', async () => {
    const html = await deferEntryScript(built, entryTag, modules)
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render" />`)
    expect(html).toMatch(new RegExp(`<script type="application/json" id="${BOOT_MODULES_ID}">[^<]+</script>\\s*<script id="${BOOT_SCRIPT_ID}">(?:(?!</script>)[\\s\\S])+</script>\\s*</body>`))
    expect(html.indexOf('<link rel="expect"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('lists the modules it is given, in their order, for the boot script and the byte budget alike', async () => {
    expect(bootModules(await deferEntryScript(built, entryTag, modules))).toEqual(modules)
  })

  it('refuses a page that does not hold the entry script exactly once', async () => {
    await expect(deferEntryScript('<html><body></body></html>', entryTag, modules)).rejects.toThrow(/found it 0 times/)
    await expect(deferEntryScript(built.replace('</head>', `${entryTag}</head>`), entryTag, modules)).rejects.toThrow(/found it 2 times/)
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
  it('reads the page’s list of modules, whatever their addresses hold', async () => {
    const listed = ['/assets/react-def456.js', '/base/assets/index-abc123.js', '/assets/</script>.js']
    expect(bootModules(`<body>${await bootScriptTag(listed)}</body>`)).toEqual(listed)
  })

  it('finds none in a page without a list', () => {
    expect(bootModules('<html><body><script>import("/x.js")</script></body></html>')).toEqual([])
  })
})
