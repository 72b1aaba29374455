// @vitest-environment node
// The Node the project runs on, declared in two places that hosts read: .node-version (GitHub
// Actions, Netlify, Cloudflare Pages, .ci/run) and package.json's `engines` (Vercel, npm's
// engine check). Both must name the same Node, and every installed package must accept each
// Node that `engines` accept, so that `npm ci` prints no EBADENGINE warning on any of them.
import { readFileSync } from 'node:fs'
import { getSupportedNodeVersion } from '@vercel/build-utils'
import { currentNodeCommand } from '../../tools/machine.ts'
import { enginesMajors, packagesRefusing } from './checks.ts'

const major = readFileSync('.node-version', 'utf8').trim()
const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Parameters<typeof packagesRefusing>[1]

describe("the project's Node", () => {
  it('is one major in .node-version, which engines accept in its newest release', () => {
    expect(major).toMatch(/^\d+$/)
    expect(enginesMajors(engines.node)).toContain(Number(major))
  })

  it('is accepted by every installed package, on every Node that engines accept', () => {
    expect(packagesRefusing(engines.node, lock)).toEqual([])
  })

  it('would list the packages that refuse a Node engines accept (the check can fail)', () => {
    const refusing = packagesRefusing('>=20.19', lock)
    expect(refusing).toContainEqual(expect.stringMatching(/^eslint \(/))
    expect(refusing).toContainEqual(expect.stringMatching(/^jsdom \(/))
    expect(enginesMajors('^22.22.2 || ^24.15.0')).toEqual([22, 24])
    expect(enginesMajors('>=22.12 <25')).toEqual([22, 23, 24])
  })

  it('is the Node Vercel builds with, as its own builder picks one from engines', async () => {
    expect((await getSupportedNodeVersion(engines.node)).major).toBe(Number(major))
    // A range that lets Vercel pick a newer major than .node-version, or one it has dropped.
    await expect(getSupportedNodeVersion('^20.19.0')).rejects.toThrow('is discontinued')
  })

  it('is the Node .ci/run brings, with the command npm test names when the Node is too old', () => {
    const ciRun = readFileSync('.ci/run', 'utf8')
    expect(ciRun).toContain(currentNodeCommand(major))
    expect(ciRun).toContain('"$(cat .node-version)"')
  })
})

describe('npm ci', () => {
  it("runs the install scripts it needs, each approved in package.json's allowScripts, so it prints no warning", () => {
    const { allowScripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts: Record<string, boolean> }
    const withScripts = Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
    expect(withScripts.length).toBeGreaterThan(0)
    expect(withScripts.filter((name) => !(name in allowScripts))).toEqual([])
  })
})
