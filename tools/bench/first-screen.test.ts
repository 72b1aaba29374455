// @vitest-environment node
import { staticFirstScreen } from './first-screen.ts'

const page = `<!doctype html><html><head>
<script>document.documentElement.classList.add('js')</script>
<link rel="expect" href="#boot" blocking="render">
<style>.bar{color:red}.hero{color:blue}.card{color:green}@media (min-width:40rem){.card{color:teal}}</style>
</head><body><header class="bar">Name</header><div id="root">
<main><section id="home" class="hero"><h1>Hello</h1></section><section id="about"><p class="card">Below</p></section></main>
<footer>Footer</footer></div><script id="boot">boot()</script></body></html>`

describe('staticFirstScreen', () => {
  it('keeps the head, the bar and the hero, drops every later section, the footer and every script', async () => {
    const html = await staticFirstScreen(page)
    expect(html).toContain('<header class="bar">Name</header>')
    expect(html).toContain('<h1>Hello</h1>')
    expect(html).not.toContain('Below')
    expect(html).not.toContain('Footer')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('rel="expect"')
  })

  it('keeps only the CSS rules something on the first screen uses', async () => {
    const html = await staticFirstScreen(page)
    expect(html).toMatch(/\.bar\s*\{/)
    expect(html).toMatch(/\.hero\s*\{/)
    expect(html).not.toContain('.card')
    expect(html).not.toContain('@media')
  })

  it('names what is missing when the page has no section to keep', async () => {
    await expect(staticFirstScreen('<html><body><main></main></body></html>')).rejects.toThrow(/no section in <main>/)
  })
})
