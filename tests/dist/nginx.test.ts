// The site as built (DIST_DIR; the tests' sample build unless set, see tests/dist/vitest.config.ts) served by a real nginx with the build's
// nginx.conf included, as the README tells: run by `npm run test:dist` after the build. nginx
// must accept the snippet and send each path exactly the headers _headers names for it.
// Needs nginx (tools/machine.ts finds it, or names how to install it; .ci/run installs it when missing).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { readBuiltSite } from './built-site.ts'
import { headersFor } from '../../builder/security-headers.ts'
import { nginx as findNginx } from '../../tools/machine.ts'

const { dir, rules, base, fileUnder } = readBuiltSite()

const work = mkdtempSync(join(tmpdir(), 'nginx-check-'))
const found = findNginx()
const nginx = found.path ?? 'nginx'
let server: ChildProcess | undefined
let origin = ''

/** nginx's build settings (`nginx -V`), or undefined when it is not installed. */
function nginxBuild(): string | undefined {
  const result = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  return result.error ? undefined : result.stderr
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as { port: number }
  await new Promise((done) => probe.close(done))
  return port
}

/**
 * A whole nginx.conf around a server { } that serves the folder and includes a snippet, as a
 * site's server block would: everything nginx writes goes to `work`, so it runs as any user.
 */
function nginxConf(port: number, root: string, snippet: string): string {
  const mimeTypes = join(dirname(nginxBuild()?.match(/--conf-path=(\S+)/)?.[1] ?? '/etc/nginx/nginx.conf'), 'mime.types')
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${work}/${kind};`)
  return [
    'daemon off;',
    'master_process off;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/error.log warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${root};`,
    `    include ${snippet};`,
    '  }',
    '}',
  ].join('\n')
}

/** `nginx -t` on a configuration: whether it passes, and what nginx said. */
function nginxTest(conf: string): { ok: boolean; output: string } {
  const file = join(work, `test-${Math.random().toString(36).slice(2)}.conf`)
  writeFileSync(file, conf)
  const result = spawnSync(nginx, ['-t', '-p', work, '-c', file, '-e', join(work, 'error.log')], { encoding: 'utf8' })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() }
}

beforeAll(async () => {
  if (!found.path || !nginxBuild()) throw new Error(`nginx is missing, so the nginx recipe cannot be checked: ${found.install}`)
  // The site is served at its path: at the root, or under /repo/ as a GitHub Pages project site.
  let root = dir
  if (base !== '/') {
    root = join(work, 'www')
    mkdirSync(dirname(join(root, base.slice(0, -1))), { recursive: true })
    symlinkSync(dir, join(root, base.slice(0, -1)))
  }
  const port = await freePort()
  const conf = join(work, 'nginx.conf')
  writeFileSync(conf, nginxConf(port, root, join(dir, 'nginx.conf')))
  server = spawn(nginx, ['-p', work, '-c', conf, '-e', join(work, 'error.log')], { stdio: 'ignore' })
  origin = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries += 1) {
    if (server.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${readFileSync(join(work, 'error.log'), 'utf8')}`)
    if (await fetch(origin).then(() => true, () => false)) break
    await new Promise((done) => setTimeout(done, 50))
  }
})

afterAll(() => {
  server?.kill()
  rmSync(work, { recursive: true, force: true })
})

test('nginx accepts a server block that includes nginx.conf (nginx -t)', () => {
  const { ok, output } = nginxTest(nginxConf(8080, dir, join(dir, 'nginx.conf')))
  expect(output).toContain('test is successful')
  expect(ok).toBe(true)
})

test('nginx -t refuses a snippet with a misspelt directive (the check can fail)', () => {
  const broken = join(work, 'broken-nginx.conf')
  writeFileSync(broken, readFileSync(join(dir, 'nginx.conf'), 'utf8').replace('add_header', 'add_headr'))
  const { ok, output } = nginxTest(nginxConf(8080, dir, broken))
  expect(output).toContain('unknown directive "add_headr"')
  expect(ok).toBe(false)
})

describe('nginx serving the site with nginx.conf', () => {
  const requests = [
    { path: base, type: 'text/html' },
    { path: `${base}index.html`, type: 'text/html' },
    { path: `${base}${fileUnder('assets', '.js')}`, type: 'application/javascript' },
    { path: `${base}${fileUnder('media', '.mp4')}`, type: 'video/mp4' },
    { path: `${base}${fileUnder('media', '.webp')}`, type: 'image/webp' },
    { path: `${base}robots.txt`, type: 'text/plain' },
  ]

  test.each(requests)('sends $path the headers of _headers, once each, with its type', async ({ path, type }) => {
    const response = await fetch(`${origin}${path}`)
    expect(response.status).toBe(200)
    // A script of the wrong type is refused under nosniff: the page would stay without JavaScript.
    expect(response.headers.get('Content-Type')).toContain(type)
    for (const [name, value] of Object.entries(headersFor(rules, path))) expect(response.headers.get(name), name).toBe(value)
  })
})
