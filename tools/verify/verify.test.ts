// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { OWNER_TAG } from '../../playwright.config.ts'
import verifyConfig from '../../playwright.verify.config.ts'
import { builtPath, verify, verifySteps, type Io, type Step } from './verify.ts'

/** verify over these steps with a stand-in runner: what ran, with which environment, and what it printed. */
async function runWith(steps: Step[], statuses: Record<string, number> = {}, onRun: (command: string[]) => void = () => {}) {
  const ran: { command: string[]; env: NodeJS.ProcessEnv }[] = []
  const log: string[] = []
  const errors: string[] = []
  let clock = 0
  const io: Io = {
    run: async (command, env) => {
      ran.push({ command, env })
      onRun(command)
      clock += 1000
      return statuses[command[0]!] ?? 0
    },
    log: (line) => log.push(line),
    error: (line) => errors.push(line),
    now: () => clock,
  }
  const status = await verify(steps, io)
  return { status, ran, log: log.join('\n'), errors: errors.join('\n') }
}

const step = (name: string, env?: () => Record<string, string>): Step => ({ name, command: [name], env })

describe('npm run verify', () => {
  it('runs its steps in order and says the page is safe to deploy once every one has passed', async () => {
    const { status, ran, log, errors } = await runWith([step('check'), step('build'), step('journeys')])
    expect(status).toBe(0)
    expect(ran.map(({ command }) => command[0])).toEqual(['check', 'build', 'journeys'])
    expect(log).toContain('verify 2/3: build')
    expect(log).toContain('verify: build passed in 1.0 s')
    expect(log).toMatch(/safe to deploy \(3 steps in 3\.0 s\)/)
    expect(errors).toBe('')
  })

  it('stops at the first step that fails, names it and ends with status 1', async () => {
    const { status, ran, log, errors } = await runWith([step('check'), step('build'), step('journeys')], { build: 2 })
    expect(status).toBe(1)
    expect(ran.map(({ command }) => command[0])).toEqual(['check', 'build'])
    expect(errors).toContain('verify: build failed (exit status 2)')
    expect(log).not.toContain('safe to deploy')
  })

  it("gives every step this process's environment (the deploy's SITE_URL and contact settings), and a step's own once the steps before it have run", async () => {
    process.env.VERIFY_TEST_SETTING = 'from the deploy'
    let built = false
    try {
      const { ran } = await runWith([step('build'), step('journeys', () => ({ BUILT: String(built) }))], {}, ([program]) => (built ||= program === 'build'))
      expect(ran.map(({ env }) => env.VERIFY_TEST_SETTING)).toEqual(['from the deploy', 'from the deploy'])
      expect(ran[1]!.env.BUILT).toBe('true')
    } finally {
      delete process.env.VERIFY_TEST_SETTING
    }
  })

  it("checks the content, builds dist/, walks the owner's page there and holds that build to its budgets and headers", () => {
    const steps = verifySteps('dist')
    const command = (index: number) => steps[index]!.command.slice(1).join(' ')
    expect(steps.map(({ name }) => name)).toEqual(['content check', 'build', "journeys over the owner's page", 'byte budgets and headers of the build'])
    expect(command(0)).toBe('--import tsx builder/check.ts')
    expect(command(1)).toBe('--import tsx builder/build.ts --out-dir dist')
    expect(command(2)).toMatch(/ test --config playwright\.verify\.config\.ts$/)
    expect(command(3)).toMatch(/ run --config tests\/dist\/vitest\.config\.ts --exclude tests\/dist\/nginx\.test\.ts --exclude tests\/dist\/html-conformance\.test\.ts$/)
    expect(steps[3]!.env?.()).toEqual({ DIST_DIR: 'dist' })
  })

  it('has the journeys visit the build at the path it was made for, read once the build has run', () => {
    mkdirSync('node_modules/.cache', { recursive: true })
    const dist = mkdtempSync(join('node_modules/.cache', 'verify-dist-'))
    try {
      const journeys = verifySteps(dist)[2]!
      expect(journeys.env?.()).toEqual({ DIST_DIR: dist, OWNER_SITE_PATH: '' })
      writeFileSync(join(dist, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n/portfolio/index.html\n  Cache-Control: no-cache\n')
      expect(journeys.env?.()).toEqual({ DIST_DIR: dist, OWNER_SITE_PATH: '/portfolio' })
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})

describe('the path the journeys visit the build at', () => {
  let dir: string
  beforeEach(() => {
    mkdirSync('node_modules/.cache', { recursive: true })
    dir = mkdtempSync(join('node_modules/.cache', 'verify-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is the one the build was made for, read from its _headers, and the root otherwise', () => {
    expect(builtPath(dir)).toBe('')
    writeFileSync(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n/index.html\n  Cache-Control: no-cache\n')
    expect(builtPath(dir)).toBe('')
    writeFileSync(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n/portfolio/index.html\n  Cache-Control: no-cache\n')
    expect(builtPath(dir)).toBe('/portfolio')
  })
})

/** The journeys a Playwright config selects, as `playwright test --list` prints them: file › title. */
function listed(config: string, files: string[] = []): string[] {
  const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--config', config, '--list', '--reporter', 'json', ...files], { encoding: 'utf8' })
  type Suite = { file: string; specs: { title: string; tags: string[] }[]; suites?: Suite[] }
  const { suites, errors } = JSON.parse(result.stdout) as { suites: Suite[]; errors: { message: string }[] }
  expect(errors.map(({ message }) => message), `what playwright test --config ${config} --list reported`).toEqual([])
  const walk = (suite: Suite): string[] => [...suite.specs.map((spec) => `${suite.file} › ${spec.title} ${spec.tags.map((tag) => `@${tag}`).join(' ')}`), ...(suite.suites ?? []).flatMap(walk)]
  return suites.flatMap(walk)
}

describe("verify's journeys", () => {
  it("are exactly those of npm test that derive what they expect from the owner's content: every one of owner-page.spec.ts, and the owner's layouts", { timeout: 30_000 }, () => {
    // Listed in a checkout without npm test's builds (CI's, a deploy's): the files verify loads must need none.
    const all = listed('playwright.config.ts', ['tests/e2e/owner-page.spec.ts', 'tests/e2e/layout.spec.ts'])
    const owners = all.filter((journey) => journey.includes(OWNER_TAG))
    expect(listed('playwright.verify.config.ts').sort()).toEqual(owners.sort())
    expect(owners.filter((journey) => journey.startsWith('owner-page.spec.ts')).sort()).toEqual(all.filter((journey) => journey.startsWith('owner-page.spec.ts')).sort())
    expect(owners.filter((journey) => journey.startsWith('layout.spec.ts')).map((journey) => journey.replace(/:.*/, '')).sort()).toEqual(['layout.spec.ts › owner page, dark theme', 'layout.spec.ts › owner page, light theme'])
  })

  it('load every file that tags a journey as the owner\'s', () => {
    const tagging = readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts') && readFileSync(join('tests/e2e', file), 'utf8').includes('OWNER_TAG'))
    expect([verifyConfig.testMatch].flat().sort()).toEqual(tagging.sort())
  })
})
