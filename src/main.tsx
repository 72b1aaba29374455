import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { REST_STYLE_ID } from './lib/loading-sequence.ts'
import './styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element to render into')
// The built page carries the rest of its stylesheet inside #root, right after the first screen
// (builder/first-screen-css.ts), where React would take it for markup of its own that does not
// match: it moves to <head>, after the first part, where it cascades the same.
const restStyle = document.getElementById(REST_STYLE_ID)
if (restStyle) document.head.append(restStyle)

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The page arrives rendered (prerendered by the build, rendered by the dev server) and is
// hydrated. As a transition, hydration yields to the browser every few milliseconds instead of
// holding the main thread until the whole first screen is done.
startTransition(() => void hydrateRoot(root, app))
