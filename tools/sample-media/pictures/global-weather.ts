// Dashboard picture: weather observed in ~100 cities, with a world map of their temperatures.
import { columnChart, lineChart, niceRange, scatterChart, type Box } from '../charts.ts'
import { DASH, dashboardFrame, dashboardGrid, kpiCard, kpiGradient, MONTHS, seededSeries, slicerTile, splitRow, visual, writeDashboard, type Kpi } from '../dashboard.ts'
import { clamp, fmtInt, nth, sum } from '../math.ts'
import { P, rampColor } from '../palette.ts'
import { createRng, type Rng } from '../random.ts'
import { circle, el, line, linearGradient, rect, smoothClosedPath, text, type Point } from '../svg.ts'

/** Very coarse continent outlines as [lon, lat], simplified by hand and smoothed when drawn. */
const CONTINENTS: readonly Point[][] = [
  [[-166, 66], [-160, 71], [-140, 70], [-125, 71], [-95, 72], [-80, 73], [-64, 67], [-56, 52], [-66, 45], [-70, 42], [-76, 35], [-81, 31], [-80, 26], [-84, 30], [-90, 29], [-97, 27], [-97, 21], [-91, 18], [-87, 21], [-88, 15], [-83, 10], [-78, 8], [-86, 12], [-94, 16], [-105, 20], [-112, 27], [-117, 32], [-121, 36], [-124, 42], [-124, 48], [-132, 55], [-142, 60], [-152, 59], [-162, 58], [-165, 62]],
  [[-52, 60], [-42, 60], [-22, 70], [-18, 77], [-32, 83], [-60, 82], [-72, 78], [-58, 75], [-54, 68]],
  [[-78, 8], [-72, 12], [-62, 10], [-51, 4], [-44, -2], [-35, -6], [-39, -14], [-41, -22], [-48, -26], [-53, -34], [-58, -38], [-65, -42], [-67, -54], [-73, -50], [-74, -42], [-71, -30], [-70, -18], [-76, -14], [-81, -5], [-80, 0], [-77, 4]],
  [[-10, 36], [-9, 43], [-2, 44], [-5, 48], [2, 51], [8, 54], [10, 57], [5, 62], [14, 68], [25, 71], [40, 68], [60, 70], [80, 73], [100, 77], [130, 72], [160, 70], [179, 68], [179, 64], [170, 60], [160, 58], [162, 54], [155, 59], [140, 54], [135, 44], [128, 38], [126, 35], [121, 40], [122, 31], [120, 24], [110, 20], [108, 12], [104, 9], [101, 13], [98, 8], [100, 3], [98, 16], [94, 17], [90, 22], [80, 15], [77, 8], [72, 20], [67, 24], [57, 25], [52, 24], [56, 26], [59, 22], [55, 17], [45, 13], [43, 14], [35, 28], [33, 31], [36, 36], [30, 36], [26, 40], [23, 36], [21, 40], [18, 42], [13, 45], [16, 41], [12, 38], [8, 44], [3, 43], [-2, 37], [-6, 36]],
  [[-17, 21], [-16, 12], [-12, 7], [-8, 4], [0, 5], [9, 4], [10, -1], [13, -10], [12, -17], [15, -27], [18, -34], [25, -34], [33, -28], [35, -22], [40, -15], [40, -8], [43, -1], [51, 12], [44, 11], [38, 18], [33, 29], [22, 33], [10, 37], [-1, 36], [-6, 35], [-10, 30], [-13, 27]],
  [[114, -22], [114, -34], [118, -35], [124, -33], [131, -31], [138, -35], [141, -38], [147, -38], [150, -37], [153, -28], [153, -25], [146, -19], [142, -11], [136, -12], [131, -12], [126, -14], [122, -18]],
  [[-6, 50], [1, 51], [2, 53], [-2, 56], [-3, 58], [-6, 58], [-5, 55], [-3, 54], [-5, 52]],
  [[130, 31], [135, 34], [140, 35], [142, 40], [141, 45], [145, 44], [140, 42], [138, 37], [133, 35]],
  [[109, 2], [117, 7], [119, 5], [117, -4], [110, -3]],
  [[95, 5], [98, 4], [106, -6], [101, -2]],
  [[172, -34], [178, -38], [175, -41], [167, -46], [171, -44]],
  [[44, -25], [47, -25], [50, -15], [49, -12], [44, -17]],
]

