// Turns a built site into Vercel's Build Output API v3 (.vercel/output), which vercel.json's
// build command runs after `npm run build`: a build on Vercel reads no vercel.json the build
// writes, and the Content-Security-Policy hashes are known only then. When the build command
// leaves .vercel/output/config.json, Vercel deploys that folder as it is: the site's files in
// static/, and config.json's routes, which carry the headers of the site's _headers.
// Usage: node --import tsx builder/vercel-output.ts [--dir dist] [--out .vercel/output]
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { parseHeadersFile, vercelBuildOutputConfig } from './security-headers.ts'

/** The files the build writes for other hosts: not part of the site Vercel serves. */
const HOST_FILES = new Set(['_headers', 'vercel.json', 'nginx.conf'])

const root = new URL('..', import.meta.url)
const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, out: { type: 'string', default: '.vercel/output' } } })
const dir = fileURLToPath(new URL(values.dir, root))
const out = fileURLToPath(new URL(values.out, root))

const rules = parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8'))
if (rules.length === 0) throw new Error(`${dir}/_headers has no rules: run \`npm run build\` first`)

await rm(out, { recursive: true, force: true })
await mkdir(out, { recursive: true })
await cp(dir, join(out, 'static'), { recursive: true, filter: (source) => !HOST_FILES.has(relative(dir, source)) })
await writeFile(join(out, 'config.json'), `${JSON.stringify(vercelBuildOutputConfig(rules), null, 2)}\n`)
console.log(`wrote ${out} (Vercel Build Output API v3): ${rules.length} header rules`)
