import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Content, Project } from '../content/schema.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as complete } from '../test/fixtures/complete.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { site as stress } from '../test/fixtures/stress.ts'
import { expectOpensInNewTab } from '../test/links.ts'
import { Projects } from './projects.tsx'

function renderProjects(content: Content = sample) {
  return render(
    <Projects id="projects" projects={content.projects} contactId="contact" keyFeaturesLabel={content.labels.keyFeatures} technologiesLabel={content.labels.technologies} lang={content.meta.lang} />,
  )
}

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const projects: Project[] = sample.projects.items
const { keyFeatures } = sample.labels
const cards = () => screen.getAllByRole('article')

function cardFor(id: number): HTMLElement {
  const card = cards().find((article) => article.getAttribute('data-project-id') === String(id))
  if (!card) throw new Error(`no card for project ${id}`)
  return card
}

describe('Projects', () => {
  it('shows six project cards, ids 1, 2, 3, 4, 5 and 7 in that order', () => {
    renderProjects()
    expect(cards().map((card) => Number(card.getAttribute('data-project-id')))).toEqual(projects.map((project) => project.id))
    expect(cards()).toHaveLength(6)
  })

  it.each(projects.map((project) => [project.id, project] as const))(
    'shows project %i with its image, title, subtitle and technologies',
    (id, project) => {
      renderProjects()
      const card = cardFor(id)
      const { image: picture, subtitle, description } = project
      if (!picture || !subtitle || !description) throw new Error(`the sample's project ${id} has a picture, a subtitle and a description`)
      const image = within(card).getByRole('img', { name: picture.alt })
      // The unit tests see the development manifest of the fixtures' pictures (vitest.config.ts):
      // the original file, at its own size (1200x750).
      expect(image).toHaveAttribute('src', `/src/test/fixtures/media/${picture.src}`)
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '750'])
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(within(card).getByRole('heading', { name: project.title })).toBeInTheDocument()
      expect(card).toHaveAccessibleName(project.title)
      expect(within(card).getByText(subtitle)).toBeInTheDocument()
      expect(within(card).getByText(description)).toBeInTheDocument()
      const badges = within(card).getByRole('list', { name: `${project.title}: technologies` })
      expect(within(badges).getAllByRole('listitem').map((badge) => badge.textContent)).toEqual(project.tech)
      // Each badge is its own bidirectional run, so a right-to-left page shows "C++" as written.
      for (const badge of within(badges).getAllByRole('listitem')) expect(badge).toHaveAttribute('dir', 'auto')
    },
  )

  it('lists Key Features only for the projects that have them', () => {
    renderProjects()
    for (const project of projects) {
      const card = cardFor(project.id)
      const heading = within(card).queryByRole('heading', { name: keyFeatures })
      if (project.features && project.features.length > 0) {
        expect(heading).toBeInTheDocument()
        for (const feature of project.features) expect(within(card).getByText(feature)).toBeInTheDocument()
      } else {
        expect(heading).not.toBeInTheDocument()
      }
    }
  })

  it('shows no Key Features on the command-line shell card (project 5)', () => {
    renderProjects()
    expect(within(cardFor(5)).queryByRole('heading', { name: keyFeatures })).not.toBeInTheDocument()
    expect(within(cardFor(1)).getByRole('heading', { name: keyFeatures })).toBeInTheDocument()
  })

  it('opens each demo link in a new tab without referrer or opener', () => {
    renderProjects()
    const withDemo = projects.filter((project) => project.demoLink)
    expect(withDemo).toHaveLength(5)
    for (const project of withDemo) {
      expectOpensInNewTab(within(cardFor(project.id)).getByRole('link', { name: project.cta }), project.demoLink!)
    }
  })

  it('asks the visitor to get in touch for the fractal generator source (project 7)', () => {
    renderProjects()
    const card = cardFor(7)
    expect(within(card).getAllByRole('link')).toHaveLength(1)
    const cta = within(card).getByRole('link', { name: projects.find((project) => project.id === 7)!.cta })
    expect(cta).toHaveAttribute('href', '#contact')
    expect(cta).not.toHaveAttribute('target')
  })

  it('shows every card of a long list, each contact-only project asking the visitor to get in touch', () => {
    renderProjects(stress)
    const items = stress.projects.items
    expect(cards().map((card) => Number(card.getAttribute('data-project-id')))).toEqual(items.map((project) => project.id))
    for (const project of items) {
      const link = within(cardFor(project.id)).getByRole('link', { name: project.cta })
      if (project.contactOnly) {
        expect(link).toHaveAttribute('href', '#contact')
        expect(link).not.toHaveAttribute('target')
      } else {
        expectOpensInNewTab(link, project.demoLink!)
      }
    }
    expect(items.filter((project) => project.contactOnly)).toHaveLength(1)
  })

  it('draws a project without a picture from its gradient and icon, with its dates, kind, client and roles', () => {
    const { container } = renderProjects(complete)
    const items: Project[] = complete.projects.items
    const project = items.find((item) => !item.image)
    if (!project?.startDate || !project.endDate || !project.roles) throw new Error('the complete fixture has a project without a picture, with dates and roles')
    const card = cardFor(project.id)
    expect(within(card).queryByRole('img')).not.toBeInTheDocument()
    // The cover is decoration: hidden from assistive technology, its gradient in the project's colours.
    const cover = card.firstElementChild
    expect(cover).toHaveAttribute('aria-hidden', 'true')
    expect(cover?.querySelector('pattern')).not.toBeNull()
    expect([...(cover?.querySelectorAll('linearGradient stop') ?? [])].map((stop) => stop.getAttribute('stop-color'))).toEqual([project.gradient.from, project.gradient.to])
    expect([...card.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([project.startDate, project.endDate])
    expect(within(card).getByText([project.type, project.entity, project.roles.join(', ')].join(' · '))).toBeInTheDocument()
    // The pictured cards keep their picture and show no such line.
    const pictured = items.filter((item) => item.image)
    expect(container.querySelectorAll('article img')).toHaveLength(pictured.length)
    for (const item of pictured) {
      expect(cardFor(item.id).querySelector('time')).toBeNull()
      expect(cardFor(item.id).querySelector('pattern')).toBeNull()
    }
  })

  it('gives each cover its own gradient, so two covers on one page do not share one', () => {
    renderProjects(stress)
    const ids = [...document.querySelectorAll('article linearGradient')].map((gradient) => gradient.id)
    expect(stress.projects.items.filter((item) => !item.image).length).toBeGreaterThan(1)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
