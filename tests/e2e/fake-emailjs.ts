/**
 * A stand-in for api.emailjs.com: a real HTTP server on 127.0.0.1 that the contact build
 * (playwright.config.ts) sends its messages to. It answers the CORS preflight and
 * POST /api/v1.0/email/send, records every send, and replies as the test asks: 200 "OK",
 * any status with a text, or nothing at all until the test releases the held request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export const SEND_PATH = '/api/v1.0/email/send'

export interface RecordedSend {
  method: string
  path: string
  contentType: string | undefined
  body: string
}

type Reply = { status: number; text: string } | 'hang'

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type',
}

function answer(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(text)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export class FakeEmailJs {
  /** Every POST to the send route, in order. */
  readonly sends: RecordedSend[] = []
  /** Every request that reached the server, preflights included. */
  requestCount = 0
  private reply: Reply = { status: 200, text: 'OK' }
  private held: ServerResponse[] = []
  private server: Server | undefined

  constructor(readonly port: number) {}

  /** Forgets what was received, releases nothing, and goes back to answering 200 "OK". */
  reset(): void {
    this.sends.length = 0
    this.requestCount = 0
    this.reply = { status: 200, text: 'OK' }
    for (const res of this.held) res.destroy()
    this.held = []
  }

  /** How the following sends are answered. */
  replyWith(status: number, text: string): void {
    this.reply = { status, text }
  }

  /** Holds the following sends without an answer until `release` is called. */
  hang(): void {
    this.reply = 'hang'
  }

  /** Answers every held send, and the following ones, with this status and text. */
  release(status: number, text: string): void {
    this.reply = { status, text }
    for (const res of this.held) answer(res, status, text)
    this.held = []
  }

  start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res))
    return new Promise((resolve, reject) => {
      this.server!.once('error', reject)
      this.server!.listen(this.port, '127.0.0.1', () => resolve())
    })
  }

  /** Closes the port, so that the next send meets a refused connection. */
  stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const res of this.held) res.destroy()
    this.held = []
    if (!server) return Promise.resolve()
    server.closeAllConnections()
    return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    this.requestCount += 1
    const path = (req.url ?? '').split('?')[0]!
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS)
      return res.end()
    }
    if (req.method !== 'POST' || path !== SEND_PATH) return answer(res, 404, 'Not found')

    const body = await readBody(req)
    this.sends.push({ method: req.method, path, contentType: req.headers['content-type'], body })
    if (this.reply === 'hang') this.held.push(res)
    else answer(res, this.reply.status, this.reply.text)
  }
}
