import { site } from './site'
import { schemaProblems } from './validate'

/** The content's problems as the build prints them: entry › field: message. */
const problems = (content: unknown) =>
  schemaProblems(content).map(({ entry, field, message }) => `${[entry, field].filter(Boolean).join(' › ')}: ${message}`)

/** A deep copy of the shipped content that a test can break. */
const copy = () => structuredClone(site) as unknown as {
  projects: { items: Record<string, unknown>[] }
  dashboards: { items: { stats: unknown[]; [key: string]: unknown }[] }
  owner: Record<string, unknown>
}

describe('the shipped content', () => {
  it('passes validation', () => {
    expect(problems(site)).toEqual([])
  })

  it('holds the spec identity, tagline, about text and stats', () => {
    expect(site.owner.location).toBe('Texas, USA')
    expect(site.hero.tagline).toBe('I design and code beautifully simple things.')
    expect(site.about.bio.join(' ')).toMatch(/ambitious full-stack developer with a computer science degree and a mathematics minor/)
    expect(site.about.stats).toEqual([
      { value: '8+', label: 'Projects Completed' },
      { value: '4+', label: 'Years Experience' },
    ])
    expect(site.nav.map((n) => n.label)).toEqual(['Home', 'About', 'Projects', 'Power BI', 'Contact'])
  })

  it('has six projects with ids 1 to 5 and 7, the fractal generator being contact-only', () => {
    expect(site.projects.items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 7])
    const fractal = site.projects.items.find((p) => p.id === 7)!
    expect(fractal.tech).toEqual(expect.arrayContaining(['MPI', 'OpenMP', 'CUDA']))
    expect(fractal).not.toHaveProperty('demoLink')
    expect(fractal.cta).toBe('Contact For Source')
  })

  it('has the three dashboards with the stats of the spec', () => {
    const stats = site.dashboards.items.map((d) => [d.title, d.stats.map((s) => `${s.value} ${s.label.toLowerCase()}`)])
    expect(stats).toEqual([
      ['Emergency Room Dashboard', ['10,000+ visits', '50,000+ data points', '15+ satisfaction metrics']],
      ['Vehicle Sales Dashboard', ['25,000+ records', '50+ models', '20+ insights']],
      ['Global Weather Dashboard', ['100+ cities', '25+ metrics']],
    ])
  })

  it('lists the contact items of the spec, the location without a link', () => {
    expect(site.contact.items.map((i) => [i.label, 'link' in i])).toEqual([
      ['Email', true],
      ['GitHub', true],
      ['LinkedIn', true],
      ['Location', false],
    ])
    expect(site.contact.items[0]!.link).toBe(`mailto:${site.owner.email}`)
  })
})

describe('content validation names the entry and the field', () => {
  it('rejects a project id used twice', () => {
    const content = copy()
    content.projects.items[1]!.id = 1
    expect(problems(content)).toEqual([
      'projects › items #1 "AI Blog Platform" › id: id 1 is used twice',
    ])
  })

  it('rejects a demo link that is not https', () => {
    const content = copy()
    content.projects.items[0]!.demoLink = 'http://example.com/demo'
    expect(problems(content)).toEqual([
      'projects › items #1 "A* Pathfinding Visualizer" › demoLink: must be an absolute https:// URL',
    ])
  })

  it('rejects a project with neither a demo link nor the contact-only marker', () => {
    const content = copy()
    delete content.projects.items[5]!.contactOnly
    expect(problems(content)).toEqual([
      'projects › items #7 "Parallel Fractal Generator" › demoLink: needs a demoLink, or contactOnly: true',
    ])
  })

  it('rejects a dashboard with more than three stats', () => {
    const content = copy()
    content.dashboards.items[2]!.stats.push({ value: '1', label: 'a' }, { value: '2', label: 'b' })
    expect(problems(content)).toEqual([
      'dashboards › items #3 "Global Weather Dashboard" › stats: must have at most 3 stats',
    ])
  })

  it('rejects an email that is not an address and an empty field', () => {
    const content = copy()
    content.owner.email = 'not-an-email'
    content.owner.name = ' '
    expect(problems(content)).toEqual([
      'owner › name: must not be empty',
      'owner › email: must be an email address',
    ])
  })

  it('accepts empty lists of projects, dashboards, stats and contact items', () => {
    const content = structuredClone(site) as unknown as Record<string, { items?: unknown[]; stats?: unknown[] }>
    content.projects!.items = []
    content.dashboards!.items = []
    content.about!.stats = []
    content.contact!.items = []
    expect(problems(content)).toEqual([])
  })

  it('tells an owner who deleted the dashboards or projects block to keep it with no items instead', () => {
    const content: Record<string, unknown> = structuredClone(site)
    delete content.dashboards
    delete content.projects
    expect(problems(content)).toEqual([
      'projects: must be a { heading, intro, items } block: to leave the section out, keep it with items: []',
      'dashboards: must be a { heading, intro, items } block: to leave the section out, keep it with items: []',
    ])
  })
})
