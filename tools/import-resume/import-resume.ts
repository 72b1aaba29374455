// What `npm run import-resume` does, as a function the tests call without starting a process:
// writes the identity, profiles, work, education and skills of a JSON Resume file into the content
// module, after checking the file against the JSON Resume schema; names every field of the file
// the content has no place for. Nothing is written if anything is wrong, and whatever the file
// holds, it ends in a message naming the file, never in a stack trace.
import { closeSync, copyFileSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs'
import { basename, dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isUtf8 } from 'node:buffer'
import { MEDIA_VARIABLE, contentFile, loadContent } from '../../builder/content.ts'
import { readPicture } from '../../builder/media.ts'
import { errorLine as reason } from '../../builder/findings.ts'
import { fromJsonResume, jsonResumeProblems } from '../../builder/resume/json-resume.ts'
import { schemaProblems } from '../../src/build-surface.ts'
import { IMPORTED_FIELDS, emptyLists, importChanges, mergeImport, nothingToImport, summary } from './import-plan.ts'
import { editContent } from './edit-content.ts'

export interface ImportOptions {
  /** The content module, relative to `root` (src/content/site.ts, or the one PORTFOLIO_CONTENT names). */
  file?: string
  root?: string
  log?: (line: string) => void
  error?: (line: string) => void
  /** Print the stack of an unexpected failure, to find where it broke; set by DEBUG in the environment. */
  debug?: boolean
}

/**
 * The largest file read, in bytes. A JSON Resume file is a few KB (the official sample is 5 KB, a
 * long career perhaps 50 KB): 1 MB leaves room for any résumé, while a bigger file is another file
 * (an export of something else, a log), which would only make parsing, validating and printing slow.
 */
export const MAX_RESUME_BYTES = 1024 * 1024

/** The lines to print when a file is refused: nothing was written. */
class Refused extends Error {
  constructor(readonly lines: string[]) {
    super(lines[0])
  }
}

/** "1.5 MB", "12 KB", "300 bytes". */
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`


/** Why a file cannot be opened or read, in words. */
function unreadable(input: string, cause: unknown): Refused {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code
  if (code === 'ENOENT' || code === 'ENOTDIR') return new Refused([`✖ ${input} does not exist (no file at ${resolve(input)}).`])
  if (code === 'EISDIR') return folder(input)
  if (code === 'EACCES' || code === 'EPERM') return new Refused([`✖ ${input} cannot be read: permission denied.`])
  return new Refused([`✖ ${input} cannot be read: ${reason(cause)}.`])
}

const folder = (input: string) => new Refused([`✖ ${input} is a folder, not a file: name the JSON Resume file (resume.json) in it.`])

/** A size in both units, as "1 MB" alone could be either side of the limit. */
const exactly = (bytes: number) => `${size(bytes)} (${bytes.toLocaleString('en-US')} bytes)`

const tooBig = (input: string, bytes?: number) =>
  new Refused([
    `✖ ${input} is ${bytes === undefined ? `more than ${exactly(MAX_RESUME_BYTES)}` : exactly(bytes)}; a JSON Resume file is a few KB, and this command reads up to ${exactly(MAX_RESUME_BYTES)}. Is it the right file?`,
  ])

/** The file's bytes, reading no more than the limit allows (a pipe or device has no size to check first). */
function readBytes(input: string): Buffer {
  let fd: number
  try {
    fd = openSync(input, 'r')
  } catch (cause) {
    throw unreadable(input, cause)
  }
  try {
    const stat = fstatSync(fd)
    if (stat.isDirectory()) throw folder(input)
    if (stat.isFile() && stat.size > MAX_RESUME_BYTES) throw tooBig(input, stat.size)
    const chunks: Buffer[] = []
    let total = 0
    for (;;) {
      const chunk = Buffer.alloc(64 * 1024)
      const read = readSync(fd, chunk, 0, chunk.length, null)
      if (read === 0) break
      chunks.push(chunk.subarray(0, read))
      total += read
      if (total > MAX_RESUME_BYTES) throw tooBig(input, stat.isFile() ? stat.size : undefined)
    }
    return Buffer.concat(chunks)
  } catch (cause) {
    throw cause instanceof Refused ? cause : unreadable(input, cause)
  } finally {
    closeSync(fd)
  }
}

/** Encodings told by their byte-order mark, longest mark first (UTF-32 LE starts as UTF-16 LE does). */
const MARKS: [string, number[]][] = [
  ['UTF-32 (little-endian)', [0xff, 0xfe, 0x00, 0x00]],
  ['UTF-32 (big-endian)', [0x00, 0x00, 0xfe, 0xff]],
  ['UTF-16 (little-endian)', [0xff, 0xfe]],
  ['UTF-16 (big-endian)', [0xfe, 0xff]],
]

const SAVE_AS_UTF8 = 'save it as UTF-8 (in most editors: Save As › Encoding › UTF-8) and run the command again.'

/** The file as text: UTF-8, its byte-order mark (which Windows editors write) left out. */
function decode(input: string, bytes: Buffer): string {
  const marked = MARKS.find(([, mark]) => mark.every((byte, index) => bytes[index] === byte))
  if (marked) throw new Refused([`✖ ${input} is ${marked[0]} text, and this command reads UTF-8: ${SAVE_AS_UTF8}`])
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  if (!isUtf8(bytes)) {
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length
    throw new Refused([`✖ ${input} is not UTF-8 text (line ${line} has a byte UTF-8 does not allow; Latin-1 or Windows-1252 perhaps): ${SAVE_AS_UTF8}`])
  }
  if (text.includes('\0')) throw new Refused([`✖ ${input} holds NUL bytes, as UTF-16 text without a byte-order mark does, or a file that is not text: ${SAVE_AS_UTF8}`])
  if (text.trim() === '') throw new Refused([`✖ ${input} is empty: export the résumé as JSON Resume again, or name another file.`])
  return text
}

/**
 * Where `text`, which JSON.parse refused, stops being JSON: the index of the first character that
 * cannot continue it (its length when it ends too soon). Some of the parser's messages give no
 * position ("Unexpected token 'x', … is not valid JSON"): the parser itself finds it, as the end
 * of the longest start of the text it reads without a mistake, only running out. Such starts are
 * all the shorter ones too, so halving finds it in some twenty parses of a 1 MB file.
 */
export function syntaxErrorAt(text: string): number {
  const readsOn = (length: number) => {
    try {
      JSON.parse(text.slice(0, length))
      return true
    } catch (cause) {
      const message = (cause as Error).message
      const at = /at position (\d+)/.exec(message)?.[1]
      return message.startsWith('Unexpected end of JSON input') || (at !== undefined && Number(at) >= length)
    }
  }
  let [low, high] = [0, text.length]
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (readsOn(middle)) low = middle
    else high = middle - 1
  }
  return low
}

/** A character as a message can show it: invisible ones by their code point. */
function shown(char: string): string {
  const code = char.codePointAt(0) ?? 0
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(char) ? `'${char}'` : `U+${code.toString(16).toUpperCase().padStart(4, '0')} (an invisible character)`
}

/** JSON.parse's complaint in plain words, with the line and column it is at and that line's text. */
function syntaxError(input: string, text: string, cause: Error): Refused {
  const reported = /at position (\d+)/.exec(cause.message)
  const at = reported ? Number(reported[1]) : syntaxErrorAt(text)
  const before = text.slice(0, at).split('\n')
  const line = before.length
  const lastLine = before[before.length - 1] ?? ''
  const column = [...lastLine].length + 1
  const found = shown(String.fromCodePoint(text.codePointAt(at) ?? 0))
  const unexpected = /^Unexpected (token|non-whitespace)/.test(cause.message)
  let what =
    at >= text.length
      ? 'the file ends before its JSON does (a } or ] missing?)'
      : unexpected
        ? `unexpected ${found}${cause.message.includes('non-whitespace') ? ' after the end of the JSON' : ''}`
        : `${cause.message.replace(/ in JSON at position.*$/, '').replace(/^./, (first) => first.toLowerCase())}, found ${found}`
  // The mistake most often made by hand, and the one the parser words least plainly.
  const closer = text.charAt(at)
  if ((closer === '}' || closer === ']') && text.slice(0, at).trimEnd().endsWith(',')) what += ` (JSON allows no comma before ${closer})`
  // The line, cut to the 60 characters before the place, with a caret under it.
  const lead = [...lastLine].slice(-60).join('').replace(/[\t\p{Cc}]/gu, ' ')
  const rest = [...(text.slice(at).split('\n')[0] ?? '')].slice(0, 20).join('').replace(/[\t\p{Cc}]/gu, ' ')
  return new Refused([`✖ ${input} cannot be read as JSON: line ${line}, column ${column}: ${what}.`, `    ${lead}${rest}`, `    ${' '.repeat([...lead].length)}^`])
}

/** What a value is, for a message: "a list", "a number". */
const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'string' ? 'a string' : typeof value === 'object' ? 'an object' : `a ${typeof value}`

/** The file `input` names, as the JSON value it holds; refused with a message when it cannot be read as one. */
function readResume(input: string): Record<string, unknown> {
  const text = decode(input, readBytes(input))
  let resume: unknown
  try {
    resume = JSON.parse(text)
  } catch (cause) {
    if (cause instanceof SyntaxError) throw syntaxError(input, text, cause)
    // A RangeError: nested deeper than the parser's stack.
    throw new Refused([`✖ ${input} cannot be read as JSON: its values are nested too deeply (${reason(cause)}).`])
  }
  if (typeof resume !== 'object' || resume === null || Array.isArray(resume)) {
    throw new Refused([`✖ ${input} holds ${kind(resume)}, not a JSON Resume file, which is an object with basics, work, education… (https://jsonresume.org/schema).`])
  }
  return resume as Record<string, unknown>
}

