import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { media } from './scripts/media-plugin'
import { portfolio } from './scripts/portfolio-plugin'

/**
 * Another content module in place of src/content/site.ts, for builds that are not the owner's:
 * the benchmark's 10× variant (scripts/bench-content.ts) and the tests' fixtures
 * (src/test/fixtures/; `node scripts/build.mjs --content <module>` sets it). Such a module
 * exports `site`; the build's check, <head> and pictures (the `media/` folder beside it) read it
 * too (scripts/content.ts).
 */
const contentOverride = process.env.PORTFOLIO_CONTENT

export default defineConfig({
  plugins: [portfolio(), media(), react(), tailwindcss()],
  resolve: {
    alias: contentOverride ? [{ find: /^\.\.\/content\/site$/, replacement: resolve(contentOverride) }] : [],
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Every browser the page supports has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // React in a chunk of its own, which the boot script (src/lib/boot.ts) runs a task before
    // the app: two shorter tasks instead of one that holds the main thread for longer.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } } },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
