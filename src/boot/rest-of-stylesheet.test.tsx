import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { REST_STYLE_ID } from './names.ts'
import { RestOfStylesheet } from './rest-of-stylesheet.tsx'

const HREF = '/assets/index-0123abcd.css'

afterEach(() => document.body.replaceChildren())

describe('RestOfStylesheet', () => {
  it('prerenders the stylesheet link without an address, for the build to write in', () => {
    expect(renderToString(<RestOfStylesheet />)).toBe(`<link id="${REST_STYLE_ID}" rel="stylesheet"/>`)
  })

  it('hydrates the link the build wrote as it is, and keeps its address when React renders the element afresh', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = `<link id="${REST_STYLE_ID}" rel="stylesheet" href="${HREF}">`
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
    const hydrated = container.querySelector(`#${REST_STYLE_ID}`)
    const root = await act(async () => hydrateRoot(container, <RestOfStylesheet />, { onRecoverableError: (error) => void errors.push(error) }))
    expect(container.querySelector(`#${REST_STYLE_ID}`)).toBe(hydrated)
    expect(hydrated?.getAttribute('href')).toBe(HREF)

    await act(async () => root.render(<RestOfStylesheet key="afresh" />))
    const afresh = container.querySelector(`#${REST_STYLE_ID}`)
    expect(afresh).not.toBe(hydrated)
    expect(afresh?.getAttribute('href')).toBe(HREF)
    expect(afresh?.parentElement).toBe(container)
    expect(errors).toEqual([])
    consoleError.mockRestore()
    root.unmount()
  })
})
