// The site's public address and the EmailJS keys: what the build reads from the environment
// (the contact form's other settings: contact-settings.ts).

export const EMAILJS_KEYS = ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'] as const
/** Overrides the content's meta.url, e.g. in a deploy workflow that knows its Pages address. */
export const SITE_URL_VARIABLE = 'SITE_URL'
/** The address of builds that are not deployed (`npm start`, `npm run dev`) when none is set. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:4173/'

/** The address as given (SITE_URL wins over the content's meta.url), and parsed where it parses. */
function givenSiteUrl(contentUrl: string | undefined, env: Record<string, string | undefined>) {
  const fromEnv = env[SITE_URL_VARIABLE]?.trim()
  const given = fromEnv || contentUrl?.trim()
  return { fromEnv, given, url: given && URL.canParse(given) ? new URL(given) : undefined }
}

/** Where the address comes from, and what is wrong with it for a deploy (undefined when nothing is). */
export function siteUrlProblem(contentUrl: string | undefined, env: Record<string, string | undefined>, deploying: boolean) {
  const { fromEnv, given, url } = givenSiteUrl(contentUrl, env)
  if (!deploying || url?.protocol === 'https:') return undefined
  return {
    source: fromEnv ? SITE_URL_VARIABLE : 'meta.url',
    message:
      `${given ? `is "${given}", which` : 'is missing and'} must be the absolute https:// address the site is deployed at ` +
      `(e.g. https://janedoe.dev/ or https://user.github.io/repo/): set meta.url in src/content/site.ts or the ${SITE_URL_VARIABLE} variable.`,
  }
}

/**
 * The site's public address, with a trailing slash: SITE_URL if set, else the content's meta.url.
 * A build for deployment (production mode) needs an absolute https:// one, for the canonical
 * link, link previews, sitemap and structured data; other builds fall back to a local address.
 */
export function resolveSiteUrl(contentUrl: string | undefined, env: Record<string, string | undefined>, deploying: boolean): string {
  const problem = siteUrlProblem(contentUrl, env, deploying)
  if (problem) throw new Error(`${problem.source === 'meta.url' ? 'src/content/site.ts: meta.url' : problem.source} ${problem.message}`)
  const address = givenSiteUrl(contentUrl, env).url?.href ?? LOCAL_SITE_URL
  return address.endsWith('/') ? address : `${address}/`
}
