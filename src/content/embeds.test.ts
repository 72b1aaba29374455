import { EMBED_SERVICES, embedHint, embedOrigins, readEmbed } from './embeds.ts'

const serviceOf = (address: string) => {
  const read = readEmbed(address)
  return 'service' in read ? read.service.id : read.problem
}

describe('a live report’s address', () => {
  it.each([
    ['https://app.powerbi.com/view?r=eyJrIjoiYWI1NTRiNTgifQ%3D%3D', 'powerbi'],
    ['https://app.powerbi.com/view?r=eyJrIjoiYWI1NTRiNTgifQ&pageName=ReportSection2', 'powerbi'],
    ['https://public.tableau.com/views/Superstore/Overview', 'tableau'],
    ['https://public.tableau.com/views/Superstore/Overview?:language=en-US&:display_count=n&:origin=viz_share_link', 'tableau'],
    ['https://lookerstudio.google.com/embed/reporting/1se-9ZRSukdgQUiRqYTSjT8nFLTV0v8Uq/page/y5MR', 'looker'],
  ])('%s is shown live, by %s', (address, service) => {
    expect(serviceOf(address)).toBe(service)
  })

  it.each([
    ['http://app.powerbi.com/view?r=abc', 'must be the https:// address'],
    ['not an address', 'must be the https:// address'],
    ['https://app.powerbi.com/reportEmbed?reportId=123&autoAuth=true&ctid=456', 'asks every visitor to sign in to Power BI'],
    ['https://app.powerbi.com/view?r=abc&autoAuth=true', 'asks every visitor to sign in to Power BI'],
    ['https://app.powerbi.com/groups/me/reports/123/ReportSection', 'is not a Power BI publish-to-web address'],
    ['https://app.powerbi.com/view', 'is not a Power BI publish-to-web address'],
    ['https://public.tableau.com/app/profile/jane/viz/Superstore/Overview', 'is not a Tableau Public view'],
    ['https://prod-useast-b.online.tableau.com/#/site/acme/views/Superstore/Overview', 'is a view on Tableau Cloud or Tableau Server'],
    ['https://tableau.acme.example/views/Superstore/Overview', 'is a view on Tableau Cloud or Tableau Server'],
    ['https://lookerstudio.google.com/reporting/1se-9ZRSukdg/page/y5MR', "is the report's own address, which does not embed"],
    ['https://datastudio.google.com/embed/reporting/1se-9ZRSukdg/page/y5MR', 'is a Data Studio address'],
    ['https://acme.cloud.looker.com/embed/dashboards/12', 'is a report of a Looker instance'],
    ['https://example.org/report', 'is not an address of Power BI, Tableau Public or Looker Studio'],
  ])('%s is refused: it %s…, with what to do instead', (address, problem) => {
    const read = readEmbed(address)
    if (!('problem' in read)) throw new Error(`${address} was taken for ${read.service.name}`)
    expect(read.problem.startsWith(problem)).toBe(true)
    expect(embedHint(read.problem)).toBe(read.hint)
    expect(read.hint.length).toBeGreaterThan(40)
  })

  it('tells how to publish each kind of report for everyone', () => {
    const hint = (address: string) => embedHint((readEmbed(address) as { problem: string }).problem)
    expect(hint('https://app.powerbi.com/reportEmbed?reportId=1')).toContain('Publish to web (public)')
    expect(hint('https://prod-useast-b.online.tableau.com/#/site/acme/views/A/B')).toContain('Tableau Public')
    expect(hint('https://lookerstudio.google.com/reporting/1')).toContain('Anyone with the link can view')
  })
})

describe('embedOrigins', () => {
  it("names each service the dashboards use once, and none when no dashboard has an embed", () => {
    const [powerBi, tableau, looker] = EMBED_SERVICES
    expect(embedOrigins([{}, {}])).toEqual([])
    expect(embedOrigins([{ embed: 'https://app.powerbi.com/view?r=a' }, {}, { embed: 'https://app.powerbi.com/view?r=b' }])).toEqual([powerBi.origin])
    expect(
      embedOrigins([
        { embed: 'https://lookerstudio.google.com/embed/reporting/x' },
        { embed: 'https://public.tableau.com/views/A/B' },
        { embed: 'https://app.powerbi.com/view?r=a' },
        // An address the check refuses opens nothing.
        { embed: 'https://app.powerbi.com/reportEmbed?reportId=1' },
      ]),
    ).toEqual([powerBi.origin, tableau.origin, looker.origin].sort())
  })
})
