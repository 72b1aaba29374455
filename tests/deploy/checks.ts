// Checks of the deploy recipes, shared by their unit tests (which also prove each check can fail)
// and the checks of the built dist/: what each host's own tools or documented limits make of
// our files.
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { getTransformedRoutes, headersSchema, normalizeRoutes, routesSchema, type RouteWithSrc } from '@vercel/routing-utils'
import Ajv from 'ajv'
import semver from 'semver'
import type { HeaderRule } from '../../builder/security-headers.ts'

/**
 * The Node majors package.json's `engines` accept, as a host installs them: the newest release of
 * each (a host given "24" in .node-version takes the newest 24.x).
 */
export function enginesMajors(engines: string): number[] {
  if (!semver.validRange(engines)) throw new Error(`engines.node "${engines}" is not a version range`)
  return Array.from({ length: 100 }, (_, major) => major).filter((major) => semver.satisfies(`${major}.${Number.MAX_SAFE_INTEGER}.0`, engines))
}

/** A package's name from its path in package-lock.json (`node_modules/a/node_modules/@b/c` → `@b/c`). */
export const packageName = (path: string) => path.replace(/^.*node_modules\//, '')

/**
 * The packages of package-lock.json, on every platform, whose own `engines.node` refuse some Node
 * that `engines` accept: npm prints an EBADENGINE warning for each where it installs it, on that
 * Node. A range npm cannot read counts as refusing, as npm's own check treats it.
 */
export function packagesRefusing(engines: string, lock: { packages: Record<string, { engines?: { node?: string } | string[] }> }): string[] {
  return Object.entries(lock.packages).flatMap(([path, { engines: own }]) => {
    const range = own && !Array.isArray(own) ? own.node : undefined
    if (!path || range === undefined) return []
    if (semver.validRange(range) && semver.subset(engines, range, { includePrerelease: true })) return []
    return [`${packageName(path)} (${range})`]
  })
}

/**
 * Runs a host's build command in a shell as the host would, with `npm` and `node` replaced by
 * stand-ins that print how they were called (and the SITE_URL they were given): one line each.
 */
export function runBuildCommand(command: string, env: Record<string, string>, shell = 'sh'): string[] {
  const bin = mkdtempSync(join(tmpdir(), 'build-command-'))
  try {
    for (const tool of ['npm', 'node']) {
      writeFileSync(join(bin, tool), `#!/bin/sh\necho "${tool} $* (SITE_URL=$SITE_URL)"\n`)
      chmodSync(join(bin, tool), 0o755)
    }
    const output = execFileSync(shell, ['-c', command], {
      env: { PATH: `${bin}:/usr/bin:/bin`, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return output.trim().split('\n')
  } finally {
    rmSync(bin, { recursive: true, force: true })
  }
}

/**
 * A _headers file as Netlify reads it (its own parser, @netlify/headers-parser), in the form of
 * our rules, with the errors it reports. Lines it cannot read are dropped, some silently.
 */
export async function netlifyHeaders(file: string): Promise<{ rules: HeaderRule[]; errors: string[] }> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: true })
  return { rules: headers.map((header) => ({ path: header.for, headers: header.values })), errors: errors.map((error) => error.message) }
}

// Vercel's CLI compiles these schemas with Ajv 6, which has no strict mode (they use `example`).
const ajv = new Ajv({ allErrors: true, strict: false })
const validRoutes = ajv.compile(routesSchema)
const validHeaders = ajv.compile(headersSchema)
const schemaErrors = (errors: typeof validRoutes.errors) => (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`)

/**
 * What Vercel refuses in the `routes` of a Build Output config.json (the same syntax as
 * vercel.json's routes): the schema of @vercel/routing-utils, then its normalisation, which
 * compiles each `src`.
 */
export function vercelRoutesErrors(routes: unknown): string[] {
  if (!validRoutes(routes)) return schemaErrors(validRoutes.errors)
  const { error } = normalizeRoutes(routes as RouteWithSrc[])
  return error ? [error.message] : []
}

/** What Vercel refuses in vercel.json's `headers`: their schema, then their conversion into routes. */
export function vercelHeadersErrors(headers: unknown): string[] {
  if (!validHeaders(headers)) return schemaErrors(validHeaders.errors)
  const { error } = getTransformedRoutes({ headers: headers as never })
  return error ? [error.message] : []
}

/** vercel.json's `headers` as the routes Vercel turns them into. */
export function vercelHeaderRoutes(headers: unknown): RouteWithSrc[] {
  const { routes, error } = getTransformedRoutes({ headers: headers as never })
  if (error) throw new Error(error.message)
  return (routes ?? []) as RouteWithSrc[]
}

/**
 * The headers Vercel's routes give a request path: every matching route in order adds its
 * headers, and one without `continue` ends the walk (paths match case-insensitively unless the
 * route says otherwise).
 */
export function vercelHeadersFor(routes: RouteWithSrc[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const route of routes) {
    if (!new RegExp(route.src, route.caseSensitive ? '' : 'i').test(pathname)) continue
    Object.assign(headers, route.headers)
    if (!route.continue) break
  }
  return headers
}

/** Cloudflare Pages' documented limits of a _headers file (developers.cloudflare.com/pages/configuration/headers/). */
export const CLOUDFLARE_MAX_RULES = 100
export const CLOUDFLARE_MAX_LINE = 2000

/**
 * What Cloudflare Pages would drop from a _headers file, by its documented limits and the
 * format its parser reads: over 100 rules, lines over 2,000 characters, a path that is neither
 * relative nor https://, a line that is not `name: value`, a rule without headers.
 */
export function cloudflareHeadersProblems(text: string): string[] {
  const problems: string[] = []
  let rules = 0
  let headersOfRule: number | undefined
  const endRule = (where: string) => headersOfRule === 0 && problems.push(`the rule before ${where} has no header`)
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    const where = `line ${index + 1}`
    if (!line || line.startsWith('#')) return
    if (line.length > CLOUDFLARE_MAX_LINE) problems.push(`${where} has ${line.length} characters, over the ${CLOUDFLARE_MAX_LINE} allowed`)
    if (/^(\/|\S+:\/\/)/.test(line)) {
      endRule(where)
      rules += 1
      headersOfRule = 0
      if (!line.startsWith('/') && !line.startsWith('https://')) problems.push(`${where}: "${line}" is neither a path nor an https:// address`)
      return
    }
    const colon = line.indexOf(':')
    if (headersOfRule === undefined) problems.push(`${where}: a header before any path`)
    else if (colon < 0) problems.push(`${where}: "${line}" is not a "name: value" pair`)
    else if (/\s/.test(line.slice(0, colon).trim())) problems.push(`${where}: a header name cannot hold spaces`)
    else if (!line.slice(colon + 1).trim()) problems.push(`${where}: the header has no value`)
    else headersOfRule += 1
  })
  endRule('the end of the file')
  if (rules > CLOUDFLARE_MAX_RULES) problems.push(`${rules} rules, over the ${CLOUDFLARE_MAX_RULES} allowed`)
  return problems
}
