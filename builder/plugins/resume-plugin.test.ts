// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { resumeSections, type Content } from '../../src/build-surface.ts'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { site as stress } from '../../src/test/fixtures/stress.ts'

import { resumePlugin } from './resume-plugin.ts'
import { createSite } from './site-plugin.ts'

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** The plugin over `content` as the build's first plugin leaves the shared site. */
function pluginFor(content: Content) {
  const site = { ...createSite(), content, pictures: 'src/test/fixtures/media', siteUrl: 'https://owner.example.org/', warn: vi.fn() }
  return { plugin: resumePlugin(site), site }
}

/** The dev server's answer to `url`, through the plugin's middleware. */
async function devRequest(middleware: Middleware, url: string) {
  return new Promise<{ type?: string; body?: Buffer; next: boolean }>((resolve) => {
    const headers: Record<string, string> = {}
    const response = {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (body: string | Uint8Array) => resolve({ type: headers['content-type'], body: Buffer.from(body), next: false }),
    } as unknown as ServerResponse
    middleware({ url } as IncomingMessage, response, () => resolve({ next: true }))
  })
}

function middlewareOf(plugin: ReturnType<typeof resumePlugin>): Middleware | undefined {
  let middleware: Middleware | undefined
  const hook = plugin.configureServer as (server: unknown) => void
  hook({ middlewares: { use: (handler: Middleware) => (middleware = handler) }, config: { base: '/' } })
  return middleware
}

describe('the résumé files', () => {
  it('are served by the dev server where the content switches them on', async () => {
    const middleware = middlewareOf(pluginFor(complete).plugin)!
    const json = await devRequest(middleware, '/resume.json?t=1')
    expect(json.type).toBe('application/json')
    expect((JSON.parse(json.body!.toString()) as { basics: { name: string } }).basics.name).toBe(complete.owner.name)
    const pdf = await devRequest(middleware, '/resume.pdf')
    expect(pdf.type).toBe('application/pdf')
    expect(pdf.body!.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((await devRequest(middleware, '/contact.vcf')).type).toBe('text/vcard; charset=utf-8')
    expect((await devRequest(middleware, '/other.pdf')).next).toBe(true)
  }, 20_000)

  it('are not there for content without them', () => {
    expect(middlewareOf(pluginFor(sample).plugin)).toBeUndefined()
  })

  it("are written beside index.html by a build, without resume.pdf where the owner names a PDF of theirs", async () => {
    const emit = async (content: Content) => {
      const emitFile = vi.fn()
      await (pluginFor(content).plugin.generateBundle as (this: unknown) => Promise<void>).call({ emitFile })
      return emitFile.mock.calls.map(([file]) => (file as { fileName: string }).fileName)
    }
    expect(await emit(complete)).toEqual(['resume.json', 'resume.pdf', 'contact.vcf'])
    expect(await emit({ ...complete, resume: { label: complete.resume.label, file: '/cv.pdf' }, vcard: undefined })).toEqual(['resume.json'])
    expect(await emit(sample)).toEqual([])
  }, 60_000)

  // The long fixture's résumé takes about eight renders of 0.5-1 s each to fit (resume-pdf.ts).
  it('name the sections resume.pdf leaves out to fit two pages, with how to choose', async () => {
    const { plugin, site } = pluginFor(stress)
    await (plugin.generateBundle as (this: unknown) => Promise<void>).call({ emitFile: vi.fn() })
    const warnings = site.warn.mock.calls.map(([message]) => String(message))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('resume.sections')
    // It names the last of the résumé's sections in page order (what renderResumePdf leaves out), and no other.
    const named = resumeSections(stress).map((section) => warnings[0]!.includes(`${stress[section.key]!.heading} (${section.id})`))
    expect(named.indexOf(true)).toBeGreaterThan(0)
    expect(named.slice(named.indexOf(true)).every(Boolean)).toBe(true)
    const { plugin: quiet, site: quietSite } = pluginFor(complete)
    await (quiet.generateBundle as (this: unknown) => Promise<void>).call({ emitFile: vi.fn() })
    expect(quietSite.warn).not.toHaveBeenCalled()
  }, 60_000)
})
