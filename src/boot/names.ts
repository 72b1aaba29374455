/**
 * Every name and timing the page's loading sequence shares between its parts (docs/loading-sequence.md):
 * the inline head script (head-script.ts), the inline boot script (boot-script.ts), the app
 * that takes over from them, and the stylesheet (styles/index.css, which cannot import these;
 * names.test.ts checks it against them). Nothing here runs: the inline scripts
 * import it, so it stays free of any other module. The themes are theme.ts's.
 */

/**
 * On <html> while scripts run (the head script adds it first thing): sections may wait to fade
 * in, the menu and the carousel work. Without it the page reads as it does without JavaScript,
 * so every part of the sequence that gives up removes it.
 */
export const SCRIPTED_CLASS = 'js'
/** On <html> once the first screen has hydrated (first-screen.tsx), which stops the hydration failsafe. */
export const HYDRATED_CLASS = 'hydrated'
/**
 * On <html> from the visitor's first scroll, key, touch or click, which the head script sees
 * before the app has loaded: lazy sections load from then on (when-needed.ts), and the page
 * starts being laid out (LAID_OUT_CLASS) if the load event has not started it already.
 */
export const ENGAGED_CLASS = 'engaged'
/**
 * On <html> from a click on an in-page link (a tap, or Enter on it) to the visitor's next key: the
 * link is being followed, and following it is navigation, which scrolls smoothly; focus moved from
 * the keyboard otherwise scrolls at once (styles/index.css).
 */
export const FOLLOWING_LINK_CLASS = 'following-link'
/**
 * On a section (or project card) below the first screen once the head script has had it laid
 * out, one per idle moment from the load event, so no single task lays out the whole page, or one
 * per frame before a followed in-page link's section (its smooth scroll must aim at where the
 * section really is); on <html> once every one is, or at once when the page opens at a fragment or
 * restores a scroll position.
 */
export const LAID_OUT_CLASS = 'laid-out'
/**
 * Dispatched on the window by the app's entry (main.tsx) as it hands the page to React, which
 * answers every click in its part from then on: the head script keeps a button's click from then
 * on only until the click reaches the button.
 */
export const APP_STARTED_EVENT = 'portfolio:app-started'
/**
 * Dispatched on the window by a part of the page once it has hydrated: the first screen
 * (first-screen.tsx) and each island (island.tsx). The head script then clicks again the buttons
 * clicked before their part could answer.
 */
export const PART_HYDRATED_EVENT = 'portfolio:part-hydrated'
/**
 * Dispatched on the window to have the page laid out again from scratch, one element per idle
 * moment: every held-back element is skipped again at once, at the size the browser remembers
 * for it (contain-intrinsic-size: auto), so the change that follows in the same task restyles
 * only what is near the screen.
 */
export const LAY_OUT_AGAIN_EVENT = 'portfolio:lay-out-again'
/** How long the page stays skipped after that before it is laid out again: taps in quick succession find the main thread free. */
export const LAY_OUT_AGAIN_DELAY_MS = 1000
/** The longest an element waits for an idle moment before it is laid out anyway. */
export const LAY_OUT_IDLE_TIMEOUT_MS = 1000

/** The id of the page's <main>, whose first section is the hero. */
export const MAIN_ID = 'main'
/** The id of the page's footer. */
export const FOOTER_ID = 'site-footer'
/**
 * What the browser may skip styling, laying out and painting (content-visibility: auto) until it
 * comes near the screen or is laid out (LAID_OUT_CLASS): every section of <main> after the hero,
 * and the footer. Chosen by their place in the page, so a section carries nothing of the sequence.
 */
export const RENDER_WHEN_NEAR_SELECTORS = [`#${MAIN_ID} > section ~ section`, `#${FOOTER_ID}`] as const
/** A project card, skipped on its own within its section. */
export const RENDER_WHEN_NEAR_CARD_CLASS = 'render-when-near-card'

/**
 * The events that count as the visitor starting to use the page. A tap counts once it ends
 * (pointerup, dispatched with its click): what the first move starts (the code and hydration of
 * the sections near the screen) then runs after the tap's click, not between its
 * pointerdown and its click, where it held the click back.
 */
export const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerup'] as const

/**
 * A form marks itself ready with this attribute once its code runs. Until then the head script
 * stops it from submitting natively (which would reload the page and lose what was typed) and
 * sets the PENDING_SUBMIT property on it, for the form to send once ready (hooks/use-form-ready.ts).
 */
export const FORM_READY_ATTRIBUTE = 'data-ready'
export const PENDING_SUBMIT = 'pendingSubmit'

/** The id of the boot script, the last element of the page. */
export const BOOT_SCRIPT_ID = 'boot'
/**
 * The id of the list of modules the boot script runs, in order: a JSON data block right before it,
 * which the build writes from its bundle (builder/defer-entry.ts) and the byte budget reads.
 */
export const BOOT_MODULES_ID = 'boot-modules'
/** The id of the element React hydrates (src/main.tsx): the page after the navigation bar, which is plain HTML (app/bar.tsx). */
export const APP_ROOT_ID = 'root'
/** The id of the hero, the first section of <main>: with the navigation bar, the first screen. */
export const FIRST_SCREEN_ID = 'home'
/**
 * The id of an empty element right after the hero: the first paint waits until the parser has
 * reached it, so it paints the whole first screen and not the rest. An element after the hero,
 * not the hero itself, so the hero is whole however the browser reads "parsed".
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end'

/**
 * The id of the <link> to the rest of the stylesheet, which the page renders right after the
 * first screen and the build gives its address (builder/first-screen-css.ts).
 */
export const REST_STYLE_ID = 'rest-style'

/** How long the boot script waits for a paint or the visitor before starting the app anyway (a hidden tab paints nothing). */
export const BOOT_FALLBACK_MS = 3000
/** How long the head script waits for the app to hydrate before showing everything as without scripts. */
export const HYDRATION_FAILSAFE_MS = 8000
/** How long after the first screen has hydrated (and the page has loaded) its motion waits to start. */
export const SETTLE_DELAY_MS = 3000
/** The longest the settled page then waits for an idle moment. */
export const SETTLE_IDLE_TIMEOUT_MS = 1000
