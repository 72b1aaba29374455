import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assetUrl } from '../lib/asset.ts'
import { FakeIntersectionObserver, resetMediaQueries, setMediaQuery } from '../test/browser-fakes.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { Settled } from '../boot/settled.tsx'
import { heroDotRules } from '../components/floating-dots.tsx'
import { yieldToBrowser } from '../lib/yield-to-browser.ts'
import { Hero } from './hero.tsx'

/** The page settling (see whenSettled), which each test brings about when it wants. */
const settling = vi.hoisted(() => {
  const state = {
    resolve: () => {},
    promise: Promise.resolve(),
    reset() {
      state.promise = new Promise<void>((resolve) => (state.resolve = resolve))
    },
  }
  return state
})
vi.mock('../boot/when-needed.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../boot/when-needed.ts')>()),
  whenSettled: () => settling.promise,
}))

async function settle() {
  await act(async () => settling.resolve())
}

/** The frame after a change, and the task after it: the video and the dots start then (yieldToBrowser). */
async function nextFrame() {
  await act(() => yieldToBrowser())
}

/** jsdom has no media playback: play/pause flip `paused` and fire the events a browser would. */
function stubMediaPlayback() {
  const paused = new WeakMap<HTMLMediaElement, boolean>()
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true
  })
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, false)
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.set(this, true)
    this.dispatchEvent(new Event('pause'))
  })
  return { play, pause }
}

/** jsdom has no Web Animations: each animate() is one running animation, with what it was asked for, until cancelled. */
function stubAnimations() {
  const running = new Map<Element, { keyframes: Keyframe[]; options: KeyframeAnimationOptions }>()
  const animate = vi.fn(function (this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    running.set(this, { keyframes, options })
    return { cancel: () => running.delete(this) } as unknown as Animation
  })
  Object.defineProperty(Element.prototype, 'animate', { value: animate, configurable: true, writable: true })
  return running
}

const { hero, labels } = sample
const PAUSE = labels.pauseVideo
const PLAY = labels.playVideo

function renderHero() {
  // Settled as the page gives it (app/page.tsx), its moment brought about by the test (settle).
  return render(<Settled>{(settled) => <Hero id="home" hero={hero} contactId="contact" labels={labels} settled={settled} />}</Settled>)
}

/** Reports the background video as on screen, or scrolled away. */
function videoOnScreen(onScreen: boolean) {
  const observer = FakeIntersectionObserver.instances.find((o) => [...o.elements].some((e) => e.tagName === 'VIDEO'))
  act(() => observer!.intersect(onScreen))
}

let media: ReturnType<typeof stubMediaPlayback>
let animations: ReturnType<typeof stubAnimations>

beforeEach(() => {
  FakeIntersectionObserver.install()
  media = stubMediaPlayback()
  animations = stubAnimations()
  settling.reset()
})

afterEach(() => {
  resetMediaQueries()
  delete (Element.prototype as Partial<Element>).animate
})

