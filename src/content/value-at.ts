/** What is at `path` in a value not yet known to be content (undefined where the path breaks off). */
export const valueAt = (node: unknown, ...path: PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), node)
