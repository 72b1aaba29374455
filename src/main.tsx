import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import './styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element to render into')
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The built page arrives prerendered and is hydrated; the dev server serves an empty shell.
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread until the whole first screen is done.
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app))
else createRoot(root).render(app)
