// Dashboard picture: a car maker's dealer sales over two fiscal years.
import { donutChart, hBarChart, lineChart, stackedColumnChart, tableVisual, type Cell, type Column, type Series } from '../charts.ts'
import { dashboardFrame, dashboardGrid, kpiRow, MONTHS, seededSeries, twoRowGrid, visual, writeDashboard } from '../dashboard.ts'
import { fmtInt, nth, sum } from '../math.ts'
import { P } from '../palette.ts'
import { createRng } from '../random.ts'

export async function generateVehicleSales(): Promise<void> {
  const rng = createRng(2002)
  const g = dashboardGrid()
  const parts = [dashboardFrame({ title: 'Vehicle Sales Dashboard', subtitle: 'Global dealer network · FY 2023 – 2024 · revenue in USD', pages: ['Overview', 'Models', 'Regions', 'Dealers'], navActive: 2 })]
  // every draw from rng below happens in a fixed order: moving one changes the numbers after it
  const trend = seededSeries(rng, 24, { base: 880, trend: 9, amp: 110, phase: -0.8, noise: 30 })
  parts.push(
    kpiRow(g, [['Period', 'FY 2023 – 2024'], ['Region', 'All regions']], [
      { value: '25,000+', label: 'Sales records', color: P.indigo, iconName: 'database', delta: '▲ 12.1%', spark: trend.slice(12) },
      { value: '50+', label: 'Vehicle models', color: P.violet, iconName: 'layers', spark: seededSeries(rng, 12, { base: 40, trend: 1, noise: 0.6 }) },
      { value: '20+', label: 'Insights', color: P.amber, iconName: 'sparkles', spark: seededSeries(rng, 12, { base: 10, trend: 0.9, noise: 0.8 }) },
    ]),
  )

  const { rowH, r1, r2, y2 } = twoRowGrid(g, [1.1, 1], [1, 0.85, 1.15])

  const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24']
  const regions: [name: string, color: string, base: number][] = [['North America', P.indigo, 52], ['Europe', P.teal, 38], ['Asia Pacific', P.pink, 30], ['Latin America', P.amber, 14]]
  const series: Series[] = regions.map(([name, color, base]) => ({ name, color, values: quarters.map((_, i) => base * (1 + 0.045 * i) * (1 + 0.08 * Math.sin(i * 1.6 + base)) + rng.range(-2, 2)) }))
  let v = visual(r1[0].x, g.chartsTop, r1[0].w, rowH, 'Revenue by quarter and region', { subtitle: 'USD millions' })
  parts.push(v.svg + stackedColumnChart(v.box, quarters, series, { fmt: (t) => `${Math.round(t)}` }))

  const prev = trend.slice(0, 12)
  const curr = trend.slice(12)
  v = visual(r1[1].x, g.chartsTop, r1[1].w, rowH, 'Monthly sales trend', { subtitle: 'Units sold' })
  parts.push(v.svg + lineChart(v.box, MONTHS, [
    { name: '2024', color: P.teal, values: curr, area: true },
    { name: '2023', color: P.faint, values: prev, dashed: true },
  ], { min: 600, fmt: fmtInt, gradientIds: { 2024: 'area1' } }))

  const models = ['Falcon GT', 'Orion LX', 'Nova Hybrid', 'Atlas 4×4', 'Vega Sport', 'Cirrus EV', 'Terra XL']
  const modelValues = models.map((_, i) => Math.round(2150 * 0.86 ** i + rng.range(-60, 60)))
  v = visual(r2[0].x, y2, r2[0].w, rowH, 'Top models by units')
  parts.push(v.svg + hBarChart({ ...v.box, y: v.box.y + 4, h: v.box.h - 4 }, models.map((label, i) => ({ label, value: nth(modelValues, i) })), { color: (i) => (i < 3 ? P.violet : P.indigo), fmt: fmtInt, labelWidth: 96 }))

  const bodies: [label: string, color: string, share: number][] = [['SUV', P.indigo, 38], ['Sedan', P.teal, 24], ['Pickup', P.amber, 16], ['Hatchback', P.pink, 11], ['Coupe', P.violet, 7], ['Van', '#0ea5e9', 4]]
  v = visual(r2[1].x, y2, r2[1].w, rowH, 'Share by body type')
  parts.push(v.svg + donutChart(v.box, bodies.map(([label, color, value]) => ({ label, color, value: value + rng.range(-1, 1) })), { centerValue: '25.4K', centerLabel: 'units sold' }))

  v = visual(r2[2].x, y2, r2[2].w, rowH, 'Regional performance', { subtitle: 'FY 2023 – 2024 · YoY = FY24 vs FY23' })
  const cols: Column[] = [
    { title: 'Region', width: v.box.w * 0.33 },
    { title: 'Units', width: v.box.w * 0.19, align: 'end' },
    { title: 'Revenue', width: v.box.w * 0.26, align: 'end', bar: P.teal },
    { title: 'YoY', width: v.box.w * 0.22, align: 'end' },
  ]
  const totalUnits = 25_412
  const revenue = series.map((s) => sum(s.values))
  const totalRev = sum(revenue)
  const maxRev = Math.max(...revenue)
  const yoyCell = (fy23: number, fy24: number): Cell => {
    const yoy = (fy24 / fy23 - 1) * 100
    return { text: `${yoy >= 0 ? '▲' : '▼'} ${Math.abs(yoy).toFixed(1)}%`, color: yoy >= 0 ? '#0f766e' : P.red, bold: true }
  }
  const rows = regions.map(([name], i): Cell[] => {
    const regionRevenue = nth(revenue, i)
    const quarterly = nth(series, i).values
    return [
      name,
      fmtInt((totalUnits * regionRevenue) / totalRev),
      { text: `$${regionRevenue.toFixed(0)}M`, ratio: regionRevenue / maxRev },
      yoyCell(sum(quarterly.slice(0, 4)), sum(quarterly.slice(4))),
    ]
  })
  // the fiscal years' totals over all regions, from quarter `from` up to `to`
  const fy = (from: number, to: number) => sum(series.map((s) => sum(s.values.slice(from, to))))
  rows.push([{ text: 'Total', bold: true }, { text: fmtInt(totalUnits), bold: true }, { text: `$${totalRev.toFixed(0)}M`, ratio: 0, bold: true }, yoyCell(fy(0, 4), fy(4, 8))])
  parts.push(v.svg + tableVisual(v.box, cols, rows, { rowH: 32 }))

  await writeDashboard('vehicle-sales', parts.join(''))
}
