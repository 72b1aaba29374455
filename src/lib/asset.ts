/** URL of a file under public/, honouring the base path the site is built for. */
export function assetUrl(path: string): string {
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`
}