/** Where the photo basics.image names goes: its file, and its name in the media folder (the same file's if it is there already). */
interface PlacedPhoto {
  from: string
  to: string
  src: string
}

/**
 * The picture basics.image names, as a file beside the résumé (or anywhere, by an absolute path
 * or a file: address), checked to be a picture the build can read; an address on the web or a
 * file that is no picture is named in `unmapped`, with what to do instead. Nothing is copied yet.
 */
async function placePhoto(image: string, input: string, media: string, unmapped: string[]): Promise<PlacedPhoto | undefined> {
  const field = `basics.image (${image}`
  if (/^[a-z][a-z\d+.-]+:/i.test(image) && !image.startsWith('file:')) {
    unmapped.push(`${field}: an address, not a file; save the picture, then give its file's path in basics.image or put it in ${media} and name it in about.photo.src)`)
    return undefined
  }
  const from = image.startsWith('file:') ? fileURLToPath(image) : resolve(dirname(input), image)
  if (!existsSync(from)) {
    unmapped.push(`${field}: no file at ${from})`)
    return undefined
  }
  let read: Awaited<ReturnType<typeof readPicture>>
  try {
    read = await readPicture(from)
  } catch (cause) {
    read = { error: reason(cause) }
  }
  if ('error' in read) {
    unmapped.push(`${field}: not a picture the build can read: ${read.error})`)
    return undefined
  }
  const bytes = readFileSync(from)
  const [stem, extension] = [basename(from, extname(from)), extname(from)]
  // A different picture of the same name stays: the new one takes the next free name.
  for (let n = 1; ; n += 1) {
    const src = n === 1 ? `${stem}${extension}` : `${stem}-${n}${extension}`
    const to = join(media, src)
    if (!existsSync(to) || readFileSync(to).equals(bytes)) return { from, to, src }
  }
}

