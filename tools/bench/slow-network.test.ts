import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { IDLE_RESTART_MS, INITIAL_WINDOW, SEGMENT_BYTES, SlowStartSender, requestArrival, slowNetwork, type Link } from './slow-network.ts'

// Lighthouse's mobile preset: 150 ms round trips, 1,638.4 kbit/s.
const mobile: Link = { rttMs: 150, throughputKbps: 1638.4 }
const wire = (segments: number) => (segments * SEGMENT_BYTES * 8) / mobile.throughputKbps

/** The arrival times of `count` full segments handed over together at `now`. */
function arrivals(sender: SlowStartSender, count: number, now = 0): number[] {
  return Array.from({ length: count }, () => sender.send(SEGMENT_BYTES, now))
}

describe('SlowStartSender', () => {
  it('delivers the initial window in the first round trip, at the link rate, half a round trip away', () => {
    const times = arrivals(new SlowStartSender(mobile), INITIAL_WINDOW)
    expect(times[0]).toBeCloseTo(wire(1) + 75)
    expect(times.at(-1)).toBeCloseTo(wire(INITIAL_WINDOW) + 75)
  })

  it('holds the segment past the initial window until the round trip ends', () => {
    const times = arrivals(new SlowStartSender(mobile), INITIAL_WINDOW + 1)
    expect(times.at(-1)).toBeCloseTo(150 + wire(1) + 75)
  })

  it('doubles the window each full round trip, up to what the link carries in one', () => {
    const sender = new SlowStartSender(mobile)
    // 30,720 bytes a round trip: 21 segments.
    expect(sender.maxWindow).toBe(21)
    const times = arrivals(sender, 10 + 20 + 21 + 1)
    const round = (time: number) => Math.floor((time - 75) / 150)
    const perRound = [0, 1, 2, 3].map((n) => times.filter((time) => round(time) === n).length)
    expect(perRound).toEqual([10, 20, 21, 1])
  })

  it('widens the window by what was acknowledged when a round was not full', () => {
    const sender = new SlowStartSender(mobile)
    arrivals(sender, 4, 0)
    // Four segments acknowledged: a window of 14 in the next round.
    const later = arrivals(sender, 15, 200)
    expect(later[13]).toBeCloseTo(200 + wire(14) + 75)
    expect(later[14]).toBeCloseTo(350 + wire(1) + 75)
  })

  it('starts slow again after an idle second', () => {
    const sender = new SlowStartSender(mobile)
    arrivals(sender, 30, 0)
    const start = 300 + IDLE_RESTART_MS + 1
    const times = arrivals(sender, INITIAL_WINDOW + 1, start)
    expect(times.at(-2)).toBeLessThan(start + 150)
    expect(times.at(-1)).toBeGreaterThanOrEqual(start + 150 + 75)
  })
})

describe('requestArrival', () => {
  it('waits for the handshake, then half a round trip', () => {
    expect(requestArrival(mobile, 1000, 1001)).toBe(1000 + 150 + 75)
    expect(requestArrival(mobile, 1000, 1500)).toBe(1500 + 75)
  })
})

describe('slowNetwork', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  it('passes a response through whole and in order', async () => {
    const body = Buffer.from(Array.from({ length: 50_000 }, (_, i) => i % 251))
    server = createServer((_, response) => response.end(body))
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    // A fast link: the test checks the bytes, not the clock.
    const network = await slowNetwork(address.port, { rttMs: 2, throughputKbps: 1_000_000 })
    try {
      const received = Buffer.from(await (await fetch(`http://127.0.0.1:${network.port}/`)).arrayBuffer())
      expect(received.equals(body)).toBe(true)
    } finally {
      await network.close()
    }
  })
})
