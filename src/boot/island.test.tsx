import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENGAGED_CLASS, PART_HYDRATED_EVENT, SCRIPTED_CLASS } from './names.ts'
import { resetEngagement, whenEngaged } from './when-needed.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { island } from './island.tsx'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** The visitor's first scroll, after which a section within a screen of the screen counts as needed. */
async function engage() {
  await act(async () => {
    // As the head script marks it (head-script.test.ts: which events count); the island's wait
    // for it then resolves, in the task after.
    document.documentElement.classList.add(ENGAGED_CLASS)
    await whenEngaged()
    await Promise.resolve()
  })
}

beforeEach(() => {
  FakeIntersectionObserver.install()
  resetEngagement()
})
afterEach(() => {
  resetEngagement()
  document.documentElement.classList.remove(ENGAGED_CLASS)
})

describe('island', () => {
  it('downloads the code of a section only when it is needed, not at the visitor\'s first move, and says when it has hydrated', async () => {
    // The section's prerendered HTML, far below the first screen.
    const prerendered = Object.assign(document.createElement('section'), { id: 'greeting' })
    document.body.append(prerendered)
    const load = vi.fn(() => Promise.resolve(Greeting))
    const hydrated = vi.fn()
    window.addEventListener(PART_HYDRATED_EVENT, hydrated)
    const Section = island('greeting', load)
    render(<Section name="visitor" />)
    const gate = FakeIntersectionObserver.instances.find((observer) => observer.elements.has(prerendered))
    // Far from the screen, once the visitor has started using the page: nothing yet.
    await act(async () => gate!.intersect(false))
    await engage()
    await act(async () => new Promise((resolve) => setTimeout(resolve, 150)))
    expect(load).not.toHaveBeenCalled()
    expect(screen.queryByText('Hello visitor')).not.toBeInTheDocument()
    expect(hydrated).not.toHaveBeenCalled()

    await act(async () => gate!.intersect(true))
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    // For the head script, which clicks again what the island's prerendered buttons were denied.
    expect(hydrated).toHaveBeenCalledTimes(1)
    window.removeEventListener(PART_HYDRATED_EVENT, hydrated)
    prerendered.remove()
  })

  it('shows the page as without scripts when the code cannot load, and tries again once back online', async () => {
    document.documentElement.classList.add(SCRIPTED_CLASS)
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting)
    // A section rendered in the browser (no prerendered element) needs its code at once.
    const Section = island('not-prerendered', load)
    render(<Section name="again" />)
    await vi.waitFor(() => expect(document.documentElement).not.toHaveClass(SCRIPTED_CLASS))
    expect(screen.queryByText('Hello again')).not.toBeInTheDocument()

    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('Hello again')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('downloads nothing for a section the page leaves out, even once the visitor engages', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    island('greeting', load)
    render(<p>A page without the section</p>)
    await engage()
    // Longer than a turn takes (a frame, or yieldToBrowser's backstop without one).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 150)))
    expect(load).not.toHaveBeenCalled()
  })
})
