import { useState } from 'react'
import { REST_STYLE_ID } from './names.ts'

/**
 * The <link rel="stylesheet"> to the rest of the stylesheet, right after the first screen, whose
 * address the build writes in (builder/first-screen-css.ts): the standard allows a stylesheet
 * link in <body>, where it holds back what follows it until it has loaded, and no <style>. It
 * prerenders without an address; in the browser it renders the one the build wrote, read from
 * the page before hydration, so hydration keeps the element as it is and a page React renders
 * afresh keeps its styles.
 */
export function RestOfStylesheet() {
  const [href] = useState(() => (typeof document === 'undefined' ? undefined : (document.getElementById(REST_STYLE_ID)?.getAttribute('href') ?? undefined)))
  return <link id={REST_STYLE_ID} rel="stylesheet" href={href} />
}
