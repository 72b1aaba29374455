import { contentSchema } from './schema.ts'
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

/** Every way the content breaks the schema (content/schema.ts); empty when it is valid. */
export function schemaProblems(content: unknown): ContentProblem[] {
  const parsed = contentSchema.safeParse(content)
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => contentProblem(content, issue.path, issue.message))
}
