// @vitest-environment node
import { breakdown, describe as describeWork, heldBeforeSent, mainThread, worstInteraction, type TraceEvent } from './trace-breakdown.ts'

const on = { pid: 1, tid: 7 }
const x = (name: string, ts: number, dur: number, thread = on): TraceEvent => ({ name, ph: 'X', ts, dur, ...thread })
const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...on, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 9, args: { name: 'CrRendererMain' } },
  // A task of 100 ms: 30 ms of script (10 of it a nested function), then 40 ms of style, 20 of layout, 10 of its own.
  x('RunTask', 0, 100_000),
  x('EventDispatch', 0, 30_000),
  x('FunctionCall', 5_000, 10_000),
  x('UpdateLayoutTree', 30_000, 40_000),
  x('Layout', 70_000, 20_000),
  // Another renderer, with less work: not the page's main thread.
  x('Layout', 0, 5_000, { pid: 2, tid: 9 }),
]

describe('trace breakdown', () => {
  it('finds the busiest renderer main thread', () => {
    expect(mainThread(events)).toMatchObject(on)
  })

  it('gives each stretch of time to the innermost event, by kind', () => {
    expect(breakdown(events, on, 0, 100_000)).toEqual({ script: 30, style: 40, layout: 20, paint: 0, parse: 0, other: 10 })
  })

  it('counts only what falls within the window', () => {
    expect(breakdown(events, on, 60_000, 80_000)).toEqual({ script: 0, style: 10, layout: 10, paint: 0, parse: 0, other: 0 })
  })

  it('says it largest first, leaving out what took no time', () => {
    expect(describeWork({ script: 30, style: 40, layout: 20, paint: 0, parse: 0, other: 10 })).toBe('style 40 · script 30 · layout 20 · other 10')
  })

  it("finds the worst interaction to the microsecond, each as long as its longest event", () => {
    const timing = (ts: number, interactionId: number, duration: number, ph = 'b'): TraceEvent => ({ name: 'EventTiming', ph, ts, ...on, args: { data: { interactionId, duration } } })
    const traced = [
      // A tap: its pointerdown, the longest of its events, then its click.
      timing(1_000, 7, 52.6),
      timing(1_200, 7, 41.3),
      timing(1_200, 7, 99, 'e'),
      // Another tap, shorter; and a scroll, which is not an interaction.
      timing(500_000, 9, 47.1),
      timing(600_000, 0, 80),
    ]
    expect(worstInteraction(traced)).toEqual({ start: 1_000, duration: 52.6 })
    expect(worstInteraction(events)).toBeUndefined()
  })

  it('finds how long the browser held an input before sending it to the renderer', () => {
    const browser = { pid: 3, tid: 1 }
    const flow = (ts: number, step: string): TraceEvent => ({ name: 'LatencyInfo.Flow', ph: 'X', ts, dur: 100, ...browser, args: { chrome_latency_info: { step } } })
    const traced = [
      // An earlier tap's send, before the interaction began: not its own.
      flow(400, 'STEP_SEND_INPUT_EVENT_UI'),
      // The renderer's steps, then the browser's send of the touch 67.5 ms after its timestamp, then of its touchend.
      flow(68_600, 'STEP_HANDLE_INPUT_EVENT_IMPL'),
      flow(69_000, 'STEP_SEND_INPUT_EVENT_UI'),
      flow(68_500, 'STEP_SEND_INPUT_EVENT_UI'),
      flow(70_000, 'STEP_SEND_INPUT_EVENT_UI'),
    ]
    expect(heldBeforeSent(traced, 1_000)).toBe(67.5)
    // Without the latencyInfo category, or with nothing sent after the start: no figure.
    expect(heldBeforeSent(events, 1_000)).toBeUndefined()
    expect(heldBeforeSent(traced, 80_000)).toBeUndefined()
  })
})
