import { useEffect, useState, type RefObject } from 'react'

/**
 * Plays a muted background video after the first paint, unless the visitor prefers reduced
 * motion, and exposes a play/pause toggle. `playing` follows the element's own events.
 */
export function useBackgroundVideo(ref: RefObject<HTMLVideoElement | null>, reducedMotion: boolean) {
  const [playing, setPlaying] = useState(true)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    const onPlay = () => setPlaying(true)
    const onPause = () => setPlaying(false)
    video.addEventListener('play', onPlay)
    video.addEventListener('pause', onPause)
    if (reducedMotion) {
      video.pause()
      setPlaying(false)
    } else {
      video.play()?.catch(() => setPlaying(false))
    }
    return () => {
      video.removeEventListener('play', onPlay)
      video.removeEventListener('pause', onPause)
    }
  }, [ref, reducedMotion])

  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) {
      video.play()?.catch(() => setPlaying(false))
      setPlaying(true)
    } else {
      video.pause()
      setPlaying(false)
    }
  }

  return { playing, toggle }
}
