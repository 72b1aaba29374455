// @vitest-environment node
// Cloudflare Pages reads dist/_headers with limits of its own (100 rules, 2,000 characters a
// line) and drops what breaks them; the checks of the build apply these to the real file.
import { CLOUDFLARE_MAX_LINE, CLOUDFLARE_MAX_RULES, cloudflareHeadersProblems } from './checks.ts'
import { contentSecurityPolicy, headerRules, headersFile } from '../../builder/security-headers.ts'

const hashes = (count: number) => Array.from({ length: count }, (_, index) => `'sha256-${String(index).padStart(43, 'A')}='`)

describe('the _headers file for Cloudflare Pages', () => {
  it('keeps within the limits with a policy of the size this page has, at the root or under a path', () => {
    const policy = contentSecurityPolicy({ scripts: hashes(2), styles: hashes(2), connect: ['https://api.emailjs.com'] })
    expect(cloudflareHeadersProblems(headersFile(headerRules(policy)))).toEqual([])
    expect(cloudflareHeadersProblems(headersFile(headerRules(policy, '/portfolio/')))).toEqual([])
  })

  it('is refused past the limits or out of format (the check can fail)', () => {
    const tooLong = contentSecurityPolicy({ scripts: hashes(40), styles: [], connect: ["'self'"] })
    expect(`  Content-Security-Policy: ${tooLong}`.trim().length).toBeGreaterThan(CLOUDFLARE_MAX_LINE)
    expect(cloudflareHeadersProblems(headersFile(headerRules(tooLong)))).toEqual([
      expect.stringMatching(/^line 2 has \d+ characters, over the 2000 allowed$/),
    ])
    const manyRules = Array.from({ length: CLOUDFLARE_MAX_RULES + 1 }, (_, index) => `/page-${index}\n  X-Robots-Tag: noindex`).join('\n')
    expect(cloudflareHeadersProblems(manyRules)).toEqual(['101 rules, over the 100 allowed'])
    expect(cloudflareHeadersProblems('X-Frame-Options: DENY\nhttp://example.com/*\n  X-Frame-Options DENY\n/empty\n')).toEqual([
      'line 1: a header before any path',
      'line 2: "http://example.com/*" is neither a path nor an https:// address',
      'line 3: "X-Frame-Options DENY" is not a "name: value" pair',
      'the rule before line 4 has no header',
      'the rule before the end of the file has no header',
    ])
  })
})
