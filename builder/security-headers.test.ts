import { createHash } from 'node:crypto'
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersFor,
  IMMUTABLE,
  inlineHashes,
  matchesPath,
  nginxConfig,
  parseHeadersFile,
  REVALIDATE,
  vercelConfig,
} from './security-headers.ts'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

const page = [
  '<head><script>theme()</script><style>body{color:red}</style>',
  '<script type="application/ld+json">{"@type":"Person"}</script></head>',
  '<body><script type="module" src="/assets/app.js"></script><style>.dot{left:1%}</style><script id="boot">go()</script></body>',
].join('')
const sources = { ...inlineHashes(page), connect: ['https://api.emailjs.com'] }

describe('inlineHashes', () => {
  it('hashes every inline script and style, not scripts with a src nor JSON-LD data blocks', () => {
    expect(inlineHashes(page)).toEqual({
      scripts: [hashOf('theme()'), hashOf('go()')],
      styles: [hashOf('body{color:red}'), hashOf('.dot{left:1%}')],
    })
  })
})

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(sources)

  it('allows nothing by default, scripts and stylesheets from the site and the hashed inline ones only', () => {
    expect(directive(policy, 'default-src')).toBe("default-src 'none'")
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hashOf('theme()')} ${hashOf('go()')}`)
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hashOf('body{color:red}')} ${hashOf('.dot{left:1%}')}`)
    expect(policy).not.toMatch(/unsafe-(inline|eval|hashes)/)
  })

  it('connects to the site itself (robots.txt for Lighthouse) and the email API only, and locks base, forms, plugins and framing', () => {
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.emailjs.com")
    expect(directive(contentSecurityPolicy({ ...sources, connect: ["'self'"] }), 'connect-src')).toBe("connect-src 'self'")
    for (const locked of ["base-uri 'none'", "form-action 'self'", "object-src 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(locked)
  })

  it("lets the form post to its delivery service and back to the site, and nowhere else", () => {
    const posting = contentSecurityPolicy({ ...sources, connect: ['https://formspree.io'], formAction: ['https://formspree.io'] })
    expect(directive(posting, 'connect-src')).toBe("connect-src 'self' https://formspree.io")
    expect(directive(posting, 'form-action')).toBe("form-action 'self' https://formspree.io")
    expect(directive(contentSecurityPolicy({ ...sources, connect: [], formAction: ["'self'"] }), 'form-action')).toBe("form-action 'self'")
  })

  it('frames nothing without live dashboards, and only the services of those there are, in the headers and the <meta> alike', () => {
    const origins = (policy: string) => directive(policy, 'frame-src')
    expect(policy).not.toContain('frame-src')
    expect(directive(policy, 'default-src')).toBe("default-src 'none'")
    const one = { ...sources, frames: ['https://app.powerbi.com'] }
    expect(origins(contentSecurityPolicy(one))).toBe('frame-src https://app.powerbi.com')
    expect(origins(contentSecurityPolicy(one, { meta: true }))).toBe('frame-src https://app.powerbi.com')
    const three = { ...sources, frames: ['https://app.powerbi.com', 'https://lookerstudio.google.com', 'https://public.tableau.com'] }
    expect(origins(contentSecurityPolicy(three))).toBe('frame-src https://app.powerbi.com https://lookerstudio.google.com https://public.tableau.com')
    // Nothing else loosens.
    const without = (text: string) => text.split('; ').filter((part) => !part.startsWith('frame-src')).join('; ')
    expect(without(contentSecurityPolicy(three))).toBe(policy)
  })

  it('leaves frame-ancestors out of the <meta> version, where browsers ignore it', () => {
    const meta = contentSecurityPolicy(sources, { meta: true })
    expect(meta).not.toContain('frame-ancestors')
    expect(`${meta}; frame-ancestors 'none'`).toBe(policy)
  })
})

describe('the header set', () => {
  const rules = headerRules(contentSecurityPolicy(sources))
  const paths = ['/', '/index.html', '/assets/index-abc123.js', '/media/hero.mp4', '/robots.txt']

  it('sends the security headers with every file, and names each header once per path', () => {
    for (const path of paths) {
      const names = rules.filter((rule) => matchesPath(rule.path, path)).flatMap((rule) => Object.keys(rule.headers))
      expect(new Set(names).size, path).toBe(names.length)
      expect(headersFor(rules, path)).toMatchObject({
        'Content-Security-Policy': expect.stringContaining("default-src 'none'"),
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Permissions-Policy': expect.stringContaining('camera=()'),
      })
      // Left out on purpose (see securityHeaders): it costs a process swap and guards nothing here.
      expect(headersFor(rules, path)).not.toHaveProperty('Cross-Origin-Opener-Policy')
    }
  })

  it('keeps HSTS for at least six months', () => {
    const maxAge = Number(headersFor(rules, '/')['Strict-Transport-Security']?.match(/max-age=(\d+)/)?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(183 * 24 * 3600)
  })

  it('caches hashed assets for good and has the page checked on every visit', () => {
    expect(headersFor(rules, '/assets/index-abc123.js')['Cache-Control']).toBe(IMMUTABLE)
    expect(headersFor(rules, '/')['Cache-Control']).toBe(REVALIDATE)
    expect(headersFor(rules, '/index.html')['Cache-Control']).toBe(REVALIDATE)
    expect(headersFor(rules, '/media/hero.mp4')['Cache-Control']).toBe(REVALIDATE)
  })

  it('caches by path under the base a sub-path site is built for', () => {
    const subPath = headerRules(contentSecurityPolicy(sources), '/repo/')
    expect(headersFor(subPath, '/repo/assets/index-abc123.js')['Cache-Control']).toBe(IMMUTABLE)
    expect(headersFor(subPath, '/repo/')['Cache-Control']).toBe(REVALIDATE)
    expect(headersFor(subPath, '/repo/')['X-Frame-Options']).toBe('DENY')
    expect(nginxConfig(subPath)).toMatch(/^location \/repo\/assets\/ \{/m)
  })

  it('reads back from the _headers file it writes', () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules)
  })

  it('refuses a _headers line that is not under a path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/not under a path/)
  })

  it('gives Vercel the same rules, with its pattern syntax', () => {
    const config = vercelConfig(rules)
    expect(config.headers.map((rule) => rule.source)).toEqual(['/(.*)', '/assets/(.*)', '/', '/index.html', '/media/(.*)'])
    const everywhere = Object.fromEntries(config.headers[0]!.headers.map(({ key, value }) => [key, value]))
    expect(everywhere).toEqual(rules[0]!.headers)
  })

  it('gives nginx every security header in each location, as nginx does not inherit add_header', () => {
    const blocks = nginxConfig(rules).split(/\n(?=location )/).slice(1)
    expect(blocks.map((block) => block.split(' {')[0])).toEqual(['location /assets/', 'location /'])
    for (const block of blocks) {
      for (const [name, value] of Object.entries(rules[0]!.headers)) expect(block).toContain(`add_header ${name} "${value}" always;`)
    }
    expect(blocks[0]).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`)
    expect(blocks[1]).toContain(`add_header Cache-Control "${REVALIDATE}" always;`)
  })
})
