// The head script's clicks on a section whose code has not arrived, in a file of its own: each run
// of the script listens on the window for good, and every run there keeps such a click, so it is
// run once here, as the page runs it (the built inline script).
import { inlineScript } from '../../builder/inline-script.ts'
import { HEAD_SCRIPT } from '../build-surface.ts'
import { APP_STARTED_EVENT, PART_HYDRATED_EVENT } from './names.ts'

/**
 * React's part, as it behaves on a page whose islands hydrate one by one: once the app has
 * started, it answers a click where it has hydrated, and stops one inside an island it has not,
 * in the capture phase at its container, before the click reaches the button.
 */
function fakeReact(container: HTMLElement) {
  let started = false
  window.addEventListener(APP_STARTED_EVENT, () => (started = true))
  const hydrated = new Set<string>()
  // Islands whose code has arrived: a click there makes React hydrate the island at once, in the click's own dispatch.
  const arrived = new Set<string>()
  const answered: string[] = []
  const stopped: string[] = []
  const button = (event: Event) => (event.target as Element).closest('button')!.id
  container.addEventListener(
    'click',
    (event) => {
      const island = (event.target as Element).closest('section')
      if (!started || !island || hydrated.has(island.id)) return
      if (arrived.has(island.id)) return hydrate(island.id)
      stopped.push(button(event))
      event.stopPropagation()
    },
    true,
  )
  container.addEventListener('click', (event) => started && answered.push(button(event)))
  const hydrate = (id: string) => {
    hydrated.add(id)
    window.dispatchEvent(new Event(PART_HYDRATED_EVENT))
  }
  return { answered, stopped, hydrate, arrive: (id: string) => arrived.add(id) }
}

const click = (selector: string) => document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true }))

it('clicks again, once its island has hydrated and only once, a button whose click React stopped while the island’s code was on its way', async () => {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu"></button>
      <section id="projects"><button type="button" id="card"></button></section>
      <section id="powerbi"><button type="button" id="dot"><span></span></button></section>
      <section id="contact"><button type="button" id="next"></button></section>
    </div>`
  new Function(await inlineScript(HEAD_SCRIPT, { storageKey: 'portfolio-theme', defaultTheme: 'light' }))()
  const react = fakeReact(document.getElementById('root')!)

  // Before the app has started: kept, and clicked again once the first screen has hydrated,
  // where its island still stops it.
  click('#card')
  window.dispatchEvent(new Event(APP_STARTED_EVENT))
  react.hydrate('home')
  await vi.waitFor(() => expect(react.stopped).toEqual(['card']))
  expect(react.answered).toEqual([])

  // React has the page: it answers the menu, and stops the dot's click.
  click('#dot span')
  click('#menu')
  expect(react.answered).toEqual(['menu'])
  expect(react.stopped).toEqual(['card', 'dot'])

  // Another island hydrates: the card is answered, the dot's island still stops its click.
  react.hydrate('projects')
  expect(react.answered).toEqual(['menu', 'card'])
  expect(react.stopped).toEqual(['card', 'dot', 'dot'])
  react.hydrate('powerbi')
  expect(react.answered).toEqual(['menu', 'card', 'dot'])

  // Each was clicked again once: a later island's hydration clicks nothing, nor does it click a
  // button whose click React answered at once.
  click('#dot')
  react.hydrate('footer')
  expect(react.answered).toEqual(['menu', 'card', 'dot', 'dot'])

  // A click on an island whose code has arrived hydrates it in the click's own dispatch: the
  // island's news comes while that click is on its way, and the click is answered once.
  react.arrive('contact')
  click('#next')
  expect(react.answered).toEqual(['menu', 'card', 'dot', 'dot', 'next'])
  react.hydrate('footer')
  expect(react.answered).toEqual(['menu', 'card', 'dot', 'dot', 'next'])
})
