// A slow network in front of a local server, TCP slow start included: what a page's first visit
// meets on a new connection, for `THROTTLING=network npm run bench`.
//
// Lighthouse's two ways of slowing a page both miss the first round trip's limit. Its simulation
// (Lantern) takes the whole HTML document as needed before anything paints, and Chrome's
// throttling (DevTools) delays each response and slows its bytes, but gives the server no
// congestion window. On a real new connection the server sends 10 segments (14,600 bytes), waits
// a round trip for their acknowledgements, then twice as many, up to what the link carries in one
// round trip (RFC 6928, RFC 5681). A page whose first screen is in those first bytes can paint it
// one or more round trips before the rest of the document arrives; only this network shows it.
// The kernel's own shaping (tc netem) is not on every machine this runs on, so the proxy here
// holds each segment until it would have arrived.
import { createServer, connect, type Socket } from 'node:net'
import { performance } from 'node:perf_hooks'

/** A link as Lighthouse's presets describe one (`throttling.mobileSlow4G`, `desktopDense4G`). */
export interface Link {
  rttMs: number
  /** Download rate, kilobits per second (bits per millisecond). */
  throughputKbps: number
}

/** TCP's segment size on an Ethernet path, and the initial window of RFC 6928, as Lantern uses them. */
export const SEGMENT_BYTES = 1460
export const INITIAL_WINDOW = 10
/** A sender idle longer than this starts slow again (RFC 5681 §4.1; RFC 6298's initial timeout). */
export const IDLE_RESTART_MS = 1000

/**
 * When each segment a server sends reaches the browser. The server sends at most `window`
 * segments per round trip. Every acknowledged segment widens the window by one (slow start: it
 * doubles each full round trip), up to the segments the link carries in one round trip. Segments
 * leave one after another at the link's rate, and arrive half a round trip later.
 */
export class SlowStartSender {
  private window = INITIAL_WINDOW
  private roundStart = -Infinity
  private sentThisRound = 0
  private lineFreeAt = -Infinity
  private lastSendAt = -Infinity
  readonly maxWindow: number

  constructor(private readonly link: Link) {
    const bytesPerRoundTrip = (link.throughputKbps / 8) * link.rttMs
    this.maxWindow = Math.max(1, Math.floor(bytesPerRoundTrip / SEGMENT_BYTES))
  }

  /** The time a segment of `bytes` (at most SEGMENT_BYTES), handed over at `now`, arrives. */
  send(bytes: number, now: number): number {
    const { rttMs, throughputKbps } = this.link
    if (now - this.lastSendAt > IDLE_RESTART_MS) {
      this.window = INITIAL_WINDOW
      this.roundStart = -Infinity
      this.sentThisRound = 0
    }
    this.lastSendAt = now
    // The acknowledgements of what the last round sent are back: a new round, its window widened.
    if (now >= this.roundStart + rttMs) this.nextRound(now)
    // The window is spent: the next segment waits for the round's acknowledgements.
    if (this.sentThisRound >= this.window) this.nextRound(this.roundStart + rttMs)
    const leaves = Math.max(now, this.roundStart, this.lineFreeAt)
    this.lineFreeAt = leaves + (bytes * 8) / throughputKbps
    this.sentThisRound++
    return this.lineFreeAt + rttMs / 2
  }

  private nextRound(at: number): void {
    this.window = Math.min(this.maxWindow, this.window + this.sentThisRound)
    this.roundStart = at
    this.sentThisRound = 0
  }
}

/**
 * When a request's bytes, sent by the browser at `now` on a connection it opened at `openedAt`,
 * reach the server: after the handshake (one round trip), half a round trip on the way. Requests
 * are a few hundred bytes, so the upload rate is left out.
 */
export function requestArrival(link: Link, openedAt: number, now: number): number {
  return Math.max(now, openedAt + link.rttMs) + link.rttMs / 2
}

/** Writes chunks to a socket at given times, in order. */
class Delivery {
  private readonly queue: { at: number; chunk: Buffer }[] = []
  private timer: NodeJS.Timeout | undefined
  private ending = false

  constructor(private readonly socket: Socket) {}

  at(time: number, chunk: Buffer): void {
    this.queue.push({ at: time, chunk })
    this.schedule()
  }

  /** Ends the socket once everything queued is written. */
  end(): void {
    this.ending = true
    this.schedule()
  }

  stop(): void {
    clearTimeout(this.timer)
    this.queue.length = 0
  }

  private schedule(): void {
    if (this.timer) return
    const next = this.queue[0]
    if (!next) {
      if (this.ending && !this.socket.destroyed) this.socket.end()
      return
    }
    this.timer = setTimeout(() => {
      this.timer = undefined
      const now = performance.now()
      for (let due = this.queue[0]; due && due.at <= now + 0.5; due = this.queue[0]) {
        this.queue.shift()
        if (!this.socket.destroyed) this.socket.write(due.chunk)
      }
      this.schedule()
    }, Math.max(0, next.at - performance.now()))
  }
}

export interface SlowNetwork {
  /** The port the browser connects to instead of the server's. */
  port: number
  close: () => Promise<void>
}

/** A proxy on 127.0.0.1 in front of `target` (a local server's port): every connection through it behaves as a new one on `link`. */
export function slowNetwork(targetPort: number, link: Link): Promise<SlowNetwork> {
  const sockets = new Set<Socket>()
  const server = createServer((browser) => {
    const openedAt = performance.now()
    const upstream = connect(targetPort, '127.0.0.1')
    const toServer = new Delivery(upstream)
    const toBrowser = new Delivery(browser)
    const sender = new SlowStartSender(link)
    sockets.add(browser)
    sockets.add(upstream)
    // The browser gone, or the server failing, ends both at once; a server that closes the
    // connection closes it after what it sent has arrived.
    const closeBoth = () => {
      toServer.stop()
      toBrowser.stop()
      browser.destroy()
      upstream.destroy()
    }
    browser.on('error', closeBoth)
    browser.on('close', () => {
      sockets.delete(browser)
      closeBoth()
    })
    upstream.on('error', closeBoth)
    upstream.on('close', () => {
      sockets.delete(upstream)
      toBrowser.end()
    })
    browser.on('data', (chunk: Buffer) => toServer.at(requestArrival(link, openedAt, performance.now()), chunk))
    upstream.on('data', (chunk: Buffer) => {
      for (let start = 0; start < chunk.length; start += SEGMENT_BYTES) {
        const segment = chunk.subarray(start, start + SEGMENT_BYTES)
        toBrowser.at(sender.send(segment.length, performance.now()), segment)
      }
    })
    browser.on('end', () => toServer.end())
    upstream.on('end', () => toBrowser.end())
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (!address || typeof address === 'string') return reject(new Error('the slow network has no port'))
      resolve({
        port: address.port,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
