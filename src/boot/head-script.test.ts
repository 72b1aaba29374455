import { inlineScript } from '../../builder/inline-script.ts'
import { HEAD_SCRIPT } from '../build-surface.ts'
import { setMediaQuery, resetMediaQueries } from '../test/browser-fakes.ts'
import { headScript, type HeadScriptOptions } from './head-script.ts'
import { DARK_SCHEME_QUERY } from '../lib/theme.ts'
import {
  APP_ROOT_ID,
  APP_STARTED_EVENT,
  ENGAGED_CLASS,
  ENGAGEMENT_EVENTS,
  FOLLOWING_LINK_CLASS,
  FORM_READY_ATTRIBUTE,
  HYDRATED_CLASS,
  HYDRATION_FAILSAFE_MS,
  LAID_OUT_CLASS,
  LAY_OUT_AGAIN_DELAY_MS,
  LAY_OUT_AGAIN_EVENT,
  PART_HYDRATED_EVENT,
  PENDING_SUBMIT,
  RENDER_WHEN_NEAR_CARD_CLASS,
  MAIN_ID,
  FOOTER_ID,
  SCRIPTED_CLASS,
} from './names.ts'

const options: HeadScriptOptions = { storageKey: 'portfolio-theme', defaultTheme: 'light' }

/** The typed function as the tests call it, and the inline script the build makes of it, run as the page runs it. */
const runners: [string, (options: HeadScriptOptions) => Promise<void>][] = [
  ['the function', async (options) => headScript(options)],
  ['the built inline script', async (options) => new Function(await inlineScript(HEAD_SCRIPT, options))()],
]

// Bundles the script once, before any test fakes the clock.
beforeAll(() => inlineScript(HEAD_SCRIPT, options), 60_000)

const root = document.documentElement

