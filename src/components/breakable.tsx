import { Fragment } from 'react'

/**
 * Text that may break after its separators (, . @ /) when its line is too short: a figure such
 * as 12,345,678+ wraps between digit groups and an e-mail address between its parts, rather than
 * anywhere in the middle of a group.
 */
export function Breakable({ text }: { text: string }) {
  return text.split(/(?<=[,.@/])(?=.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
