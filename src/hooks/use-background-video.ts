import { useEffect, useState, type RefObject } from 'react'

type Intent = 'auto' | 'playing' | 'paused'

/**
 * A muted background video that plays after hydration unless the visitor prefers reduced
 * motion, with a play/pause toggle. The visitor's choice, once made, wins over the default.
 */
export function useBackgroundVideo(ref: RefObject<HTMLVideoElement | null>, reducedMotion: boolean) {
  const [intent, setIntent] = useState<Intent>('auto')
  const playing = intent === 'auto' ? !reducedMotion : intent === 'playing'

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (playing) video.play()?.catch(() => setIntent('paused'))
    else video.pause()
  }, [ref, playing])

  const toggle = () => setIntent(playing ? 'paused' : 'playing')

  return { playing, toggle }
}
