import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'test-results', 'playwright-report', 'screenshots', '.e2e', '.local-site', '.vercel', '.bench'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict, reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/email.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@emailjs/browser', message: 'Only src/lib/email.ts talks to the EmailJS SDK.' }] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.dist.check.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
)
