// @vitest-environment node
// The GitHub workflows, read by GitHub's own parser: the schema of workflow files, the expression
// language and the jobs' graph, as the Actions service checks them. deploy.yml proves the owner's
// page (npm run verify) and publishes it to GitHub Pages; test.yml runs the whole suite (npm test)
// on every push and pull request.
import { readFileSync } from 'node:fs'
import { Evaluator, Lexer, Parser, data } from '@actions/expressions'
import type { FunctionDefinition } from '@actions/expressions/funcs/info'
import { truthy } from '@actions/expressions/result'
import { NoOperationTraceWriter, convertWorkflowTemplate, isBasicExpression, isLiteral, isMapping, isSequence, parseWorkflow } from '@actions/workflow-parser'
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'
import { PROVIDER_SETTINGS, PROVIDER_VARIABLE, THROTTLE_VARIABLE } from '../../builder/contact-settings.ts'
import { projectNode } from '../../tools/machine.ts'
import { enginesMajors } from './checks.ts'

const DEPLOY = '.github/workflows/deploy.yml'
const TEST = '.github/workflows/test.yml'

/** A job as GitHub schedules it: its `if` as evaluated and the jobs it needs. */
interface GraphJob {
  condition: string
  needs: string[]
}

/**
 * The messages GitHub would show for a workflow file, its parsed tree, and its jobs as GitHub
 * schedules them: each job's `if` as evaluated (`success() && (…)` around a condition without a
 * status function, `success()` for none) and its needs. The conversion to jobs finds what the
 * parse alone lets through: an expression in an `if` written without `${{ }}`, a `needs` naming
 * no job.
 */
async function parse(name: string, content: string) {
  const result = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const template = result.value ? await convertWorkflowTemplate(result.context, result.value) : undefined
  const graph: Record<string, GraphJob> = Object.fromEntries(
    (template?.jobs ?? []).map((job) => [job.id.value, { condition: job.if.expression, needs: (job.needs ?? []).map((need) => need.value) }]),
  )
  return { errors: result.context.errors.getErrors().map((error) => error.message), root: result.value, graph }
}

/** The parsed tree as plain data, expressions as the `${{ … }}` they were written as. */
function plain(token: TemplateToken): unknown {
  if (isMapping(token)) return Object.fromEntries([...token].map(({ key, value }) => [key.toString(), plain(value)]))
  if (isSequence(token)) return [...token].map(plain)
  if (isBasicExpression(token)) return `\${{ ${token.expression} }}`
  if (isLiteral(token)) return 'value' in token ? token.value : null
  return token.toString()
}

interface Step {
  id?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  needs?: string | string[]
  environment?: Record<string, string>
  strategy?: { matrix: Record<string, unknown[]> }
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  concurrency: Record<string, unknown>
  jobs: Record<string, Job>
}

/** A workflow file: its text, GitHub's messages, its plain tree and its jobs as GitHub schedules them. */
async function load(file: string) {
  const source = readFileSync(file, 'utf8')
  const { errors, root, graph } = await parse(file, source)
  return { source, errors, workflow: plain(root!) as Workflow, graph }
}

const deploy = await load(DEPLOY)
const test = await load(TEST)
const build = deploy.workflow.jobs.build!.steps
const verifyStep = build.find((step) => step.run === 'npm run verify')!
const stepUsing = (steps: Step[], action: string) => steps.find((step) => step.uses?.startsWith(`${action}@`))
const runs = (job: Job) => job.steps.map((step) => step.run).filter(Boolean)

/** Evaluates a `${{ … }}` expression of a workflow as the runner would, with these contexts and functions. */
function result(expression: string, contexts: Record<string, unknown>, functions: FunctionDefinition[] = []) {
  const tokens = new Lexer(expression.replace(/^\$\{\{\s*|\s*\}\}$/g, '')).lex().tokens
  const tree = new Parser(tokens, Object.keys(contexts), functions).parse()
  const implementations = new Map(functions.map((f) => [f.name.toLowerCase(), f]))
  return new Evaluator(tree, JSON.parse(JSON.stringify(contexts), data.reviver), implementations).evaluate()
}
const evaluate = (expression: string, contexts: Record<string, unknown>) => result(expression, contexts).coerceString()

