import { useEffect } from 'react'

export const RESIZE_BLOCK_CLASS = 'resize-animation-stopper'

/**
 * While the window is being resized, puts a class on <html> that switches transitions and
 * animations off; it is removed `delayMs` after the last resize event.
 */
export function useResizeAnimationBlock(delayMs: number): void {
  useEffect(() => {
    const root = document.documentElement
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      root.classList.add(RESIZE_BLOCK_CLASS)
      clearTimeout(timer)
      timer = setTimeout(() => root.classList.remove(RESIZE_BLOCK_CLASS), delayMs)
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      clearTimeout(timer)
      root.classList.remove(RESIZE_BLOCK_CLASS)
    }
  }, [delayMs])
}
