import { useEffect } from 'react'

export const RESIZE_BLOCK_CLASS = 'resize-animation-stopper'

/** The running animations made by script (the hero's dots), not by the stylesheet, which the class stops itself. */
const scriptedAnimations = () =>
  (document.getAnimations?.() ?? []).filter((animation) => animation.playState === 'running' && !('animationName' in animation) && !('transitionProperty' in animation))

/**
 * While the window is being resized, puts a class on <html> that switches transitions and
 * animations off, and pauses the animations made by script; both come back `delayMs` after the
 * last resize event.
 */
export function useResizeAnimationBlock(delayMs: number): void {
  useEffect(() => {
    const root = document.documentElement
    let timer: ReturnType<typeof setTimeout> | undefined
    let paused: Animation[] = []
    const resume = () => {
      root.classList.remove(RESIZE_BLOCK_CLASS)
      for (const animation of paused.splice(0)) if (animation.playState === 'paused') animation.play()
    }
    const onResize = () => {
      if (!root.classList.contains(RESIZE_BLOCK_CLASS)) {
        paused = scriptedAnimations()
        for (const animation of paused) animation.pause()
      }
      root.classList.add(RESIZE_BLOCK_CLASS)
      clearTimeout(timer)
      timer = setTimeout(resume, delayMs)
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      clearTimeout(timer)
      resume()
    }
  }, [delayMs])
}
