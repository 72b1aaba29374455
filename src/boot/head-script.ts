/**
 * The inline <head> script (the build bundles it with its options: builder/inline-script.ts). It
 * runs before anything is painted and travels in every page, so it imports only the names it
 * shares with the rest of the sequence, its idle wait (when-idle.ts), the wait for the next frame
 * (yield-to-browser.ts) and the theme functions the app applies the theme with.
 */
import {
  APP_ROOT_ID,
  APP_STARTED_EVENT,
  ENGAGED_CLASS,
  FOLLOWING_LINK_CLASS,
  ENGAGEMENT_EVENTS,
  FORM_READY_ATTRIBUTE,
  HYDRATED_CLASS,
  HYDRATION_FAILSAFE_MS,
  PART_HYDRATED_EVENT,
  LAID_OUT_CLASS,
  LAY_OUT_AGAIN_DELAY_MS,
  LAY_OUT_AGAIN_EVENT,
  LAY_OUT_IDLE_TIMEOUT_MS,
  PENDING_SUBMIT,
  RENDER_WHEN_NEAR_CARD_CLASS,
  RENDER_WHEN_NEAR_SELECTORS,
  SCRIPTED_CLASS,
} from './names.ts'
import { whenIdle } from './when-idle.ts'
import { DARK_SCHEME_QUERY, applyResolvedTheme, readStoredTheme, resolveTheme, type Theme } from '../lib/theme.ts'
import { afterNextFrame } from '../lib/yield-to-browser.ts'

export interface HeadScriptOptions {
  /** The localStorage key the theme is kept under. */
  storageKey: string
  /** The theme when none (or nothing valid) is stored. */
  defaultTheme: Theme
}

type PendingForm = HTMLFormElement & { [PENDING_SUBMIT]?: boolean }

/**
 * Marks the document as scripted, applies the stored theme (so a dark-theme visitor never sees
 * a light flash), marks the visitor's first move, keeps the clicks that come before the code of
 * their part of the page and holds back the forms that come before theirs, and gives the page back
 * to its no-script reading if the app cannot start.
 */
