import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The app's layers, lowest first: each may import the ones before it, never one after it.
 * content (the owner's words and their shape) ← lib (logic, no React) ← hooks ← components ←
 * sections ← boot (the loading sequence) ← app. main.tsx, entry-server.tsx and build-surface.ts
 * sit on top. Any layer may read the names the sequence's parts share (src/boot/names.ts, which
 * imports nothing): a section gets the rest of what the sequence decides from the app, as props.
 */
const LAYERS = ['content', 'lib', 'hooks', 'components', 'sections', 'boot', 'app']
/** What a lower layer may import from one above it. */
const SHARED_NAMES = 'boot/names(\\.ts)?$'
const TOP = ['main', 'entry-server', 'build-surface']

/** Only src/lib/email.ts talks to the EmailJS SDK: one place to change for another mail service. */
const emailSdk = { name: '@emailjs/browser', message: 'Only src/lib/email.ts talks to the EmailJS SDK.' }

/** no-restricted-imports for a file of the app's `layer` (which also keeps Node and the build out of the browser). */
function layerRule(layer, { email = true } = {}) {
  const above = LAYERS.slice(LAYERS.indexOf(layer) + 1)
  const layerNames = LAYERS.join(' ← ')
  return [
    'error',
    {
      paths: email ? [emailSdk] : [],
      patterns: [
        ...(above.length > 0
          ? [{ regex: `^(\\.\\./)+(?!${SHARED_NAMES})(${[...above, ...TOP].join('|')})(/|\\.tsx?$|$)`, message: `Layers: src/${layer}/ may not import ${above.map((name) => `src/${name}/`).join(', ')} or the entries (${layerNames}).` }]
          : []),
        { regex: '^node:', message: 'Layers: the app runs in the browser; Node modules belong to builder/ and tools/.' },
        { regex: '^(\\.\\./)+(builder|tools|tests)/', message: 'Layers: the app may not import the builder, the tools or the tests.' },
      ],
    },
  ]
}

/** Builder and tool code reaches the app through src/build-surface.ts only. */
const surfaceRule = [
  'error',
  {
    patterns: [
      {
        regex: '^(\\.\\./)+src/(?!build-surface(\\.ts)?$)',
        message: 'Layers: builder/ and tools/ use the app only through src/build-surface.ts (add what you need there).',
      },
      { regex: '^(\\.\\./)+tests/', message: 'Layers: builder/ and tools/ may not import the tests.' },
    ],
  },
]

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'test-results', 'playwright-report', 'screenshots', '.e2e*', '.local-site', '.vercel', '.bench*', '.outbox'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  // File and folder names are kebab-case (.test, .config and .d stay as middle extensions).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,builder,tools,tests,docs}/**/': 'KEBAB_CASE' }],
    },
  },
  // No import cycles, in any code: a module never waits, through its imports, on itself. A type-only
  // import (`import type`, which verbatimModuleSyntax erases) runs nothing, so the rule lets it
  // close a loop. Imports name their files with the extension, which the resolver takes as written;
  // packages are not walked (ignoreExternal), which keeps the rule to a second of the lint.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The app: one rule per layer.
  ...LAYERS.map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', ...(layer === 'lib' ? ['src/lib/email.ts'] : [])],
    rules: { 'no-restricted-imports': layerRule(layer) },
  })),
  {
    files: ['src/lib/email.ts'],
    rules: { 'no-restricted-imports': layerRule('lib', { email: false }) },
  },
  {
    files: TOP.map((name) => `src/${name}.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { paths: [emailSdk], patterns: layerRule('app')[1].patterns }] },
  },
  // The build and the tools: Node code that reads the app through its declared surface.
  {
    files: ['builder/**/*.ts', 'tools/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-imports': surfaceRule },
  },
  {
    // The benchmark's 10× page grows the owner's own content.
    files: ['tools/bench/content-10x.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