/** Imports the file `argv` names; returns the exit status: 0 written, 1 nothing written, 2 no file named. Never throws. */
export async function importResume(
  argv: string[],
  { file = contentFile(), root = process.cwd(), log = console.log, error = console.error, debug = Boolean(process.env.DEBUG) }: ImportOptions = {},
): Promise<number> {
  const input = argv.find((arg) => !arg.startsWith('-'))
  if (!input) {
    error('Usage: npm run import-resume path/to/resume.json')
    return 2
  }
  let writing = false
  try {
    const resume = readResume(input)
    let invalid: string[]
    try {
      invalid = await jsonResumeProblems(resume)
    } catch (cause) {
      // The validator walks the file recursively: a deep enough one runs it out of stack.
      throw new Refused([`✖ ${input} cannot be checked against the JSON Resume schema: ${reason(cause)} (values nested too deeply?).`])
    }
    if (invalid.length > 0) {
      error(`✖ ${input} is not a valid JSON Resume file (https://jsonresume.org/schema):`)
      for (const problem of invalid) error(`  ${input} › ${problem}`)
      return 1
    }

    const { content: imported, unmapped, changed } = fromJsonResume(resume)
    const media = resolve(root, process.env[MEDIA_VARIABLE] || join(dirname(file), 'media'))
    const photo = imported.photo ? await placePhoto(imported.photo, input, media, unmapped) : undefined
    if (photo) imported.photoSrc = photo.src
    if (nothingToImport(imported)) {
      const basics = typeof resume.basics === 'object' && resume.basics !== null ? (resume.basics as Record<string, unknown>) : {}
      const empty = IMPORTED_FIELDS.filter((field) => (field.startsWith('basics.') ? basics[field.slice('basics.'.length)] : resume[field]) !== undefined)
      error(`✖ ${input} has nothing this page shows: no ${IMPORTED_FIELDS.slice(0, -1).join(', ')} or ${IMPORTED_FIELDS.at(-1)} with a value in it; nothing was written.`)
      if (empty.length > 0) error(`  Empty or unusable: ${empty.join(', ')}.`)
      if (unmapped.length > 0) {
        error(`  Found, with no place in the content (${unmapped.length}):`)
        for (const field of unmapped) error(`  - ${field}`)
      } else if (empty.length === 0) error('  The file holds no fields.')
      return 1
    }

    let current: unknown
    try {
      current = await loadContent(root, file)
    } catch (cause) {
      throw new Refused([`✖ ${file} (the content) cannot be loaded: ${reason(cause)}; nothing was written. Run \`npm run check\` to see what is wrong with it.`])
    }
    const merged = mergeImport(current, imported)
    const problems = schemaProblems(merged)
    if (problems.length > 0) {
      error(`✖ ${input} would leave ${file} invalid; nothing was written:`)
      for (const { entry, field, message } of problems) error(`  ${[entry, field].filter(Boolean).join(' › ')}: ${message}`)
      return 1
    }

    const path = resolve(root, file)
    const { source, kept } = await editContent(readFileSync(path, 'utf8'), importChanges(imported, current), file)
    if (photo && photo.from !== photo.to) {
      mkdirSync(media, { recursive: true })
      copyFileSync(photo.from, photo.to)
    }
    writing = true
    writeFileSync(path, source)
    writing = false
    log(`✔ ${file}: ${summary(imported)} from ${input}.`)
    for (const field of kept) log(`  kept ${field}: the file computes it from other fields; change it there if it should differ.`)
    for (const block of emptyLists(imported)) log(`  kept ${block}: the file lists none, so the content's stay as they are.`)
    if (changed.length > 0) {
      log(`  Written otherwise than the file has them, ${changed.length}:`)
      for (const field of changed) log(`  - ${field}`)
    }
    if (unmapped.length > 0) {
      log(`  Not imported (the content has no place for them), ${unmapped.length}:`)
      for (const field of unmapped) log(`  - ${field}`)
    }
    log('  Run `npm run check`, then look at the page with `npm start`.')
    return 0
  } catch (cause) {
    if (cause instanceof Refused) {
      for (const line of cause.lines) error(line)
      return 1
    }
    error(`✖ ${input}: ${reason(cause)}; ${writing ? `writing ${file} failed part-way: check it (git diff ${file})` : 'nothing was written'}.`)
    if (debug && cause instanceof Error && cause.stack) error(cause.stack)
    else error('  DEBUG=1 npm run import-resume … prints where it failed.')
    return 1
  }
}
