// How the builder's tools tell the owner what is wrong: findings that name file, entry and field
// (the check's, builder/site-check.ts), and a build that stops, said without a stack trace (DEBUG=1
// adds it, for whoever works on the builder). Light on purpose: build.ts reads it before Vite sets
// NODE_ENV, so nothing here may load React.

export interface Finding {
  level: 'error' | 'warning'
  file: string
  entry: string
  field: string
  message: string
  hint: string
}

const icon = { error: '✖', warning: '⚠' }

/** The findings as the terminal shows them; a hint shared by findings in a row is said once, after them. */
export function formatFindings(findings: Finding[]): string {
  return findings
    .map(({ level, file, entry, field, message, hint }, index) => {
      const where = [file, entry, field].filter(Boolean).join(' › ')
      const last = findings[index + 1]?.hint !== hint
      return `${icon[level]} ${level}: ${where}: ${message}${last ? `\n    hint: ${hint}` : ''}`
    })
    .join('\n')
}

/** The one-line count that ends the report. */
export function summarise(findings: Finding[]): string {
  const count = (level: Finding['level']) => findings.filter((finding) => finding.level === level).length
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  return `${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}`
}

/** The first line of an error's message, without the class name (TypeError…) a stack would start with. */
export const errorLine = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause)).split('\n')[0]?.trim() || 'an unknown error'

/** The first line of the check's report when content stops a build (builder/plugins/check-plugin.ts). */
export const CANNOT_BUILD = 'The site cannot be built'

interface BuildError {
  message?: unknown
  stack?: unknown
  plugin?: unknown
  id?: unknown
  errors?: unknown
}

const asError = (value: unknown): BuildError => (value && typeof value === 'object' ? (value as BuildError) : { message: String(value) })

/** A message without the lines a stack trace or a bundler's frame adds. */
const withoutStack = (message: string) =>
  message
    .split('\n')
    .filter((line) => !/^\s+at\s/.test(line))
    .join('\n')
    .trim()

/** One error as the owner reads it. */
function describeOne(error: BuildError, debug: boolean): string {
  const message = withoutStack(String(error.message ?? error))
  const stack = debug && typeof error.stack === 'string' ? `\n${error.stack}` : ''
  if (message.startsWith(CANNOT_BUILD)) return `${message}${stack}`
  const where = [typeof error.plugin === 'string' ? `in ${error.plugin}` : '', typeof error.id === 'string' ? `while reading ${error.id}` : ''].filter(Boolean).join(' ')
  return `✖ The build stopped${where ? ` ${where}` : ''}: ${message}\n    hint: run \`npm run check\`; if it finds nothing, run the build again with DEBUG=1 and report what it prints.${stack}`
}

/**
 * What a failed build prints: each error a bundle step gathered (Vite and Rolldown join a build's
 * errors into one, listing them in `errors`), or the one error.
 */
export function describeFailure(error: unknown, debug = false): string {
  const { errors } = asError(error)
  const list = Array.isArray(errors) && errors.length > 0 ? errors.map(asError) : [asError(error)]
  return list.map((one) => describeOne(one, debug)).join('\n\n')
}

/**
 * Makes any error that would end the process print as `describe` says (describeFailure, the
 * build's wording, unless a tool gives its own), and end it with exit code 1, instead of Node's
 * report with its stack trace: nothing more is done after an error nobody expected. For
 * command-line entry points only.
 */
export function reportFailures(describe: (error: unknown, debug: boolean) => string = describeFailure, env: Record<string, string | undefined> = process.env): void {
  const report = (error: unknown) => {
    console.error(describe(error, Boolean(env.DEBUG)))
    process.exit(1)
  }
  process.on('uncaughtException', report)
  process.on('unhandledRejection', report)
}
