// The security headers of a built site (DIST_DIR; the tests' sample build unless set, see tests/dist/vitest.config.ts,
// with each contact delivery service's build beside it): run by `npm run test:dist` after the
// build. The policy must allow exactly the inline scripts and styles the page has, and every host
// file must carry the same header set.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { headersFor, inlineHashes, parseHeadersFile } from '../../builder/security-headers.ts'
import { builtPages, checkedBuilds } from './built-site.ts'

describe.each(checkedBuilds())('%s', (dir) => {
  // Every page of the site (one per language) is under the one policy.
  const pages = builtPages(dir).map(({ page }) => readFileSync(join(dir, page, 'index.html'), 'utf8'))
  const html = pages.join('\n')
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'))
  const headers = headersFor(rules, '/')
  const policy = headers['Content-Security-Policy'] ?? ''
  const sourcesOf = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? []

  test('the policy allows the site\'s own files and exactly the inline scripts and styles of the pages, and nothing unsafe', () => {
    const unique = (hashes: string[]) => [...new Set(hashes)].sort()
    const scripts = unique(pages.flatMap((page) => inlineHashes(page).scripts))
    const styles = unique(pages.flatMap((page) => inlineHashes(page).styles))
    expect(scripts.length).toBeGreaterThanOrEqual(2)
    expect(sourcesOf('script-src')[0]).toBe("'self'")
    expect(unique(sourcesOf('script-src').slice(1))).toEqual(scripts)
    expect(sourcesOf('style-src')[0]).toBe("'self'")
    expect(unique(sourcesOf('style-src').slice(1))).toEqual(styles)
    expect(sourcesOf('default-src')).toEqual(["'none'"])
    expect(policy).not.toMatch(/unsafe-/)
    expect(html, 'a style attribute would need unsafe-inline').not.toMatch(/<[^>]+\sstyle="/)
  })

  test('each page carries the same policy in a <meta> tag before any script, without frame-ancestors', () => {
    for (const page of pages) {
      const meta = page.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)
      expect(meta?.[1]).toBe(policy.replace("; frame-ancestors 'none'", ''))
      expect(page.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(page.indexOf('<script'))
    }
  })

  test('vercel.json and nginx.conf send the same headers as _headers', () => {
    const vercel = JSON.parse(readFileSync(join(dir, 'vercel.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    const everywhere = vercel.headers.find((rule) => rule.source === '/(.*)')?.headers ?? []
    expect(Object.fromEntries(everywhere.map(({ key, value }) => [key, value]))).toEqual(headersFor(rules, '/*'))
    const nginx = readFileSync(join(dir, 'nginx.conf'), 'utf8')
    for (const [name, value] of Object.entries(headersFor(rules, '/*'))) expect(nginx).toContain(`add_header ${name} "${value}" always;`)
  })
})
