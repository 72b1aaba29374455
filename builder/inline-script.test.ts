// @vitest-environment node
// The bundling itself; what the built scripts do is tested with the functions they come from
// (src/boot/head-script.test.ts, boot-script.test.ts), on the function and the built script alike.
import { BOOT_SCRIPT, HEAD_SCRIPT } from '../src/build-surface.ts'
import { inlineScript } from './inline-script.ts'

describe('inlineScript', () => {
  it('bundles the function and what it imports into one minified IIFE that calls it with its options', async () => {
    const script = await inlineScript(HEAD_SCRIPT, { storageKey: 'portfolio-theme', defaultTheme: 'light' })
    expect(script).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/)
    expect(script).not.toMatch(/\n|\bimport\b|\bexport\b/)
    expect(script).toContain('"storageKey":"portfolio-theme"')
    expect(() => new Function(script)).not.toThrow()
  })

  it('keeps the only dynamic import() the boot script makes, for the page’s modules', async () => {
    const script = await inlineScript(BOOT_SCRIPT, { listId: 'boot-modules' })
    expect(script.match(/\bimport\(/g)).toHaveLength(1)
    expect(script).not.toContain('__vitePreload')
  })

  it('writes options that cannot end the <script> element', async () => {
    const script = await inlineScript(HEAD_SCRIPT, { storageKey: '</script><script>alert(1)</script>', defaultTheme: 'light' })
    expect(script).not.toContain('</script')
    expect(script).toContain('\\u003c/script>')
  })

  it('bundles each function once, whatever its options', async () => {
    const [a, b] = await Promise.all([inlineScript(BOOT_SCRIPT, { listId: 'list-a' }), inlineScript(BOOT_SCRIPT, { listId: 'list-b' })])
    expect(a.replace('list-a', 'list-b')).toBe(b)
  })

  it('refuses a module without the function', async () => {
    await expect(inlineScript({ ...BOOT_SCRIPT, name: 'noSuchScript' }, { listId: 'boot-modules' })).rejects.toThrow()
  })
})
