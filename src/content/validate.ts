import type { z } from 'zod'
import { contentSchema, type Content } from './schema'

export interface ValidationOptions {
  /** Whether a path under public/ (such as /media/profile.webp) exists. */
  assetExists: (path: string) => boolean
}

/** Names an entry the way the owner sees it: `projects #7 "Fractal Generator"`. */
function describeEntry(content: unknown, path: PropertyKey[]): string {
  const parts: string[] = []
  let node: unknown = content
  for (const key of path) {
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined
    if (typeof key === 'number') {
      const entry = node as { id?: unknown; title?: unknown; label?: unknown } | undefined
      const name = entry?.title ?? entry?.label
      const id = entry?.id !== undefined ? `#${String(entry.id)}` : `[${key}]`
      parts.push(typeof name === 'string' ? `${id} "${name}"` : id)
    } else {
      parts.push(String(key))
    }
  }
  return parts.join(' › ').replace(/ › (#|\[)/g, ' $1')
}

function formatIssue(content: unknown, issue: z.core.$ZodIssue): string {
  return `${describeEntry(content, issue.path)}: ${issue.message}`
}

/** Every image and media path the content refers to, with where it is referenced. */
function assetReferences(content: Content): { path: PropertyKey[]; src: string }[] {
  return [
    { path: ['hero', 'video', 'src'], src: content.hero.video.src },
    { path: ['hero', 'video', 'poster'], src: content.hero.video.poster },
    { path: ['about', 'photo', 'src'], src: content.about.photo.src },
    ...content.projects.items.map((p, i) => ({ path: ['projects', 'items', i, 'image', 'src'], src: p.image.src })),
    ...content.dashboards.items.map((d, i) => ({ path: ['dashboards', 'items', i, 'image', 'src'], src: d.image.src })),
  ]
}

/** Returns every problem in the content, each naming the entry and the field; empty when valid. */
export function findContentProblems(content: unknown, options: ValidationOptions): string[] {
  const parsed = contentSchema.safeParse(content)
  if (!parsed.success) return parsed.error.issues.map((issue) => formatIssue(content, issue))
  return assetReferences(parsed.data)
    .filter(({ src }) => !options.assetExists(src))
    .map(({ path, src }) => `${describeEntry(content, path)}: file public${src} does not exist`)
}

export function assertValidContent(content: unknown, options: ValidationOptions): asserts content is Content {
  const problems = findContentProblems(content, options)
  if (problems.length > 0) {
    throw new Error(`Invalid content in src/content/site.ts:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}
