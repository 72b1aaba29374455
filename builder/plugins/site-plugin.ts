// What every build plugin reads: the content, the environment, the site's address and the
// folder of its pictures, resolved once per build by the first plugin in line.
import { loadEnv, type Plugin } from 'vite'
import type { Content } from '../../src/build-surface.ts'
import { loadContent, mediaDir } from '../content.ts'
import { LOCAL_SITE_URL, SITE_URL_VARIABLE, resolveSiteUrl } from '../site-address.ts'

/** The site's address as the app reads it (import.meta.env). */
export const PAGE_URL_VARIABLE = 'VITE_PORTFOLIO_SITE_URL'

export interface Site {
  root: string
  publicDir: string
  env: Record<string, string | undefined>
  /** Not yet validated until the check plugin's buildStart has run. */
  content: Content
  /** The folder of the content's pictures (builder/content.ts). */
  pictures: string
  siteUrl: string
  /** A production build: one a deploy uses. */
  deploying: boolean
  /** The server-rendering pass, which reads the same content as the client pass. */
  ssrBuild: boolean
  warn: (message: string) => void
}

export function createSite(): Site {
  return {
    root: process.cwd(),
    publicDir: 'public',
    env: {},
    content: undefined as unknown as Content,
    pictures: '',
    siteUrl: LOCAL_SITE_URL,
    deploying: false,
    ssrBuild: false,
    warn: console.warn,
  }
}

/** Fills `site` from Vite's config; the site lives at its address's path (https://user.github.io/repo/ is built for /repo/). */
export function sitePlugin(site: Site): Plugin {
  return {
    name: 'portfolio:site',
    async config(config, { command, mode }) {
      site.root = config.root ?? process.cwd()
      site.env = { ...loadEnv(mode, config.envDir ?? site.root, ['VITE_', SITE_URL_VARIABLE]), ...process.env }
      // Checked in the check plugin's buildStart, with everything else; until then read as far as it goes.
      site.content = (await loadContent(site.root)) as Content
      site.pictures = mediaDir(site.env)
      site.deploying = command === 'build' && mode === 'production'
      // Whether it is one a deploy can use is checked in buildStart (checkSite).
      site.siteUrl = resolveSiteUrl(site.content.meta?.url, site.env, false)
      // The page's own address, for the contact form's plain post to send the visitor back to (src/lib/send-message.ts).
      process.env[PAGE_URL_VARIABLE] = site.siteUrl
      return config.base === undefined ? { base: new URL(site.siteUrl).pathname } : {}
    },
    configResolved(config) {
      site.publicDir = config.publicDir
      site.ssrBuild = Boolean(config.build.ssr)
      site.warn = (message) => config.logger.warn(message)
    },
  }
}
