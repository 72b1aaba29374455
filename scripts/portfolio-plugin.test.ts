// @vitest-environment node
import type { ResolvedConfig, UserConfig } from 'vite'
import { EMAILJS_KEYS, OUTBOX_MODE, missingEmailKeys, portfolio } from './portfolio-plugin'

type Hook = (...args: unknown[]) => unknown
const call = (plugin: ReturnType<typeof portfolio>, hook: string, ...args: unknown[]) => (plugin[hook as keyof typeof plugin] as Hook)(...args)

/** Runs the plugin's hooks as a Vite build would, and returns what it warned. */
function runBuild(command: 'build' | 'serve', mode: string, ssr = false) {
  const plugin = portfolio()
  const warnings: string[] = []
  call(plugin, 'config', { root: process.cwd(), envDir: '/nonexistent' } satisfies UserConfig, { command, mode })
  const resolved = { publicDir: `${process.cwd()}/public`, root: process.cwd(), build: { ssr }, logger: { warn: (m: string) => warnings.push(m) } }
  call(plugin, 'configResolved', resolved as unknown as ResolvedConfig)
  call(plugin, 'buildStart')
  return { plugin, warnings }
}

describe('the portfolio build plugin', () => {
  beforeEach(() => {
    for (const key of [...EMAILJS_KEYS, 'VITE_EMAILJS_LOCAL_OUTBOX']) vi.stubEnv(key, '')
  })
  afterEach(() => vi.unstubAllEnvs())

  it('names the missing EmailJS variables', () => {
    expect(missingEmailKeys({ VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: ' ' })).toEqual([
      'VITE_EMAILJS_SERVICE_ID',
      'VITE_EMAILJS_TEMPLATE_ID',
    ])
  })

  it('warns in a production build without keys, naming each, and leaves the outbox off', () => {
    const { warnings } = runBuild('build', 'production')
    expect(warnings).toHaveLength(1)
    for (const key of EMAILJS_KEYS) expect(warnings[0]).toContain(key)
    expect(process.env.VITE_EMAILJS_LOCAL_OUTBOX).toBeUndefined()
  })

  it('warns once, not again for the server-rendering pass', () => {
    expect(runBuild('build', 'production', true).warnings).toEqual([])
  })

  it('points the npm start build and the dev server at the local outbox instead', () => {
    expect(runBuild('build', OUTBOX_MODE).warnings).toEqual([])
    expect(process.env.VITE_EMAILJS_LOCAL_OUTBOX).toBe('true')

    vi.stubEnv('VITE_EMAILJS_LOCAL_OUTBOX', '')
    const { plugin } = runBuild('serve', 'development')
    expect(process.env.VITE_EMAILJS_LOCAL_OUTBOX).toBe('true')
    const use = vi.fn()
    call(plugin, 'configureServer', { middlewares: { use }, config: { logger: { info: () => {} } } })
    expect(use).toHaveBeenCalledWith(expect.any(Function))
  })

  it('uses EmailJS, with no warning, once the keys are set', () => {
    for (const key of EMAILJS_KEYS) vi.stubEnv(key, 'set')
    const { plugin, warnings } = runBuild('build', OUTBOX_MODE)
    expect(warnings).toEqual([])
    expect(process.env.VITE_EMAILJS_LOCAL_OUTBOX).toBeUndefined()
    const use = vi.fn()
    call(plugin, 'configureServer', { middlewares: { use }, config: { logger: { info: () => {} } } })
    expect(use).not.toHaveBeenCalled()
  })
})
