// Visitor text on the owner's terminal and in the outbox file. A terminal acts on control
// characters (ESC and CSI sequences clear the screen, OSC ones set the title or the clipboard, CR
// overwrites a line) and bidi controls reorder what is shown, so a message could forge or hide
// lines. Here every such character is shown as a visible escape instead; the file keeps the exact
// text, with the same characters escaped in JSON so that `cat` shows them harmlessly too.

/**
 * C0 controls but tab and newline, DEL, C1 controls, the bidi embeddings, overrides, isolates and
 * marks, the line and paragraph separators, and lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /[\0-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu
/** The same set inside JSON text, where C0 controls and lone surrogates are already escaped. */
const UNSAFE_IN_JSON = /[\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const escaped = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`
}

/** One line of text as the terminal is to show it: every unsafe character and newline escaped. */
export function terminalLine(text: string): string {
  return text.replace(/\n/g, '\\n').replace(UNSAFE, escaped)
}

/** A block of text, each of its lines indented by `indent`, every unsafe character escaped. */
export function terminalBlock(text: string, indent = '  '): string {
  return text
    .split('\n')
    .map((line) => `${indent}${line.replace(UNSAFE, escaped)}`)
    .join('\n')
}

/** A value as one JSON line: JSON.parse gives back the exact value, and the raw line holds no character a terminal acts on. */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_JSON, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`)
}

/** What went wrong, in one line: an error's message (never its stack), or the thrown value. */
export function reasonOf(error: unknown): string {
  try {
    return terminalLine(error instanceof Error ? String(error.message) : String(error))
  } catch {
    return 'an error that cannot be shown'
  }
}
