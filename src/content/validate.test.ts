import { site as sample } from '../test/fixtures/sample.ts'
import { INVISIBLE_ONLY, visibleText } from './schema.ts'
import { OPTIONAL_SECTIONS } from './sections.ts'
import { schemaProblems } from './validate.ts'

/** The content's problems as the build prints them: entry › field: message. */
const problems = (content: unknown) =>
  schemaProblems(content).map(({ entry, field, message }) => `${[entry, field].filter(Boolean).join(' › ')}: ${message}`)

/** A deep copy of the sample fixture that a test can break. */
const copy = () => structuredClone(sample) as unknown as {
  projects: { items: Record<string, unknown>[] }
  dashboards: { items: { stats: unknown[]; [key: string]: unknown }[] }
  owner: Record<string, unknown>
}

/** How the build names an entry of a list: `#id "title"`. */
const named = (item: { id: number; title: string }) => `#${item.id} "${item.title}"`
const [firstProject, secondProject] = sample.projects.items
const contactOnly = sample.projects.items.findIndex((project) => 'contactOnly' in project)
const lastDashboard = sample.dashboards.items.at(-1)!

describe('content validation names the entry and the field', () => {
  it('accepts the sample fixture', () => {
    expect(problems(sample)).toEqual([])
  })

  it('rejects a project id used twice', () => {
    const content = copy()
    content.projects.items[1]!.id = firstProject!.id
    expect(problems(content)).toEqual([
      `projects › items ${named({ ...secondProject!, id: firstProject!.id })} › id: id ${firstProject!.id} is used twice`,
    ])
  })

  it("names a project's JSON Resume date that is no date, and an end before its start", () => {
    const content = copy()
    Object.assign(content.projects.items[0]!, { startDate: 'summer 2023' })
    Object.assign(content.projects.items[1]!, { startDate: '2023-06', endDate: '2022', roles: ['Lead'] })
    expect(problems(content)).toEqual([
      `projects › items ${named(firstProject!)} › startDate: must be a date like 2021, 2021-03 or 2021-03-15 (year, then month and day if you like)`,
      `projects › items ${named(secondProject!)} › endDate: 2022 is before the start, 2023-06`,
    ])
  })

  it('names a phone number that is not one, an award without its title, a certificate dated wrongly and a resume.sections id no section has', () => {
    const content = {
      ...copy(),
      awards: { heading: 'Awards', items: [{ date: '2020' }] },
      certificates: { heading: 'Certificates', items: [{ name: 'AWS', date: 'last spring' }] },
      resume: { label: 'CV', sections: ['experience', 'hobbies'] },
    }
    content.owner.phone = 'call me'
    expect(problems(content)).toEqual([
      'owner › phone: must be a phone number, like +1 512 555 0100',
      'awards › items [1] › title: is missing: write what the award is called',
      'certificates › items [1] "AWS" › date: must be a date like 2021, 2021-03 or 2021-03-15 (year, then month and day if you like)',
      `resume › sections[2]: must be one of: ${OPTIONAL_SECTIONS.map((section) => section.id).join(', ')}`,
    ])
    content.owner.phone = '+44 20 7946 0958'
    expect(problems(content)).toHaveLength(3)
  })

  it('rejects a demo link that is not https', () => {
    const content = copy()
    content.projects.items[0]!.demoLink = 'http://example.com/demo'
    expect(problems(content)).toEqual([
      `projects › items ${named(firstProject!)} › demoLink: must be an absolute https:// URL`,
    ])
  })

  it('rejects a project with neither a demo link nor the contact-only marker', () => {
    const content = copy()
    expect(contactOnly).toBeGreaterThanOrEqual(0)
    delete content.projects.items[contactOnly]!.contactOnly
    expect(problems(content)).toEqual([
      `projects › items ${named(sample.projects.items[contactOnly]!)} › demoLink: needs a demoLink, or contactOnly: true`,
    ])
  })

  it('rejects a dashboard with more than three stats', () => {
    const content = copy()
    const stats = content.dashboards.items.at(-1)!.stats
    while (stats.length <= 3) stats.push({ value: String(stats.length), label: 'more' })
    expect(problems(content)).toEqual([
      `dashboards › items ${named(lastDashboard)} › stats: must have at most 3 stats`,
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

  it('rejects text made only of invisible characters, and keeps text that has a visible one', () => {
    const content = copy()
    // Zero-width space, zero-width joiner, word joiner, a right-to-left mark and a Hangul filler.
    content.owner.name = '\u200b\u200d\u2060\u200f\u3164'
    content.owner.role = '\u200bA\u200b'
    expect(problems(content)).toEqual([`owner › name: ${INVISIBLE_ONLY}`])
    expect(visibleText('\u200b\u00a0\u202e\ufeff')).toBe('')
  })

  it('accepts empty lists of projects, dashboards, stats and contact items', () => {
    const content = structuredClone(sample) as unknown as Record<string, { items?: unknown[]; stats?: unknown[] }>
    content.projects!.items = []
    content.dashboards!.items = []
    content.about!.stats = []
    content.contact!.items = []
    expect(problems(content)).toEqual([])
  })

  it('tells an owner who deleted the dashboards or projects block to keep it with no items instead', () => {
    const content: Record<string, unknown> = structuredClone(sample)
    delete content.dashboards
    delete content.projects
    expect(problems(content)).toEqual([
      'projects: must be a { heading, intro, items } block: to leave the section out, keep it with items: []',
      'dashboards: must be a { heading, intro, items } block: to leave the section out, keep it with items: []',
    ])
  })

  describe('the résumé sections', () => {
    const role = { name: 'Acme', position: 'Engineer', startDate: '2021-03' }
    const withWork = (items: unknown[]) => ({ ...structuredClone(sample), work: { heading: 'Experience', present: 'Present', items } })

    it('accepts roles, schools and skill groups with only their required fields', () => {
      const content = { ...withWork([role]), education: { heading: 'Education', items: [{ institution: 'MIT' }] }, skills: { heading: 'Skills', items: [{ name: 'Web' }] } }
      expect(problems(content)).toEqual([])
    })

    it('names a bad date, an end before its start and a missing company by entry and field', () => {
      const content = withWork([
        { ...role, startDate: '2021-13' },
        { ...role, name: 'Initech', startDate: '2022-05', endDate: '2022-01' },
        { position: 'Intern', startDate: '2019' },
      ])
      expect(problems(content)).toEqual([
        'work › items [1] "Acme" › startDate: must be a date like 2021, 2021-03 or 2021-03-15 (year, then month and day if you like)',
        'work › items [2] "Initech" › endDate: 2022-01 is before the start, 2022-05',
        'work › items [3] "Intern" › name: is missing: write the company',
      ])
    })

    it('names a school whose dates run backwards and a skill group without a name', () => {
      const content = {
        ...structuredClone(sample),
        education: { heading: 'Education', items: [{ institution: 'MIT', startDate: '2016', endDate: '2012' }] },
        skills: { heading: 'Skills', items: [{ keywords: ['React'] }] },
      }
      expect(problems(content)).toEqual([
        'education › items [1] "MIT" › endDate: 2012 is before the start, 2016',
        'skills › items [1] › name: is missing: write the group, like Frontend',
      ])
    })

    it('names an availability status it does not know and a résumé file that is not a PDF', () => {
      const content = { ...structuredClone(sample), availability: { status: 'maybe', text: 'Open' }, resume: { label: 'CV', file: '/cv.docx' } }
      expect(problems(content)).toEqual([
        'availability › status: must be one of: open, limited, closed',
        'resume › file: must be a .pdf file under public/',
      ])
    })
  })
})
