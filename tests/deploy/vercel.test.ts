// @vitest-environment node
// Vercel: the project's vercel.json (checked by `tsc` against the types @vercel/config generates
// from Vercel's vercel.json schema), and the header routes the build gives Vercel, both as
// .vercel/output/config.json (a build on Vercel) and as dist/vercel.json (`vercel deploy dist`),
// checked with Vercel's own route schemas and normalisation (@vercel/routing-utils).
import type { VercelConfig } from '@vercel/config/v1/types'
import projectConfig from '../../vercel.json'
import { runBuildCommand, vercelHeaderRoutes, vercelHeadersErrors, vercelHeadersFor, vercelRoutesErrors } from './checks.ts'
import { contentSecurityPolicy, headerRules, headersFor, vercelBuildOutputConfig, vercelConfig } from '../../builder/security-headers.ts'

/**
 * The config as Vercel's schema types it, refusing keys the schema does not have (TypeScript
 * lets an object that is not a literal, like an imported JSON file, carry extra keys).
 */
const asVercelConfig = <T extends VercelConfig>(config: T & Record<Exclude<keyof T, keyof VercelConfig>, never>) => config

const { $schema, ...settings } = projectConfig
const policy = contentSecurityPolicy({ scripts: ["'sha256-a'"], styles: ["'sha256-b'"], connect: ['https://api.emailjs.com'] })
const paths = (base: string) => ['/', '/index.html', '/assets/index-abc123.js', '/media/hero.mp4', '/robots.txt'].map((path) => `${base}${path.slice(1)}`)

describe('vercel.json', () => {
  it("fits Vercel's vercel.json schema (`tsc` refuses a key it does not have or a value of the wrong type)", () => {
    expect($schema).toBe('https://openapi.vercel.sh/vercel.json')
    expect(asVercelConfig(settings)).toEqual({ framework: null, buildCommand: expect.any(String), outputDirectory: 'dist' })
    const misspelt = { ...settings, outputDirectry: 'dist' }
    // @ts-expect-error a key Vercel's schema does not have (tsc fails should this line ever compile)
    expect(asVercelConfig(misspelt)).toBeDefined()
    const unknownFramework = { ...settings, framework: 'vitejs' }
    // @ts-expect-error a framework Vercel does not know
    expect(asVercelConfig(unknownFramework)).toBeDefined()
  })

  it("builds for the project's production address unless SITE_URL is set, then writes the Build Output", () => {
    const { buildCommand } = settings
    expect(runBuildCommand(buildCommand, { VERCEL_PROJECT_PRODUCTION_URL: 'ada.vercel.app' })).toEqual([
      'npm run build (SITE_URL=https://ada.vercel.app/)',
      'node --import tsx builder/vercel-output.ts (SITE_URL=)',
    ])
    expect(runBuildCommand(buildCommand, { VERCEL_PROJECT_PRODUCTION_URL: 'ada.vercel.app', SITE_URL: 'https://ada.dev/' })[0]).toBe(
      'npm run build (SITE_URL=https://ada.dev/)',
    )
    // Without either, the build takes the content's meta.url.
    expect(runBuildCommand(buildCommand, {})[0]).toBe('npm run build (SITE_URL=)')
  })
})

describe('the Build Output config a build on Vercel gets', () => {
  it('is valid for Vercel and sends every path exactly the headers of _headers', () => {
    for (const base of ['/', '/portfolio/']) {
      const rules = headerRules(policy, base)
      const { version, routes } = vercelBuildOutputConfig(rules)
      expect(version).toBe(3)
      expect(vercelRoutesErrors(routes)).toEqual([])
      for (const path of paths(base)) expect(vercelHeadersFor(routes, path), path).toEqual(headersFor(rules, path))
    }
  })

  it('would be refused with a misspelt key, headers in the vercel.json form or a broken pattern (the check can fail)', () => {
    expect(vercelRoutesErrors([{ src: '^/.*$', header: { 'X-Frame-Options': 'DENY' }, continue: true }])).toContainEqual(
      expect.stringContaining('must NOT have additional properties'),
    )
    expect(vercelRoutesErrors([{ src: '^/.*$', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }])).toContainEqual('/0/headers must be object')
    expect(vercelRoutesErrors([{ src: '^/(.*$', headers: { 'X-Frame-Options': 'DENY' } }])).toEqual([
      'Route at index 0 has invalid `src`/`source` regular expression "^/(.*$".',
    ])
  })

  it('would send the wrong headers if a route stopped the walk (the check can fail)', () => {
    const rules = headerRules(policy)
    const routes = vercelBuildOutputConfig(rules).routes.map((route) => ({ ...route, continue: false }))
    expect(vercelRoutesErrors(routes)).toEqual([])
    expect(vercelHeadersFor(routes, '/assets/index-abc123.js')).not.toEqual(headersFor(rules, '/assets/index-abc123.js'))
  })
})

describe('dist/vercel.json, for `vercel deploy dist`', () => {
  it('is valid for Vercel and sends every path exactly the headers of _headers', () => {
    for (const base of ['/', '/portfolio/']) {
      const rules = headerRules(policy, base)
      const { headers } = vercelConfig(rules)
      expect(vercelHeadersErrors(headers)).toEqual([])
      for (const path of paths(base)) expect(vercelHeadersFor(vercelHeaderRoutes(headers), path), path).toEqual(headersFor(rules, path))
    }
  })

  it('would be refused with a misspelt key or a broken pattern (the check can fail)', () => {
    expect(vercelHeadersErrors([{ src: '/(.*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }])).toContainEqual(
      "/0 must have required property 'source'",
    )
    expect(vercelHeadersErrors([{ source: '/(.*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }])).toEqual([
      'Header at index 0 has invalid `source` regular expression "/(.*".',
    ])
  })
})
