import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { REST_STYLE_ID } from '../lib/loading-sequence.ts'
import { RestOfStylesheet } from './rest-of-stylesheet.tsx'

const CSS = '.about>p{color:red}'

afterEach(() => document.body.replaceChildren())

describe('RestOfStylesheet', () => {
  it('prerenders the empty <style> the build fills', () => {
    expect(renderToString(<RestOfStylesheet />)).toBe(`<style id="${REST_STYLE_ID}"></style>`)
  })

  it('hydrates what the build wrote as it is, and keeps it when React renders the element afresh', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = `<style id="${REST_STYLE_ID}">${CSS}</style>`
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
    const root = await act(async () => hydrateRoot(container, <RestOfStylesheet />, { onRecoverableError: (error) => void errors.push(error) }))
    expect(container.querySelector(`#${REST_STYLE_ID}`)?.textContent).toBe(CSS)

    const hydrated = container.querySelector(`#${REST_STYLE_ID}`)
    await act(async () => root.render(<RestOfStylesheet key="afresh" />))
    const afresh = container.querySelector(`#${REST_STYLE_ID}`)
    expect(afresh).not.toBe(hydrated)
    expect(afresh?.textContent).toBe(CSS)
    expect(errors).toEqual([])
    consoleError.mockRestore()
    root.unmount()
  })
})
