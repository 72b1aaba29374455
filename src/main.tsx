import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import './styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element to render into')
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The built page arrives prerendered and is hydrated; the dev server serves an empty shell.
if (root.firstElementChild) hydrateRoot(root, app)
else createRoot(root).render(app)
// Tells the head script's failsafe the app is running (and restores `js` if it gave up waiting).
document.documentElement.classList.add('js', 'hydrated')
