import { site as sample } from '../test/fixtures/sample.ts'
import { site as sparse } from '../test/fixtures/sparse.ts'
import { site as stress } from '../test/fixtures/stress.ts'
import { navLayout } from './nav-fit.ts'

const labelsOf = (content: { nav: { label: string }[] }) => content.nav.map((entry) => entry.label)

describe('navLayout', () => {
  it('shows the inline links from the narrowest breakpoint that holds the name and the labels', () => {
    expect(navLayout(sample.owner.name, labelsOf(sample))).toMatchObject({ inline: 'md:flex', menu: 'md:hidden' })
    // The same labels beside a name of 40 characters need a wider screen, and of 80 the widest.
    expect(navLayout('x'.repeat(40), labelsOf(sample))).toMatchObject({ inline: 'lg:flex', menu: 'lg:hidden' })
    expect(navLayout('x'.repeat(80), labelsOf(sample))).toMatchObject({ inline: 'xl:flex', menu: 'xl:hidden' })
  })

  it("makes room for the language switcher's names", () => {
    const labels = labelsOf(sample)
    const breakpoint = (names: string[]) => ['md:flex', 'lg:flex', 'xl:flex', ''].indexOf(navLayout(sample.owner.name, labels, names).inline)
    expect(breakpoint(['Español', 'العربية', 'Deutsch', 'Français'])).toBeGreaterThan(breakpoint([]))
    expect(breakpoint(['x'.repeat(12)])).toBeGreaterThanOrEqual(breakpoint([]))
  })

  it('keeps the menu on every screen when the links never fit the bar', () => {
    expect(navLayout(stress.owner.name, labelsOf(stress))).toMatchObject({ inline: '', menu: '' })
  })

  it('counts a CJK character as wide as two Latin ones', () => {
    const cjk = labelsOf(sparse).join('')
    const latin = 'x'.repeat(cjk.length)
    // Labels of the same length in characters: the CJK ones need the wider screen.
    const needed = (labels: string[]) => ['md:flex', 'lg:flex', 'xl:flex', ''].indexOf(navLayout('Jo', labels).inline)
    expect(needed([cjk, cjk])).toBeGreaterThan(needed([latin, latin]))
  })
})
