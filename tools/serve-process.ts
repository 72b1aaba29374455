// Starts tools/serve.ts in a child process and resolves once it listens, with the address and
// outbox file it printed: how the benchmarks, the screenshots and the journeys serve a build.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export interface ServedSite {
  url: string
  outbox: string
  stop: () => void
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Serves `dir` (or DIST_DIR, or dist/) on `port`; `cwd` is another checkout of the project (a fork's copy). */
export function startServer(options: { port: number; dir?: string; env?: NodeJS.ProcessEnv; cwd?: string; args?: string[] }): Promise<ServedSite> {
  const args = [...(options.dir ? ['--dir', options.dir] : []), ...(options.args ?? [])]
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts', ...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...(options.env ?? process.env), PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /Serving .* at (http:\/\/\S+)/.exec(output)?.[1]
      const outbox = /local outbox: (.+)$/m.exec(output)?.[1]
      if (url && outbox) resolve({ url, outbox: outbox.trim(), stop: () => child.kill() })
    })
    child.once('exit', (code) => reject(new Error(`tools/serve.ts exited (${code}) before listening:\n${output}`)))
  })
}
