// @vitest-environment node
import postcss from 'postcss'
import { FIRST_SCREEN_END_ID, REST_STYLE_ID } from '../src/build-surface.ts'
import { REST_LINK_PLACEHOLDER, placeStylesheet, propertyGroup, splitStylesheet, withoutPseudo } from './first-screen-css.ts'

const LINK = '<link rel="stylesheet" href="/assets/index.css">'
const page = `<!doctype html><html lang="en"><head>${LINK}</head><body>
  <header><nav><a class="brand" href="#home">Name</a><button class="menu [&>svg]:shrink-0"><svg></svg></button></nav></header><div id="root">
  <main><section id="home" class="hero"><h1 class="title">Title</h1><div class="dots"><span class="dot"></span></div></section><span id="${FIRST_SCREEN_END_ID}" hidden></span>${REST_LINK_PLACEHOLDER}
  <section id="about" class="about"><p class="about-text">Text</p></section></main></div></body></html>`

/** The selectors of a stylesheet's rules, in order, each with the at-rules around it. */
function selectors(css: string): string[] {
  const found: string[] = []
  postcss.parse(css).walkRules((rule) => {
    const around: string[] = []
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) around.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`)
    if (rule.parent?.type !== 'atrule' || (rule.parent as postcss.AtRule).name !== 'keyframes') found.push([...around, rule.selector].join(' > '))
  })
  return found
}
const atRules = (css: string, name: string) => {
  const found: string[] = []
  postcss.parse(css).walkAtRules(name, (rule) => void found.push(rule.params))
  return found
}

describe('splitStylesheet', () => {
  it('gives the first screen every rule that can match an element of it, in any state and with any class the head script puts on the root', () => {
    const css = [
      '.title{color:red}',
      '.about-text{color:blue}',
      '.title:hover{color:green}',
      '.dark{--background:#000}',
      '.brand:where(.dark,.dark *){color:white}',
      'html:not(.js) .dot{opacity:1}',
      '.js:not(.laid-out) .about:not(.laid-out){content-visibility:auto}',
      String.raw`.\[\&\>svg\]\:shrink-0>svg{flex-shrink:0}`,
      ':where(.dots>:not(:last-child)){margin-bottom:1px}',
      '@media (width>=48rem){.title{font-size:4rem}.about-text{font-size:2rem}}',
      '@media print{.about-text{color:black}}',
    ].join('')
    const { firstScreen, rest } = splitStylesheet(css, page)
    expect(selectors(firstScreen)).toEqual([
      '.title',
      '.title:hover',
      '.dark',
      '.brand:where(.dark,.dark *)',
      'html:not(.js) .dot',
      String.raw`.\[\&\>svg\]\:shrink-0>svg`,
      ':where(.dots>:not(:last-child))',
      '@media (width>=48rem) > .title',
    ])
    expect(selectors(rest)).toEqual([
      '.about-text',
      // Again: alike in layer and specificity, it would lose to .about-text's color by order.
      '.brand:where(.dark,.dark *)',
      '.js:not(.laid-out) .about:not(.laid-out)',
      '@media (width>=48rem) > .about-text',
      '@media print > .about-text',
    ])
  })

  it('gives the first screen the @keyframes and registered custom properties its rules use, and the rest the others', () => {
    const css = [
      '@property --spin-angle{syntax:"<angle>";inherits:false;initial-value:0deg}',
      '@property --fade{syntax:"*";inherits:false}',
      '@property --turns{syntax:"<number>";inherits:false;initial-value:1}',
      '@keyframes spin{to{transform:rotate(calc(var(--turns) * var(--spin-angle)))}}',
      '@keyframes fade{from{opacity:0}}',
      '.dot{animation:spin 1s infinite;rotate:var(--spin-angle)}',
      '.about-text{animation-name:fade;--fade:1}',
    ].join('')
    const { firstScreen, rest } = splitStylesheet(css, page)
    expect(atRules(firstScreen, 'keyframes')).toEqual(['spin'])
    // --turns is read by the keyframes alone.
    expect(atRules(firstScreen, 'property')).toEqual(['--spin-angle', '--turns'])
    expect(atRules(rest, 'keyframes')).toEqual(['fade'])
    expect(atRules(rest, 'property')).toEqual(['--fade'])
  })

  it('starts the first part with the order of every cascade layer, nested ones too, whichever of them it holds', () => {
    const css = '@layer base{.about-text{margin:0}@layer reset{.about{padding:0}}}@layer utilities{.title{color:red}}'
    const { firstScreen } = splitStylesheet(css, page)
    expect(firstScreen.startsWith('@layer base,base.reset,utilities;')).toBe(true)
    expect(selectors(firstScreen)).toEqual(['@layer utilities > .title'])
  })

  it('repeats in the rest a first-screen rule that an earlier rule of the rest would otherwise override, and only such a rule', () => {
    const css = [
      '.title{margin-top:2rem}', // before anything of the rest: nothing to override it
      '.about-text{margin:0}',
      '.title{margin-inline:auto}', // margin again, alike in layer and specificity: repeated
      'main .title{margin:1px}', // another specificity: its order against .about-text cannot matter
      '.brand{color:red}', // another property: not repeated
      '@layer base{.about-text{color:blue}}@layer utilities{.brand{color:green}}', // another layer: not repeated
    ].join('')
    const { firstScreen, rest } = splitStylesheet(css, page)
    expect(selectors(firstScreen)).toEqual(['.title', '.title', 'main .title', '.brand', '@layer utilities > .brand'])
    expect(selectors(rest)).toEqual(['.about-text', '.title', '@layer base > .about-text'])
  })

  it('leaves nothing for the rest when every rule is the first screen’s', () => {
    expect(splitStylesheet('.title{color:red}', page).rest).toBe('')
  })
})

describe('placeStylesheet', () => {
  const REST = '/assets/rest-0123abcd.css'

  it('puts the first screen’s part in place of the link, and links the rest from the page’s empty link after the first screen', () => {
    const html = placeStylesheet(page, LINK, '.title{color:red}', REST)
    expect(html).not.toContain(LINK)
    expect(html).toContain('<head><style>.title{color:red}</style></head>')
    expect(html).toContain(`<span id="${FIRST_SCREEN_END_ID}" hidden></span><link id="${REST_STYLE_ID}" rel="stylesheet" href="${REST}"/>`)
  })

  it('refuses a page without that link after its first screen', () => {
    const without = page.replace(REST_LINK_PLACEHOLDER, '')
    expect(() => placeStylesheet(without, LINK, '.title{color:red}', REST)).toThrow(/no empty <link id="rest-style" rel="stylesheet"\/> after its first screen/)
    const before = without.replace('<h1', `${REST_LINK_PLACEHOLDER}<h1`)
    expect(() => placeStylesheet(before, LINK, '.title{color:red}', REST)).toThrow(/after its first screen/)
  })
})

describe('withoutPseudo', () => {
  it.each([
    ['.a:hover', '.a'],
    ['.a:not(.b) .c:not(.d)', '.a .c'],
    ['.js:not(.laid-out) .x:not(.laid-out)', '.js .x'],
    [':where(.space-y-1>:not(:last-child))', '.space-y-1> *'],
    ['.x:where(.dark,.dark *)', '.x'],
    ['.a::before', '.a'],
    [String.raw`.md\:hidden`, String.raw`.md\:hidden`],
    [String.raw`.hover\:x:hover`, String.raw`.hover\:x`],
    [':root', ''],
  ])('%s matches where %s does', (selector, bare) => {
    expect(withoutPseudo(selector)).toBe(bare)
  })
})

describe('propertyGroup', () => {
  it.each([
    ['padding', 'padding-inline-start'],
    ['inset', 'top'],
    ['width', 'inline-size'],
    ['gap', 'row-gap'],
    ['place-items', 'justify-items'],
    ['font', 'line-height'],
    ['white-space', 'text-wrap'],
    ['-webkit-backdrop-filter', 'backdrop-filter'],
  ])('puts %s with %s', (one, other) => {
    expect(propertyGroup(one)).toBe(propertyGroup(other))
  })

  it.each([
    ['color', 'background-color'],
    ['--tw-shadow', '--tw-shadow-color'],
    ['margin', 'padding'],
  ])('keeps %s apart from %s', (one, other) => {
    expect(propertyGroup(one)).not.toBe(propertyGroup(other))
  })
})
