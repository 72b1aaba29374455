// What a slow interaction is made of: the page's main-thread time within a window of a Chrome
// trace (Trace Event Format, as Playwright's browser.startTracing writes it), by kind of work.
// Each event counts its self time (its duration less its children's), clipped to the window.

/** One event of a trace, as far as this reads it. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown>; chrome_latency_info?: { step?: string } }
}

export const WORK_KINDS = ['script', 'style', 'layout', 'paint', 'parse', 'other'] as const
export type WorkKind = (typeof WORK_KINDS)[number]

const KIND_OF: Record<string, WorkKind> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  V8Console: 'script',
  MajorGC: 'script',
  MinorGC: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.run': 'script',
  'v8.callFunction': 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  HitTest: 'layout',
  IntersectionObserverController: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Decode: 'paint',
  'Decode Image': 'paint',
  ParseHTML: 'parse',
}

/** The renderer main thread of the traced page: the CrRendererMain thread with the most work. */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const candidates = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const busy = (pid: number, tid: number) =>
    events.reduce((sum, e) => (e.pid === pid && e.tid === tid && e.ph === 'X' ? sum + (e.dur ?? 0) : sum), 0)
  return candidates.map(({ pid, tid }) => ({ pid, tid, work: busy(pid, tid) })).sort((a, b) => b.work - a.work)[0]
}

/**
 * Milliseconds of main-thread work of each kind between `from` and `to` (microseconds, on the
 * trace's clock), from the complete ('X') events of that thread; RunTask and the like, which only
 * hold other events, count towards 'other' only for the time none of their children cover.
 */
export function breakdown(events: TraceEvent[], thread: { pid: number; tid: number }, from: number, to: number): Record<WorkKind, number> {
  const totals = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>
  const own = events
    .flatMap((e) => (e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && e.dur !== undefined && e.dur > 0 ? [{ event: e, start: e.ts, end: e.ts + e.dur }] : []))
    .sort((a, b) => a.start - b.start || b.end - a.end)
  const overlap = (start: number, end: number) => Math.max(0, Math.min(end, to) - Math.max(start, from))
  // Walks the events as a tree (each event nests inside the last open one that contains it) and
  // gives every stretch of time to the innermost event open over it.
  const stack: { event: TraceEvent; end: number; cursor: number }[] = []
  const credit = (event: TraceEvent, start: number, end: number) => {
    totals[KIND_OF[event.name] ?? 'other'] += overlap(start, end) / 1000
  }
  const close = (until: number) => {
    for (let top = stack.at(-1); top && top.end <= until; top = stack.at(-1)) {
      stack.pop()
      credit(top.event, top.cursor, top.end)
      const parent = stack.at(-1)
      if (parent) parent.cursor = top.end
    }
  }
  for (const { event, start, end } of own) {
    close(start)
    const parent = stack.at(-1)
    if (parent) credit(parent.event, parent.cursor, start)
    stack.push({ event, end, cursor: start })
  }
  close(Infinity)
  return totals
}

/** The kinds with time, largest first, as "layout 41 · style 22 · script 9" (milliseconds). */
export function describe(totals: Record<WorkKind, number>): string {
  return WORK_KINDS.filter((kind) => totals[kind] >= 0.5)
    .sort((a, b) => totals[b] - totals[a])
    .map((kind) => `${kind} ${totals[kind].toFixed(0)}`)
    .join(' · ')
}

/**
 * The trace's worst interaction, to the microsecond: Chromium records each Event Timing entry in
 * the trace (EventTiming) with its duration unrounded, where the Performance API gives the page
 * the same duration in steps of 8 ms. Grouped by interaction, each as long as its longest event.
 * `start` is on the trace's clock (µs), `duration` in milliseconds; undefined when the trace
 * holds no interaction.
 */
export function worstInteraction(events: TraceEvent[]): { start: number; duration: number } | undefined {
  const interactions = new Map<number, { start: number; duration: number }>()
  for (const event of events) {
    if (event.name !== 'EventTiming' || event.ph !== 'b') continue
    const { interactionId, duration } = event.args?.data ?? {}
    if (typeof interactionId !== 'number' || interactionId === 0 || typeof duration !== 'number') continue
    const seen = interactions.get(interactionId)
    interactions.set(interactionId, { start: Math.min(seen?.start ?? event.ts, event.ts), duration: Math.max(seen?.duration ?? 0, duration) })
  }
  return [...interactions.values()].sort((a, b) => b.duration - a.duration)[0]
}

/** The browser's send of an input event to the renderer, in the trace's `latencyInfo` category. */
const SENT_TO_RENDERER = 'STEP_SEND_INPUT_EVENT_UI'

/**
 * How long the browser held an interaction's input before sending it to the renderer, in ms: from
 * the interaction's start (the input's timestamp, µs on the trace's clock) to the browser's first
 * send of an input event at or after it. The DevTools protocol's Input.dispatchTouchEvent, with
 * which the bench taps, stamps the touch as it receives the command and then waits for the
 * renderer's next frame before sending it on; a phone's touch reaches the renderer at once.
 * Undefined for a trace without the `latencyInfo` category, or without a send after `start`.
 */
export function heldBeforeSent(events: TraceEvent[], start: number): number | undefined {
  let sent: number | undefined
  for (const event of events) {
    if (event.name !== 'LatencyInfo.Flow' || event.ph !== 'X' || event.args?.chrome_latency_info?.step !== SENT_TO_RENDERER || event.ts < start) continue
    if (sent === undefined || event.ts < sent) sent = event.ts
  }
  return sent === undefined ? undefined : (sent - start) / 1000
}
