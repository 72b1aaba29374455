import { Fragment } from 'react'

/** Where a figure may break: after its group separators, so 12,345,678+ wraps as 12,345, / 678+. */
const FIGURE = /(?<=[,.])(?=.)/
/** Where an address may break: after @ or /, and before a dot, which then starts the next line. */
const ADDRESS = /(?<=[@/])(?=.)|(?<=.)(?=\.)/

/**
 * Text that may break at its separators when its line is too short, rather than anywhere in the
 * middle of a digit group or a name.
 */
export function Breakable({ text, kind }: { text: string; kind: 'figure' | 'address' }) {
  return text.split(kind === 'figure' ? FIGURE : ADDRESS).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
