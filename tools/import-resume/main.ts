// `npm run import-resume path/to/resume.json`: writes the identity, profiles, work, education and
// skills of a JSON Resume file into the content module (src/content/site.ts, or the one
// PORTFOLIO_CONTENT names), after checking the file against the JSON Resume schema; names every
// field of the file the content has no place for. Nothing is written if anything is wrong.
// Whatever goes wrong ends in one line naming the file and exit status 1; DEBUG=1 adds the stack.
const argv = process.argv.slice(2)

function fail(cause: unknown) {
  const reason = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0]
  console.error(`✖ npm run import-resume ${argv.join(' ')}: ${reason}`)
  if (process.env.DEBUG) console.error(cause)
  process.exitCode = 1
}

// importResume answers every failure it meets itself; these catch what escapes it (a module that
// does not load, an error thrown outside its awaits), and stop before anything more is done.
process.on('uncaughtException', (cause) => (fail(cause), process.exit(1)))
process.on('unhandledRejection', (cause) => (fail(cause), process.exit(1)))
try {
  const { importResume } = await import('./import-resume.ts')
  process.exitCode = await importResume(argv)
} catch (cause) {
  fail(cause)
}

export {}
