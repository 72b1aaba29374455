// @vitest-environment node
import { EVENT_TIMING_FLOOR_MS, limitTable, median, multiple, spread, stepTable, table } from './report.ts'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([])).toBeNaN()
  })
})

describe('spread', () => {
  it('gives the median with the range, or the one value when all are alike, to the digits asked', () => {
    expect(spread([128, 96, 120])).toBe('120 (96–128)')
    expect(spread([0, 0, 0])).toBe('0')
    expect(spread([0.0012, 0.004], 3)).toBe('0.003 (0.001–0.004)')
  })
})

describe('table', () => {
  it('pads every column to its widest cell', () => {
    expect(table(['a', 'long header'], [['wide cell', 'x']])).toBe(
      ['| a         | long header |', '|-----------|-------------|', '| wide cell | x           |'].join('\n'),
    )
  })
})

describe('multiple', () => {
  it('divides by the limit, to one digit', () => {
    expect(multiple(120, 48)).toBe('2.5×')
    expect(multiple(48, 48)).toBe('1.0×')
  })

  it('bounds it from below by the Event Timing floor when the limit is under it, and says when both are', () => {
    expect(multiple(EVENT_TIMING_FLOOR_MS * 3, 0)).toBe('≥3.0×')
    expect(multiple(0, 0)).toBe(`both <${EVENT_TIMING_FLOOR_MS}`)
  })

  it('gives a dash where either did not walk the journey', () => {
    expect(multiple(undefined, 40)).toBe('–')
    expect(multiple(40, undefined)).toBe('–')
  })
})

describe('limitTable', () => {
  it('sets each site beside the limit, journey by journey, with its multiple of the limit', () => {
    const limit = { site: 'limit', worst: [40, undefined], longest: [0, undefined] }
    const head = { site: 'head', worst: [100, 64], longest: [72, 30] }
    expect(limitTable(['menu', 'carousel'], limit, [head])).toBe(
      [
        '| journey  | limit interaction ms | limit task ms | head interaction ms | × limit | head task ms |',
        '|----------|----------------------|---------------|---------------------|---------|--------------|',
        '| menu     | 40                   | 0             | 100                 | 2.5×    | 72           |',
        '| carousel | –                    | –             | 64                  | –       | 30           |',
      ].join('\n'),
    )
  })
})

describe('stepTable', () => {
  const limit = { site: 'limit', steps: [[{ label: 'open', ms: 60 }, { label: 'close', ms: 30 }], undefined] }
  const head = { site: 'head', steps: [[{ label: 'open', ms: 150 }, { label: 'close', ms: 90 }], [{ label: 'Next', ms: 40 }]] }

  it('gives each step of each journey, and beside the limit, each step as a multiple of the limit’s same step (none where the limit did not walk the journey)', () => {
    expect(stepTable(['menu', 'carousel'], [limit, head], 'limit')).toBe(
      [
        '| journey  | limit ms           | head ms (× limit)                 |',
        '|----------|--------------------|-----------------------------------|',
        '| menu     | open 60 · close 30 | open 150 (2.5×) · close 90 (3.0×) |',
        '| carousel | –                  | Next 40                           |',
      ].join('\n'),
    )
  })

  it('sets each step against the limit’s step at the same place, where two steps share a label, and leaves out a step without an interaction', () => {
    const menus = (site: string, first: number, second: number) => ({
      site,
      steps: [[{ label: 'open', ms: first }, { label: 'wait', ms: undefined }, { label: 'open', ms: second }]],
    })
    expect(stepTable(['menu twice'], [menus('limit', 50, 40), menus('head', 100, 120)], 'limit')).toBe(
      [
        '| journey    | limit ms          | head ms (× limit)                 |',
        '|------------|-------------------|-----------------------------------|',
        '| menu twice | open 50 · open 40 | open 100 (2.0×) · open 120 (3.0×) |',
      ].join('\n'),
    )
  })

  it('gives the steps alone without a limit site', () => {
    expect(stepTable(['menu'], [head])).toBe(['| journey | head ms             |', '|---------|---------------------|', '| menu    | open 150 · close 90 |'].join('\n'))
  })
})
