/**
 * Keyboard focus, measured in the browser: walking the page with Tab or Shift+Tab, where the
 * focused control sits (on screen, clear of the fixed navbar), and how its focus ring contrasts
 * with what is behind it. Shared by the keyboard and contrast journeys.
 */
import { expect, test, type Page } from '@playwright/test'
import { settleAnimations } from './support.ts'

/** The focused element as the journeys see it. */
export interface FocusStop {
  /** Its place in the document (a chain of child positions): the same element gives the same key. */
  key: string
  /** Tag and accessible-ish name, for messages: `a "About"`. */
  name: string
  /**
   * Fixed on screen: in the navbar, or fixed itself (the skip link, shown over the navbar).
   * These need not be below the navbar, only on top where they are.
   */
  pinned: boolean
}

/** What document.activeElement is, or null when focus has left the page (body or nothing). */
export function focusedStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body || element === document.documentElement) return null
    const path: number[] = []
    for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
      path.unshift([...node.parentElement.children].indexOf(node))
    }
    const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? ''
    return {
      key: path.join('.'),
      name: `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
      pinned: !!element.closest('header') || getComputedStyle(element).position === 'fixed',
    }
  })
}

/**
 * Presses Tab (or Shift+Tab) until focus leaves the page or comes round to its first stop
 * again, calling `visit` at every stop, and returns the stops in the order they were reached.
 * Fails if neither happens (a trap). Focus that has just left the page (to the browser's own
 * controls) may need one more press to come back in; such a press at the start does not end
 * the walk.
 */
export async function walkFocus(page: Page, direction: 'forward' | 'backward', visit: (stop: FocusStop) => Promise<void>): Promise<FocusStop[]> {
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab'
  const stops: FocusStop[] = []
  for (let presses = 0; presses < 200; presses++) {
    await page.keyboard.press(key)
    const stop = await focusedStop(page)
    if (!stop && stops.length === 0 && presses < 2) continue
    if (!stop || stop.key === stops[0]?.key) return stops
    stops.push(stop)
    await visit(stop)
  }
  throw new Error(`focus did not leave the page after 200 presses of ${key}: ${stops.map((stop) => stop.name).join(', ')}`)
}

/** Every control a keyboard can reach: enabled, rendered, not taken out of the Tab order. */
export function tabbableKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), textarea:not([disabled]), select:not([disabled]), [tabindex]'
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]'))
      .map((element) => {
        const path: number[] = []
        for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
          path.unshift([...node.parentElement.children].indexOf(node))
        }
        return path.join('.')
      })
  })
}

/** Where the focused element is, against the viewport and the fixed navbar. */
export interface FocusPlace {
  top: number
  bottom: number
  left: number
  right: number
  navbarBottom: number
  viewportWidth: number
  viewportHeight: number
  /** The element hit-testing finds at the focused element's centre is it, or inside it. */
  onTop: boolean
}

export function focusPlace(page: Page): Promise<FocusPlace> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const rect = element.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return {
      top: rect.top,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      navbarBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      viewportWidth: document.documentElement.clientWidth,
      viewportHeight: window.innerHeight,
      onTop: !!hit && (hit === element || element.contains(hit)),
    }
  })
}

/**
 * Less than a pixel: the scroll position is whole device pixels, so on a page whose height ends
 * in a fraction (.25 px) a control scrolled to an edge can end that fraction past it.
 */
const SUBPIXEL = 0.99

/**
 * Expects the focused element to be fully in the viewport, on top where it is, and (unless it
 * is pinned: the navbar's own controls, the skip link) entirely below the fixed navbar. Waits for
 * the smooth scroll that focusing started to come to rest (slow on a busy machine).
 */
export async function expectFocusInSight(page: Page, stop: FocusStop): Promise<void> {
  await expect
    .poll(async () => {
      const place = await focusPlace(page)
      const problems: string[] = []
      if (!stop.pinned && place.top < place.navbarBottom - SUBPIXEL) problems.push(`top ${place.top} is under the navbar (bottom ${place.navbarBottom})`)
      if (place.top < -SUBPIXEL || place.bottom > place.viewportHeight + SUBPIXEL) problems.push(`${place.top}..${place.bottom} is not within the viewport's height ${place.viewportHeight}`)
      if (place.left < -SUBPIXEL || place.right > place.viewportWidth + SUBPIXEL) problems.push(`${place.left}..${place.right} is not within the viewport's width ${place.viewportWidth}`)
      if (!place.onTop) problems.push('something else is on top of it')
      return problems
    }, { message: `${stop.name} is in sight`, timeout: 10_000, intervals: FOCUS_SCROLL_POLL })
    .toEqual([])
}

