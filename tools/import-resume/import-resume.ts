// What `npm run import-resume` does, as a function the tests call without starting a process:
// writes the identity, profiles, work, education and skills of a JSON Resume file into the content
// module, after checking the file against the JSON Resume schema; names every field of the file
// the content has no place for. Nothing is written if anything is wrong.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { contentFile, loadContent } from '../../builder/content.ts'
import { fromJsonResume, jsonResumeProblems } from '../../builder/resume/json-resume.ts'
import { schemaProblems } from '../../src/build-surface.ts'
import { importChanges, mergeImport, summary } from './import-plan.ts'
import { editContent } from './edit-content.ts'

export interface ImportOptions {
  /** The content module, relative to `root` (src/content/site.ts, or the one PORTFOLIO_CONTENT names). */
  file?: string
  root?: string
  log?: (line: string) => void
  error?: (line: string) => void
}

/** Imports the file `argv` names; returns the exit status: 0 written, 1 nothing written, 2 no file named. */
export async function importResume(
  argv: string[],
  { file = contentFile(), root = process.cwd(), log = console.log, error = console.error }: ImportOptions = {},
): Promise<number> {
  const input = argv.find((arg) => !arg.startsWith('-'))
  if (!input) {
    error('Usage: npm run import-resume path/to/resume.json')
    return 2
  }
  let resume: unknown
  try {
    resume = JSON.parse(readFileSync(input, 'utf8'))
  } catch (cause) {
    error(`✖ ${input} cannot be read as JSON: ${(cause as Error).message}`)
    return 1
  }
  const invalid = await jsonResumeProblems(resume)
  if (invalid.length > 0 || typeof resume !== 'object' || resume === null) {
    error(`✖ ${input} is not a valid JSON Resume file (https://jsonresume.org/schema):`)
    for (const problem of invalid) error(`  ${input} › ${problem}`)
    return 1
  }

  const { content: imported, unmapped } = fromJsonResume(resume as Record<string, unknown>)
  const current = await loadContent(root, file)
  const merged = mergeImport(current, imported)
  const problems = schemaProblems(merged)
  if (problems.length > 0) {
    error(`✖ ${input} would leave ${file} invalid; nothing was written:`)
    for (const { entry, field, message } of problems) error(`  ${[entry, field].filter(Boolean).join(' › ')}: ${message}`)
    return 1
  }

  const path = resolve(root, file)
  const { source, kept } = await editContent(readFileSync(path, 'utf8'), importChanges(imported, current), file)
  writeFileSync(path, source)
  log(`✔ ${file}: ${summary(imported)} from ${input}.`)
  for (const field of kept) log(`  kept ${field}: the file computes it from other fields; change it there if it should differ.`)
  if (unmapped.length > 0) {
    log(`  Not imported (the content has no place for them), ${unmapped.length}:`)
    for (const field of unmapped) log(`  - ${field}`)
  }
  log('  Run `npm run check`, then look at the page with `npm start`.')
  return 0
}
