// npm run check: checks the content and the environment as a deploy build would, and prints
// every problem at once (see site-check.ts). Exits with 1 when there is an error.
import { reportFailures } from './findings.ts'
import { runCheck } from './site-check.ts'

reportFailures()

process.exitCode = await runCheck(process.cwd(), process.env)
