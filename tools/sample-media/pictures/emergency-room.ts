// Dashboard picture: a hospital's emergency room over a year.
import { columnChart, donutChart, hBarChart, lineChart, tableVisual, type Cell, type Column } from '../charts.ts'
import { dashboardFrame, dashboardGrid, kpiRow, MONTHS, seededSeries, twoRowGrid, visual, writeDashboard } from '../dashboard.ts'
import { fmtInt, nth, sum } from '../math.ts'
import { P } from '../palette.ts'
import { createRng } from '../random.ts'

export async function generateEmergencyRoom(): Promise<void> {
  const rng = createRng(1001)
  const g = dashboardGrid()
  const parts = [dashboardFrame({ title: 'Emergency Room Dashboard', subtitle: 'Hospital operations · Jan – Dec 2024 · all sites', pages: ['Overview', 'Departments', 'Patient flow', 'Satisfaction'] })]

  // every draw from rng below happens in a fixed order: moving one changes the numbers after it
  const visits = seededSeries(rng, 12, { base: 860, trend: 4, amp: 70, phase: 1.2, noise: 22 }).map((v) => Math.round(v))
  const wait = seededSeries(rng, 12, { base: 36, trend: -0.55, amp: 3.5, phase: 0.4, noise: 1.2 })
  parts.push(
    kpiRow(g, [['Year', '2024'], ['Department', 'All departments']], [
      { value: '10,000+', label: 'Patient visits', color: P.indigo, iconName: 'users', delta: '▲ 6.4%', spark: visits },
      { value: '50,000+', label: 'Data points', color: P.teal, iconName: 'database', spark: seededSeries(rng, 12, { base: 4000, trend: 60, noise: 160 }) },
      { value: '15+', label: 'Satisfaction metrics', color: P.pink, iconName: 'star', spark: seededSeries(rng, 12, { base: 6.6, trend: 0.04, noise: 0.12 }) },
    ]),
  )

  const { rowH, r1, r2, y2 } = twoRowGrid(g, [1.45, 1], [1, 0.85, 1.15])

  let v = visual(r1[0].x, g.chartsTop, r1[0].w, rowH, 'Patient visits by month', { subtitle: `Total ${fmtInt(sum(visits))}` })
  parts.push(v.svg + columnChart(v.box, MONTHS, visits, { color: P.indigo, highlight: P.violet, fmt: fmtInt, valueLabels: true }))

  v = visual(r1[1].x, g.chartsTop, r1[1].w, rowH, 'Average wait time (minutes)', { subtitle: 'Target 30 min' })
  parts.push(v.svg + lineChart(v.box, MONTHS, [{ name: 'Avg wait', color: P.pink, values: wait, area: true, markers: true }], { min: 25, max: 45, fmt: (t) => `${t}`, target: { value: 30, label: 'Target' }, gradientIds: { 'Avg wait': 'area2' } }))

  const departments = ['General Practice', 'Orthopedics', 'Cardiology', 'Neurology', 'Physiotherapy', 'Gastroenterology', 'Renal']
  // the department split of the same yearly total the monthly chart shows
  const deptWeights = departments.map((_, i) => 0.72 ** i + rng.range(0.02, 0.06))
  const deptValues = deptWeights.map((w) => Math.round((sum(visits) * w) / sum(deptWeights)))
  v = visual(r2[0].x, y2, r2[0].w, rowH, 'Visits by department')
  parts.push(v.svg + hBarChart({ ...v.box, y: v.box.y + 4, h: v.box.h - 4 }, departments.map((label, i) => ({ label, value: nth(deptValues, i) })), { color: (i) => (i === 0 ? P.violet : P.indigo), fmt: fmtInt, labelWidth: 124 }))

  const ages: [string, string][] = [['0–17', P.teal], ['18–34', P.indigo], ['35–54', P.violet], ['55–74', P.pink], ['75+', P.amber]]
  v = visual(r2[1].x, y2, r2[1].w, rowH, 'Satisfaction by age group', { subtitle: 'Share of 8+ ratings' })
  parts.push(v.svg + donutChart(v.box, ages.map(([label, color]) => ({ label, color, value: rng.range(12, 28) })), { centerValue: '7.4', centerLabel: 'avg score / 10' }))

  v = visual(r2[2].x, y2, r2[2].w, rowH, 'Department summary')
  const cols: Column[] = [
    { title: 'Department', width: v.box.w * 0.36 },
    { title: 'Visits', width: v.box.w * 0.26, align: 'end', bar: P.indigo },
    { title: 'Avg wait', width: v.box.w * 0.19, align: 'end' },
    { title: 'Score', width: v.box.w * 0.19, align: 'end' },
  ]
  const maxV = Math.max(...deptValues)
  const rows = departments.map((d, i): Cell[] => {
    const score = 8.1 - i * 0.22 + rng.range(-0.2, 0.2)
    const visitsHere = nth(deptValues, i)
    return [d, { text: fmtInt(visitsHere), ratio: visitsHere / maxV }, `${Math.round(rng.range(24, 42))} min`, { text: score.toFixed(1), color: score >= 7.5 ? '#0f766e' : score < 7 ? P.red : '#b45309', bold: true }]
  })
  rows.push([{ text: 'All departments', bold: true }, { text: fmtInt(sum(deptValues)), ratio: 0, bold: true }, { text: '34 min', bold: true }, { text: '7.4', bold: true }])
  parts.push(v.svg + tableVisual(v.box, cols, rows, { rowH: 28 }))

  await writeDashboard('emergency-room', parts.join(''))
}
