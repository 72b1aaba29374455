// How both benchmarks print what they measured: medians with their range, in Markdown tables.

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? NaN
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2
}

/** The median with the range beside it, "120 (96–128)", or the one value when all are alike. */
export function spread(values: number[], digits = 0): string {
  const show = (value: number) => value.toFixed(digits)
  const min = Math.min(...values)
  const max = Math.max(...values)
  return min === max ? show(min) : `${show(median(values))} (${show(min)}–${show(max)})`
}

/** A Markdown table with its columns padded to line up. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => (row[c] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

/** One site's medians per journey, in the journeys' order; undefined where it did not walk one. */
export interface JourneyMedians {
  site: string
  worst: (number | undefined)[]
  longest: (number | undefined)[]
}

/** Event Timing reports no interaction shorter than this: a median of 0 means "under it". */
export const EVENT_TIMING_FLOOR_MS = 16

/**
 * A site's worst interaction as a multiple of the limit's, "2.4×". A limit of 0 is under the
 * Event Timing floor, so the multiple is at least the site's over that floor ("≥2.4×"), and two
 * 0s say only that both are under it.
 */
export function multiple(site: number | undefined, limit: number | undefined): string {
  if (site === undefined || limit === undefined) return '–'
  if (limit > 0) return `${(site / limit).toFixed(1)}×`
  return site > 0 ? `≥${(site / EVENT_TIMING_FLOOR_MS).toFixed(1)}×` : `both <${EVENT_TIMING_FLOOR_MS}`
}

/**
 * The sites side by side against the limit site: per journey, each one's median worst
 * interaction and longest task, and for the others their worst interaction as a multiple of
 * the limit's; "–" where a site did not walk the journey.
 */
export function limitTable(journeys: string[], limit: JourneyMedians, sites: JourneyMedians[]): string {
  const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0))
  const header = ['journey', `${limit.site} interaction ms`, `${limit.site} task ms`, ...sites.flatMap(({ site }) => [`${site} interaction ms`, `× ${limit.site}`, `${site} task ms`])]
  const rows = journeys.map((journey, j) => [
    journey,
    ms(limit.worst[j]),
    ms(limit.longest[j]),
    ...sites.flatMap((site) => [ms(site.worst[j]), multiple(site.worst[j], limit.worst[j]), ms(site.longest[j])]),
  ])
  return table(header, rows)
}

/**
 * One site's median interaction per step of each journey (undefined where it did not walk the
 * journey), in the journeys' order, each with every one of its steps in the order they are taken
 * (ms undefined for a step without an interaction, such as a wait).
 */
export interface StepMedians {
  site: string
  steps: ({ label: string; ms: number | undefined }[] | undefined)[]
}

/**
 * Per journey, each site's median interaction at each step, "open 160 · close 88", and beside a
 * limit site, each step as a multiple of the limit's same step, "open 160 (2.4×)". A journey's
 * worst interaction hides which of its taps it was; the limit is a limit for every tap.
 */
export function stepTable(journeys: string[], sites: StepMedians[], limitSite?: string): string {
  const limit = sites.find(({ site }) => site === limitSite)
  const rows = journeys.map((journey, j) => [
    journey,
    ...sites.map((site) => {
      const steps = site.steps[j]
      if (!steps) return '–'
      const limitSteps = site === limit ? undefined : limit?.steps[j]
      // Against the limit's step at the same place: a journey may take two steps of one label.
      return steps
        .flatMap(({ label, ms }, i) => (ms === undefined ? [] : [`${label} ${ms.toFixed(0)}${limitSteps ? ` (${multiple(ms, limitSteps[i]?.ms)})` : ''}`]))
        .join(' · ')
    }),
  ])
  return table(['journey', ...sites.map(({ site }) => (limit && site !== limit.site ? `${site} ms (× ${limit.site})` : `${site} ms`))], rows)
}
