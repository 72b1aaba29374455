// The site as built (DIST_DIR, dist/ by default), as the checks of the built site read it.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { JSDOM, VirtualConsole } from 'jsdom'
import { basePathOf, parseHeadersFile } from '../../builder/security-headers.ts'

/** The built folder, its _headers (as text and as rules), the path it was built for, and its files. */
export function readBuiltSite(dir = resolve(process.env.DIST_DIR ?? 'dist')) {
  const headersText = readFileSync(join(dir, '_headers'), 'utf8')
  const rules = parseHeadersFile(headersText)
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
  /** The first built file under `folder` whose name ends in `extension`, relative to the folder of the site. */
  const fileUnder = (folder: string, extension: string) => files.find((file) => file.startsWith(`${folder}/`) && file.endsWith(extension))
  return { dir, headersText, rules, base: basePathOf(rules) ?? '/', files, fileUnder }
}

/** Where the tests' builds are (playwright.config.ts makes them in E2E_BUILDS_DIR, .e2e by default). */
const testBuildsDir = () => resolve(process.env.E2E_BUILDS_DIR ?? '.e2e')

/** Another of the tests' builds beside their sample. */
export const testBuild = (name: string): string => join(testBuildsDir(), name)

/**
 * The builds the byte budgets and the header checks hold: the one checked (DIST_DIR), and with the
 * tests' sample build, the build of each contact delivery service and the page in several
 * languages beside it (playwright.config.ts).
 */
export function checkedBuilds(dir = resolve(process.env.DIST_DIR ?? 'dist')): string[] {
  const buildsDir = testBuildsDir()
  if (dir !== testBuild('sample') || !existsSync(buildsDir)) return [dir]
  const others = readdirSync(buildsDir).filter((name) => name === 'dist-contact' || name.startsWith('contact-') || name === 'multilingual')
  return [dir, ...others.map(testBuild)]
}

/**
 * The pages of a built site: its index.html and each language's (a folder of its own holding an
 * index.html), as paths from the site's root ('', 'es/'), with the path the site was built for.
 */
export function builtPages(dir: string): { page: string; base: string }[] {
  const base = basePathOf(parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'))) ?? '/'
  const languages = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
  return [{ page: '', base }, ...languages.map((entry) => ({ page: `${entry.name}/`, base }))]
}

/**
 * A built page's markup as a document. jsdom's CSS parser cannot read the page's own CSS, and
 * what is read here is the markup: its complaints are not shown.
 */
export const builtDocument = (html: string): Document => new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document
