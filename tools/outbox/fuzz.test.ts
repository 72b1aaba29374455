// @vitest-environment node
/**
 * A bounded fuzz of `npm start`'s server: the real request handler of tools/serve.ts on a loopback
 * port, with a tiny site in a temporary folder and a temporary outbox. Seeded random requests
 * (odd targets, methods, headers and bodies, and messages among them) go out as raw bytes, so
 * what fetch refuses to send is sent too; then many valid posts at once. Whatever comes in, the
 * server answers with a status, goes on serving, loses no message, serves nothing outside the
 * site, and prints neither a stack trace nor a character a terminal acts on.
 */
import { createRandom, NETLIFY_FORM_NAME, OUTBOX_ROUTES } from '../../src/build-surface.ts'
import { MAX_BODY_BYTES, OUTBOX_ROUTE } from './outbox.ts'
import { OUTSIDE, PAGE, STACK_LINE, TERMINAL_CONTROL, TEXT_FILE, bodyOf, outboxLines, raw, startSite, statusOf, type TestSite } from './test-support.ts'

const SEED = 0x5eed
/** The random requests sent, unless the time limit comes first (the test then fails). */
const COUNT = 1000
const TIME_LIMIT_MS = 4000
/** Requests in flight at once; the site's page is fetched after each batch. */
const BATCH = 24
const CONCURRENT_POSTS = 500

type Random = () => number
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
const int = (random: Random, below: number) => Math.floor(random() * below)

/** Characters a visitor could type or paste: plain text, newlines, escapes, C1 and bidi controls, other scripts, lone surrogates. */
const CHARACTERS = ['a', 'Z', '0', ' ', '\n', '\r', '\t', '\x1b', '\x07', '\0', '\x7f', '\u009b', '\u0085', '\u202e', '\u2066', '\u200f', '\u2028', 'é', '漢', '😀', '\ud800', '"', '\\', '%', '&', '=', '+', '<']
const text = (random: Random, length: number) => Array.from({ length }, () => pick(random, CHARACTERS)).join('')
const bytes = (random: Random, length: number) => Buffer.from(Array.from({ length }, () => int(random, 256)))

/** Targets known to have ended the server, traversals, encodings, and the ones fetch cannot send. */
const ODD_TARGETS = ['//', '/\\', '///', '//a:b@', '//:99999', '//evil.example/', '/\\evil.example/', '*', 'http://evil.example/', '/..', '/../outside.txt', '/%2e%2e/outside.txt', '/..%2foutside.txt', '/%2e%2e%5coutside.txt', '/..\\outside.txt', `/${TEXT_FILE.name}/../../outside.txt`, '/%', '/%zz', '/%c0%ae%c0%ae/outside.txt', '/%00', '/%ff', '/?', '/#x', '/index.html?x=%', '/_headers', OUTBOX_ROUTE, ...Object.values(OUTBOX_ROUTES)]
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'M-SEARCH', 'FOO', 'get', 'G\x01T', '']
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/x-www-form-urlencoded', 'application/x-www-form-urlencoded;charset=UTF-8', 'text/plain', 'text/plain; x=application/json', 'multipart/form-data; boundary=x', 'application/jsonx', ';', '', 'application/json, text/plain']
const ROUTES = [OUTBOX_ROUTE, OUTBOX_ROUTES.formspree, OUTBOX_ROUTES.web3forms, OUTBOX_ROUTES.endpoint, '/', '/es/', '//evil.example/']

