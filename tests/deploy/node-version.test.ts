// @vitest-environment node
// The Node the project runs on, declared in two places that hosts read: .node-version (GitHub
// Actions, Netlify, Cloudflare Pages, .ci/run) and package.json's `engines` (Vercel, npm's
// engine check). Both must name the same Node, and every package of the lockfile must accept each
// Node that `engines` accept, so that `npm ci` prints no EBADENGINE warning on any of them.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getSupportedNodeVersion } from '@vercel/build-utils'
import { currentNodeCommand, projectNode } from '../../tools/machine.ts'
import { enginesMajors, packageName, packagesRefusing } from './checks.ts'

const { major, engines } = projectNode()
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string>; allowScripts: Record<string, boolean> }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string }; hasInstallScript?: boolean }> }

/**
 * Packages whose range is narrower than the project's, each installed on one platform only:
 * sharp's build for 32-bit Windows names Node 20 alone, so npm warns there, and only there.
 */
const ACCEPTED_REFUSALS = ['@img/sharp-win32-ia32 (^20.9.0)']

describe("the project's Node", () => {
  it('is one major in .node-version, the newest that engines accept', () => {
    expect(major).toMatch(/^\d+$/)
    expect(enginesMajors(engines).at(-1)).toBe(Number(major))
  })

  it('reads the majors a range accepts, each in its newest release', () => {
    expect(enginesMajors('^22.22.2 || ^24.15.0')).toEqual([22, 24])
    expect(enginesMajors('>=22.12 <25')).toEqual([22, 23, 24])
  })

  it('is accepted by every package of the lockfile, on every Node that engines accept', () => {
    expect(packagesRefusing(engines, lock)).toEqual(ACCEPTED_REFUSALS)
  })

  it('would list a package that refuses a Node engines accept, or whose range npm cannot read (the check can fail)', () => {
    const packages = {
      '': { engines: { node: '^22.22.2 || ^24.15.0' } },
      'node_modules/fits': { engines: { node: '^22.13.0 || >=24' } },
      'node_modules/newer-only': { engines: { node: '^24.15.0' } },
      'node_modules/a/node_modules/nested': { engines: { node: '>=22.19' } },
      'node_modules/unreadable': { engines: { node: 'twenty-two' } },
      'node_modules/no-engines': {},
    }
    expect(packagesRefusing(engines, { packages })).toEqual(['newer-only (^24.15.0)', 'unreadable (twenty-two)'])
    expect(packagesRefusing('>=20.19', { packages })).toEqual(['fits (^22.13.0 || >=24)', 'newer-only (^24.15.0)', 'nested (>=22.19)', 'unreadable (twenty-two)'])
  })

  it('is the Node Vercel builds with, as its own builder picks one from engines', async () => {
    expect((await getSupportedNodeVersion(engines)).major).toBe(Number(major))
    // A range without .node-version's major: Vercel would build with another Node (the check can fail).
    expect((await getSupportedNodeVersion('^22.22.2')).major).not.toBe(Number(major))
  })

  it('is the major of @types/node, so the types are those of the Node that runs the code', () => {
    expect(packageJson.devDependencies['@types/node']).toMatch(new RegExp(`^${major}\\.`))
  })

  it("is the one the README's command gets, the command npm test names when the Node is too old", () => {
    expect(readFileSync('README.md', 'utf8')).toContain(currentNodeCommand(major))
  })
})

describe('getting the project\'s Node on a machine with another', () => {
  let home: string
  let bin: string

  /**
   * A machine whose npm "installs" a node in the folder `npm i --prefix` names, one that answers
   * as Node `installs` would (FAIL=1: npm fails instead). The system's own Node stays on PATH.
   */
  function machine(installs = major) {
    home = mkdtempSync(join(tmpdir(), 'node-home-'))
    bin = join(home, 'bin')
    mkdirSync(bin)
    const node = `#!/bin/sh\\ncase "$1" in -p) echo ${installs} ;; --version) echo v${installs}.99.0 ;; *) echo "$0" ;; esac\\n`
    const npm = `#!/bin/sh
[ -z "$FAIL" ] || exit 1
while [ "$1" != --prefix ]; do shift; done
mkdir -p "$2/node_modules/.bin" && printf '${node}' > "$2/node_modules/.bin/node" && chmod +x "$2/node_modules/.bin/node"
`
    writeFileSync(join(bin, 'npm'), npm, { mode: 0o755 })
  }
  afterEach(() => rmSync(home, { recursive: true, force: true }))

  /** Runs a script in bash as .ci/run does (set -euo pipefail), from the project's folder. */
  const run = (script: string, env: Record<string, string> = {}) =>
    spawnSync('bash', ['-c', `set -euo pipefail; ${script}`], { encoding: 'utf8', env: { HOME: home, PATH: `${bin}:/usr/bin:/bin`, ...env } })

  it('puts it first on PATH, in a folder of its own, the same with .ci/run and with the command npm test names', () => {
    machine()
    const installed = `${home}/.local/node-${major}/node_modules/.bin/node`
    expect(run('. .ci/use-node; node').stdout.trim()).toBe(installed)
    expect(run(`${currentNodeCommand(major)} && node`).stdout.trim()).toBe(installed)
  })

  it('stops .ci/run when the install fails, or when the Node on PATH is not the project\'s after it', () => {
    machine()
    const failed = run('. .ci/use-node; echo went on', { FAIL: '1' })
    expect(failed.status).not.toBe(0)
    expect(failed.stdout).not.toContain('went on')
    machine('20')
    const wrong = run('. .ci/use-node; echo went on')
    expect(wrong.status).toBe(1)
    expect(wrong.stderr).toContain(`Node ${major} is not the node on PATH`)
    expect(wrong.stdout).not.toContain('went on')
  })

  it('is what .ci/run runs before it installs anything', () => {
    const ciRun = readFileSync('.ci/run', 'utf8')
    expect(ciRun.indexOf('\n. .ci/use-node\n')).toBeGreaterThan(0)
    expect(ciRun.indexOf('\n. .ci/use-node\n')).toBeLessThan(ciRun.indexOf('\nnpm ci'))
  })
})

describe('npm ci', () => {
  it("runs the install scripts it needs, each approved in package.json's allowScripts, and refuses vnu-jar's, so it prints no warning", () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => packageName(path))
    expect(withScripts.length).toBeGreaterThan(0)
    // vnu-jar's would download a Java runtime from GitHub; the HTML check runs on the machine's (tools/machine.ts).
    expect(withScripts.filter((name) => packageJson.allowScripts[name] !== true)).toEqual(['vnu-jar'])
    expect(packageJson.allowScripts['vnu-jar']).toBe(false)
  })
})
