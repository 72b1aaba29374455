// @vitest-environment node
// netlify.toml, read by Netlify's own configuration resolver and validator (@netlify/config, the
// module Netlify's build and CLI load it with).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { resolveConfig } from '@netlify/config'
import { runBuildCommand } from './deploy-checks'

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

/** The same check on another netlify.toml, in a folder of its own. */
async function netlifyConfigOf(toml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'netlify-'))
  try {
    writeFileSync(join(dir, 'netlify.toml'), toml)
    return await netlifyConfig(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

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
    expect(runBuildCommand(command, { URL: 'https://jane.netlify.app' }, 'bash')).toEqual(['npm run build (SITE_URL=https://jane.netlify.app)'])
    expect(runBuildCommand(command, { URL: 'https://jane.netlify.app', SITE_URL: 'https://janedoe.dev/' }, 'bash')).toEqual([
      'npm run build (SITE_URL=https://janedoe.dev/)',
    ])
  })
})