describe.each(runners)('the head script, as %s', (_, run) => {
  afterEach(resetMediaQueries)

  it('marks the document as scripted and applies the stored theme before the app loads', async () => {
    localStorage.setItem('portfolio-theme', 'dark')
    await run(options)
    expect(root.className).toBe(`${SCRIPTED_CLASS} dark`)
    expect(root.style.colorScheme).toBe('dark')
  })

  it('falls back to the default when nothing valid is stored', async () => {
    localStorage.setItem('portfolio-theme', 'purple')
    await run({ ...options, defaultTheme: 'dark' })
    expect(root).toHaveClass('dark')
    expect(root).not.toHaveClass('light')
  })

  it('falls back to the default when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    await run(options)
    expect(root).toHaveClass('light')
  })

  it('follows the system preference when the stored choice is system, replacing an earlier theme class', async () => {
    setMediaQuery(DARK_SCHEME_QUERY, true)
    root.classList.add('light')
    localStorage.setItem('portfolio-theme', 'system')
    await run(options)
    expect(root).toHaveClass('dark')
    expect(root).not.toHaveClass('light')
  })

  it('reads only its own storage key', async () => {
    localStorage.setItem('vite-ui-theme', 'dark')
    await run(options)
    expect(root).toHaveClass('light')
  })

  it.each(ENGAGEMENT_EVENTS)('marks the visitor engaged on the first %s, and not before', async (type) => {
    await run(options)
    expect(root).not.toHaveClass(ENGAGED_CLASS)
    window.dispatchEvent(new Event(type))
    expect(root).toHaveClass(ENGAGED_CLASS)
  })

  describe('laying out what is below the first screen', () => {
    beforeEach(() => {
      vi.useFakeTimers()
      // The hero, then a section with two cards, then the footer: the page's shape (boot/names.ts).
      document.body.innerHTML = `<a href="#contact">Contact</a><main id="${MAIN_ID}"><section id="home"></section><section id="contact"><ul><li class="${RENDER_WHEN_NEAR_CARD_CLASS}"></li><li class="${RENDER_WHEN_NEAR_CARD_CLASS}"></li></ul></section></main><footer id="${FOOTER_ID}"></footer>`
    })
    afterEach(() => {
      vi.useRealTimers()
      document.body.innerHTML = ''
    })
    const laidOut = () => document.body.querySelectorAll(`.${LAID_OUT_CLASS}`).length

    /** Lets the idle moments come, one timer at a time, and notes how many elements are laid out after each. */
    const idleMoments = (count: number) => {
      const counts: number[] = []
      for (let step = 0; step < count; step++) {
        vi.advanceTimersToNextTimer()
        counts.push(laidOut())
      }
      return counts
    }

    it.each([
      ['the load event', () => window.dispatchEvent(new Event('load'))],
      ['the first move', () => window.dispatchEvent(new Event('pointerup'))],
    ])('starts at %s and lays out one element per idle moment, never in that event itself', async (_, start) => {
      await run(options)
      vi.advanceTimersByTime(5000)
      expect(laidOut()).toBe(0)
      start()
      expect(laidOut()).toBe(0)
      // One more at a time, in document order: 1, 2, 3, 4 (the section, its two cards, the footer).
      expect([...new Set(idleMoments(10))]).toEqual([1, 2, 3, 4])
      expect(document.getElementById('contact')).toHaveClass(LAID_OUT_CLASS)
      vi.runAllTimers()
      expect(root).toHaveClass(LAID_OUT_CLASS)
    })

    it('walks the page once, whether the first move comes before or after the load event', async () => {
      await run(options)
      window.dispatchEvent(new Event('load'))
      vi.advanceTimersToNextTimer()
      window.dispatchEvent(new Event('pointerup'))
      // One walk lays an element out per idle moment, each followed by a frame (both timers here);
      // a second walk would lay the same elements out again, and reach the last one later.
      expect(idleMoments(8)).toEqual([1, 2, 2, 3, 3, 4, 4, 4])
    })

    it('skips everything again at once when asked to lay the page out again, and walks it anew after a pause', async () => {
      await run(options)
      window.dispatchEvent(new Event('load'))
      vi.runAllTimers()
      expect(root).toHaveClass(LAID_OUT_CLASS)
      expect(laidOut()).toBe(4)

      window.dispatchEvent(new Event(LAY_OUT_AGAIN_EVENT))
      expect(root).not.toHaveClass(LAID_OUT_CLASS)
      expect(laidOut()).toBe(0)
      vi.advanceTimersByTime(LAY_OUT_AGAIN_DELAY_MS - 1)
      expect(laidOut()).toBe(0)
      vi.advanceTimersByTime(1)
      expect([...new Set(idleMoments(10))]).toEqual([1, 2, 3, 4])
      vi.runAllTimers()
      expect(root).toHaveClass(LAID_OUT_CLASS)
    })

    it('lets a later walk take over from an earlier one', async () => {
      await run(options)
      window.dispatchEvent(new Event('load'))
      vi.advanceTimersToNextTimer()
      expect(laidOut()).toBe(1)
      window.dispatchEvent(new Event(LAY_OUT_AGAIN_EVENT))
      vi.advanceTimersByTime(LAY_OUT_AGAIN_DELAY_MS - 1)
      // The first walk has stopped: nothing is laid out until the second begins.
      expect(laidOut()).toBe(0)
    })

    describe('following an in-page link', () => {
      // The runs of the script before this one in the file follow the link too, each in turn.
      let scrolled: Element[] = []
      // Before the contact section: a section with two cards. After it: the footer.
      beforeEach(() => {
        scrolled = []
        Element.prototype.scrollIntoView = function (this: Element) {
          scrolled.push(this)
        }
        document.body.innerHTML = `<a href="#contact">Contact</a><a href="#about">About</a><main id="${MAIN_ID}"><section id="home"></section><section id="about"><ul><li class="${RENDER_WHEN_NEAR_CARD_CLASS}"></li><li class="${RENDER_WHEN_NEAR_CARD_CLASS}"></li></ul></section><section id="contact"><ul><li class="${RENDER_WHEN_NEAR_CARD_CLASS}"></li></ul></section></main><footer id="${FOOTER_ID}"></footer>`
        history.replaceState(null, '', '#home')
      })
      afterEach(() => {
        history.replaceState(null, '', location.pathname)
        delete (Element.prototype as Partial<Element>).scrollIntoView
      })
      const follow = (hash: string, init: MouseEventInit = {}) => {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
        document.querySelector(`a[href="${hash}"]`)!.dispatchEvent(click)
        return click
      }
      const laidOutIds = () => [...document.querySelectorAll(`.${LAID_OUT_CLASS}`)].map((element) => element.id || element.parentElement!.parentElement!.id)
      /** Lets the frames come, one timer at a time, and notes each change of what is laid out and where the address points. */
      const frames = async () => {
        const seen = [`${laidOut()} ${location.hash}`]
        while (vi.getTimerCount() > 0) {
          await vi.advanceTimersToNextTimerAsync()
          const now = `${laidOut()} ${location.hash}`
          if (now !== seen.at(-1)) seen.push(now)
        }
        return seen
      }

      it('lays out what comes before its element, and the section the element is in, one per frame from the frame after the tap, then follows it', async () => {
        await run(options)
        const click = follow('#contact')
        expect(click.defaultPrevented).toBe(true)
        expect(laidOut()).toBe(0)
        // One at a time, each after a frame: the about section, its two cards, the contact section; then the link.
        expect(await frames()).toEqual(['0 #home', '1 #home', '2 #home', '3 #home', '4 #home', '4 #contact'])
        expect(laidOutIds()).toEqual(['about', 'about', 'about', 'contact'])
        // What comes after is left to the walk.
        expect(root).not.toHaveClass(LAID_OUT_CLASS)
        expect(document.getElementById(FOOTER_ID)).not.toHaveClass(LAID_OUT_CLASS)
      })

      it('scrolls to its element when the address has its fragment already', async () => {
        history.replaceState(null, '', '#contact')
        await run(options)
        follow('#contact')
        expect(scrolled).toEqual([])
        await vi.runAllTimersAsync()
        expect(scrolled.length).toBeGreaterThan(0)
        expect(new Set(scrolled)).toEqual(new Set([document.getElementById('contact')]))
      })

      it('lays the page out at once at the load event when it opened at a fragment, and in turn when the visitor has followed one since', async () => {
        await run(options)
        window.dispatchEvent(new Event('load'))
        expect(root).toHaveClass(LAID_OUT_CLASS)

        root.classList.remove(LAID_OUT_CLASS)
        history.replaceState(null, '', location.pathname)
        await run(options)
        follow('#contact')
        await vi.runAllTimersAsync()
        expect(location.hash).toBe('#contact')
        window.dispatchEvent(new Event('load'))
        expect(root).not.toHaveClass(LAID_OUT_CLASS)
      })

      it('lets a link followed later take over', async () => {
        await run(options)
        follow('#contact')
        follow('#about')
        await vi.runAllTimersAsync()
        expect(location.hash).toBe('#about')
        expect(laidOutIds()).toEqual(['about'])
      })

      it('leaves the link to the browser once what comes before its element is laid out, and when it opens elsewhere', async () => {
        await run(options)
        expect(follow('#about', { ctrlKey: true }).defaultPrevented).toBe(false)
        expect(follow('#about', { button: 1 }).defaultPrevented).toBe(false)
        document.getElementById('about')!.classList.add(LAID_OUT_CLASS)
        expect(follow('#about').defaultPrevented).toBe(false)
        root.classList.add(LAID_OUT_CLASS)
        expect(follow('#contact').defaultPrevented).toBe(false)
      })
    })

    it('marks an in-page link as being followed, whose scroll stays smooth, until the next key', async () => {
      await run(options)
      expect(root).not.toHaveClass(FOLLOWING_LINK_CLASS)
      document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
      expect(root).toHaveClass(FOLLOWING_LINK_CLASS)
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
      expect(root).not.toHaveClass(FOLLOWING_LINK_CLASS)
    })
  })

  it('clicks again, in order and once the first screen has hydrated, the buttons of the app\'s part clicked before the app started, from before the rest of the page is parsed; the bar\'s are its own script\'s', async () => {
    // The runs of the script before this one in the file have seen their app start and hydrate.
    window.dispatchEvent(new Event(APP_STARTED_EVENT))
    window.dispatchEvent(new Event(PART_HYDRATED_EVENT))
    root.className = ''

    // The first screen only, as it is painted: the rest of the page, the boot script among it, is still to come.
    document.body.innerHTML = `
      <header><button type="button" id="bar-menu"></button></header>
      <div id="${APP_ROOT_ID}"><button type="button" id="pause"><svg><path /></svg></button><button type="button" id="resume"></button>
      <button type="submit" id="send" form="contact-form"></button><a href="#about" id="about-link">About</a></div>`
    await run(options)
    const clicked: string[] = []
    document.body.addEventListener('click', (event) => clicked.push((event.target as Element).id || (event.target as Element).localName))
    const click = (selector: string) => document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    click('#pause path')
    click('#bar-menu') // the bar's script answers it at once
    click('#resume')
    click('#send') // a form's own button: the form holds its submission itself
    click('#about-link') // a link works without the app
    window.dispatchEvent(new Event(APP_STARTED_EVENT))
    click('#resume') // React has the page: it answers this one itself
    expect(clicked).toEqual(['path', 'bar-menu', 'resume', 'send', 'about-link', 'resume'])
    clicked.length = 0

    // The first screen is hydrating, in a transition that yields to the browser.
    await Promise.resolve()
    expect(clicked).toEqual([])
    // Its last effect says it has hydrated (first-screen.tsx).
    window.dispatchEvent(new Event(PART_HYDRATED_EVENT))
    await vi.waitFor(() => expect(clicked).toEqual(['pause', 'resume']))
    document.body.innerHTML = ''
  })

  it('holds back a form’s native submission until its code has marked it ready, and leaves it pending for the form', async () => {
    await run(options)
    document.body.innerHTML = '<form id="early"></form><form id="ready"></form>'
    const [early, ready] = [...document.forms] as (HTMLFormElement & { [PENDING_SUBMIT]?: boolean })[]
    ready!.setAttribute(FORM_READY_ATTRIBUTE, '')
    const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

    expect(submit(early!)).toBe(false)
    expect(early![PENDING_SUBMIT]).toBe(true)
    expect(submit(ready!)).toBe(true)
    expect(ready![PENDING_SUBMIT]).toBeUndefined()
    document.body.innerHTML = ''
  })

  describe('when the app does not start', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('shows the page as without JavaScript once a script fails to load, but not for another element’s error', async () => {
      await run(options)
      const image = document.createElement('img')
      const script = document.createElement('script')
      document.head.append(image, script)
      image.dispatchEvent(new Event('error'))
      expect(root).toHaveClass(SCRIPTED_CLASS)
      script.dispatchEvent(new Event('error'))
      expect(root).not.toHaveClass(SCRIPTED_CLASS)
      image.remove()
      script.remove()
    })

    type HeldForm = HTMLFormElement & { [PENDING_SUBMIT]?: boolean }
    /** The page's forms (from `markup`), HTMLFormElement.submit() recorded instead of run, and a submission as a press makes it. */
    function forms(markup: string) {
      document.body.innerHTML = markup
      const posted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
      const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
      return { list: [...document.forms] as HeldForm[], posted, submit }
    }

    it('posts a held-back submission natively when it gives up, where the form has somewhere to post, and lets later ones through', async () => {
      await run(options)
      const { list, posted, submit } = forms('<form id="posting" action="https://forms.example/f/abc"></form><form id="app-only"></form>')
      const [posting, appOnly] = list
      expect(submit(posting!)).toBe(false)
      expect(submit(appOnly!)).toBe(false)
      expect(posted).not.toHaveBeenCalled()

      vi.advanceTimersByTime(HYDRATION_FAILSAFE_MS)
      await vi.waitFor(() => expect(posted.mock.contexts).toEqual([posting]))
      expect(posting![PENDING_SUBMIT]).toBe(false)
      expect(appOnly![PENDING_SUBMIT]).toBe(true)
      // Without the app, the form with an action posts as it would without JavaScript; the other stays held.
      expect(submit(posting!)).toBe(true)
      expect(submit(appOnly!)).toBe(false)
      document.body.innerHTML = ''
    })

    it('posts a held-back submission once when a section’s code fails after the app has started, and not again for a later press', async () => {
      await run(options)
      const { list, posted, submit: press } = forms('<form action="https://forms.example/f/abc"></form>')
      const [form] = list
      const submit = () => press(form!)
      root.classList.add(HYDRATED_CLASS)
      expect(submit()).toBe(false)

      // What island.tsx does when a section's chunk cannot load.
      root.classList.remove(SCRIPTED_CLASS)
      await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1))
      vi.advanceTimersByTime(HYDRATION_FAILSAFE_MS)
      await Promise.resolve()
      expect(posted).toHaveBeenCalledTimes(1)
      document.body.innerHTML = ''
    })

    it('lets a press through natively once the page reads as without JavaScript, and does not post the held one again later', async () => {
      await run(options)
      const { list, posted, submit: press } = forms('<form action="https://forms.example/f/abc"></form>')
      const [form] = list
      const submit = () => press(form!)
      expect(submit()).toBe(false)
      expect(form![PENDING_SUBMIT]).toBe(true)
      // The class goes and the visitor presses again in the same task, before the observer runs: their press posts.
      root.classList.remove(SCRIPTED_CLASS)
      expect(submit()).toBe(true)
      expect(form![PENDING_SUBMIT]).toBe(false)
      await Promise.resolve()
      vi.advanceTimersByTime(HYDRATION_FAILSAFE_MS)
      expect(posted).not.toHaveBeenCalled()
      document.body.innerHTML = ''
    })

    it('aims at the fragment’s element again once the page reads as without JavaScript, unless the visitor has moved', async () => {
      const aimed = vi.fn()
      document.body.innerHTML = '<p id="message-sent">Sent</p>'
      document.getElementById('message-sent')!.scrollIntoView = aimed
      window.history.replaceState(null, '', '#message-sent')
      await run(options)
      root.classList.remove(SCRIPTED_CLASS)
      await vi.waitFor(() => expect(aimed).toHaveBeenCalledWith({ behavior: 'instant' }))

      aimed.mockClear()
      root.className = ''
      await run(options)
      document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
      root.classList.remove(SCRIPTED_CLASS)
      await Promise.resolve()
      await vi.advanceTimersByTimeAsync(0)
      expect(aimed).not.toHaveBeenCalled()
      window.history.replaceState(null, '', '/')
      document.body.innerHTML = ''
    })

    it(`gives up waiting after ${HYDRATION_FAILSAFE_MS} ms, unless the app has hydrated`, async () => {
      await run(options)
      vi.advanceTimersByTime(HYDRATION_FAILSAFE_MS - 1)
      expect(root).toHaveClass(SCRIPTED_CLASS)
      vi.advanceTimersByTime(1)
      expect(root).not.toHaveClass(SCRIPTED_CLASS)

      root.className = ''
      await run(options)
      root.classList.add(HYDRATED_CLASS)
      vi.advanceTimersByTime(HYDRATION_FAILSAFE_MS)
      expect(root).toHaveClass(SCRIPTED_CLASS)
    })
  })
})

it('waits 8 s for the app, as the page has always promised', () => {
  expect(HYDRATION_FAILSAFE_MS).toBe(8000)
})