function pointInPolygon([x, y]: Point, poly: readonly Point[]): boolean {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = nth(poly, i)
    const [xj, yj] = nth(poly, j)
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

interface City {
  lon: number
  lat: number
  temp: number
  humidity: number
  /** Relative population in [0, 1), which sizes the bubble. */
  pop: number
}

/** Seeded cities: points sampled on land by rejection, the temperature from the latitude plus noise. */
function sampleCities(rng: Rng, count: number): City[] {
  const cities: City[] = []
  while (cities.length < count) {
    const lon = rng.range(-170, 180)
    const lat = rng.range(-50, 72)
    if (!CONTINENTS.some((poly) => pointInPolygon([lon, lat], poly))) continue
    if (lat > 66 && rng.next() < 0.8) continue // fewer Arctic stations
    const temp = 29 - 0.58 * Math.abs(lat - 5) + rng.normal() * 2.4
    // the subtropical deserts between Africa and Asia are drier
    const humidity = clamp(72 - Math.abs(temp - 24) * 1.1 + rng.normal() * 9 - (Math.abs(lat - 25) < 8 && lon > -20 && lon < 60 ? 28 : 0), 18, 96)
    cities.push({ lon, lat, temp, humidity, pop: rng.next() })
  }
  return cities
}

const TEMP_RAMP = [P.indigo, '#0ea5e9', P.teal, P.amber, P.pink]
/** -10 °C to 32 °C along the ramp. */
const tempColor = (t: number): string => rampColor(TEMP_RAMP, (t + 10) / 42)

/** An equirectangular map with a graticule, one bubble per city, and the temperature legend below. */
function worldMap(box: Box, cities: readonly City[]): string {
  const latTop = 80
  const latBottom = -58
  const w = box.w
  const h = Math.min(box.h - 34, (w * (latTop - latBottom)) / 360)
  const y0 = box.y + 4
  const proj = ([lon, lat]: Point): Point => [box.x + ((lon + 180) / 360) * w, y0 + ((latTop - lat) / (latTop - latBottom)) * h]
  const parts = [rect(box.x, y0, w, h, { r: 6, fill: '#f5f8fc' })]
  for (let lon = -150; lon <= 150; lon += 30) {
    const [x] = proj([lon, 0])
    parts.push(line(x, y0, x, y0 + h, { stroke: '#e3e9f1', dash: lon === 0 ? undefined : '2 4' }))
  }
  const latitudes = [-30, 0, 30, 60]
  for (const lat of latitudes) {
    const [, y] = proj([0, lat])
    parts.push(line(box.x, y, box.x + w, y, { stroke: '#e3e9f1', dash: lat === 0 ? undefined : '2 4' }))
  }
  for (const poly of CONTINENTS) parts.push(el('path', { d: smoothClosedPath(poly.map(proj), 0.35), fill: '#dde3ec', stroke: '#cfd7e3', strokeWidth: 0.8 }))
  for (const lat of latitudes) parts.push(text(box.x + 6, proj([0, lat])[1] - 4, `${Math.abs(lat)}°${lat > 0 ? 'N' : lat < 0 ? 'S' : ''}`, { size: 10, fill: P.faint }))
  // warmest on top
  const sorted = [...cities].sort((a, b) => a.temp - b.temp)
  for (const c of sorted) {
    const [x, y] = proj([c.lon, c.lat])
    parts.push(circle(x, y, 3.5 + c.pop * 4, { fill: tempColor(c.temp), opacity: 0.85, stroke: P.white, sw: 1 }))
  }
  // temperature legend
  const ly = y0 + h + 18
  const lw = 220
  parts.push(text(box.x, ly + 4, 'Avg temperature', { size: 11.5, weight: 500, fill: P.muted }))
  parts.push(rect(box.x + 104, ly - 5, lw, 10, { r: 5, fill: 'url(#tempRamp)' }))
  for (const t of [-10, 0, 10, 20, 32]) parts.push(text(box.x + 104 + ((t + 10) / 42) * lw, ly + 20, `${t}°`, { size: 10, fill: P.faint, anchor: 'middle' }))
  parts.push(text(box.x + w, ly + 4, `${cities.length} cities · bubble size = population`, { size: 11.5, fill: P.faint, anchor: 'end' }))
  return parts.join('')
}

export async function generateGlobalWeather(): Promise<void> {
  const rng = createRng(3003)
  const g = dashboardGrid()
  // every draw from rng below happens in a fixed order: moving one changes the numbers after it
  const cities = sampleCities(rng, 112)
  const parts = [dashboardFrame({ title: 'Global Weather Dashboard', subtitle: 'Daily observations aggregated by month · 2024 · °C, mm, %', pages: ['Overview', 'Temperature', 'Precipitation', 'Stations'], navActive: 1 })]
  const avgTemp = sum(cities.map((c) => c.temp)) / cities.length
  const avgHum = sum(cities.map((c) => c.humidity)) / cities.length
  const kpis: Kpi[] = [
    { value: '100+', label: 'Cities', color: P.indigo, iconName: 'globe', spark: seededSeries(rng, 12, { base: 80, trend: 2.2, noise: 1 }) },
    { value: '25+', label: 'Metrics', color: P.teal, iconName: 'activity', spark: seededSeries(rng, 12, { base: 18, trend: 0.6, noise: 0.5 }) },
    { value: `${avgTemp.toFixed(1)}°C`, label: 'Avg temperature', color: P.amber, iconName: 'thermometer', spark: seededSeries(rng, 12, { base: avgTemp, amp: 4, phase: -1.6, noise: 0.3 }) },
    { value: `${avgHum.toFixed(0)}%`, label: 'Avg humidity', color: P.pink, iconName: 'droplet', spark: seededSeries(rng, 12, { base: avgHum, amp: 5, phase: 0.6, noise: 0.8 }) },
  ]
  // this report stacks the slicers and KPI cards in a left column, so the map keeps its aspect ratio
  const sideW = 256
  const slicerH = 112
  parts.push(slicerTile(g.x0, g.y0, sideW, slicerH, [['Region', 'All regions'], ['Year', '2024']]))
  const kpiH = (g.y1 - g.y0 - slicerH - kpis.length * DASH.gap) / kpis.length
  kpis.forEach((k, i) => parts.push(kpiCard(g.x0, g.y0 + slicerH + DASH.gap + i * (kpiH + DASH.gap), sideW, kpiH, k, kpiGradient(k))))

  const mainX = g.x0 + sideW + DASH.gap
  const mainW = g.x1 - mainX
  const topH = 392
  const top = splitRow(mainX, mainW, [800, mainW - 800 - DASH.gap], DASH.gap)
  const bottomY = g.y0 + topH + DASH.gap
  const bottomH = g.y1 - bottomY
  const bottom = splitRow(mainX, mainW, [1.35, 1])

  let v = visual(top[0].x, g.y0, top[0].w, topH, 'Average temperature by city', { subtitle: 'Equirectangular · graticule 30°' })
  parts.push(v.svg + worldMap({ ...v.box, y: v.box.y + 2 }, cities))

  v = visual(top[1].x, g.y0, top[1].w, topH, 'Humidity vs temperature', { subtitle: 'one dot per city' })
  parts.push(v.svg + scatterChart(v.box, cities.map((c) => ({ x: c.temp, y: c.humidity, color: tempColor(c.temp), r: 4 })), {
    xRange: niceRange(-10, 35, 5), yRange: niceRange(0, 100, 4), xFmt: (t) => `${t}°`, yFmt: (t) => `${t}%`, xTitle: 'Average temperature (°C)',
  }))

  const trendCities = [
    { name: 'Singapore', color: P.pink, values: seededSeries(rng, 12, { base: 27.8, amp: 0.8, phase: 0.3, noise: 0.3 }) },
    { name: 'London', color: P.indigo, values: seededSeries(rng, 12, { base: 11.5, amp: -7, phase: Math.PI / 2, noise: 0.5 }) },
    { name: 'Toronto', color: P.teal, values: seededSeries(rng, 12, { base: 8.5, amp: -13, phase: Math.PI / 2, noise: 0.7 }) },
  ].map((s) => ({ ...s, markers: true }))
  v = visual(bottom[0].x, bottomY, bottom[0].w, bottomH, 'Monthly temperature trend (°C)')
  parts.push(v.svg + lineChart(v.box, MONTHS, trendCities, { fmt: (t) => `${t}°` }))

  const precip = seededSeries(rng, 12, { base: 78, amp: 34, phase: -0.4, noise: 9 }).map((p) => Math.max(12, p))
  v = visual(bottom[1].x, bottomY, bottom[1].w, bottomH, 'Precipitation by month', { subtitle: `mm · total ${fmtInt(sum(precip))}` })
  parts.push(v.svg + columnChart(v.box, MONTHS, precip, { color: P.teal, highlight: '#0f766e', fmt: (t) => `${Math.round(t)}`, valueLabels: true }))

  const ramp = linearGradient('tempRamp', TEMP_RAMP, { x1: 0, y1: 0, x2: 1, y2: 0 })
  await writeDashboard('global-weather', parts.join(''), ramp)
}
