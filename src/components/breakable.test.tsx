import { render } from '@testing-library/react'
import { Breakable } from './breakable.tsx'
import { compactCardTrack, figureSize } from './stat-card.tsx'

/** The text as it may break: a | where the line may wrap. */
function breaks(text: string, kind: 'figure' | 'address') {
  const { container } = render(<p><Breakable text={text} kind={kind} /></p>)
  expect(container.textContent).toBe(text)
  return container.innerHTML.replace(/^<p>|<\/p>$/g, '').replaceAll('<wbr>', '|')
}

describe('Breakable', () => {
  it('lets a figure wrap only between its digit groups', () => {
    expect(breaks('12,345,678+', 'figure')).toBe('12,|345,|678+')
    expect(breaks('€ 1.250.000', 'figure')).toBe('€ 1.|250.|000')
    expect(breaks('4.9', 'figure')).toBe('4.9')
    expect(breaks('99.5 %', 'figure')).toBe('99.5 %')
  })

  it('lets an address wrap after @ and / and before its dots', () => {
    expect(breaks('first.last@mail.example.de', 'address')).toBe('first|.last@|mail|.example|.de')
    expect(breaks('https://github.com/someone', 'address')).toBe('https:/|/|github|.com/|someone')
  })

  it('leaves text that is no address as it is', () => {
    expect(breaks('St. Louis, U.S.A.', 'address')).toBe('St. Louis, U.S.A.')
  })
})

describe('figureSize', () => {
  it('gives a grid one size, from its longest figure', () => {
    expect(figureSize(['8+', '4+'])).toBe('text-3xl')
    expect(figureSize(['8+', '12,345,678+'])).toBe(figureSize(['12,345,678+']))
    expect(figureSize(['8+', '12,345,678+'])).not.toBe(figureSize(['8+']))
    expect(figureSize(['10,000+'], true)).not.toBe(figureSize(['12,345,678+'], true))
  })
})

describe('compactCardTrack', () => {
  it('gives a group one narrowest card, from its longest figure, wider for a longer one', () => {
    expect(compactCardTrack(['8+', '12,345,678+'])).toBe(compactCardTrack(['12,345,678+']))
    const widths = [['8+'], ['99.999 %'], ['12,345,678+']].map((values) => Number(/min\(100%,([\d.]+)rem\)/.exec(compactCardTrack(values))?.[1]))
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    expect(new Set(widths).size).toBe(3)
  })
})
