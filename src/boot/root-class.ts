/**
 * Calls `then` once <html> has the class `name`: at once if it has it, else as soon as it is
 * added. The head script alone watches the visitor's input (it marks their first move with
 * ENGAGED_CLASS); the boot script and the app read that mark through here, not the events.
 */
export function whenRootHas(name: string, then: () => void): void {
  const root = document.documentElement
  if (root.classList.contains(name)) return then()
  const observer = new MutationObserver(() => {
    if (!root.classList.contains(name)) return
    observer.disconnect()
    then()
  })
  observer.observe(root, { attributes: true, attributeFilter: ['class'] })
}
