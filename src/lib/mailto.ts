/** A mailto: address with the subject and body written out, as every mail program reads it (RFC 6068). */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/**
 * Opens the visitor's mail program at `href`: a link in the page, followed as a click on one would
 * be (so whatever watches the page's links sees it too), then taken out. It runs in the task of
 * the visitor's press, whose activation browsers ask for before they open another program.
 */
export function openMailProgram(href: string): void {
  const link = document.createElement('a')
  link.href = href
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
