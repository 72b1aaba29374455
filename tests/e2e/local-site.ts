/**
 * A site built and served by the project's own scripts, on its own port and folder, for the
 * journeys that need a build of their own (`npm start`'s, one served from a sub-path). The two
 * steps are those of `npm start`: builder/build.ts, then tools/serve.ts.
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PROVIDER_SETTINGS, PROVIDER_VARIABLE } from '../../builder/contact-settings.ts'
import { startServer } from '../../tools/serve-process.ts'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/**
 * The folder the journeys' builds go in, as in playwright.config.ts: a second checkout's (or a
 * second person's) journeys running side by side set E2E_BUILDS_DIR, so neither overwrites the
 * other's sites.
 */
export const BUILDS_DIR = process.env.E2E_BUILDS_DIR ?? '.e2e'

export interface LocalSite {
  /** The address tools/serve.ts printed, e.g. http://127.0.0.1:4200/ */
  url: string
  /** The local outbox file tools/serve.ts answers the contact form with. */
  outbox: string
  stop: () => void
}

/**
 * The environment of a machine without delivery settings (EmailJS keys, or any other service's).
 * They are set empty rather than left out: Vite never lets a .env file override a variable the
 * environment already has, so a developer's own .env with real keys cannot turn a journey into a
 * real email.
 */
export function freshMachineEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^VITE_(EMAILJS|CONTACT|FORMSPREE|WEB3FORMS)_/.test(name) && name !== 'SITE_URL'))
  const noSettings = Object.fromEntries([PROVIDER_VARIABLE, ...Object.values(PROVIDER_SETTINGS).flat()].map((name) => [name, '']))
  return { ...env, ...noSettings, ...extra }
}

/** Builds into `outDir` with `buildArgs` and serves it on `port` with `serveArgs`. */
export async function buildAndServe(options: {
  outDir: string
  port: number
  env: NodeJS.ProcessEnv
  buildArgs?: string[]
  serveArgs?: string[]
  /** The project to build (a fork's copy); this one by default. */
  cwd?: string
}): Promise<LocalSite> {
  const env = { ...options.env, PORT: String(options.port), DIST_DIR: options.outDir }
  const cwd = options.cwd ?? ROOT
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'builder/build.ts', ...(options.buildArgs ?? []), '--out-dir', options.outDir], { cwd, env })
  return startServer({ port: options.port, env, cwd, args: options.serveArgs ?? [] })
}
