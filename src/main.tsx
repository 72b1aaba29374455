import { App } from './app/app.tsx'
import { APP_ROOT_ID, APP_STARTED_EVENT } from './boot/names.ts'
import { StrictMode, hydrateRoot, startTransition } from './boot/react-runtime.ts'
import { loadPageContent } from './content/page-content.ts'
import { CSS_MOTION_EVENTS, keepFromReact } from './lib/keep-from-react.ts'
import './styles/index.css'

const root = document.getElementById(APP_ROOT_ID)
if (!root) throw new Error(`index.html has no #${APP_ROOT_ID} element to render into`)
// Each language has its own page, which says its language on <html> (builder/plugins/head-plugin.ts),
// and its content, where the build made it a file of its own, is in by now (the boot script fetched it).
const lang = document.documentElement.lang

void loadPageContent(lang).then((content) => {
  const app = (
    <StrictMode>
      <App content={content} lang={lang} />
    </StrictMode>
  )
  // The page arrives rendered (prerendered by the build, rendered by the dev server). The bar is
  // plain HTML, wired by its own inline script since the first paint (sections/navbar-script.ts);
  // the rest is hydrated. As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread until the whole first screen is done. From here React
  // answers every click in its part; the head script clicks again those that came before, once
  // the first screen has hydrated.
  dispatchEvent(new Event(APP_STARTED_EVENT))
  // The transitions and animations in its part (the sections' fade-ins, the controls' colours)
  // fire events no component handles: stopped at the root before React listens there, React's
  // dispatch of each would be work for nothing.
  keepFromReact(root, Object.keys(CSS_MOTION_EVENTS))
  startTransition(() => void hydrateRoot(root, app))
})
