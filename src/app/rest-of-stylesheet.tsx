import { useState } from 'react'
import { REST_STYLE_ID } from '../lib/loading-sequence.ts'

/**
 * The <style> the build fills with the rest of the stylesheet, right after the first screen
 * (builder/first-screen-css.ts). It renders empty; in the browser it renders what the build
 * wrote, read from the page before hydration, so hydration keeps the element as it is (React
 * does not compare inner HTML in production) and a page React renders afresh keeps its styles.
 */
export function RestOfStylesheet() {
  const [css] = useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(REST_STYLE_ID)?.textContent ?? '')))
  return <style id={REST_STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />
}
