import { liveReportOrigins, liveReportSrc } from './live-report.ts'

const POWER_BI = 'https://app.powerbi.com/view?r=eyJrIjoiYSJ9'
const TABLEAU = 'https://public.tableau.com/views/Superstore/Overview?:language=en-US'
const LOOKER = 'https://lookerstudio.google.com/embed/reporting/abc/page/p1'

describe('liveReportSrc', () => {
  it("opens Power BI's and Looker Studio's addresses as they are, and Tableau's as the view alone", () => {
    expect(liveReportSrc(POWER_BI, {})).toBe(POWER_BI)
    expect(liveReportSrc(LOOKER, {})).toBe(LOOKER)
    const tableau = new URL(liveReportSrc(TABLEAU, {}))
    expect(tableau.searchParams.get(':embed')).toBe('y')
    expect(tableau.searchParams.get(':showVizHome')).toBe('no')
    expect(tableau.searchParams.get(':language')).toBe('en-US')
  })

  it("puts every report on the tests' fake origin when the build names one, path and query kept", () => {
    const env = { VITE_EMBED_ORIGIN: 'http://127.0.0.1:4999/' }
    expect(liveReportSrc(POWER_BI, env)).toBe('http://127.0.0.1:4999/view?r=eyJrIjoiYSJ9')
    expect(liveReportSrc(LOOKER, env)).toBe('http://127.0.0.1:4999/embed/reporting/abc/page/p1')
  })
})

describe('liveReportOrigins', () => {
  it("names the services the dashboards use, the fake one instead in the tests' builds, and none without an embed", () => {
    const dashboards = [{ embed: POWER_BI }, { embed: TABLEAU }, {}]
    expect(liveReportOrigins(dashboards, {})).toEqual(['https://app.powerbi.com', 'https://public.tableau.com'])
    expect(liveReportOrigins(dashboards, { VITE_EMBED_ORIGIN: 'http://127.0.0.1:4999' })).toEqual(['http://127.0.0.1:4999'])
    expect(liveReportOrigins([{}], { VITE_EMBED_ORIGIN: 'http://127.0.0.1:4999' })).toEqual([])
  })
})
