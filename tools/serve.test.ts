// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HEADERS_FILE, OUTSIDE, PAGE, STACK_LINE, TEXT_FILE, bodyOf, raw, startSite, statusOf, type TestSite } from './outbox/test-support.ts'
import { REFUSALS } from './outbox/outbox.ts'
import { startServer } from './serve-process.ts'

/** Request targets a browser or curl --path-as-is can send, which are no URL a base address resolves. */
const ODD_PATHS = ['//', '/\\', '///', '//a:b@', '//:99999', '//evil.example/', '/\\evil.example/']
/** Targets that are not a path at all. */
const NOT_PATHS = ['*', 'http://evil.example/']

const get = (target: string, method = 'GET') => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`

describe('the local server (tools/serve.ts’s handler)', () => {
  let site: TestSite
  beforeAll(async () => {
    site = await startSite()
  })
  afterAll(() => site.close())

  const page = async () => {
    const response = await fetch(`${site.origin}/`)
    return [response.status, await response.text()]
  }

  it('answers every request target, a path it cannot resolve as a URL or no path at all, and goes on serving', async () => {
    for (const target of ODD_PATHS) {
      const answer = await raw(site.port, get(target))
      expect(statusOf(answer), target).toBeLessThan(500)
      expect(bodyOf(answer)).not.toContain(OUTSIDE)
    }
    for (const target of NOT_PATHS) {
      const answer = await raw(site.port, get(target, target === '*' ? 'OPTIONS' : 'GET'))
      expect([statusOf(answer), bodyOf(answer)], target).toEqual([400, REFUSALS.path])
    }
    expect(await page()).toEqual([200, PAGE])
    expect(site.logged).toEqual([])
  })

  it('serves nothing outside the site’s folder, however the path is spelt', async () => {
    for (const target of ['/../outside.txt', '/%2e%2e/outside.txt', '/..%2foutside.txt', '/%2e%2e%2foutside.txt', `/${TEXT_FILE.name}/../../outside.txt`, '/..\\outside.txt', '//../outside.txt', '/%252e%252e/outside.txt']) {
      const answer = await raw(site.port, get(target))
      expect(statusOf(answer), target).toBe(404)
      expect(bodyOf(answer)).not.toContain(OUTSIDE)
    }
  })

  it('serves files with GET and HEAD only, answering any other method 405', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) {
      const response = await fetch(`${site.origin}/`, { method, ...(method !== 'OPTIONS' && { body: 'x' }) })
      expect([response.status, response.headers.get('allow')], method).toEqual([405, 'GET, HEAD'])
    }
    expect((await fetch(`${site.origin}/`, { method: 'HEAD' })).status).toBe(200)
  })

  it('serves a range it can, and the whole file for one it cannot, instead of failing', async () => {
    const ranged = await fetch(`${site.origin}/${TEXT_FILE.name}`, { headers: { Range: 'bytes=2-4' } })
    expect([ranged.status, await ranged.text()]).toEqual([206, TEXT_FILE.text.slice(2, 5)])
    for (const range of ['bytes=5-2', 'bytes=-3', 'bytes=0-1,3-4', 'bytes=x-y', 'pages=1-2']) {
      const response = await fetch(`${site.origin}/${TEXT_FILE.name}`, { headers: { Range: range } })
      expect([response.status, await response.text()], range).toEqual([200, TEXT_FILE.text])
    }
  })

  it('cuts off the answer for a file gone since it started (a rebuild), tells the owner in one line, and goes on', async () => {
    rmSync(join(site.dist, TEXT_FILE.name))
    await expect(fetch(`${site.origin}/${TEXT_FILE.name}`).then((response) => response.text())).rejects.toThrow()
    expect(site.logged).toHaveLength(1)
    expect(site.logged[0]).toMatch(new RegExp(`^GET /${TEXT_FILE.name} failed: ENOENT.*restart it`))
    expect(site.logged[0]).not.toMatch(STACK_LINE)
    expect(await page()).toEqual([200, PAGE])
    site.logged.length = 0
  })
})

describe('the local server at a base path', () => {
  it('sends the base without its slash to the base, and finds nothing outside it', async () => {
    const site = await startSite({ base: '/repo/' })
    try {
      const moved = await fetch(`${site.origin}/repo`, { redirect: 'manual' })
      expect([moved.status, moved.headers.get('location')]).toEqual([301, '/repo/'])
      expect(await (await fetch(`${site.origin}/repo/`)).text()).toBe(PAGE)
      expect((await fetch(`${site.origin}/`)).status).toBe(404)
      for (const target of ['/repo/../outside.txt', '/repo/%2e%2e/outside.txt', '/repo//../../outside.txt']) {
        expect(bodyOf(await raw(site.port, get(target))), target).not.toContain(OUTSIDE)
      }
    } finally {
      await site.close()
    }
  })
})

describe('a request the server fails on', () => {
  it('is answered 500, told to the owner in one line without a stack, and the server goes on', async () => {
    // A header value no response may carry: setting it throws.
    const site = await startSite({ headersFile: `${HEADERS_FILE}/broken\n  X-Broken: a\u0001b\n` })
    try {
      const response = await fetch(`${site.origin}/broken`)
      expect([response.status, await response.text()]).toEqual([500, REFUSALS.failed])
      expect(site.logged).toHaveLength(1)
      expect(site.logged[0]).toMatch(/^GET \/broken failed: /)
      expect(site.logged[0]).not.toMatch(STACK_LINE)
      expect((await fetch(`${site.origin}/`)).status).toBe(200)
    } finally {
      await site.close()
    }
  })
})

describe('npm start’s server process', () => {
  it('survives odd request targets, a backwards range and a file gone while it serves, and prints where it serves and where messages go', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-process-'))
    writeFileSync(join(dir, 'index.html'), PAGE)
    writeFileSync(join(dir, '_headers'), HEADERS_FILE)
    writeFileSync(join(dir, TEXT_FILE.name), TEXT_FILE.text)
    const outbox = join(dir, 'outbox', 'messages.jsonl')
    const served = await startServer({ port: 0, dir, env: { ...process.env, OUTBOX_FILE: outbox } })
    try {
      expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      expect(served.outbox).toBe(outbox)
      const port = Number(new URL(served.url).port)
      for (const target of ODD_PATHS) expect(statusOf(await raw(port, get(target))), target).toBeDefined()
      expect((await fetch(served.url, { headers: { Range: 'bytes=5-2' } })).status).toBe(200)
      // A file of the build gone while it serves (a rebuild).
      rmSync(join(dir, TEXT_FILE.name))
      await expect(fetch(`${served.url}${TEXT_FILE.name}`).then((response) => response.text())).rejects.toThrow()
      expect(await (await fetch(served.url)).text()).toBe(PAGE)
    } finally {
      served.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