describe('Hero', () => {
  it('shows the tagline as the main heading', () => {
    renderHero()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.tagline)
  })

  it('has a Contact Me button that leads to the contact section', () => {
    renderHero()
    expect(screen.getByRole('link', { name: hero.cta })).toHaveAttribute('href', '#contact')
  })

  it('floats exactly 20 dots over the video', () => {
    renderHero()
    const dots = screen.getByTestId('floating-dots')
    expect(dots.children).toHaveLength(20)
    expect(dots).toHaveAttribute('aria-hidden', 'true')
  })

  it('plays a muted, looping, inline background video with a poster', async () => {
    const { container } = renderHero()
    const video = container.querySelector('video')
    expect(video).not.toBeNull()
    expect(video?.defaultMuted).toBe(true)
    expect(video?.loop).toBe(true)
    expect(video).toHaveAttribute('playsinline')
    expect(video).toHaveAttribute('poster', assetUrl(hero.video.poster))
    expect(video).toHaveAttribute('src', assetUrl(hero.video.src))
    // It starts once the browser reports it on screen and the page has settled.
    expect(media.play).not.toHaveBeenCalled()
    videoOnScreen(true)
    expect(media.play).not.toHaveBeenCalled()
    await settle()
    await nextFrame()
    expect(media.play).toHaveBeenCalled()
  })

  it("keeps the video's events from React's root, which listens to every media event in the capture phase", () => {
    const { container } = renderHero()
    const video = container.querySelector('video')!
    // The container stands for React's root: the video is inside it.
    const heard: string[] = []
    const hear = (event: Event) => heard.push(event.type)
    for (const type of ['timeupdate', 'playing', 'progress']) container.addEventListener(type, hear, true)
    for (const type of ['timeupdate', 'playing', 'progress']) video.dispatchEvent(new Event(type))
    // Another element's events still go through.
    container.querySelector('h1')!.dispatchEvent(new Event('timeupdate'))
    expect(heard).toEqual(['timeupdate'])
  })

  it('starts the video at once when the visitor presses Play before the page has settled', async () => {
    const user = userEvent.setup()
    renderHero()
    videoOnScreen(true)
    const toggle = screen.getByRole('button', { name: PAUSE })

    await user.click(toggle)
    expect(toggle).toHaveTextContent(PLAY)
    expect(media.play).not.toHaveBeenCalled()
    await user.click(toggle)
    await nextFrame()
    expect(media.play).toHaveBeenCalledTimes(1)
  })

  it('shows the pressed label before it starts the video and the dots, and starts neither once pressed again', async () => {
    renderHero()
    videoOnScreen(true)
    await settle()
    await nextFrame()
    const toggle = screen.getByRole('button', { name: PAUSE })
    act(() => toggle.click())
    expect(media.play).toHaveBeenCalledTimes(1)

    // Play: the label turns in the press; the video and the dots wait for the frame that shows it.
    act(() => toggle.click())
    expect(toggle).toHaveTextContent(PAUSE)
    expect(media.play).toHaveBeenCalledTimes(1)
    expect(animations.size).toBe(0)
    await nextFrame()
    expect(media.play).toHaveBeenCalledTimes(2)
    expect(animations.size).toBe(20)

    // Pause, Play and Pause before a frame: nothing starts.
    act(() => toggle.click())
    act(() => toggle.click())
    act(() => toggle.click())
    await nextFrame()
    expect(toggle).toHaveTextContent(PLAY)
    expect(media.play).toHaveBeenCalledTimes(2)
    expect(animations.size).toBe(0)
  })

  it('turns once per press when presses come in one task, as the head script replays taps made before the app ran', async () => {
    renderHero()
    videoOnScreen(true)
    const toggle = screen.getByRole('button', { name: PAUSE })
    act(() => {
      toggle.click()
      toggle.click()
    })
    expect(toggle).toHaveTextContent(PAUSE)
    act(() => {
      toggle.click()
      toggle.click()
      toggle.click()
    })
    expect(toggle).toHaveTextContent(PLAY)
  })

  it('keeps the video still when the visitor presses Pause before the page has settled', async () => {
    const user = userEvent.setup()
    renderHero()
    videoOnScreen(true)
    await user.click(screen.getByRole('button', { name: PAUSE }))
    await settle()
    expect(media.play).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: PLAY })).toBeInTheDocument()
  })

  it('goes on wanting to play when a pause aborts the loading video, and reads "Play Video" when the browser refuses', async () => {
    media.play.mockRejectedValueOnce(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'))
    renderHero()
    await settle()
    videoOnScreen(true)
    await nextFrame()
    expect(media.play).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: PAUSE })).toBeInTheDocument()

    videoOnScreen(false)
    media.play.mockRejectedValueOnce(new DOMException('play() failed because the user didn’t interact with the document first.', 'NotAllowedError'))
    videoOnScreen(true)
    await nextFrame()
    expect(media.play).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button', { name: PLAY })).toBeInTheDocument()
  })

  it('holds the floating dots still until the page has settled', async () => {
    renderHero()
    videoOnScreen(true)
    expect(animations.size).toBe(0)
    await settle()
    await nextFrame()
    const dots = [...screen.getByTestId('floating-dots').children]
    expect(dots.filter((dot) => animations.has(dot))).toHaveLength(20)
  })

  it('moves each dot along the drift, pace and delay the stylesheet gives it without scripts', async () => {
    renderHero()
    videoOnScreen(true)
    await settle()
    await nextFrame()
    const rules = heroDotRules()
    for (const [index, dot] of [...screen.getByTestId('floating-dots').children].entries()) {
      const rule = new RegExp(`:nth-child\\(${index + 1}\\)\\{[^}]*--float-duration:([\\d.]+)s;--float-delay:([\\d.]+)s;--float-x:(-?[\\d.]+)px;--float-y:(-?[\\d.]+)px`).exec(rules)
      const [duration, delay, x, y] = rule!.slice(1).map(Number)
      const { keyframes, options } = animations.get(dot)!
      expect(keyframes.at(-1)?.translate).toBe(`${x}px ${y}px`)
      expect(options).toMatchObject({ duration: duration! * 1000, delay: delay! * 1000, iterations: Infinity, direction: 'alternate' })
    }
  })

  it('rests the dots while the hero is off screen, and sets them moving again when it is back', async () => {
    renderHero()
    await settle()
    videoOnScreen(true)
    await nextFrame()
    expect(animations.size).toBe(20)
    videoOnScreen(false)
    expect(animations.size).toBe(0)
    videoOnScreen(true)
    await nextFrame()
    expect(animations.size).toBe(20)
  })

  it('rests the dots with the video when the visitor pauses it, and sets them moving again with Play', async () => {
    const user = userEvent.setup()
    renderHero()
    videoOnScreen(true)
    await settle()
    await nextFrame()
    expect(animations.size).toBe(20)
    await user.click(screen.getByRole('button', { name: PAUSE }))
    expect(animations.size).toBe(0)
    await user.click(screen.getByRole('button', { name: PLAY }))
    await nextFrame()
    expect(animations.size).toBe(20)
  })

  it('pauses while scrolled off screen and resumes on return, still reading "Pause Video"', async () => {
    const { container } = renderHero()
    const video = container.querySelector('video')!
    await settle()
    videoOnScreen(true)
    await nextFrame()
    expect(video.paused).toBe(false)

    videoOnScreen(false)
    expect(video.paused).toBe(true)
    expect(screen.getByRole('button', { name: PAUSE })).toBeInTheDocument()

    videoOnScreen(true)
    await nextFrame()
    expect(video.paused).toBe(false)
  })

  it('reads "Pause Video" while playing and "Play Video" once paused', async () => {
    const user = userEvent.setup()
    renderHero()
    await settle()
    videoOnScreen(true)
    await nextFrame()
    const toggle = screen.getByRole('button', { name: PAUSE })

    await user.click(toggle)
    expect(media.pause).toHaveBeenCalledTimes(1)
    expect(toggle).toHaveTextContent(PLAY)

    await user.click(toggle)
    expect(toggle).toHaveTextContent(PAUSE)
  })

  it('leaves the video paused for visitors who prefer reduced motion', async () => {
    setMediaQuery('(prefers-reduced-motion: reduce)', true)
    renderHero()
    await settle()
    videoOnScreen(true)
    expect(screen.getByRole('button', { name: PLAY })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: PAUSE })).not.toBeInTheDocument()
    expect(media.play).not.toHaveBeenCalled()
    expect(animations.size).toBe(0)
  })

  it('keeps the dots still for visitors who prefer reduced motion, once Play has started the video too', async () => {
    const user = userEvent.setup()
    setMediaQuery('(prefers-reduced-motion: reduce)', true)
    renderHero()
    await settle()
    videoOnScreen(true)
    await user.click(screen.getByRole('button', { name: PLAY }))
    await nextFrame()
    expect(media.play).toHaveBeenCalled()
    expect(animations.size).toBe(0)
  })
})