/** A message as the page sends it to one of its routes, with a unique `id` in its text. */
function pageRequest(random: Random, id: string, origin: string) {
  const email = `${id}@example.org`
  const message = `${id} ${text(random, int(random, 40))}`
  const form = (fields: Record<string, string>) => ({ type: 'application/x-www-form-urlencoded;charset=UTF-8', body: new URLSearchParams(fields).toString() })
  const json = (value: unknown) => ({ type: 'application/json', body: JSON.stringify(value) })
  const plain = { Accept: 'text/html', Referer: `${origin}${pick(random, ['/', '/es/', '//evil.example/', ''])}` }
  const shapes = [
    { path: OUTBOX_ROUTE, ...json({ lib_version: '4.4.1', user_id: 'u', service_id: 's', template_id: 't', template_params: { from_email: email, message, to_name: text(random, 5) } }) },
    { path: OUTBOX_ROUTES.formspree, ...form({ email, message, _subject: 'S' }) },
    { path: OUTBOX_ROUTES.formspree, ...form({ email, message, _subject: 'S' }), headers: plain },
    { path: OUTBOX_ROUTES.web3forms, ...json({ access_key: 'k', email, message }) },
    { path: OUTBOX_ROUTES.web3forms, ...form({ access_key: 'k', email, message, redirect: 'https://evil.example/' }), headers: plain },
    { path: OUTBOX_ROUTES.endpoint, ...json({ email, message, to_name: text(random, 5) }) },
    { path: pick(random, ['/', '/es/']), ...form({ 'form-name': NETLIFY_FORM_NAME, email, message }) },
    { path: '/', ...form({ 'form-name': NETLIFY_FORM_NAME, email, message }), headers: plain },
  ]
  const shape = pick(random, shapes)
  // A form's encoding, as a browser's, turns a lone surrogate into U+FFFD; JSON keeps it.
  const stored = shape.type.startsWith('application/json') ? message : message.replace(/\p{Cs}/gu, '\ufffd')
  return { ...shape, headers: { ...(random() < 0.5 && { Origin: origin, 'Sec-Fetch-Site': 'same-origin' }), ...('headers' in shape ? shape.headers : {}) }, email, message: stored }
}

interface Sent {
  bytes: Buffer
  /** The id in a post's body: stored when, and only when, it is answered 200 or 303. */
  id?: string
  /** Whether the post is exactly the page's: it must be taken. */
  valid?: boolean
}

