// @vitest-environment node
// The lint rules that keep the layers apart and the imports acyclic, run on imports planted where
// they do not belong: each must fail `npm run lint`, naming the rule and what it breaks.
import { ESLint } from 'eslint'

const eslint = new ESLint()

/** The errors ESLint reports for `code` as if it were the file at `path`. */
async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path })
  return (result?.messages ?? []).filter((message) => message.severity === 2).map(({ ruleId, message }) => ({ ruleId, message }))
}

describe('the layers', () => {
  it.each([
    ['src/lib/planted.ts', "import { Hero } from '../sections/hero'\nexport const x = Hero\n", 'src/lib/ may not import'],
    ['src/content/planted.ts', "import { useCurrentYear } from '../hooks/use-current-year'\nexport const x = useCurrentYear\n", 'src/content/ may not import'],
    ['src/hooks/planted.ts', "import { App } from '../app/app'\nexport const x = App\n", 'src/hooks/ may not import'],
    ['src/components/planted.tsx', "import { render } from '../entry-server'\nexport const x = render\n", 'src/components/ may not import'],
    ['src/lib/planted.ts', "import { HEAD_SCRIPT } from '../build-surface.ts'\nexport const x = HEAD_SCRIPT\n", 'src/lib/ may not import'],
    ['src/sections/planted.tsx', "import { readFileSync } from 'node:fs'\nexport const x = readFileSync\n", 'Node modules belong to builder/ and tools/'],
    ['src/app/planted.tsx', "import { headTags } from '../../builder/head.ts'\nexport const x = headTags\n", 'may not import the builder'],
    ['builder/planted.ts', "import { createRandom } from '../src/lib/prng'\nexport const x = createRandom\n", 'only through src/build-surface.ts'],
    ['tools/planted.ts', "import { Hero } from '../src/sections/hero'\nexport const x = Hero\n", 'only through src/build-surface.ts'],
    ['src/sections/planted.tsx', "import emailjs from '@emailjs/browser'\nexport const x = emailjs\n", 'Only src/lib/email.ts talks to the EmailJS SDK'],
    ['src/sections/planted.tsx', "import { island } from '../boot/island.tsx'\nexport const x = island\n", 'src/sections/ may not import src/boot/'],
    ['src/components/planted.tsx', "import { whenSettled } from '../boot/when-needed.ts'\nexport const x = whenSettled\n", 'src/components/ may not import'],
    ['src/boot/planted.tsx', "import { Page } from '../app/page.tsx'\nexport const x = Page\n", 'src/boot/ may not import src/app/'],
  ])('%s: a wrong-way import fails lint', async (path, code, reason) => {
    const errors = await lint(path, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.ruleId).toBe('no-restricted-imports')
    expect(errors[0]?.message).toContain(reason)
  })

  it.each([
    ['src/sections/planted.tsx', "import { useCurrentYear } from '../hooks/use-current-year'\nimport { SECTION_IDS } from '../content/sections'\nexport const x = [useCurrentYear, SECTION_IDS]\n"],
    ['src/lib/planted.ts', "import type { Content } from '../content/schema'\nexport type X = Content\n"],
    ['src/sections/planted.tsx', "import { SCRIPTED_CLASS } from '../boot/names.ts'\nexport const x = SCRIPTED_CLASS\n"],
    ['builder/planted.ts', "import { createRandom } from '../src/build-surface.ts'\nexport const x = createRandom\n"],
  ])('%s: an import down the layers passes', async (path, code) => {
    expect(await lint(path, code)).toEqual([])
  })

  it('names files in kebab-case', async () => {
    const errors = await lint('src/components/ProjectCard.tsx', 'export const x = 1\n')
    expect(errors.map(({ ruleId }) => ruleId)).toEqual(['check-file/filename-naming-convention'])
  })
})

describe('import cycles', () => {
  it('an import back to a module that imports the file fails lint', async () => {
    // src/content/languages.ts imports valueAt: value-at.ts importing it back closes a cycle.
    const errors = await lint('src/content/value-at.ts', "import { localize } from './languages.ts'\nexport const x = localize\n")
    expect(errors).toEqual([{ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }])
  })

  it('the same import from a module no one imports passes', async () => {
    expect(await lint('src/content/planted.ts', "import { localize } from './languages.ts'\nexport const x = localize\n")).toEqual([])
  })
})