/**
 * The status functions of a job's `if`. GitHub's expression library has none (the runner supplies
 * them), so they are modelled here, as GitHub evaluates them for jobs, over every job before it (the ones it needs, theirs, and so on):
 * success() when all of them succeeded and the run goes on (so a skipped job anywhere before it
 * skips it, actions/runner#2205), failure() when one of them failed, cancelled() when the run was
 * cancelled, always() always.
 */
function statusFunctions(before: string[], runCancelled: boolean): FunctionDefinition[] {
  const status = (name: string, value: boolean): FunctionDefinition => ({ name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(value) })
  return [
    status('success', !runCancelled && before.every((value) => value === 'success')),
    status('failure', before.includes('failure')),
    status('cancelled', runCancelled),
    status('always', true),
  ]
}

/** How the run stands when a job's turn comes: how each job before it ended, the repository's variables, whether the run was cancelled. */
interface RunState {
  results?: Record<string, string>
  vars?: Record<string, string>
  runCancelled?: boolean
}

/** Whether GitHub runs this job of the graph, from its `if`, given how the run stands. */
function jobRuns(graph: Record<string, GraphJob>, id: string, { results = {}, vars = {}, runCancelled = false }: RunState) {
  const resultOf = (job: string) => results[job] ?? expect.unreachable(`no result given for the job ${job}`)
  const before = new Set<string>()
  const addNeeds = (job: string) => {
    for (const need of graph[job]!.needs) {
      if (before.has(need)) continue
      before.add(need)
      addNeeds(need)
    }
  }
  addNeeds(id)
  const needs = Object.fromEntries(graph[id]!.needs.map((need) => [need, { result: resultOf(need), outputs: {} }]))
  const statuses = statusFunctions([...before].map(resultOf), runCancelled)
  return truthy(result(graph[id]!.condition, { github: {}, needs, vars, inputs: {} }, statuses))
}

/** Whether the full-suite job runs, for each value of the DEPLOY_AFTER_FULL_SUITE variable. */
const fullSuiteRuns = (graph: Record<string, GraphJob>) => ({
  true: jobRuns(graph, 'full-suite', { vars: { DEPLOY_AFTER_FULL_SUITE: 'true' } }),
  false: jobRuns(graph, 'full-suite', { vars: { DEPLOY_AFTER_FULL_SUITE: 'false' } }),
  unset: jobRuns(graph, 'full-suite', { vars: {} }),
})

/**
 * Whether the build runs after the full suite ended each way. A cancelled run cancels the running
 * job, so its result is cancelled with cancelled() true; the build must also hold back should the
 * suite end cancelled while the run goes on, or the run be cancelled after the suite succeeded.
 */
const buildRunsAfter = (graph: Record<string, GraphJob>) => {
  const after = (suite: string, runCancelled = false) => jobRuns(graph, 'build', { results: { 'full-suite': suite }, runCancelled })
  return {
    success: after('success'),
    skipped: after('skipped'),
    failure: after('failure'),
    cancelled: after('cancelled', true),
    'cancelled, the run going on': after('cancelled'),
    'success, the run cancelled after it': after('success', true),
  }
}

/** Whether the deploy runs after the full suite and the build ended each way. */
const deployRunsAfter = (graph: Record<string, GraphJob>) => {
  const after = (suite: string, build: string, runCancelled = false) => jobRuns(graph, 'deploy', { results: { 'full-suite': suite, build }, runCancelled })
  return {
    'build succeeded, suite skipped': after('skipped', 'success'),
    'build succeeded, suite passed': after('success', 'success'),
    'build failed': after('skipped', 'failure'),
    'build skipped, suite failed': after('failure', 'skipped'),
    'build cancelled': after('skipped', 'cancelled', true),
    'build succeeded, the run cancelled after it': after('skipped', 'success', true),
  }
}

