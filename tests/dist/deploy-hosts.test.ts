// The host files of the site as built (DIST_DIR; the tests' sample build unless set, see tests/dist/vitest.config.ts), read as each host reads
// them: run by `npm run test:dist` after the build. Every host must send each path exactly the
// headers _headers names for it.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cloudflareHeadersProblems, netlifyHeaders, vercelHeaderRoutes, vercelHeadersErrors, vercelHeadersFor, vercelRoutesErrors } from '../deploy/checks.ts'
import { readBuiltSite } from './built-site.ts'
import { headersFor } from '../../builder/security-headers.ts'

const { dir, headersText, rules, base, files, fileUnder } = readBuiltSite()
/** A request path of each kind: the page, its script, its media, and a file of no rule of its own. */
const paths = [base, `${base}index.html`, `${base}${fileUnder('assets', '.js')}`, `${base}${fileUnder('media', '.mp4')}`, `${base}robots.txt`]

test('the build has a file of every kind the checks request', () => {
  expect(paths.every((path) => !path.includes('undefined'))).toBe(true)
})

test('Netlify reads _headers without an error, as exactly the rules the build wrote', async () => {
  expect(await netlifyHeaders(join(dir, '_headers'))).toEqual({ rules, errors: [] })
})

test('Cloudflare Pages takes every rule of _headers: it keeps within its limits', () => {
  expect(cloudflareHeadersProblems(headersText)).toEqual([])
})

test('vercel.json is valid for Vercel and sends each path the headers of _headers', () => {
  const { headers } = JSON.parse(readFileSync(join(dir, 'vercel.json'), 'utf8')) as { headers: unknown }
  expect(vercelHeadersErrors(headers)).toEqual([])
  for (const path of paths) expect(vercelHeadersFor(vercelHeaderRoutes(headers), path), path).toEqual(headersFor(rules, path))
})

describe("the Build Output for a build on Vercel (vercel.json's build command)", () => {
  const out = mkdtempSync(join(tmpdir(), 'vercel-output-'))
  beforeAll(() => execFileSync(process.execPath, ['--import', 'tsx', 'builder/vercel-output.ts', '--dir', dir, '--out', out], { stdio: 'ignore' }))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  test('config.json is valid for Vercel and sends each path the headers of _headers', () => {
    const { version, routes } = JSON.parse(readFileSync(join(out, 'config.json'), 'utf8')) as { version: number; routes: never[] }
    expect(version).toBe(3)
    expect(vercelRoutesErrors(routes)).toEqual([])
    for (const path of paths) expect(vercelHeadersFor(routes, path), path).toEqual(headersFor(rules, path))
  })

  test("static/ holds the site's files, not those of the other hosts", () => {
    const hostFiles = ['_headers', 'vercel.json', 'nginx.conf']
    for (const file of files) expect(existsSync(join(out, 'static', file)), file).toBe(!hostFiles.includes(file))
  })
})
