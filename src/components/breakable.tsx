import { Fragment } from 'react'

/** Where a figure may break: after a group separator followed by a group of three digits, so 12,345,678+ wraps as 12,345, / 678+ and 4.9 never. */
const FIGURE = /(?<=\d[,.])(?=\d{3}(?!\d))/
/** Where an address (e-mail, handle, link) may break: after @ or /, and before a dot inside it, which then starts the next line. */
const ADDRESS = /(?<=[@/])(?=.)|(?<=.)(?=\.[^\s.])/

/**
 * Text that may break at its separators when its line is too short, rather than anywhere in the
 * middle of a digit group or a name. Text with no @ or / is no address and is left as it is.
 */
export function Breakable({ text, kind }: { text: string; kind: 'figure' | 'address' }) {
  if (kind === 'address' && !/[@/]/.test(text)) return text
  return text.split(kind === 'figure' ? FIGURE : ADDRESS).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
