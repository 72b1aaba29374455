// @vitest-environment node
import { median, spread, table } from './report.ts'

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
