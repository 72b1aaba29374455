// @vitest-environment node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { mediaDir } from '../../builder/content.ts'
import { imageReferences } from '../../builder/media.ts'
import { site } from './site.ts'
import { schemaProblems } from './validate.ts'

/**
 * The owner's content: whatever its words and however many entries it has, it must be content
 * the build accepts. The page's words and the sample page are tested against the fixtures in
 * src/test/fixtures/, never against this file, which is the owner's to rewrite.
 */
describe("the owner's content", () => {
  it('passes validation', () => {
    const problems = schemaProblems(site).map(({ entry, field, message }) => `${[entry, field].filter(Boolean).join(' › ')}: ${message}`)
    expect(problems).toEqual([])
  })

  it('names only pictures that are in the media folder beside it', () => {
    // The folder of src/content/site.ts, whatever PORTFOLIO_CONTENT this process was started with.
    const folder = mediaDir({})
    const missing = imageReferences(site)
      .map(({ src }) => `${folder}/${src}`)
      .filter((picture) => !existsSync(join(process.cwd(), picture)))
    expect(missing).toEqual([])
  })
})
