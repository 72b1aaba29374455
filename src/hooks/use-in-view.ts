import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether any of the element is on screen now, updated as it comes and goes; false until the
 * first report, which arrives in a task of its own after the element is first laid out.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1)
      if (entry) setOnScreen(entry.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])

  return onScreen
}
