import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { site as sample } from '../test/fixtures/sample.ts'
import { ErrorBoundary } from './error-boundary.tsx'

const heading = sample.labels.errorHeading

function Throws({ value }: { value: unknown }): never {
  throw value
}

function renderFailing(value: unknown) {
  return render(
    <ErrorBoundary heading={heading}>
      <Throws value={value} />
    </ErrorBoundary>,
  )
}

const details = () => screen.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement

beforeEach(() => {
  // React reports caught render errors on the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('ErrorBoundary', () => {
  it('shows its children while nothing goes wrong', () => {
    render(
      <ErrorBoundary heading={heading}>
        <p>All good</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('All good')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument()
  })

  it('shows the error heading with the error message and stack when a section crashes', () => {
    const error = new Error('boom')
    renderFailing(error)
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
    expect(details()).toHaveTextContent(/^boom/)
    expect(details().textContent).toContain(error.stack)
    expect(error.stack).toContain('boom')
  })

  it('shows a JSON dump when something other than an Error is thrown', () => {
    renderFailing({ code: 42 })
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
    expect(details().textContent).toBe(JSON.stringify({ code: 42 }, null, 2))
    expect(JSON.parse(details().textContent ?? '')).toEqual({ code: 42 })
  })

  it('still shows something for values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    renderFailing(cyclic)
    expect(details()).toHaveTextContent('[object Object]')
  })

  it('shows the details in a red-bordered box', () => {
    renderFailing(new Error('boom'))
    expect(details()).toHaveClass(/^border-red-\d+$/)
    expect(details()).toHaveClass(/^border(-\d+)?$/)
  })

  it('logs the caught error to the console', () => {
    const error = new Error('boom')
    renderFailing(error)
    expect(console.error).toHaveBeenCalledWith(error, expect.anything())
  })
})
