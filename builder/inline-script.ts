// Turns one of the loading sequence's typed functions (src/boot/head-script.ts, boot-script.ts)
// into the minified script the page carries inline: the function and what it imports, bundled
// by Vite as an IIFE with a call on the JSON options, so the page needs no request to run it.
import { statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { scriptJson } from './script-json.ts'

/** A function the page runs inline: the module that exports it (a file: URL), its export's name, and the function (for its options' type). */
export interface InlineScriptSource<Options> {
  readonly module: string
  readonly name: string
  readonly run: (options: Options) => void
}

/**
 * Stands for the options in the bundle, as an undeclared global the minifier can neither rename
 * nor fold: the call's argument stays the JSON the build writes, one bundle serving every options.
 */
const OPTIONS = '__INLINE_SCRIPT_OPTIONS__'
const ENTRY = 'inline-script-entry'

/** One bundle per function and version of its file (the dev server lives through edits): the options are put in afterwards. */
const bundles = new Map<string, Promise<string>>()

async function bundle(module: string, name: string): Promise<string> {
  const file = fileURLToPath(module)
  const result = await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'portfolio:inline-script-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
        load: (id) => (id === `\0${ENTRY}` ? `import { ${name} } from ${JSON.stringify(file)}\n${name}(${OPTIONS})\n` : undefined),
      },
    ],
    build: {
      write: false,
      // The page already requires ES modules, so every browser that runs it has ES2020.
      target: 'es2020',
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs.flatMap(({ output }) => output).filter((item) => item.type === 'chunk')
  const code = chunks[0]?.code.trim() ?? ''
  if (chunks.length !== 1 || code.split(OPTIONS).length !== 2) {
    throw new Error(`${file}: ${name} should bundle into one script with one call on its options, got ${chunks.length} chunks`)
  }
  return code
}

/**
 * The inline script that runs `source.run(options)`: a minified IIFE, safe inside <script>
 * (no `</script>` can come from the options).
 */
export async function inlineScript<Options>(source: InlineScriptSource<Options>, options: Options): Promise<string> {
  const key = `${source.module}#${source.name}@${statSync(fileURLToPath(source.module)).mtimeMs}`
  let code = bundles.get(key)
  if (!code) {
    code = bundle(source.module, source.name)
    bundles.set(key, code)
    code.catch(() => bundles.delete(key))
  }
  const json = scriptJson(options)
  return (await code).replace(OPTIONS, () => json)
}
