// @vitest-environment node
// netlify.toml, read by Netlify's own configuration resolver and validator (@netlify/config, the
// module Netlify's build and CLI load it with).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { resolveConfig } from '@netlify/config'
import { netlifyHeaders, runBuildCommand } from './checks.ts'
import { contentSecurityPolicy, headerRules, headersFile } from '../../builder/security-headers.ts'

interface NetlifyBuild {
  command?: string
  commandOrigin?: string
  publish: string
  publishOrigin: string
  environment: Record<string, string>
}

/** The configuration Netlify resolves for a repository (offline: no site, no API). */
async function netlifyConfig(repositoryRoot: string) {
  const { config, headersPath } = await resolveConfig({ repositoryRoot, cwd: repositoryRoot, offline: true, buffer: true, context: 'production' })
  return { build: config.build as NetlifyBuild, headersPath: headersPath as string }
}

/** Runs a check on a file of its own, in a folder of its own. */
async function withFile<T>(name: string, text: string, check: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'netlify-'))
  try {
    writeFileSync(join(dir, name), text)
    return await check(join(dir, name))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
const netlifyConfigOf = (toml: string) => withFile('netlify.toml', toml, (file) => netlifyConfig(dirname(file)))

const root = resolve('.')
const { build, headersPath } = await netlifyConfig(root)

describe('netlify.toml', () => {
  it('is valid for Netlify: it builds with our command and publishes dist/, whose _headers it applies', () => {
    expect(build).toMatchObject({ command: expect.stringMatching(/\bnpm run build$/), commandOrigin: 'config' })
    expect(build).toMatchObject({ publish: join(root, 'dist'), publishOrigin: 'config' })
    expect(headersPath).toBe(join(root, 'dist', '_headers'))
  })

  it('leaves the Node version to .node-version', () => {
    expect(build.environment.NODE_VERSION).toBeUndefined()
  })

  it('would be refused with a value of the wrong type, and a misspelt key would not publish dist/ (the check can fail)', async () => {
    await expect(netlifyConfigOf('[build]\n  command = "npm run build"\n  publish = 42\n')).rejects.toThrow('build.publish must be a string')
    const misspelt = await netlifyConfigOf('[build]\n  command = "npm run build"\n  publsh = "dist"\n')
    expect(misspelt.build.publishOrigin).toBe('default')
  })

  it('builds for the address Netlify gives the site, unless SITE_URL is set', () => {
    const command = build.command!
    expect(runBuildCommand(command, { URL: 'https://ada.netlify.app' }, 'bash')).toEqual(['npm run build (SITE_URL=https://ada.netlify.app)'])
    expect(runBuildCommand(command, { URL: 'https://ada.netlify.app', SITE_URL: 'https://ada.dev/' }, 'bash')).toEqual([
      'npm run build (SITE_URL=https://ada.dev/)',
    ])
  })
})

describe("the _headers file, as Netlify's parser reads it", () => {
  const policy = contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: ["'sha256-b'"], connect: ['https://api.emailjs.com'] })

  it('gives exactly the rules the build wrote, at the root or under a path', async () => {
    for (const rules of [headerRules(policy), headerRules(policy, '/portfolio/')]) {
      expect(await withFile('_headers', headersFile(rules), netlifyHeaders)).toEqual({ rules, errors: [] })
    }
  })

  it('drops what is out of format, some of it silently (the check can fail)', async () => {
    const text = '/*\n  X-Frame-Options DENY\n  Referrer-Policy:\nassets/*\n  Cache-Control: no-cache\n'
    const { rules, errors } = await withFile('_headers', text, netlifyHeaders)
    // Without its leading slash, assets/* is no path: its Cache-Control lands on every page.
    expect(rules).toEqual([{ path: '/*', headers: { 'Cache-Control': 'no-cache' } }])
    expect(errors).toEqual([expect.stringContaining('Missing header value')])
  })
})
