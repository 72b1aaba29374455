// @vitest-environment node
import { CANNOT_BUILD, describeFailure } from './findings.ts'

/** An error as Rolldown gathers a build's errors into one: each with the plugin that raised it. */
function bundleFailure(...errors: Error[]) {
  return Object.assign(new Error(`Build failed with ${errors.length} error:\n\n${errors.map((error) => error.stack).join('\n')}`), { errors })
}

describe('a build that stops', () => {
  const raised = (message: string, plugin?: string) => Object.assign(new Error(message), plugin ? { plugin } : {})

  it('says the check’s findings as they are, without the stack that carried them', () => {
    const findings = `${CANNOT_BUILD} (1 error, 0 warnings):\n✖ error: site.ts › owner › name: must not be empty\n    hint: Write the text.`
    const said = describeFailure(bundleFailure(raised(findings, 'portfolio:check')))
    expect(said).toBe(findings)
  })

  it('says any other error in one block, naming the plugin, with a way to learn more', () => {
    const said = describeFailure(bundleFailure(raised('dispatcher.getOwner is not a function', 'portfolio:head')))
    expect(said).toMatch(/^✖ The build stopped in portfolio:head: dispatcher\.getOwner is not a function\n {4}hint: .*DEBUG=1/)
    expect(said).not.toMatch(/^\s+at\s/m)
    expect(describeFailure('a thrown string')).toMatch(/^✖ The build stopped: a thrown string\n/)
  })

  it('adds the stack with DEBUG set, for whoever works on the builder', () => {
    expect(describeFailure(raised('boom'), true)).toMatch(/^\s+at\s/m)
  })
})
