// @vitest-environment node
// The GitHub Pages workflow (.github/workflows/deploy.yml), read by GitHub's own parser: the
// schema of workflow files and the expression language, as the Actions service checks them.
import { readFileSync } from 'node:fs'
import { Evaluator, Lexer, Parser, data } from '@actions/expressions'
import { NoOperationTraceWriter, isBasicExpression, isLiteral, isMapping, isSequence, parseWorkflow } from '@actions/workflow-parser'
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'
import { PROVIDER_SETTINGS, PROVIDER_VARIABLE, THROTTLE_VARIABLE } from '../../builder/contact-settings.ts'
import { projectNode } from '../../tools/machine.ts'
import { enginesMajors } from './checks.ts'

const WORKFLOW = '.github/workflows/deploy.yml'
const source = readFileSync(WORKFLOW, 'utf8')

/** The messages GitHub would show for a workflow file, and its parsed tree. */
function parse(content: string) {
  const result = parseWorkflow({ name: WORKFLOW, content }, new NoOperationTraceWriter())
  return { errors: result.context.errors.getErrors().map((error) => error.message), root: result.value }
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
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  concurrency: Record<string, unknown>
  jobs: Record<string, { needs?: string; environment?: Record<string, string>; strategy?: { matrix: Record<string, unknown[]> }; steps: Step[] }>
}

const { errors, root } = parse(source)
const workflow = plain(root!) as Workflow
const build = workflow.jobs.build!.steps
const buildStep = build.find((step) => step.run === 'npm run build')!
const stepUsing = (steps: Step[], action: string) => steps.find((step) => step.uses?.startsWith(`${action}@`))

/** Evaluates a `${{ … }}` expression of the workflow as the runner would, with these contexts. */
function evaluate(expression: string, contexts: Record<string, unknown>): string {
  const tokens = new Lexer(expression.replace(/^\$\{\{\s*|\s*\}\}$/g, '')).lex().tokens
  const tree = new Parser(tokens, Object.keys(contexts), []).parse()
  return new Evaluator(tree, JSON.parse(JSON.stringify(contexts), data.reviver)).evaluate().coerceString()
}

describe('the GitHub Pages workflow', () => {
  it('is a valid workflow for GitHub: no schema or expression error', () => {
    expect(errors).toEqual([])
  })

  it('would be refused with a misspelt key, a wrong value or a broken expression (the check can fail)', () => {
    expect(parse(source.replace('runs-on:', 'runs_on:')).errors).toContainEqual(expect.stringContaining("Unexpected value 'runs_on'"))
    expect(parse(source.replace('pages: write', 'pages: writ')).errors).toContainEqual(expect.stringContaining("Unexpected value 'writ'"))
    expect(parse(source.replace('vars.SITE_URL ||', 'vars.SITE_URL |')).errors).toContainEqual(expect.stringContaining("Unexpected symbol: '|'"))
    expect(parse(source.replace('steps.pages.outputs', 'step.pages.outputs')).errors).toContainEqual(
      expect.stringContaining("Unrecognized named-value: 'step'"),
    )
  })

  it('deploys on a push to main or by hand, one deploy at a time, with the permissions Pages needs', () => {
    expect(workflow.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null })
    expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' })
    expect(workflow.concurrency).toEqual({ group: 'pages', 'cancel-in-progress': false })
  })

  it('pins every action to a major version', () => {
    const actions = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => step.uses ?? []))
    expect(actions.map((action) => action.replace(/@.*/, ''))).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'actions/checkout',
      'actions/setup-node',
      'actions/configure-pages',
      'actions/upload-pages-artifact',
      'actions/deploy-pages',
    ])
    for (const action of actions) expect(action).toMatch(/@v\d+$/)
  })

  it("builds with the newest release of .node-version's Node", () => {
    expect(stepUsing(build, 'actions/setup-node')?.with).toEqual({ 'node-version-file': '.node-version', 'check-latest': 'true', cache: 'npm' })
  })

  it("tests on the newest release of each Node major package.json's engines accept, .node-version's among them", () => {
    const test = workflow.jobs.test!
    const { engines, major } = projectNode()
    const majors = test.strategy?.matrix.node
    expect(majors).toEqual(enginesMajors(engines))
    expect(majors).toContain(Number(major))
    expect(stepUsing(test.steps, 'actions/setup-node')?.with).toEqual({ 'node-version': '${{ matrix.node }}', 'check-latest': 'true', cache: 'npm' })
  })

  it('builds for the address Pages gives, with a trailing slash, unless the SITE_URL variable names another', () => {
    const configure = stepUsing(build, 'actions/configure-pages')!
    expect(build.indexOf(configure)).toBeLessThan(build.indexOf(buildStep))
    const siteUrl = buildStep.env?.SITE_URL ?? ''
    expect(siteUrl).toContain(`steps.${configure.id}.outputs.base_url`)
    const steps = { [configure.id!]: { outputs: { base_url: 'https://ada.github.io/portfolio' } } }
    expect(evaluate(siteUrl, { vars: {}, steps })).toBe('https://ada.github.io/portfolio/')
    expect(evaluate(siteUrl, { vars: { SITE_URL: 'https://ada.dev/' }, steps })).toBe('https://ada.dev/')
  })

  it('gives the build every contact setting from the repository secrets, or else its variables', () => {
    for (const key of [PROVIDER_VARIABLE, THROTTLE_VARIABLE, ...Object.values(PROVIDER_SETTINGS).flat()]) {
      const expression = buildStep.env?.[key] ?? ''
      expect(evaluate(expression, { secrets: { [key]: 'secret' }, vars: { [key]: 'variable' } }), key).toBe('secret')
      expect(evaluate(expression, { secrets: {}, vars: { [key]: 'variable' } }), key).toBe('variable')
    }
  })

  it('runs the whole test gate, from the lockfile, before it builds', () => {
    const test = workflow.jobs.test!
    expect(test.steps.map((step) => step.run).filter(Boolean)).toEqual(['npm ci --no-audit --no-fund', 'npx playwright install --with-deps chromium', 'npm test'])
    expect(workflow.jobs.build!.needs).toBe('test')
  })

  it('installs from the lockfile, uploads dist/ and deploys it to the github-pages environment', () => {
    expect(build.map((step) => step.run).filter(Boolean)).toEqual(['npm ci --no-audit --no-fund', 'npm run build'])
    expect(stepUsing(build, 'actions/upload-pages-artifact')?.with).toEqual({ path: 'dist' })
    const deploy = workflow.jobs.deploy!
    expect(deploy.needs).toBe('build')
    expect(deploy.environment).toEqual({ name: 'github-pages', url: '${{ steps.deployment.outputs.page_url }}' })
    expect(stepUsing(deploy.steps, 'actions/deploy-pages')?.id).toBe('deployment')
  })
})
