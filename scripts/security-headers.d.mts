export interface HeaderRule {
  path: string
  headers: Record<string, string>
}
export interface PolicySources {
  scripts: string[]
  styles: string[]
  connect: string
}

export const IMMUTABLE: string
export const REVALIDATE: string
export function inlineHashes(html: string): { scripts: string[]; styles: string[] }
export function contentSecurityPolicy(sources: PolicySources, options?: { meta?: boolean }): string
export function securityHeaders(policy: string): Record<string, string>
export function headerRules(policy: string, base?: string): HeaderRule[]
export function headersFile(rules: HeaderRule[]): string
export function parseHeadersFile(text: string): HeaderRule[]
export function basePathOf(rules: HeaderRule[]): string | undefined
export function matchesPath(pattern: string, pathname: string): boolean
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string>
export function vercelConfig(rules: HeaderRule[]): { $schema: string; headers: { source: string; headers: { key: string; value: string }[] }[] }
export function vercelBuildOutputConfig(rules: HeaderRule[]): {
  version: 3
  routes: { src: string; headers: Record<string, string>; continue: true }[]
}
export function nginxConfig(rules: HeaderRule[]): string