/**
 * A smooth focus scroll takes a few hundred milliseconds: polled at the default steps (100, 250,
 * 500, 1000 ms), most stops were checked again only 0.85 s after the press. Short steps see the
 * scroll end within a frame or two of it ending.
 */
const FOCUS_SCROLL_POLL = [50, 50, 100, 100, 250]

/** WCAG 1.4.11: the parts of controls that are not text contrast 3:1 with what is around them. */
export const NON_TEXT = 3
/**
 * Over the hero's video the background is footage, not a flat colour: the ring check uses the
 * hero's #0b1020 as its stand-in and asks for a margin (the page's indigo ring would make 3.01:1 there).
 */
const OVER_FOOTAGE = 4.5

/** Rounded to two places, for readable messages. */
export const ratio = (value: number) => Math.round(value * 100) / 100

/**
 * The focus rings of the stops a walk measures: each shows a solid ring, 2 px or more, that is not
 * clipped and contrasts 3:1 with what is behind it (4.5:1 over the video). `measure` takes the
 * focused stop, once it is in sight; `expectAllStandOut` expects at least one was measured and
 * none fell short, and records the lowest contrast of each ring colour.
 */
export function ringChecks(page: Page) {
  const problems: string[] = []
  const lowest: Record<string, number> = {}
  let measured = 0
  return {
    async measure(stop: FocusStop): Promise<void> {
      const ring = await focusRing(page)
      measured++
      const colour = `rgb(${ring.colour.slice(0, 3).join(' ')})`
      lowest[colour] = Math.min(lowest[colour] ?? Infinity, ring.contrast)
      if (ring.style === 'none' || ring.width < 2) problems.push(`${stop.name}: ring is ${ring.style} ${ring.width}px`)
      if (!Number.isFinite(ring.contrast)) problems.push(`${stop.name}: no background could be measured around the ring`)
      const needed = ring.overVideo ? OVER_FOOTAGE : NON_TEXT
      if (ring.contrast < needed) problems.push(`${stop.name}: ring ${colour} is ${ratio(ring.contrast)}:1 (${needed}:1 needed) against rgb(${ring.against.slice(0, 3).join(' ')})`)
      if (ring.unknown) problems.push(`${stop.name}: ${ring.unknown}`)
      if (ring.clippedBy) problems.push(`${stop.name}: ring is clipped by ${ring.clippedBy}`)
    },
    expectAllStandOut(): void {
      test.info().annotations.push({
        type: 'lowest focus ring contrast',
        description: Object.entries(lowest).map(([colour, value]) => `${colour} ${ratio(value)}:1`).join(', '),
      })
      expect(measured).toBeGreaterThan(0)
      expect(problems).toEqual([])
    },
  }
}

/**
 * Walks the page with Tab and expects the ring of every focus stop that `only` picks to be in
 * sight and to stand out (ringChecks).
 */
export async function expectRingsStandOut(page: Page, only: (stop: FocusStop) => boolean): Promise<void> {
  const rings = ringChecks(page)
  await walkFocus(page, 'forward', async (stop) => {
    if (!only(stop)) return
    await expectFocusInSight(page, stop)
    await rings.measure(stop)
  })
  rings.expectAllStandOut()
}

/** The focus ring of the focused element and the colours behind it. */
export interface RingReport {
  /** The outline's style, width (px) and colour; colour as [r, g, b, a] in 0-255. */
  style: string
  width: number
  colour: number[]
  /** The lowest contrast of the ring with any background found behind it. */
  contrast: number
  /** The background that gave that lowest contrast. */
  against: number[]
  /** Whether the hero's video shows behind the ring somewhere (its stand-in colour was used). */
  overVideo: boolean
  /** Why the background could not be worked out (an image behind the ring), if it could not. */
  unknown?: string
  /** An ancestor that clips the ring (overflow not visible), if one does. */
  clippedBy?: string
}

/**
 * Measures the focused element's focus ring: the colour of its outline against the effective
 * background at the middle of the ring, on each side that is in the viewport. The background is
 * composited from everything hit-testing finds at that point, top to bottom, with each gradient
 * counted at every one of its colour stops (the lowest contrast wins). A video counts as the
 * colour of the element it sits in (the hero paints #0b1020 under its video, the colour the
 * design treats the footage as); an image makes the result unknown.
 */
