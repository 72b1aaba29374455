import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Project } from '../content/schema'
import { site } from '../content/site'
import { expectOpensInNewTab } from '../test/links'
import { FakeIntersectionObserver } from '../test/browser-fakes'
import { Projects } from './projects'

function renderProjects() {
  return render(<Projects id="projects" projects={site.projects} contactId="contact" keyFeaturesLabel={site.labels.keyFeatures} technologiesLabel={site.labels.technologies} />)
}

beforeEach(() => {
  FakeIntersectionObserver.install()
})

const projects: Project[] = site.projects.items
const cards = () => screen.getAllByRole('article')

function cardFor(id: number): HTMLElement {
  const card = cards().find((article) => article.getAttribute('data-project-id') === String(id))
  if (!card) throw new Error(`no card for project ${id}`)
  return card
}

describe('Projects', () => {
  it('shows six project cards, ids 1, 2, 3, 4, 5 and 7 in that order', () => {
    renderProjects()
    expect(cards().map((card) => card.getAttribute('data-project-id'))).toEqual(['1', '2', '3', '4', '5', '7'])
  })

  it.each(projects.map((project) => [project.id, project] as const))(
    'shows project %i with its image, title, subtitle and technologies',
    (id, project) => {
      renderProjects()
      const card = cardFor(id)
      const image = within(card).getByRole('img', { name: project.image.alt })
      // The unit tests see the development manifest: the original file, at its own size (1200x750).
      expect(image).toHaveAttribute('src', `/src/content/media/${project.image.src}`)
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '750'])
      expect(image).toHaveAttribute('loading', 'lazy')
      expect(within(card).getByRole('heading', { name: project.title })).toBeInTheDocument()
      expect(card).toHaveAccessibleName(project.title)
      expect(within(card).getByText(project.subtitle)).toBeInTheDocument()
      expect(within(card).getByText(project.description)).toBeInTheDocument()
      const badges = within(card).getByRole('list', { name: `${project.title}: technologies` })
      expect(within(badges).getAllByRole('listitem').map((badge) => badge.textContent)).toEqual(project.tech)
    },
  )

  it('lists Key Features only for the projects that have them', () => {
    renderProjects()
    for (const project of projects) {
      const card = cardFor(project.id)
      const heading = within(card).queryByRole('heading', { name: 'Key Features' })
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
    expect(within(cardFor(5)).queryByRole('heading', { name: 'Key Features' })).not.toBeInTheDocument()
    expect(within(cardFor(1)).getByRole('heading', { name: 'Key Features' })).toBeInTheDocument()
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
    const cta = within(card).getByRole('link', { name: 'Contact For Source' })
    expect(cta).toHaveAttribute('href', '#contact')
    expect(cta).not.toHaveAttribute('target')
  })
})
