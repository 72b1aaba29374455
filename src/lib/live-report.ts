import { embedOrigins, readEmbed } from '../content/embeds.ts'

/** How long a live report has to load before the slide goes back to its picture, with a notice. */
export const LIVE_REPORT_TIMEOUT_MS = 8000

type Env = Record<string, string | boolean | undefined>

/** The journeys' fake reporting service (VITE_EMBED_ORIGIN), which the build puts every report on; none in an owner's build. */
const fakeOrigin = (env: Env) => (typeof env.VITE_EMBED_ORIGIN === 'string' && env.VITE_EMBED_ORIGIN ? new URL(env.VITE_EMBED_ORIGIN).origin : undefined)

/**
 * The address the slide's frame opens: the content's, Tableau's with the parameters that show
 * the view alone (no Tableau Public page around it). VITE_EMBED_ORIGIN (the journeys' fake
 * services) puts every report on one origin of the tests', path and query kept.
 */
export function liveReportSrc(embed: string, env: Env = import.meta.env): string {
  const url = new URL(embed)
  const read = readEmbed(embed)
  if ('service' in read && read.service.id === 'tableau') {
    url.searchParams.set(':embed', 'y')
    url.searchParams.set(':showVizHome', 'no')
  }
  const fake = fakeOrigin(env)
  return fake ? `${fake}${url.pathname}${url.search}` : url.href
}

/** The origins the page's live reports open, for its frame-src: their services', or the tests' fake one; none without an embed. */
export function liveReportOrigins(dashboards: readonly { embed?: string }[], env: Env = import.meta.env): string[] {
  const origins = embedOrigins(dashboards)
  const fake = fakeOrigin(env)
  return origins.length > 0 && fake ? [fake] : origins
}
