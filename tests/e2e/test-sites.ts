/**
 * Builds every site the journeys visit (TEST_SITES in playwright.config.ts) side by side, as many
 * at a time as the machine has cores (four at most: a build holds about 0.8 GB), then serves each
 * as `npm start` does (tools/serve.ts), in the list's order: Playwright waits for the last one's
 * address. A build is mostly one thread's work, so on 2 cores two at a time take about half as
 * long as one after another. If anything fails, every server started is stopped again.
 */
import { execFile } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { promisify } from 'node:util'
import { TEST_SITES, type TestSite } from '../../playwright.config.ts'
import { startServer, type ServedSite } from '../../tools/serve-process.ts'
import { ROOT } from './local-site.ts'

const run = promisify(execFile)

async function build(site: TestSite): Promise<void> {
  try {
    const { stderr } = await run(process.execPath, ['--import', 'tsx', 'builder/build.ts', ...site.buildArgs, '--out-dir', site.dir], {
      cwd: ROOT,
      env: { ...process.env, ...site.env },
      maxBuffer: 16 * 1024 * 1024,
    })
    if (stderr) process.stderr.write(stderr)
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`The ${site.name} site did not build (builder/build.ts ${site.buildArgs.join(' ')}):\n${stdout}${stderr}`, { cause: error })
  }
}

const waiting = [...TEST_SITES]
const served: ServedSite[] = []
try {
  await Promise.all(
    Array.from({ length: Math.min(availableParallelism(), 4, waiting.length) }, async () => {
      for (let site = waiting.shift(); site; site = waiting.shift()) await build(site)
    }),
  )
  for (const site of TEST_SITES) served.push(await startServer({ port: site.port, dir: site.dir, env: { ...process.env, ...site.env } }))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  for (const site of served) site.stop()
  process.exit(1)
}
