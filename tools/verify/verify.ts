// npm run verify: whether the owner's page is safe to deploy, in about a minute. It checks the
// content, builds the page as the deploy would (the same environment: SITE_URL, the contact
// settings), walks the owner's page in a browser with the journeys that derive what they expect
// from src/content/site.ts, and holds that build to the byte budgets and the security headers.
// It leaves the build in dist/, which is what a deploy publishes. `npm test` runs the same journeys
// on its own build of the owner's page (for /, without the deploy's settings) and the template's
// machinery besides; only verify checks the build as it is deployed.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { basePathOf, readHeaderRules } from '../../builder/security-headers.ts'
import { chromium, missing, node } from '../machine.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Where `npm run build` writes the page and a deploy takes it from. */
export const DIST = 'dist'

export interface Step {
  name: string
  command: string[]
  /** What the step adds to this process's environment, read when it starts (after the steps before it). */
  env?: () => Record<string, string>
}

/**
 * The path the build in `dir` was made for, without its trailing slash ('' for the root): the
 * journeys visit the page there, as the host serves it.
 */
export function builtPath(dir: string): string {
  return (basePathOf(readHeaderRules(dir)) ?? '/').replace(/\/+$/, '')
}

const tsx = (script: string, ...args: string[]) => [process.execPath, '--import', 'tsx', script, ...args]

/** The steps, in order; each one runs only once those before it have passed. */
export function verifySteps(dist = DIST): Step[] {
  return [
    { name: 'content check', command: tsx('builder/check.ts') },
    { name: 'build', command: tsx('builder/build.ts', '--out-dir', dist) },
    {
      name: "journeys over the owner's page",
      command: [process.execPath, 'node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.verify.config.ts'],
      env: () => ({ DIST_DIR: dist, OWNER_SITE_PATH: builtPath(resolve(ROOT, dist)) }),
    },
    {
      // The checks of a built site, but two of the template's own: nginx's, which checks its nginx
      // recipe and needs nginx, and the HTML conformance check, which checks its markup on the
      // tests' pages and needs Java.
      name: 'byte budgets and headers of the build',
      command: [process.execPath, 'node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/dist/vitest.config.ts', '--exclude', 'tests/dist/nginx.test.ts', '--exclude', 'tests/dist/html-conformance.test.ts'],
      env: () => ({ DIST_DIR: dist }),
    },
  ]
}

export interface Io {
  /** Runs a command from the project's folder; resolves with its exit status. */
  run: (command: string[], env: NodeJS.ProcessEnv) => Promise<number>
  log: (line: string) => void
  error: (line: string) => void
  now: () => number
}

const spawnStep: Io['run'] = ([program, ...args], env) =>
  new Promise((resolve) => {
    const child = spawn(program ?? '', args, { cwd: ROOT, env, stdio: 'inherit' })
    child.once('error', (error) => {
      console.error(`verify: could not start ${program}: ${error.message}`)
      resolve(127)
    })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Runs the steps in order and stops at the first that fails; resolves with the exit status verify ends with. */
export async function verify(steps: Step[], io: Io = { run: spawnStep, log: console.log, error: console.error, now: Date.now }, dist = DIST): Promise<number> {
  const started = io.now()
  for (const [index, step] of steps.entries()) {
    io.log(`\nverify ${index + 1}/${steps.length}: ${step.name}`)
    const stepStarted = io.now()
    const status = await io.run(step.command, { ...process.env, ...step.env?.() })
    if (status !== 0) {
      io.error(`\nverify: ${step.name} failed (exit status ${status}), after ${seconds(io.now() - started)}. Nothing is safe to deploy until it passes; its output is above.`)
      return 1
    }
    io.log(`verify: ${step.name} passed in ${seconds(io.now() - stepStarted)}`)
  }
  io.log(`\nverify: the page in ${dist}/ is safe to deploy (${steps.length} steps in ${seconds(io.now() - started)}).`)
  return 0
}

/** What the machine lacks for verify, one line each; empty when nothing is missing. */
export function lacking(env: NodeJS.ProcessEnv = process.env, playwrightBrowser?: string): string[] {
  return missing([
    { tool: node(), neededBy: 'every step of npm run verify' },
    { tool: chromium(env, playwrightBrowser), neededBy: "the journeys over the owner's page" },
  ])
}
