import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { CSS_MOTION_EVENTS, keepFromReact } from './keep-from-react.ts'

const KEPT = Object.keys(CSS_MOTION_EVENTS)

describe('keepFromReact', () => {
  afterEach(() => document.body.replaceChildren())

  /** A root holding a target, and what each listener on the way heard; React's are added later. */
  function page() {
    const root = document.createElement('div')
    const target = document.createElement('span')
    root.append(target)
    document.body.append(root)
    const heard: string[] = []
    const listen = (at: EventTarget, type: string, name: string, capture = false) => at.addEventListener(type, () => heard.push(name), capture)
    const addReacts = () => {
      listen(root, 'transitionend', 'React, capture', true)
      listen(root, 'transitionend', 'React, bubble')
      listen(root, 'click', 'React, click')
    }
    return { root, target, heard, listen, addReacts }
  }

  it('stops the kept types at a root, before the listeners added there after it, and nothing else', () => {
    const { root, target, heard, listen, addReacts } = page()
    const undo = keepFromReact(root, KEPT)
    addReacts()
    listen(target, 'transitionend', 'target')
    target.dispatchEvent(new Event('transitionend', { bubbles: true }))
    target.dispatchEvent(new Event('animationstart', { bubbles: true }))
    expect(heard).toEqual([])
    target.dispatchEvent(new Event('click', { bubbles: true }))
    expect(heard).toEqual(['React, click'])
    undo()
    target.dispatchEvent(new Event('transitionend', { bubbles: true }))
    expect(heard).toEqual(['React, click', 'React, capture', 'target', 'React, bubble'])
  })

  it('keeps them from React’s handlers when it comes before React’s root, as main.tsx calls it', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    keepFromReact(container, KEPT)
    const handled: string[] = []
    const root = createRoot(container)
    await act(async () => root.render(createElement('span', { onTransitionEnd: () => handled.push('transitionend'), onAnimationStart: () => handled.push('animationstart'), onClick: () => handled.push('click') })))
    const span = container.querySelector('span')!
    span.dispatchEvent(new Event('transitionend', { bubbles: true }))
    span.dispatchEvent(new Event('animationstart', { bubbles: true }))
    span.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(handled).toEqual(['click'])
    await act(async () => root.unmount())
  })

  it('at the document, stops only the targets it accepts', () => {
    const { root, target, heard, listen, addReacts } = page()
    addReacts()
    const other = document.createElement('span')
    root.append(other)
    const undo = keepFromReact(document, ['transitionend'], (node) => node === target)
    target.dispatchEvent(new Event('transitionend', { bubbles: true }))
    expect(heard).toEqual([])
    other.dispatchEvent(new Event('transitionend', { bubbles: true }))
    expect(heard).toEqual(['React, capture', 'React, bubble'])
    undo()
    listen(target, 'transitionend', 'target')
    target.dispatchEvent(new Event('transitionend', { bubbles: true }))
    expect(heard.slice(2)).toEqual(['React, capture', 'target', 'React, bubble'])
  })
})

describe('CSS_MOTION_EVENTS', () => {
  it('names React’s prop for each type', () => {
    for (const [type, prop] of Object.entries(CSS_MOTION_EVENTS)) expect(prop.toLowerCase()).toBe(`on${type}`)
  })

  it('are handled by no component: main.tsx keeps them from React’s root', () => {
    const source = join(import.meta.dirname, '..')
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== join('lib', 'keep-from-react.ts'))
    const props = Object.values(CSS_MOTION_EVENTS)
    const handling = files.filter((file) => props.some((prop) => new RegExp(`\\b${prop}(Capture)?\\b`).test(readFileSync(join(source, file), 'utf8'))))
    expect(handling).toEqual([])
  })
})
