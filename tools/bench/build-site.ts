// Builds the site the benchmarks measure, and its 10× content variant, in this Node through tsx
// as the npm scripts do.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Runs a TypeScript file of the project, from the project's folder. */
export function runTs(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${file} ${args.join(' ')} exited with ${code}`))))
  })
}

/** The owner's site, built into `outDir`. */
export const buildSite = (outDir: string) => runTs('builder/build.ts', ['--out-dir', outDir])

/** The owner's site with every project and dashboard repeated ten times (content-10x.ts), built into `outDir`. */
export const buildTenfold = (outDir: string) =>
  runTs('builder/build.ts', ['--out-dir', outDir], { PORTFOLIO_CONTENT: 'tools/bench/content-10x.ts', PORTFOLIO_MEDIA: 'src/content/media' })
