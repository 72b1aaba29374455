import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { media } from './builder/plugins/media-plugin.ts'
import { portfolio } from './builder/plugins/portfolio.ts'
import { localOutbox } from './tools/outbox/outbox-plugin.ts'

/**
 * Another content module in place of src/content/site.ts, for builds that are not the owner's:
 * the benchmark's 10× variant (tools/bench/content-10x.ts) and the tests' fixtures
 * (src/test/fixtures/; `npm run build -- --content <module>` sets it). Such a module
 * exports `site`; the build's check, <head> and pictures (the `media/` folder beside it) read it
 * too (builder/content.ts).
 */
const contentOverride = process.env.PORTFOLIO_CONTENT

export default defineConfig({
  plugins: [portfolio(), localOutbox(), media(), react(), tailwindcss()],
  resolve: {
    alias: contentOverride ? [{ find: /^\.\.\/content\/site(\.ts)?$/, replacement: resolve(contentOverride) }] : [],
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // The page preloads nothing: the boot script requests the entry's imports once the first
    // screen is painted (builder/defer-entry.ts), and a lazy chunk's imports come as the browser
    // reads it. A preload link for each of them cost the task that asked for the sections' code
    // a few milliseconds a link on a slowed phone (docs/decisions/loading-tricks.md).
    modulePreload: false,
    // One stylesheet, not one per chunk: the build puts it in the page (builder/build.ts), so no
    // lazy chunk may ask for it again, as split stylesheets make every chunk that shares modules
    // with the entry do (a request the policy refuses).
    cssCodeSplit: false,
    // React in a chunk of its own, which the boot script (src/boot/boot-script.ts) runs a task before
    // the app: two shorter tasks instead of one that holds the main thread for longer. The entry's
    // way to React (src/boot/react-runtime.ts) is in it, so React runs as its chunk is evaluated.
    // Named here, React's chunk stays the same whichever modules the lazy sections share with the
    // first screen (docs/decisions/loading-tricks.md).
    // Its first line is V8's compile hint (Chrome 136 and later; it counts only as a file's first
    // line): the whole chunk is compiled as it streams in, on a background thread, instead of each
    // function on the main thread when first called, which put 8-15 ms of compiling at 4× into
    // the first tap on a control of React's (docs/decisions/loading-tricks.md). Written after
    // minifying, which would drop the comment.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]boot[\\/]react-runtime\.ts$/ }] },
        postBanner: (chunk) => (chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
})
