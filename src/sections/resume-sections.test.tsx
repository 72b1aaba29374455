import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatPartialDate } from '../content/dates.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as sparse } from '../test/fixtures/sparse.ts'
import { site as stress } from '../test/fixtures/stress.ts'
import { Education } from './education.tsx'
import { Experience } from './experience.tsx'
import { Skills } from './skills.tsx'

const work = stress.work
const { lang } = stress.meta

beforeEach(() => {
  FakeIntersectionObserver.install()
})

describe('Experience', () => {
  const renderExperience = (content = work) => render(<Experience id="experience" work={content} lang={lang} technologiesLabel={stress.labels.technologies} />)

  it("lists every role in the owner's order, with its position as a heading", () => {
    renderExperience()
    const roles = within(screen.getByTestId('timeline')).getAllByRole('article')
    expect(roles.map((role) => within(role).getByRole('heading', { level: 3 }).textContent)).toEqual(work.items.map((role) => role.position))
  })

  it("dates each role in the page's language, a role that goes on up to the content's word for now", () => {
    renderExperience()
    const roles = within(screen.getByTestId('timeline')).getAllByRole('article')
    work.items.forEach((role, index) => {
      const times = [...roles[index]!.querySelectorAll('time')]
      expect(times.map((time) => time.getAttribute('datetime'))).toEqual([role.startDate, role.endDate].filter(Boolean))
      expect(times.map((time) => time.textContent)).toEqual([role.startDate, role.endDate].filter(Boolean).map((date) => formatPartialDate(date!, lang)))
      if (!role.endDate) expect(roles[index]).toHaveTextContent(`– ${work.present}`)
    })
    expect(work.items.some((role) => !role.endDate)).toBe(true)
  })

  it('links a company that has a url, in a new tab, and shows the others as text', () => {
    renderExperience()
    const roles = within(screen.getByTestId('timeline')).getAllByRole('article')
    work.items.forEach((role, index) => {
      const link = within(roles[index]!).queryByRole('link', { name: role.name })
      if (role.url) {
        expect(link).toHaveAttribute('href', role.url)
        expect(link).toHaveAttribute('target', '_blank')
      } else {
        expect(link).toBeNull()
        expect(roles[index]).toHaveTextContent(role.name)
      }
    })
  })

  it('shows what the company is, the location, summary, highlights and technologies a role has, and nothing for those it lacks', () => {
    renderExperience()
    const roles = within(screen.getByTestId('timeline')).getAllByRole('article')
    work.items.forEach((role, index) => {
      const card = roles[index]!
      for (const text of [role.description, role.location, role.summary, ...(role.highlights ?? [])].filter(Boolean)) expect(card).toHaveTextContent(text!)
      const technologies = within(card).queryByRole('list', { name: `${role.position}, ${role.name}: ${stress.labels.technologies}` })
      if (role.keywords) expect(within(technologies!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(role.keywords)
      else expect(technologies).toBeNull()
    })
  })

  it('shows a role with nothing but its company, position and start', () => {
    render(<Experience id="experience" work={sparse.work} lang={sparse.meta.lang} technologiesLabel={sparse.labels.technologies} />)
    const [role] = sparse.work.items
    const card = screen.getByRole('article')
    expect(card).toHaveTextContent(`${formatPartialDate(role!.startDate, sparse.meta.lang)} – ${sparse.work.present}`)
    expect(within(card).queryAllByRole('list')).toEqual([])
    expect(within(card).queryByRole('link')).toBeNull()
  })
})

describe('Education', () => {
  it('shows each school with its degree, dates, score and courses where it has them', () => {
    render(<Education id="education" education={stress.education} lang={lang} />)
    const schools = screen.getAllByRole('heading', { level: 3 })
    expect(schools.map((heading) => heading.textContent)).toEqual(stress.education.items.map((school) => school.institution))
    stress.education.items.forEach((school, index) => {
      const card = schools[index]!.closest('li')!
      const degree = [school.studyType, school.area].filter(Boolean).join(', ')
      if (degree) expect(card).toHaveTextContent(degree)
      if (school.score) expect(card).toHaveTextContent(school.score)
      for (const course of school.courses ?? []) expect(card).toHaveTextContent(course)
      expect([...card.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([school.startDate, school.endDate].filter(Boolean))
      if (school.url) expect(within(card).getByRole('link', { name: school.institution })).toHaveAttribute('href', school.url)
    })
  })
})

describe('Skills', () => {
  it('shows each group with its level and its keywords as a list named after the group', () => {
    render(<Skills id="skills" skills={stress.skills} />)
    for (const group of stress.skills.items) {
      const heading = screen.getByRole('heading', { level: 3, name: group.name })
      const card = heading.closest('li')!
      if (group.level) expect(card).toHaveTextContent(group.level)
      const keywords = within(card).queryByRole('list', { name: group.name })
      if (group.keywords) expect(within(keywords!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(group.keywords)
      else expect(keywords).toBeNull()
    }
  })
})
