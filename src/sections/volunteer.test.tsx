import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatPartialDate } from '../content/dates.ts'
import type { Content } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import Volunteer from './volunteer.tsx'

const volunteer = complete.volunteer
const { lang } = complete.meta

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const renderVolunteer = (content: Content = complete) => render(<Volunteer id="volunteer" content={content} />)
const roles = () => within(screen.getByTestId('timeline')).getAllByRole('article')

describe('Volunteer', () => {
  it("lists every role in the owner's order under the block's heading, its position as a heading", () => {
    renderVolunteer()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(volunteer.heading)
    expect(roles().map((role) => within(role).getByRole('heading', { level: 3 }).textContent)).toEqual(volunteer.items.map((role) => role.position))
  })

  it("dates each role in the page's language, one that goes on up to the content's word for now", () => {
    renderVolunteer()
    volunteer.items.forEach((role, index) => {
      const times = [...roles()[index]!.querySelectorAll('time')]
      const dates = [role.startDate, role.endDate].filter((date): date is string => Boolean(date))
      expect(times.map((time) => time.getAttribute('datetime'))).toEqual(dates)
      expect(times.map((time) => time.textContent)).toEqual(dates.map((date) => formatPartialDate(date, lang)))
      if (role.startDate && !role.endDate) expect(roles()[index]).toHaveTextContent(`– ${volunteer.present}`)
    })
    expect(volunteer.items.some((role) => role.startDate && !role.endDate)).toBe(true)
  })

  it('links an organisation that has a url, in a new tab, and shows the others as text', () => {
    renderVolunteer()
    volunteer.items.forEach((role, index) => {
      const link = within(roles()[index]!).queryByRole('link', { name: role.organization })
      if (role.url) {
        expect(link).toHaveAttribute('href', role.url)
        expect(link).toHaveAttribute('target', '_blank')
      } else {
        expect(link).toBeNull()
        expect(roles()[index]).toHaveTextContent(role.organization)
      }
    })
    expect(volunteer.items.some((role) => role.url) && volunteer.items.some((role) => !role.url)).toBe(true)
  })

  it('shows the summary and highlights a role has, and no empty list for one without', () => {
    renderVolunteer()
    volunteer.items.forEach((role, index) => {
      const article = roles()[index]!
      if (role.summary) expect(article).toHaveTextContent(role.summary)
      const items = within(article).queryAllByRole('listitem').map((item) => item.textContent)
      expect(items).toEqual(role.highlights ?? [])
    })
  })

  it('renders nothing where the content has no volunteering', () => {
    const { container } = renderVolunteer({ ...complete, volunteer: undefined })
    expect(container).toBeEmptyDOMElement()
  })
})