describe('the GitHub workflows', () => {
  it('are valid workflows for GitHub: no schema, expression or job graph error', () => {
    expect(deploy.errors).toEqual([])
    expect(test.errors).toEqual([])
  })

  it('would be refused with a misspelt key, a wrong value, a broken expression or an unknown job (the check can fail)', async () => {
    const refused = async (file: string, source: string, from: string, to: string) => {
      expect(source).toContain(from)
      return (await parse(file, source.replace(from, to))).errors
    }
    expect(await refused(DEPLOY, deploy.source, 'runs-on:', 'runs_on:')).toContainEqual(expect.stringContaining("Unexpected value 'runs_on'"))
    expect(await refused(DEPLOY, deploy.source, 'pages: write', 'pages: writ')).toContainEqual(expect.stringContaining("Unexpected value 'writ'"))
    expect(await refused(DEPLOY, deploy.source, 'vars.SITE_URL ||', 'vars.SITE_URL |')).toContainEqual(expect.stringContaining("Unexpected symbol: '|'"))
    expect(await refused(DEPLOY, deploy.source, 'steps.pages.outputs', 'step.pages.outputs')).toContainEqual(expect.stringContaining("Unrecognized named-value: 'step'"))
    // The full suite's `if` is written without ${{ }}: only the conversion to jobs reads it.
    expect(await refused(DEPLOY, deploy.source, 'vars.DEPLOY_AFTER_FULL_SUITE ==', 'var.DEPLOY_AFTER_FULL_SUITE ==')).toContainEqual(
      expect.stringContaining("Unrecognized named-value: 'var'"),
    )
    expect(await refused(DEPLOY, deploy.source, 'needs: full-suite', 'needs: full_suite')).toContainEqual(
      expect.stringContaining("Job 'build' depends on unknown job 'full_suite'"),
    )
    expect(await refused(TEST, test.source, 'runs-on:', 'runs_on:')).toContainEqual(expect.stringContaining("Unexpected value 'runs_on'"))
    expect(await refused(TEST, test.source, 'contents: read', 'contents: reed')).toContainEqual(expect.stringContaining("Unexpected value 'reed'"))
    expect(await refused(TEST, test.source, 'github.ref }}', 'github.ref }')).toContainEqual(expect.stringContaining('The expression is not closed'))
  })

  it('run only the npm scripts package.json has', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    const commands = [deploy, test].flatMap(({ workflow }) => Object.values(workflow.jobs).flatMap(runs))
    const named = commands.flatMap((command) => /^npm (?:run (\S+)|(test))$/.exec(command ?? '')?.slice(1).filter(Boolean) ?? [])
    expect(named).toEqual(expect.arrayContaining(['verify', 'test']))
    for (const script of named) expect(scripts, script).toHaveProperty([script!])
  })

  it('pin every action to a major version', () => {
    const actions = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => step.uses ?? []))
    expect(actions(deploy.workflow).map((action) => action.replace(/@.*/, ''))).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'actions/checkout',
      'actions/setup-node',
      'actions/configure-pages',
      'actions/upload-pages-artifact',
      'actions/deploy-pages',
    ])
    expect(actions(test.workflow).map((action) => action.replace(/@.*/, ''))).toEqual(['actions/checkout', 'actions/setup-node'])
    for (const action of [...actions(deploy.workflow), ...actions(test.workflow)]) expect(action).toMatch(/@v\d+$/)
  })
})

