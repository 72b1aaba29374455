/**
 * The benchmark's 10× content: the owner's content with every project and dashboard repeated
 * ten times (new ids, numbered titles). Used only by `npm run bench`, through PORTFOLIO_CONTENT,
 * with PORTFOLIO_MEDIA naming the owner's pictures (src/content/media).
 */
import { site as original } from '../../src/content/site.ts'

const TIMES = 10

function repeat<T extends { id: number; title: string }>(items: T[]): T[] {
  return Array.from({ length: TIMES }, (_, round) =>
    items.map((item) => ({ ...item, id: round * 1000 + item.id, title: round === 0 ? item.title : `${item.title} ${round + 1}` })),
  ).flat()
}

export const site = {
  ...original,
  projects: { ...original.projects, items: repeat(original.projects.items) },
  dashboards: { ...original.dashboards, items: repeat(original.dashboards.items) },
}
