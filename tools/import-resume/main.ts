// `npm run import-resume path/to/resume.json`: writes the identity, profiles, work, education and
// skills of a JSON Resume file into the content module (src/content/site.ts, or the one
// PORTFOLIO_CONTENT names), after checking the file against the JSON Resume schema; names every
// field of the file the content has no place for. Nothing is written if anything is wrong.
// Whatever goes wrong ends in one line naming the file and exit status 1; DEBUG=1 adds the stack.
import { errorLine, reportFailures } from '../../builder/findings.ts'

const argv = process.argv.slice(2)

// importResume answers every failure it meets itself; this catches what escapes it (a module that
// does not load, an error thrown outside its awaits).
reportFailures((cause, debug) => {
  const stack = debug && cause instanceof Error && cause.stack ? `\n${cause.stack}` : ''
  return `✖ npm run import-resume ${argv.join(' ')}: ${errorLine(cause)}${stack}`
})
// Imported here, once the report is in place, so a module that fails to load is reported too.
const { importResume } = await import('./import-resume.ts')
process.exitCode = await importResume(argv)