describe('the GitHub Pages workflow', () => {
  const { workflow, graph } = deploy

  it('deploys on a push to main or by hand, one deploy at a time, with the permissions Pages needs', () => {
    expect(workflow.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null })
    expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' })
    expect(workflow.concurrency).toEqual({ group: 'pages', 'cancel-in-progress': false })
  })

  it("builds, and runs the full suite, with the newest release of .node-version's Node", () => {
    const nodeVersionFile = { 'node-version-file': '.node-version', 'check-latest': 'true', cache: 'npm' }
    expect(stepUsing(build, 'actions/setup-node')?.with).toEqual(nodeVersionFile)
    expect(stepUsing(workflow.jobs['full-suite']!.steps, 'actions/setup-node')?.with).toEqual(nodeVersionFile)
  })

  it("proves the owner's page with npm run verify, from the lockfile and with the journeys' browser, and uploads the dist/ it leaves", () => {
    expect(runs(workflow.jobs.build!)).toEqual(['npm ci --no-audit --no-fund', 'npx playwright install --with-deps chromium', 'npm run verify'])
    const upload = stepUsing(build, 'actions/upload-pages-artifact')!
    expect(upload.with).toEqual({ path: 'dist' })
    expect(build.indexOf(verifyStep)).toBeLessThan(build.indexOf(upload))
  })

  it('gives npm run verify the build settings, and only those: the address and the contact settings', () => {
    const contact = [PROVIDER_VARIABLE, THROTTLE_VARIABLE, ...Object.values(PROVIDER_SETTINGS).flat()]
    expect(Object.keys(verifyStep.env ?? {}).sort()).toEqual(['SITE_URL', ...new Set(contact)].sort())
  })

  it('builds for the address Pages gives, with a trailing slash, unless the SITE_URL variable names another', () => {
    const configure = stepUsing(build, 'actions/configure-pages')!
    expect(build.indexOf(configure)).toBeLessThan(build.indexOf(verifyStep))
    const siteUrl = verifyStep.env?.SITE_URL ?? ''
    expect(siteUrl).toContain(`steps.${configure.id}.outputs.base_url`)
    const steps = { [configure.id!]: { outputs: { base_url: 'https://ada.github.io/portfolio' } } }
    expect(evaluate(siteUrl, { vars: {}, steps })).toBe('https://ada.github.io/portfolio/')
    expect(evaluate(siteUrl, { vars: { SITE_URL: 'https://ada.dev/' }, steps })).toBe('https://ada.dev/')
  })

  it('gives the build every contact setting from the repository secrets, or else its variables', () => {
    for (const key of [PROVIDER_VARIABLE, THROTTLE_VARIABLE, ...Object.values(PROVIDER_SETTINGS).flat()]) {
      const expression = verifyStep.env?.[key] ?? ''
      expect(evaluate(expression, { secrets: { [key]: 'secret' }, vars: { [key]: 'variable' } }), key).toBe('secret')
      expect(evaluate(expression, { secrets: {}, vars: { [key]: 'variable' } }), key).toBe('variable')
    }
  })

  it('runs the whole suite, from the lockfile, only when the DEPLOY_AFTER_FULL_SUITE variable is true', () => {
    expect(runs(workflow.jobs['full-suite']!)).toEqual(['npm ci --no-audit --no-fund', 'npx playwright install --with-deps chromium', 'npm test'])
    expect(fullSuiteRuns(graph)).toEqual({ true: true, false: false, unset: false })
  })

  it('builds when the full suite passed or was skipped, never when it failed or the run was cancelled', () => {
    expect(graph.build!.needs).toEqual(['full-suite'])
    expect(buildRunsAfter(graph)).toEqual({
      success: true,
      skipped: true,
      failure: false,
      cancelled: false,
      'cancelled, the run going on': false,
      'success, the run cancelled after it': false,
    })
  })

  it('deploys the uploaded dist/ to the github-pages environment when the build succeeded, the full suite skipped or not', () => {
    const job = workflow.jobs.deploy!
    expect(graph.deploy!.needs).toEqual(['build'])
    expect(deployRunsAfter(graph)).toEqual({
      'build succeeded, suite skipped': true,
      'build succeeded, suite passed': true,
      'build failed': false,
      'build skipped, suite failed': false,
      'build cancelled': false,
      'build succeeded, the run cancelled after it': false,
    })
    expect(job.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' })
    expect(stepUsing(job.steps, 'actions/deploy-pages')?.id).toBe('deployment')
  })

  it('would see a full suite that always runs, or a build or deploy that waits wrongly (the check can fail)', async () => {
    const graphWith = async (from: string, to: string) => {
      expect(from).not.toBe('')
      expect(deploy.source).toContain(from)
      return (await parse(DEPLOY, deploy.source.replace(from, to))).graph
    }
    const ifOf = (job: string) => new RegExp(`^  ${job}:\n(?: {4}.*\n)*?( {4}if: .*\n)`, 'm').exec(deploy.source)?.[1] ?? ''
    expect(fullSuiteRuns(await graphWith(ifOf('full-suite'), ''))).toMatchObject({ unset: true })
    // Without an `if`, GitHub's success() skips the build whenever the suite is skipped, the variable unset.
    expect(buildRunsAfter(await graphWith(ifOf('build'), ''))).toMatchObject({ skipped: false })
    expect(buildRunsAfter(await graphWith(ifOf('build'), '    if: always()\n'))).toMatchObject({ failure: true, cancelled: true })
    const notFailed = "    if: ${{ !cancelled() && needs.full-suite.result != 'failure' }}\n"
    expect(buildRunsAfter(await graphWith(ifOf('build'), notFailed))).toMatchObject({ 'cancelled, the run going on': true })
    const withoutCancelled = "    if: ${{ always() && (needs.full-suite.result == 'success' || needs.full-suite.result == 'skipped') }}\n"
    expect(buildRunsAfter(await graphWith(ifOf('build'), withoutCancelled))).toMatchObject({ 'success, the run cancelled after it': true })
    // The same trap one job further: the skipped suite, before the build, would skip the deploy.
    expect(deployRunsAfter(await graphWith(ifOf('deploy'), ''))).toMatchObject({ 'build succeeded, suite skipped': false })
    expect(deployRunsAfter(await graphWith(ifOf('deploy'), '    if: always()\n'))).toMatchObject({ 'build failed': true })
  })
})

