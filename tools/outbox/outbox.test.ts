// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { createOutboxHandler, parseSendRequest } from './outbox.ts'

const request = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'local-outbox',
  template_id: 'local-outbox',
  template_params: { from_email: 'v@example.org', message: 'Hi!', to_name: sample.owner.name },
}

describe('the local outbox', () => {
  let server: Server
  let base: string
  let file: string
  const logged: string[] = []

  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'messages.jsonl')
    const handle = createOutboxHandler(file, (line) => logged.push(line))
    server = createServer((req, res) =>
      handle(req, res, () => {
        res.statusCode = 404
        res.end('next')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => server.close())

  const post = (body: string) => fetch(`${base}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

  it('appends each message as one JSON line, prints it and answers like EmailJS', async () => {
    const response = await post(JSON.stringify(request))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
    expect(lines).toEqual([{ receivedAt: expect.any(String), from_email: 'v@example.org', message: 'Hi!', to_name: sample.owner.name }])
    expect(logged.join('\n')).toContain('Hi!')
  })

  it('rejects a body that is not the EmailJS shape, naming what is missing', async () => {
    const response = await post(JSON.stringify({ ...request, template_params: { message: 'x' } }))
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('template_params.from_email is missing')
    expect(parseSendRequest('not json')).toEqual({ error: 'The body is not JSON' })
  })

  it('leaves every other request to the next handler', async () => {
    expect(await (await fetch(`${base}/index.html`)).text()).toBe('next')
    expect((await fetch(`${base}/api/v1.0/email/send`)).status).toBe(405)
  })
})
