/**
 * The services a dashboard's slide can show live, each by the address of a report published for
 * everyone: Power BI's publish to web, a Tableau Public view and a Looker Studio embed. An
 * address that asks visitors to sign in, or that only its owner can open, is refused with how to
 * publish the report publicly (docs/decisions/live-dashboards.md).
 */
export const EMBED_SERVICES = [
  { id: 'powerbi', name: 'Power BI', origin: 'https://app.powerbi.com' },
  { id: 'tableau', name: 'Tableau Public', origin: 'https://public.tableau.com' },
  { id: 'looker', name: 'Looker Studio', origin: 'https://lookerstudio.google.com' },
] as const

export type EmbedService = (typeof EMBED_SERVICES)[number]

const service = (id: EmbedService['id']) => EMBED_SERVICES.find((known) => known.id === id) as EmbedService

const PUBLISH_POWER_BI = 'In Power BI: File › Embed report › Publish to web (public), then give the https://app.powerbi.com/view?r=… address it shows.'
const PUBLISH_TABLEAU = "Publish the workbook to Tableau Public, then give its view's https://public.tableau.com/views/Workbook/Sheet address."
const EMBED_LOOKER = 'In Looker Studio: Share › Manage access › Anyone with the link can view, then File › Embed report › Embed URL, an https://lookerstudio.google.com/embed/reporting/… address.'

/** Why an address cannot be shown live (the check's message), and what to do (its hint). */
export interface EmbedProblem {
  problem: string
  hint: string
}

const PROBLEMS = {
  notHttps: { problem: 'must be the https:// address of a report published for everyone', hint: `${PUBLISH_POWER_BI} ${PUBLISH_TABLEAU} ${EMBED_LOOKER}` },
  signInPowerBi: { problem: 'asks every visitor to sign in to Power BI (a reportEmbed or autoAuth address)', hint: PUBLISH_POWER_BI },
  notPowerBi: { problem: 'is not a Power BI publish-to-web address, which looks like https://app.powerbi.com/view?r=…', hint: PUBLISH_POWER_BI },
  notTableauView: { problem: 'is not a Tableau Public view, which looks like https://public.tableau.com/views/Workbook/Sheet', hint: 'Open the view on Tableau Public and copy its address, or its Share › Link.' },
  signInTableau: { problem: 'is a view on Tableau Cloud or Tableau Server, which asks every visitor to sign in', hint: PUBLISH_TABLEAU },
  dataStudio: { problem: 'is a Data Studio address; the service is Looker Studio now, at https://lookerstudio.google.com/embed/reporting/…', hint: EMBED_LOOKER },
  notLookerEmbed: { problem: "is the report's own address, which does not embed; its embed address is https://lookerstudio.google.com/embed/reporting/…", hint: EMBED_LOOKER },
  signInLooker: { problem: 'is a report of a Looker instance, which asks every visitor to sign in', hint: `Make it a Looker Studio report. ${EMBED_LOOKER}` },
  unknown: { problem: 'is not an address of Power BI, Tableau Public or Looker Studio, the services whose reports the page shows live', hint: 'Give the public embed address of the report, or leave embed out: the slide shows its picture and link.' },
} satisfies Record<string, EmbedProblem>

/** The hint for a problem readEmbed gave, by its words (builder/site-check.ts). */
export const embedHint = (problem: string) => Object.values(PROBLEMS).find((known) => known.problem === problem)?.hint

/** The service of a report's public embed address, or why the page cannot show it to every visitor. */
export function readEmbed(address: string): { service: EmbedService } | EmbedProblem {
  const url = URL.canParse(address) ? new URL(address) : undefined
  if (!url || url.protocol !== 'https:') return PROBLEMS.notHttps
  const host = url.hostname.toLowerCase()
  const path = url.pathname
  if (host === 'app.powerbi.com' || host.endsWith('.powerbi.com')) {
    if (/reportembed/i.test(path) || [...url.searchParams.keys()].some((key) => key.toLowerCase() === 'autoauth')) return PROBLEMS.signInPowerBi
    if (host === 'app.powerbi.com' && path.replace(/\/$/, '') === '/view' && url.searchParams.get('r')) return { service: service('powerbi') }
    return PROBLEMS.notPowerBi
  }
  if (host === 'public.tableau.com') return /^\/views\/[^/]+\/[^/]+/.test(path) ? { service: service('tableau') } : PROBLEMS.notTableauView
  if (host.endsWith('tableau.com') || /^\/(t\/[^/]+\/)?views\//.test(path) || /^#\/(site\/[^/]+\/)?views\//.test(url.hash)) return PROBLEMS.signInTableau
  if (host === 'datastudio.google.com') return PROBLEMS.dataStudio
  if (host === 'lookerstudio.google.com') return /^\/embed\/reporting\/[^/]+/.test(path) ? { service: service('looker') } : PROBLEMS.notLookerEmbed
  if (host.endsWith('looker.com')) return PROBLEMS.signInLooker
  return PROBLEMS.unknown
}

/** The origins of the services the content's dashboards show live, for the page's frame-src; none without an embed. */
export function embedOrigins(dashboards: readonly { embed?: string }[]): string[] {
  const origins = dashboards.flatMap(({ embed }) => {
    const read = embed ? readEmbed(embed) : undefined
    return read && 'service' in read ? [read.service.origin] : []
  })
  return [...new Set(origins)].sort()
}
