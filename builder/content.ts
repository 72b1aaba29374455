// The content the build uses: src/content/site.ts, or the module PORTFOLIO_CONTENT names (the
// benchmark's 10× variant, test fixtures). Loaded through Vite, so it is TypeScript like the page.
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { runnerImport } from 'vite'

export const CONTENT_FILE = 'src/content/site.ts'
export const CONTENT_VARIABLE = 'PORTFOLIO_CONTENT'
export const MEDIA_VARIABLE = 'PORTFOLIO_MEDIA'

/** The content module's path relative to the project, as messages name it. */
export const contentFile = (env: Record<string, string | undefined> = process.env) => env[CONTENT_VARIABLE] || CONTENT_FILE

const loaded = new Map<string, Promise<unknown>>()

/**
 * The folder of the content's pictures, relative to the project: the `media/` folder beside the
 * content module (src/content/media for the owner's), or the folder PORTFOLIO_MEDIA names (the
 * benchmark's 10× variant, which shows the owner's pictures).
 */
export function mediaDir(env: Record<string, string | undefined> = process.env): string {
  const folder = env[MEDIA_VARIABLE] || join(dirname(contentFile(env)), 'media')
  // Relative and with forward slashes, as messages and the dev server's picture addresses use it.
  return (isAbsolute(folder) ? relative(process.cwd(), folder) : folder).split('\\').join('/')
}

/** The module's `site` export, not yet validated; read once per process. */
export function loadContent(root: string, file = contentFile()): Promise<unknown> {
  const path = resolve(root, file)
  let content = loaded.get(path)
  if (!content) {
    content = runnerImport<{ site?: unknown }>(path, { configFile: false, logLevel: 'silent', root }).then(({ module }) => {
      if (!module.site) throw new Error(`${file} has no \`site\` export`)
      return module.site
    })
    loaded.set(path, content)
  }
  return content
}