describe('the test workflow', () => {
  const { workflow } = test
  const job = workflow.jobs.test!

  it('runs on every push and every pull request, reading the repository only, a newer push cancelling the run it supersedes', () => {
    expect(workflow.on).toEqual({ push: null, pull_request: null })
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(workflow.concurrency['cancel-in-progress']).toBe(true)
    const group = String(workflow.concurrency.group)
    const groupOf = (ref: string, sha: string, run_id: number) => evaluate(group, { github: { workflow: 'Test', ref, sha, run_id } })
    // One group for every run of a ref, whatever its commit; another for another branch or pull request.
    expect(groupOf('refs/heads/main', 'a1', 1)).toBe(groupOf('refs/heads/main', 'b2', 2))
    expect(groupOf('refs/heads/main', 'a1', 1)).not.toBe(groupOf('refs/heads/next', 'a1', 1))
    expect(groupOf('refs/heads/main', 'a1', 1)).not.toBe(groupOf('refs/pull/7/merge', 'a1', 1))
  })

  it("tests on the newest release of each Node major package.json's engines accept, .node-version's among them", () => {
    const { engines, major } = projectNode()
    const majors = job.strategy?.matrix.node
    expect(majors).toEqual(enginesMajors(engines))
    expect(majors).toContain(Number(major))
    expect(stepUsing(job.steps, 'actions/setup-node')?.with).toEqual({ 'node-version': '${{ matrix.node }}', 'check-latest': 'true', cache: 'npm' })
  })

  it('runs the whole suite, from the lockfile, with the journeys\' browser', () => {
    expect(runs(job)).toEqual(['npm ci --no-audit --no-fund', 'npx playwright install --with-deps chromium', 'npm test'])
  })
})
