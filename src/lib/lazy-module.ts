/**
 * A module loaded on first use and kept: the same promise for every caller, and a failed download
 * (offline, a deploy that replaced the file) tried again on the next call.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
