// `npm run import-resume path/to/resume.json`: writes the identity, profiles, work, education and
// skills of a JSON Resume file into the content module (src/content/site.ts, or the one
// PORTFOLIO_CONTENT names), after checking the file against the JSON Resume schema; names every
// field of the file the content has no place for. Nothing is written if anything is wrong.
import { importResume } from './import-resume.ts'

process.exitCode = await importResume(process.argv.slice(2))