export function headScript({ storageKey, defaultTheme }: HeadScriptOptions): void {
  const root = document.documentElement
  root.classList.add(SCRIPTED_CLASS)
  const openedAtFragment = location.hash !== ''

  const layOutAll = () => root.classList.add(LAID_OUT_CLASS)
  // What the browser may skip until it is laid out: each section or card the walks below lay out.
  const skippable = () => [...document.querySelectorAll([...RENDER_WHEN_NEAR_SELECTORS, `.${RENDER_WHEN_NEAR_CARD_CLASS}`].join(','))]
  // Lays `elements` out one at a time, each followed by `wait`, then calls `done`; stops as soon as
  // `current` says a later run has taken over. Returns the first step, for the caller to start.
  const layOutEach = (elements: Element[], wait: (next: () => void) => void, done: () => void, current: () => boolean) => {
    const next = () => {
      if (!current()) return
      const element = elements.shift()
      if (!element) return done()
      element.classList.add(LAID_OUT_CLASS)
      wait(next)
    }
    return next
  }

  // A followed in-page link's smooth scroll is aimed once, as it starts, at where its element is
  // then: what comes before the element, and the section it is in, must be laid out first. They are
  // laid out one per frame, from the frame after the tap, and then the link is followed. Laid out at
  // once inside the tap, the whole page's first style and layout is one task of 150–210 ms at 4×
  // on a tap as the page shows (docs/decisions/loading-tricks.md). A link followed later takes over.
  // Its scroll is smooth, from the keyboard too, until the next key moves focus (FOLLOWING_LINK_CLASS).
  let follows = 0
  const followInTurn = (event: Event, link: HTMLAnchorElement) => {
    root.classList.add(FOLLOWING_LINK_CLASS)
    const following = ++follows
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)))
    const modified = event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    if (!target || modified || root.classList.contains(LAID_OUT_CLASS)) return
    const waiting = skippable().filter((element) => !element.classList.contains(LAID_OUT_CLASS) && (element.contains(target) || element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING))
    if (waiting.length === 0) return
    event.preventDefault()
    const follow = () => {
      // Where the address has the fragment already, setting it again would not scroll.
      if (location.hash === link.hash) target.scrollIntoView()
      else location.hash = link.hash
    }
    // One element's first layout per frame, each in a task after the frame before it is drawn.
    afterNextFrame(layOutEach(waiting, afterNextFrame, follow, () => following === follows))
  }
  // A button clicked before its part of the page has hydrated is clicked again, in order, once it
  // has. Before the app has started, that is any button of the part React hydrates (the video's
  // Pause), remembered from the first moment: the first screen shows, and can be tapped, well
  // before the rest of the page has been parsed. The bar's buttons (the menu, the theme) are not
  // kept: its own script answers them from the first paint (sections/navbar-script.ts). From then
  // on React answers every click, but stops one on a section whose code has not arrived (an
  // island, which it cannot hydrate without it) before the click reaches the button: each such
  // click is kept until it reaches its button. The kept buttons are clicked again as each part
  // hydrates, the first screen and then each island.
  const kept: { button: HTMLButtonElement; click: Event }[] = []
  const reached = (event: Event) => {
    const index = kept.findIndex((entry) => entry.click === event)
    if (index >= 0) kept.splice(index, 1)
  }
  const clickKept = () => {
    for (const entry of kept.splice(0)) {
      // Still on its way: its own dispatch made React hydrate the island, and it reaches the button itself.
      if (entry.click.eventPhase !== Event.NONE) kept.push(entry)
      else if (entry.button.isConnected) entry.button.click()
    }
  }
  let appStarted = false
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const link = target?.closest<HTMLAnchorElement>('a[href^="#"]')
      if (link) followInTurn(event, link)
      const button = target?.closest<HTMLButtonElement>(`#${APP_ROOT_ID} button[type="button"]`)
      if (!button) return
      kept.push({ button, click: event })
      // One listener per button however often it is kept (the same function is added once).
      if (appStarted) button.addEventListener('click', reached, { once: true })
    },
    true,
  )
  addEventListener(APP_STARTED_EVENT, () => (appStarted = true), { once: true })
  addEventListener(PART_HYDRATED_EVENT, clickKept)
  addEventListener('keydown', () => root.classList.remove(FOLLOWING_LINK_CLASS), true)

  // Otherwise one section or card per idle moment, each in a frame of its own: no task lays out
  // everything below the first screen, and a tap waits for one element's layout at most.
  const whenIdleLaidOut = (then: () => void) => whenIdle(then, LAY_OUT_IDLE_TIMEOUT_MS, 50)
  // Each walk has a number; a walk started later takes over from an earlier one.
  let walks = 0
  const walk = (after = 0) => {
    const walking = ++walks
    const next = layOutEach(skippable(), (then) => requestAnimationFrame(() => whenIdleLaidOut(then)), layOutAll, () => walking === walks)
    if (after > 0) setTimeout(() => whenIdleLaidOut(next), after)
    else whenIdleLaidOut(next)
  }
  const layOutInTurn = () => {
    if (walks > 0) return
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
    // A page opened at a fragment, reloaded or come back to is scrolled by the browser to a place it
    // measures now. A fragment the visitor has followed since has had its scroll aimed already.
    if (openedAtFragment || navigation?.type === 'reload' || navigation?.type === 'back_forward') {
      walks++
      return layOutAll()
    }
    walk()
  }
  // Skipped again, at the sizes the browser remembers, then laid out anew in turn.
  addEventListener(LAY_OUT_AGAIN_EVENT, () => {
    for (const element of [root, ...document.querySelectorAll(`.${LAID_OUT_CLASS}`)]) element.classList.remove(LAID_OUT_CLASS)
    walk(LAY_OUT_AGAIN_DELAY_MS)
  })

  // From the load event, so that by the visitor's first tap most of the page is laid out already;
  // or from their first move, if that comes first.
  addEventListener('load', layOutInTurn)

  // The visitor's first move, seen from the first moment, before the app has loaded.
  const engage = () => {
    root.classList.add(ENGAGED_CLASS)
    for (const type of ENGAGEMENT_EVENTS) removeEventListener(type, engage, true)
    layOutInTurn()
  }
  for (const type of ENGAGEMENT_EVENTS) addEventListener(type, engage, { capture: true, passive: true })

  // A native submission would reload the page and lose what was typed: the form sends it once
  // ready. Once the page reads as without JavaScript (its scripts, or a section's, failed), a form
  // that posts somewhere (its action, to a delivery service that takes plain posts) posts there,
  // and is not held for its code.
  const postsNatively = (form: HTMLFormElement) => !root.classList.contains(SCRIPTED_CLASS) && form.hasAttribute('action')
  addEventListener(
    'submit',
    (event) => {
      const form: PendingForm | null = event.target instanceof HTMLFormElement ? event.target : null
      if (!form || form.hasAttribute(FORM_READY_ATTRIBUTE)) return
      if (postsNatively(form)) form[PENDING_SUBMIT] = false
      else {
        event.preventDefault()
        form[PENDING_SUBMIT] = true
      }
    },
    true,
  )

  // Whoever gives the page back to its no-script reading (this script's failsafe, the boot script,
  // a section whose code cannot load), from then on:
  // - a submission held back for a form's code goes out as the form's plain post, where it has one;
  // - a page opened at a fragment, scrolled while sections were held back at the sizes the browser
  //   guesses for them, is aimed at the fragment's element again, as they all change size, unless
  //   the visitor has moved by then.
  let moved = false
  const move = () => (moved = true)
  for (const type of ['keydown', 'pointerdown', 'wheel', 'touchstart']) addEventListener(type, move, { capture: true, passive: true, once: true })
  const noScriptReading = new MutationObserver(() => {
    if (root.classList.contains(SCRIPTED_CLASS)) return
    noScriptReading.disconnect()
    for (const form of document.querySelectorAll<PendingForm>('form[action]')) {
      if (!form[PENDING_SUBMIT] || form.hasAttribute(FORM_READY_ATTRIBUTE)) continue
      form[PENDING_SUBMIT] = false
      form.submit()
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (target && !moved) target.scrollIntoView({ behavior: 'instant' })
  })
  noScriptReading.observe(root, { attributes: true, attributeFilter: ['class'] })

  // A script that fails to load, or an app that has not hydrated in time, would leave content
  // hidden that only the app reveals: without SCRIPTED_CLASS the page reads as without JavaScript.
  const giveUp = () => {
    if (!root.classList.contains(HYDRATED_CLASS)) root.classList.remove(SCRIPTED_CLASS)
  }
  // A <script src> that fails: the dev server's entry (a built page starts its modules from the
  // boot script, which handles a failed import itself).
  addEventListener('error', (event) => event.target instanceof HTMLScriptElement && giveUp(), true)
  setTimeout(giveUp, HYDRATION_FAILSAFE_MS)

  // The bar's script's own functions (sections/navbar-script.ts), bundled into this one: the first paint and the bar agree.
  const theme = readStoredTheme(storageKey, defaultTheme)
  applyResolvedTheme(root, resolveTheme(theme, matchMedia(DARK_SCHEME_QUERY).matches))
}
