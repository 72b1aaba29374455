/**
 * What the entry (src/main.tsx) takes from React, from a module in React's own chunk
 * (vite.config.ts). React's modules are CommonJS, which the bundle runs when they are first
 * required: required here, they run as React's chunk is evaluated, in a task of their own
 * (src/boot/boot-script.ts runs each module of the page's list in a task), and not in the app's.
 */
export { StrictMode, startTransition } from 'react'
export { hydrateRoot } from 'react-dom/client'
