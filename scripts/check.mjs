// npm run check: checks src/content/site.ts and the environment as a deploy build would, and
// prints every problem at once (see site-check.ts). Exits with 1 when there is an error.
import { runnerImport } from 'vite'

const { module } = await runnerImport('./scripts/site-check.ts', { configFile: false, logLevel: 'silent' })
process.exitCode = await module.runCheck(process.cwd(), process.env)
