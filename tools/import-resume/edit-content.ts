// Writes values into a content module (src/content/site.ts) where they are, keeping the rest of
// the file as the owner wrote it: each value replaces its field's text, or goes in as a new
// field or list entry. A field the file writes as a name (`owner,`, `social: { github }`) is
// followed to the object of that name, so the values other fields derive from it change too.
import { format } from 'prettier'
import ts from 'typescript'

interface Edit {
  start: number
  end: number
  text: string
}

export interface ContentEdits {
  /** The file with every edit made. */
  source: string
  /** Fields left as they were, because the file computes them (`name: owner.name`). */
  kept: string[]
}

/**
 * What to do: set a field (its path from `site`; a number in it is a list entry's index), remove
 * one, or add an entry to a list unless `skipIf` is in the file already.
 */
export type Change = { set: string[]; value: unknown } | { remove: string[] } | { append: string[]; value: unknown; skipIf?: string; after?: string }

/** A value as TypeScript in the house style, its lines indented for where it goes; `expanded` puts each field of an object on its own line. */
async function printed(value: unknown, indent: string, expanded = true): Promise<string> {
  const code = await format(`x = ${JSON.stringify(value, null, expanded ? 2 : undefined)}`, { parser: 'typescript', singleQuote: true, semi: false, printWidth: 140, trailingComma: 'all' })
  // A text too long for a line is put on the next one (`x =\n  '…'`): the value starts after the break too.
  return code.trim().replace(/^x =\s*/, '').split('\n').join(`\n${indent}`)
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined

/** Edits `file`'s `export const site = {…}` as `changes` ask. */
export async function editContent(source: string, changes: Change[], fileName = 'site.ts'): Promise<ContentEdits> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const consts = new Map<string, ts.Expression>()
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, unwrap(declaration.initializer))
    }
  }
  const site = consts.get('site')
  if (!site || !ts.isObjectLiteralExpression(site)) throw new Error(`${fileName} has no \`export const site = { … }\` to write into`)
  const root: ts.ObjectLiteralExpression = site

  /** An expression, following a name to the const it names. */
  const resolve = (node: ts.Node): ts.Node => {
    const named = ts.isIdentifier(node) ? consts.get(node.text) : undefined
    return named ? resolve(named) : node
  }
  const valueOf = (property: ts.ObjectLiteralElementLike): ts.Node | undefined =>
    ts.isPropertyAssignment(property) ? resolve(unwrap(property.initializer)) : ts.isShorthandPropertyAssignment(property) ? resolve(property.name) : undefined
  const indentAt = (position: number) => /^[ \t]*/.exec(source.slice(source.lastIndexOf('\n', position - 1) + 1))?.[0] ?? ''

  const edits: Edit[] = []
  const kept: string[] = []

  /** The object literal at `path`, creating nothing: undefined where the path breaks off. */
  function objectAt(path: string[]): ts.ObjectLiteralExpression | undefined {
    let node: ts.Node = root
    for (const key of path) {
      if (ts.isArrayLiteralExpression(node) && /^\d+$/.test(key)) {
        const element = node.elements[Number(key)]
        if (!element) return undefined
        node = resolve(unwrap(element))
        continue
      }
      if (!ts.isObjectLiteralExpression(node)) return undefined
      const property = node.properties.find((candidate) => propertyName(candidate) === key)
      const value = property && valueOf(property)
      if (!value) return undefined
      node = value
    }
    return ts.isObjectLiteralExpression(node) ? node : undefined
  }

  /** Takes the field out with its line, where the file writes it in the object at its path. */
  function remove(path: string[]) {
    const property = objectAt(path.slice(0, -1))?.properties.find((candidate) => propertyName(candidate) === path.at(-1))
    if (!property) return
    const start = source.lastIndexOf('\n', property.getStart()) + 1
    const lineEnd = source.indexOf('\n', property.getEnd())
    const after = source.slice(property.getEnd(), lineEnd === -1 ? undefined : lineEnd)
    // Alone on its line (the house style): the whole line goes; else the field and its comma.
    if (source.slice(start, property.getStart()).trim() === '' && /^,?\s*$/.test(after)) edits.push({ start, end: lineEnd === -1 ? source.length : lineEnd + 1, text: '' })
    else {
      // Among others on a line: with the comma and space after it, or, last, with those before it.
      const following = /^,[ \t]*/.exec(after)?.[0]
      const before = following ? '' : (/,[ \t]*$/.exec(source.slice(0, property.getStart()))?.[0] ?? '')
      edits.push({ start: property.getStart() - before.length, end: property.getEnd() + (following?.length ?? 0), text: '' })
    }
  }

  async function set(path: string[], value: unknown) {
    const key = path.at(-1) ?? ''
    const parentPath = path.slice(0, -1)
    const parent = objectAt(parentPath)
    if (!parent) {
      // The parent is missing: write it whole, one level up.
      if (parentPath.length === 0) throw new Error(`${fileName}: cannot write ${path.join('.')}`)
      return set(parentPath, { [key]: value })
    }
    const property = parent.properties.find((candidate) => propertyName(candidate) === key)
    if (!property) {
      const closing = parent.getEnd() - 1
      const lastLine = source.lastIndexOf('\n', closing - 1)
      const indent = `${indentAt(parent.getStart())}  `
      const separator = parent.properties.length > 0 && !parent.properties.hasTrailingComma ? ',' : ''
      const insertAt = parent.properties.length > 0 ? parent.properties.end : lastLine
      edits.push({ start: insertAt, end: insertAt, text: `${separator}\n${indent}${key}: ${await printed(value, indent)},` })
      return
    }
    if (!ts.isPropertyAssignment(property)) {
      kept.push(path.join('.'))
      return
    }
    const initializer = property.initializer
    const literal = ts.isStringLiteralLike(initializer) || ts.isNumericLiteral(initializer) || ts.isArrayLiteralExpression(initializer) || ts.isObjectLiteralExpression(initializer)
    if (!literal) {
      kept.push(path.join('.'))
      return
    }
    edits.push({ start: initializer.getStart(), end: initializer.getEnd(), text: await printed(value, indentAt(property.getStart())) })
  }

  /** Entries to add, by list: each after the entry whose text holds `after`, else at the end. */
  const additions = new Map<ts.ArrayLiteralExpression, { value: unknown; after?: string }[]>()

  function append(path: string[], value: unknown, after?: string) {
    const parent = objectAt(path.slice(0, -1))
    const property = parent?.properties.find((candidate) => propertyName(candidate) === path.at(-1))
    const list = property && valueOf(property)
    if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${fileName}: ${path.join('.')} is not a list written in the file`)
    additions.set(list, [...(additions.get(list) ?? []), { value, after }])
  }

  /**
   * A list with its new entries: a list written on one line is written again, on one line if it
   * still fits; into a list of one entry a line, each goes in as a line of its own after its
   * anchor (or the last entry), so edits inside the list's other entries stay where they are.
   */
  async function rewriteList(list: ts.ArrayLiteralExpression, added: { value: unknown; after?: string }[]) {
    const indent = indentAt(list.getStart())
    const anchorOf = (after?: string) => (after ? list.elements.findIndex((element) => element.getText().includes(after)) : -1)
    if (list.getText().includes('\n') && list.elements.length > 0) {
      for (const { value, after } of added) {
        const anchor = anchorOf(after)
        const element = list.elements[anchor >= 0 ? anchor : list.elements.length - 1] as ts.Expression
        const comma = /^[ \t]*,/.exec(source.slice(element.getEnd()))?.[0]
        const at = element.getEnd() + (comma?.length ?? 0)
        edits.push({ start: at, end: at, text: `${comma ? '' : ','}\n${indent}  ${await printed(value, `${indent}  `, false)},` })
      }
      return
    }
    const entries = list.elements.map((element) => element.getText())
    /** Where the last entry went after each anchor, so the next one follows it. */
    const placed = new Map<string, number>()
    for (const { value, after } of added) {
      const anchor = after ? (placed.get(after) ?? entries.findIndex((entry) => entry.includes(after))) : -1
      const at = anchor >= 0 ? anchor + 1 : entries.length
      entries.splice(at, 0, await printed(value, '', false))
      if (after && anchor >= 0) placed.set(after, at)
    }
    const oneLine = `[${entries.join(', ')}]`
    const text = indent.length + oneLine.length <= 140 ? oneLine : `[\n${entries.map((entry) => `${indent}  ${entry.split('\n').join(`\n${indent}  `)},`).join('\n')}\n${indent}]`
    edits.push({ start: list.getStart(), end: list.getEnd(), text })
  }

  for (const change of changes) {
    if ('set' in change) await set(change.set, change.value)
    else if ('remove' in change) remove(change.remove)
    else if (!change.skipIf || !source.includes(change.skipIf)) append(change.append, change.value, change.after)
  }
  for (const [list, added] of additions) await rewriteList(list, added)
  // From the end, so each edit's positions still hold (of two at one place, the later goes in
  // first, so they read in the order they were made); a trailing comma written twice is folded.
  let result = source
  const ordered = edits.map((edit, index) => ({ ...edit, index })).sort((a, b) => b.start - a.start || b.index - a.index)
  for (const { start, end, text } of ordered) result = result.slice(0, start) + text + result.slice(end)
  return { source: result.replace(/,,(\n)/g, ',$1'), kept }
}
