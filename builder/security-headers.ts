// The header set every host gets (a strict Content-Security-Policy and the rest of an A+ set on
// Mozilla's HTTP Observatory), written by builder/build.ts into the files static hosts read:
// dist/_headers (Netlify, Cloudflare Pages, and `npm start`), dist/vercel.json and
// dist/nginx.conf; the policy also goes into a <meta> tag for hosts without headers.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A path pattern and the headers its responses get. */
export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** What the page's policy allows besides its own files: its inline scripts' and styles' hashes, and the contact form's delivery service. */
export interface PolicySources {
  scripts: string[]
  styles: string[]
  /** Where the contact form connects (src/lib/contact-config.ts contactPolicySources). */
  connect: string[]
  /** Where the contact form posts without JavaScript. */
  formAction?: string[]
  /** The services whose reports the dashboards show live (src/content/embeds.ts embedOrigins); none without an embed. */
  frames?: string[]
}

/** Hashed file names (Vite's assets/) never change content: cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else is checked with the server on each use (ETag), so a deploy shows at once. */
export const REVALIDATE = 'no-cache'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The CSP hash sources of every inline script (JSON data blocks, JSON-LD among them, do not run) and <style> in a page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  return {
    scripts: [...html.matchAll(INLINE_SCRIPT)].map((match) => sha256(match[1] ?? '')),
    styles: [...html.matchAll(INLINE_STYLE)].map((match) => sha256(match[1] ?? '')),
  }
}

/**
 * The page's Content-Security-Policy: nothing is allowed unless named. Scripts and styles come
 * from the site itself or are the page's own inline ones, by hash; connections go to the contact
 * form's delivery service and to the site itself, nowhere else, and so does the form's plain post.
 * Lighthouse (and PageSpeed Insights) read /robots.txt from inside the page, under its policy:
 * without 'self' in connect-src its SEO audit fails with "unable to download a robots.txt file".
 * A plain post comes back to the page (a redirect, which form-action governs as well): 'self'.
 * A static site's own files are no way out for anything. `meta` leaves out frame-ancestors,
 * which browsers ignore (and warn about) in <meta>. A page with live dashboards may frame their
 * services' origins, and only those (frame-src); a page without falls back to default-src 'none'.
 */
export function contentSecurityPolicy({ scripts, styles, connect, formAction = [], frames = [] }: PolicySources, { meta = false } = {}): string {
  const directives = [
    ["default-src", "'none'"],
    ['script-src', "'self'", ...scripts],
    ['style-src', "'self'", ...styles],
    ['img-src', "'self'", 'data:'],
    ['media-src', "'self'"],
    ['connect-src', ...new Set(["'self'", ...connect])],
    ...(frames.length > 0 ? [['frame-src', ...new Set(frames)]] : []),
    ['base-uri', "'none'"],
    ['form-action', ...new Set(["'self'", ...formAction])],
    ['object-src', "'none'"],
    ...(meta ? [] : [['frame-ancestors', "'none'"]]),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/**
 * The headers of every response, the policy included. No Cross-Origin-Opener-Policy: it guards
 * pages with something to steal from the window that opened them, which a static portfolio has
 * not, and it costs every visitor arriving from another site a fresh browser process
 * (docs/decisions/no-cross-origin-opener-policy.md).
 */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'Strict-Transport-Security': 'max-age=31536000',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(self), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  }
}

/**
 * Path rules, each header named by one rule per path only (hosts merge matching rules, and a
 * header named twice would be sent twice): the security set everywhere, caching by kind, for a
 * site served at `base` ('/', or '/repo/' on a GitHub Pages project site), whose other languages'
 * pages are at `languagePaths` under it ('es/').
 */
export function headerRules(policy: string, base = '/', languagePaths: string[] = []): HeaderRule[] {
  const pages = [base, ...languagePaths.map((path) => `${base}${path}`)]
  return [
    { path: '/*', headers: securityHeaders(policy) },
    { path: `${base}assets/*`, headers: { 'Cache-Control': IMMUTABLE } },
    ...pages.flatMap((page) => [
      { path: page, headers: { 'Cache-Control': REVALIDATE } },
      { path: `${page}index.html`, headers: { 'Cache-Control': REVALIDATE } },
    ]),
    { path: `${base}media/*`, headers: { 'Cache-Control': REVALIDATE } },
  ]
}

/** dist/_headers, as Netlify and Cloudflare Pages read it (and tools/serve.ts). */
export function headersFile(rules: HeaderRule[]): string {
  return rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n'
}

/** Reads a _headers file back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`_headers: "${line.trim()}" is not under a path, or has no "name: value"`)
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** The path a site was built for, read from its rules ('/', or '/repo/'); undefined when they do not say. */
/** The rules of the _headers file in a built folder; none when the folder has no such file. */
export function readHeaderRules(dir: string): HeaderRule[] {
  const file = join(dir, '_headers')
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : []
}

export function basePathOf(rules: HeaderRule[]): string | undefined {
  return rules.find((rule) => rule.path.endsWith('/index.html'))?.path.slice(0, -'index.html'.length)
}

/** Whether a _headers path pattern (exact, or ending in /*) matches a request path. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname
}

/** The headers a request path gets: those of every matching rule. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matchesPath(rule.path, pathname)).map((rule) => rule.headers))
}

/** vercel.json: the same rules as Vercel's `headers` (path-to-regexp sources). */
export function vercelConfig(rules: HeaderRule[]) {
  const source = (path: string) => (path.endsWith('/*') ? `${path.slice(0, -2)}/(.*)` : path)
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    headers: rules.map(({ path, headers }) => ({
      source: source(path),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  }
}

/**
 * .vercel/output/config.json (Vercel's Build Output API v3), for builds on Vercel, which read no
 * vercel.json written by the build: one route per rule, adding its headers and going on to the
 * next (`continue`), so a path gets the headers of every rule that matches it, as with _headers.
 * `src` is a regular expression: the path exactly, or everything under it for a path ending in /*.
 */
export function vercelBuildOutputConfig(rules: HeaderRule[]) {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const src = (path: string) => (path.endsWith('/*') ? `^${literal(path.slice(0, -1))}.*$` : `^${literal(path)}$`)
  return { version: 3 as const, routes: rules.map(({ path, headers }) => ({ src: src(path), headers, continue: true as const })) }
}

/**
 * nginx.conf: location blocks for a server { } whose root is the built folder. Each location
 * repeats the security headers, as nginx drops inherited add_header lines in any block that
 * adds its own.
 */
export function nginxConfig(rules: HeaderRule[]): string {
  const everywhere = rules.find((rule) => rule.path === '/*')?.headers ?? {}
  const [assets, page] = [rules.find((rule) => rule.path.endsWith('/assets/*')), rules.find((rule) => rule.path.endsWith('/'))]
  if (!assets || !page) throw new Error('nginxConfig needs the rules of headerRules()')
  const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')
  const lines = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => `    add_header ${name} "${escape(value)}" always;`)
  const block = (location: string, cache: string | undefined, extra: string[] = []) =>
    [`location ${location} {`, ...lines(everywhere), `    add_header Cache-Control "${cache}" always;`, ...extra, '}'].join('\n')
  return (
    [
      '# Include inside the server { } block that serves the built folder (root /path/to/dist;).',
      '# Generated by `npm run build`, with the Content-Security-Policy hashes of this build.',
      block(assets.path.slice(0, -1), assets.headers['Cache-Control']),
      block(page.path, page.headers['Cache-Control'], ['    try_files $uri $uri/ =404;']),
    ].join('\n\n') + '\n'
  )
}