export async function focusRing(page: Page): Promise<RingReport> {
  // The ring's colour may be fading in (transition-colors covers outline-color), and so may what is
  // behind it (the bar's background as the page reaches or leaves the video): measure where they end.
  await settleAnimations(page)
  return page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    /** Any CSS colour (rgb, oklab, color-mix results ...) as sRGB bytes and alpha 0-255. */
    const rgba = (colour: string): number[] => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#000'
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data]
    }
    const over = (top: number[], bottom: number[]): number[] => {
      const alpha = top[3]! / 255
      return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(255)
    }
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
    }
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (light! + 0.05) / (dark! + 0.05)
    }
    /**
     * What an element may paint at a point, as the colours it lays down in order (background
     * colour, then its gradient): one list per colour stop of a gradient.
     */
    const layers = (element: Element): number[][][] | 'image' => {
      if (element instanceof HTMLImageElement || element instanceof SVGImageElement) return 'image'
      if (element instanceof HTMLVideoElement) return [[rgba(getComputedStyle(element.parentElement!).backgroundColor)]]
      const style = getComputedStyle(element)
      const colour = rgba(style.backgroundColor)
      if (style.backgroundImage === 'none') return [[colour]]
      if (/url\(/.test(style.backgroundImage)) return 'image'
      const stops = style.backgroundImage.match(/(?:rgba?|oklab|oklch|lab|lch|hsla?|color)\([^()]*\)|#[0-9a-f]{3,8}\b|transparent/gi) ?? []
      return stops.map((stop) => [colour, rgba(stop)])
    }

    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    const width = parseFloat(style.outlineWidth)
    const offset = parseFloat(style.outlineOffset)
    const colour = rgba(style.outlineColor)
    const rect = element.getBoundingClientRect()
    const reach = offset + width / 2
    const points = [
      [rect.left - reach, rect.top + rect.height / 2],
      [rect.right + reach, rect.top + rect.height / 2],
      [rect.left + rect.width / 2, rect.top - reach],
      [rect.left + rect.width / 2, rect.bottom + reach],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < document.documentElement.clientWidth && y! < window.innerHeight)

    let lowest = Infinity
    let against: number[] = []
    let unknown: string | undefined
    let overVideo = false
    for (const [x, y] of points) {
      // The ring is drawn around the element (offset >= 0) or on it (a negative offset).
      const stack = document.elementsFromPoint(x!, y!).filter((hit) => offset < 0 || !element.contains(hit))
      let backgrounds: number[][] = [[255, 255, 255, 255]]
      // Whether the video shows through at this point: nothing opaque is painted over it.
      let videoShows = false
      for (const hit of stack.reverse()) {
        const painted = layers(hit)
        if (painted === 'image') {
          unknown = `an image (${hit.tagName.toLowerCase()}) is behind the ring at ${Math.round(x!)},${Math.round(y!)}`
          continue
        }
        if (hit instanceof HTMLVideoElement) videoShows = true
        else if (painted.every((sequence) => sequence.some((colour) => colour[3] === 255))) videoShows = false
        backgrounds = backgrounds.flatMap((below) => painted.map((sequence) => sequence.reduce((under, layer) => over(layer, under), below)))
        backgrounds = [...new Map(backgrounds.map((bg) => [bg.map(Math.round).join(), bg])).values()]
      }
      overVideo ||= videoShows
      for (const background of backgrounds) {
        const ratio = contrast(over(colour, background), background)
        if (ratio < lowest) {
          lowest = ratio
          against = background.map(Math.round)
        }
      }
    }

    let clippedBy: string | undefined
    const outer = { left: rect.left - offset - width, right: rect.right + offset + width, top: rect.top - offset - width, bottom: rect.bottom + offset + width }
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node)
      if (overflowX === 'visible' && overflowY === 'visible') continue
      const box = node.getBoundingClientRect()
      if (outer.left < box.left - 0.5 || outer.right > box.right + 0.5 || outer.top < box.top - 0.5 || outer.bottom > box.bottom + 0.5) {
        clippedBy = `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')}`
        break
      }
    }
    return { style: style.outlineStyle, width, colour, contrast: lowest, against, overVideo, unknown, clippedBy }
  })
}
