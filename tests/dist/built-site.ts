// The site as built (DIST_DIR, dist/ by default), as the checks of the built site read it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
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
