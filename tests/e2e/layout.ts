/**
 * The layout rules every page must keep, whatever its content and screen, measured in the page:
 * - the page never scrolls sideways;
 * - no text runs out of its box (the block it sits in, any ancestor that clips, the viewport);
 * - no text overlaps other text or a control, picture or icon it is not part of;
 * - no text is cut short (an ellipsis or a line clamp hiding words).
 * Each problem names the element and the start of its text. Run it with the page at its top:
 * there the fixed navigation bar lies over the hero, whose text it must not cover.
 */
import type { Page } from '@playwright/test'

/** How far a box may stray before it counts: sub-pixel rounding and glyphs' side bearings. */
const TOLERANCE_PX = 1

export function layoutProblems(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ scope, tolerance }) => {
      const problems: string[] = []
      const root = document.querySelector(scope)
      if (!root) return [`no ${scope} in the page`]
      const viewportWidth = document.documentElement.clientWidth
      if (scope === 'body' && document.documentElement.scrollWidth > viewportWidth + tolerance) {
        problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px viewport`)
      }

      const name = (element: Element) => {
        const id = element.id ? `#${element.id}` : ''
        const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 3).map((c) => `.${c}`).join('') : ''
        const section = element.closest('section[id], footer, nav, header')
        const where = section && section !== element ? ` in ${section.id ? `#${section.id}` : section.tagName.toLowerCase()}` : ''
        return `<${element.tagName.toLowerCase()}${id}${classes}>${where}`
      }
      const snippet = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 40))
      const style = (element: Element) => getComputedStyle(element)
      /** Text a sighted visitor cannot see: hidden, transparent, or visually hidden for screen readers. */
      const unseen = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const s = style(node)
          if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return true
          if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true
        }
        return false
      }
      const clips = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || s.overflowY !== 'visible'
      const isFixed = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) if (style(node).position === 'fixed') return true
        return false
      }
      const sideways = (inner: DOMRect, outer: DOMRect) => inner.left < outer.left - tolerance || inner.right > outer.right + tolerance
      /**
       * A line's text box is its font's full height, which a line set tighter than that (a
       * heading's leading) overhangs by design: up and down, a quarter of it is allowed.
       */
      const outside = (inner: DOMRect, outer: DOMRect, overhang: number) =>
        sideways(inner, outer) || inner.top < outer.top - overhang || inner.bottom > outer.bottom + overhang
      /** Moved off the screen on purpose, the other way of hiding (the form's honeypot field). */
      const offscreen = (element: Element, rect: DOMRect) => {
        if (rect.right > 0 && rect.left < viewportWidth) return false
        for (let node: Element | null = element; node; node = node.parentElement) if (['absolute', 'fixed'].includes(style(node).position)) return true
        return false
      }

      interface Box { rect: DOMRect; element: Element; text?: string }
      const texts: Box[] = []
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || !node.textContent?.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(parent.tagName)) continue
        if (unseen(parent)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
        const block = (() => {
          for (let el: Element | null = parent; el; el = el.parentElement) if (!style(el).display.startsWith('inline') && style(el).display !== 'contents') return el
          return root
        })()
        for (const rect of rects) {
          texts.push({ rect, element: parent, text: node.textContent })
          if (offscreen(parent, rect)) break
          if (rect.left < -tolerance || rect.right > viewportWidth + tolerance) {
            problems.push(`${name(parent)} ${snippet(node.textContent)} runs out of the viewport (${Math.round(rect.left)}..${Math.round(rect.right)} of ${viewportWidth} px)`)
            break
          }
          if (outside(rect, block.getBoundingClientRect(), rect.height / 4)) {
            problems.push(`${name(parent)} ${snippet(node.textContent)} runs out of its box ${name(block)}`)
            break
          }
          let clipped = false
          for (let el: Element | null = parent.parentElement; el && !clipped; el = el.parentElement) {
            if (clips(style(el)) && outside(rect, el.getBoundingClientRect(), rect.height / 4)) {
              problems.push(`${name(parent)} ${snippet(node.textContent)} is clipped by ${name(el)}`)
              clipped = true
            }
          }
          if (clipped) break
        }
        const s = style(parent)
        if ((s.textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + tolerance) || (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '' && parent.scrollHeight > parent.clientHeight + tolerance)) {
          problems.push(`${name(parent)} ${snippet(node.textContent)} is cut short`)
        }
      }

      const others: Box[] = [...root.querySelectorAll('a, button, input, textarea, select, img, svg')]
        .filter((element) => !unseen(element))
        .map((element) => ({ rect: element.getBoundingClientRect(), element }))
        .filter(({ rect }) => rect.width > 0 && rect.height > 0)

      /** Inside a box that clips it and stays within the viewport, so it cannot widen the page. */
      const clippedWithin = (element: Element) => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          if (style(node).overflowX !== 'visible' && node.getBoundingClientRect().right <= viewportWidth + tolerance) return true
        }
        return false
      }
      // Whatever widens the page, text or not: the outermost boxes that reach past the viewport.
      for (const element of root.querySelectorAll('*')) {
        if (unseen(element) || isFixed(element) || clippedWithin(element)) continue
        const rect = element.getBoundingClientRect()
        const parentRect = element.parentElement?.getBoundingClientRect()
        if (rect.width > 0 && rect.right > viewportWidth + tolerance && parentRect && parentRect.right <= viewportWidth + tolerance && !offscreen(element, rect)) {
          problems.push(`${name(element)} reaches past the viewport (${Math.round(rect.left)}..${Math.round(rect.right)} of ${viewportWidth} px)`)
        }
      }

      const reported = new Set<string>()
      const overlap = (a: DOMRect, b: DOMRect) => {
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        // Lines set tighter than their glyphs' boxes touch by design: only a real overlap counts.
        return width > 2 && height > 0.3 * Math.min(a.height, b.height)
      }
      for (let i = 0; i < texts.length; i++) {
        const a = texts[i]!
        const candidates: Box[] = [...texts.slice(i + 1), ...others]
        for (const b of candidates) {
          if (a.element === b.element) continue
          if (b.text === undefined && (b.element.contains(a.element) || a.element.contains(b.element))) continue
          if (!overlap(a.rect, b.rect)) continue
          const key = `${name(a.element)}|${name(b.element)}`
          if (reported.has(key)) continue
          reported.add(key)
          problems.push(`${name(a.element)} ${snippet(a.text!)} overlaps ${name(b.element)}${b.text ? ` ${snippet(b.text)}` : ''}`)
        }
      }
      return problems
    },
    { scope, tolerance: TOLERANCE_PX },
  )
}