/** One raw request, with a message's id when it carries one. */
function randomRequest(random: Random, index: number, port: number): Sent {
  const origin = `http://127.0.0.1:${port}`
  const id = `msg-${index}`
  const headers: [string, string][] = [['Host', `127.0.0.1:${port}`], ['Connection', 'close']]
  let method: string
  let target: string
  let body = Buffer.alloc(0)
  let length: string | undefined
  let carries: string | undefined
  let valid = false
  switch (int(random, 5)) {
    case 0: {
      // Targets: odd, random printable, percent-encoded and raw bytes, very long.
      method = pick(random, ['GET', 'HEAD'])
      target = pick(random, [
        () => pick(random, ['/', `/${TEXT_FILE.name}`, '/index.html']),
        () => pick(random, ODD_TARGETS),
        () => `/${Array.from({ length: int(random, 40) }, () => String.fromCharCode(33 + int(random, 94))).join('')}`,
        () => `/${[...bytes(random, int(random, 30))].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')}`,
        () => `/${bytes(random, int(random, 30)).toString('latin1')}`,
        () => `/${Buffer.from(text(random, 20), 'utf8').toString('latin1')}`,
        () => `/${'a/'.repeat(5000)}`,
        () => `/${'../'.repeat(int(random, 20))}outside.txt`,
      ])()
      if (random() < 0.3) headers.push(['Range', pick(random, ['bytes=5-2', 'bytes=-3', 'bytes=0-', 'bytes=2-4', 'bytes=0-1,3-4', 'bytes=99-', 'bytes=x'])])
      break
    }
    case 1: {
      // Methods, on the site and on the outbox's routes.
      method = pick(random, METHODS)
      target = pick(random, [...ROUTES, `/${TEXT_FILE.name}`])
      body = random() < 0.5 ? bytes(random, int(random, 200)) : Buffer.alloc(0)
      break
    }
    case 2: {
      // Headers, around a post that is otherwise the page's.
      const page = pageRequest(random, id, origin)
      method = 'POST'
      target = page.path
      body = Buffer.from(page.body)
      carries = id
      headers.push(['Content-Type', page.type], ...Object.entries(page.headers))
      const odd: [string, string][] = pick(random, [
        [['Content-Type', pick(random, CONTENT_TYPES)]],
        [['Origin', pick(random, ['null', 'https://evil.example', `${origin}/`, `${origin}.evil.example`, 'http://localhost', origin.toUpperCase(), `${origin}, ${origin}`])]],
        [['Sec-Fetch-Site', pick(random, ['cross-site', 'same-site', 'none', 'same-origin', 'bogus'])]],
        [['Referer', pick(random, ['//evil.example/', 'javascript:alert(1)', `${origin}/\\evil.example`, `${origin}//evil.example/x`, [...text(random, 10)].filter((char) => char >= ' ' && char !== '\x7f').join('')])]],
        [['X-Huge', 'x'.repeat(20_000)]],
        [['Range', pick(random, ['bytes=5-2', 'bytes=-1', 'bytes=0-', 'bytes=x'])]],
        [['Expect', '100-continue']],
        [['Transfer-Encoding', 'chunked']],
        [['Content-Length', pick(random, ['abc', '-1', '1e3', '99999999999999999999', ' 12', '0x10'])]],
      ])
      for (const [name, value] of odd) {
        if (name === 'Content-Length') length = value
        else if (name === 'Transfer-Encoding') {
          body = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')])
          length = ''
        }
        const at = headers.findIndex(([existing]) => existing === name)
        if (name !== 'Content-Length') headers.splice(at < 0 ? headers.length : at, at < 0 ? 0 : 1, [name, value])
      }
      break
    }
    case 3: {
      // Bodies: random bytes, broken and deep JSON, odd shapes, over the limit.
      method = 'POST'
      target = pick(random, ROUTES)
      headers.push(['Content-Type', pick(random, CONTENT_TYPES)], ...(random() < 0.5 ? ([['Origin', origin]] as [string, string][]) : []))
      body = pick(random, [
        () => bytes(random, int(random, 2000)),
        () => Buffer.from(`{"template_params":{"message":"${text(random, 20)}`),
        () => Buffer.from(`${'['.repeat(30_000)}${']'.repeat(30_000)}`),
        () => Buffer.from('{"a":'.repeat(10_000)),
        () => Buffer.from(pick(random, ['null', '[]', '1', '"x"', '{"email":1,"message":null}', '{"__proto__":{"email":"x"}}', 'email=&message', 'form-name=contact&email=a'])),
        () => Buffer.alloc(MAX_BODY_BYTES + 1 + int(random, 10_000), 'x'),
      ])()
      break
    }
    default: {
      // Messages as the page sends them, with any text in them.
      const page = pageRequest(random, id, origin)
      method = 'POST'
      target = page.path
      body = Buffer.from(page.body)
      carries = id
      valid = true
      headers.push(['Content-Type', page.type], ...Object.entries(page.headers))
    }
  }
  if (length !== '') headers.push(['Content-Length', length ?? String(body.length)])
  const head = `${method} ${target} HTTP/1.1\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`
  return { bytes: Buffer.concat([Buffer.from(head, 'latin1'), body]), id: method === 'POST' ? carries : undefined, valid }
}

const storedLines = (site: TestSite) => outboxLines(site.outbox)

