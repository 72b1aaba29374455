import { localize, strayTranslationFields } from './languages.ts'
import { canonicalTag, contentSchema, type Content } from './schema.ts'
import { valueAt } from './value-at.ts'

/** Something wrong in the content, named the way the owner sees it. */
export interface ContentProblem {
  path: PropertyKey[]
  /** The entry: `owner`, `projects › items #7 "Fractal Generator"`. */
  entry: string
  /** The field inside it: `email`, `image.src`, `bio[2]`. */
  field: string
  message: string
}


/** An item of a list, by its id and title (or label) where it has them: `#7 "Fractal Generator"`. */
function describeItem(item: unknown, index: number): string {
  const { id, title, label, name: named, institution, position } = (item ?? {}) as Record<string, unknown>
  const name = [title, label, named, institution, position].find((value) => typeof value === 'string' && value.trim())
  const number = typeof id === 'number' || typeof id === 'string' ? `#${id}` : `[${index + 1}]`
  return typeof name === 'string' ? `${number} "${name}"` : number
}

/**
 * Splits a path into the entry and the field: the entry runs to the last item of a list on the
 * way (or is the top-level key), the field is what follows it.
 */
export function locate(content: unknown, path: readonly PropertyKey[]): { entry: string; field: string } {
  // A translation's field is where the default language has it, its entries named by the default's titles.
  const [top, tag, ...inTranslation] = path
  if (top === 'translations' && inTranslation.length > 0) {
    const { entry, field } = locate(content, inTranslation)
    return { entry: `translations › ${String(tag)} › ${entry}`, field }
  }
  const lastItem = path.findLastIndex((key, at) => typeof key === 'number' && at < path.length - 1)
  const entryEnd = lastItem >= 0 ? lastItem + 1 : Math.min(1, path.length)
  const parts: string[] = []
  let node = content
  path.slice(0, entryEnd).forEach((key) => {
    node = valueAt(node, key)
    if (typeof key === 'number') parts[parts.length - 1] += ` ${describeItem(node, key)}`
    else parts.push(String(key))
  })
  const field = path
    .slice(entryEnd)
    .map((key) => (typeof key === 'number' ? `[${key + 1}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '')
  return { entry: parts.join(' › ') || '(the content)', field }
}

export function contentProblem(content: unknown, path: readonly PropertyKey[], message: string): ContentProblem {
  return { path: [...path], ...locate(content, path), message }
}

const issues = (content: unknown) => {
  const parsed = contentSchema.safeParse(content)
  return parsed.success ? [] : parsed.error.issues
}

/**
 * Every way the content breaks the schema (content/schema.ts), in the default language and in
 * each translation's page; empty when it is valid.
 */
export function schemaProblems(content: unknown): ContentProblem[] {
  const found = issues(content)
  const problems = found.map((issue) => contentProblem(content, issue.path, issue.message))
  const translations = valueAt(content, 'translations')
  if (!translations || typeof translations !== 'object' || found.some((issue) => issue.path[0] === 'translations' && issue.path.length <= 2)) return problems
  const inDefault = new Set(found.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
  const lang = valueAt(content, 'meta', 'lang')
  for (const [tag, translation] of Object.entries(translations)) {
    const at = (path: readonly PropertyKey[], message: string) => problems.push(contentProblem(content, ['translations', tag, ...path], message))
    if (canonicalTag(tag) === undefined) {
      at([], 'must be a language tag like es, pt-BR or ar')
      continue
    }
    if (tag === lang) at([], 'is the default language (meta.lang): its text is the content itself')
    else if (canonicalTag(tag) !== tag) at([], `is written ${canonicalTag(tag)} in a language tag`)
    for (const stray of strayTranslationFields(content, translation)) at(stray.path, stray.message)
    // The language's page, validated whole: only what its translation changed can be new.
    for (const issue of issues(localize(content as Content, tag))) {
      if (!inDefault.has(`${issue.path.join('.')}: ${issue.message}`)) at(issue.path, issue.message)
    }
  }
  return problems
}