describe('npm start’s server under random requests', () => {
  let site: TestSite
  const crashes: unknown[] = []
  const printed: string[] = []
  const record = (error: unknown) => crashes.push(error)

  beforeAll(async () => {
    site = await startSite()
    process.on('uncaughtException', record)
    process.on('unhandledRejection', record)
    for (const name of ['log', 'warn', 'error'] as const) vi.spyOn(console, name).mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')))
  })
  afterAll(async () => {
    process.off('uncaughtException', record)
    process.off('unhandledRejection', record)
    vi.restoreAllMocks()
    await site.close()
  })

  /** The page, as a visitor gets it: the server is still up. */
  const stillServing = async () => {
    const response = await fetch(`${site.origin}/`)
    return [response.status, await response.text()]
  }

  it(`answers ${COUNT} seeded random requests, each with a status, and goes on serving, losing no message`, async () => {
    const random = createRandom(SEED)
    const started = performance.now()
    const taken = new Set<string>()
    const answers: { sent: Sent; answer: string }[] = []
    let tried = 0
    while (tried < COUNT && performance.now() - started < TIME_LIMIT_MS) {
      const batch = Array.from({ length: Math.min(BATCH, COUNT - tried) }, (_, offset) => randomRequest(random, tried + offset, site.port))
      tried += batch.length
      answers.push(...(await Promise.all(batch.map(async (sent) => ({ sent, answer: await raw(site.port, sent.bytes) })))))
      expect(await stillServing()).toEqual([200, PAGE])
    }
    const elapsed = Math.round(performance.now() - started)
    const statuses: Record<string, number> = {}
    for (const { answer } of answers) statuses[String(statusOf(answer))] = (statuses[String(statusOf(answer))] ?? 0) + 1

    const unanswered = answers.filter(({ answer }) => statusOf(answer) === undefined).map(({ sent }) => sent.bytes.subarray(0, 80).toString('latin1'))
    const failed = answers.filter(({ answer }) => statusOf(answer)! >= 500).map(({ sent, answer }) => [sent.bytes.subarray(0, 80).toString('latin1'), answer.slice(0, 200)])
    const refused = answers.filter(({ sent, answer }) => sent.valid && ![200, 303].includes(statusOf(answer)!)).map(({ sent, answer }) => [sent.bytes.toString('latin1').slice(0, 400), answer.slice(0, 200)])
    for (const { sent, answer } of answers) if (sent.id && [200, 303].includes(statusOf(answer)!)) taken.add(sent.id)
    const stored = storedLines(site).map((line) => (JSON.parse(line) as { from_email: string }).from_email.replace('@example.org', ''))
    const lost = [...taken].filter((id) => !stored.includes(id))
    const shown = [...site.logged, ...printed]

    expect(tried).toBe(COUNT)
    expect(unanswered).toEqual([])
    expect(failed).toEqual([])
    expect(refused).toEqual([])
    expect(crashes).toEqual([])
    expect(lost).toEqual([])
    expect(stored.toSorted()).toEqual([...taken].toSorted())
    expect(answers.filter(({ answer }) => bodyOf(answer).includes(OUTSIDE))).toEqual([])
    const stacks = shown.filter((line) => STACK_LINE.test(line))
    expect(stacks).toEqual([])
    expect(shown.filter((line) => TERMINAL_CONTROL.test(line))).toEqual([])
    expect(shown.filter((line) => / failed: /.test(line))).toEqual([])
    process.stdout.write(`fuzz: ${tried} inputs tried in ${elapsed} ms (answers ${JSON.stringify(statuses)}), ${crashes.length} processes ended (uncaught errors), ${lost.length} messages lost of ${taken.size} taken, ${stacks.length} stack traces shown\n`)
  })

  it(`stores ${CONCURRENT_POSTS} valid posts sent at once, each exactly once and exactly as sent`, async () => {
    const random = createRandom(SEED + 1)
    const before = storedLines(site).length
    const pages = Array.from({ length: CONCURRENT_POSTS }, (_, index) => pageRequest(random, `all-${index}`, site.origin))
    const statuses = await Promise.all(
      pages.map(async (page) => (await fetch(`${site.origin}${page.path}`, { method: 'POST', headers: { 'Content-Type': page.type, ...page.headers }, body: page.body, redirect: 'manual' })).status),
    )
    expect(statuses.filter((status) => status !== 200 && status !== 303)).toEqual([])
    const lines = storedLines(site).slice(before)
    expect(lines).toHaveLength(CONCURRENT_POSTS)
    const messages = lines.map((line) => JSON.parse(line) as { from_email: string; message: string })
    for (const page of pages) expect(messages.filter((message) => message.from_email === page.email).map((message) => message.message)).toEqual([page.message])
    expect(await stillServing()).toEqual([200, PAGE])
  })
})
