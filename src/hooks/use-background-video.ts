import { useEffect, useState, type RefObject } from 'react'
import { useOnScreen } from './use-in-view'
import { useSettled } from './use-settled'

type Intent = 'auto' | 'playing' | 'paused'

/**
 * A muted background video that plays after hydration unless the visitor prefers reduced
 * motion, with a play/pause toggle. The visitor's choice, once made, wins over the default.
 * It only runs while on screen: scrolled away it pauses (saving battery and data) and resumes
 * on return; `playing` is the visitor's intent, which the toggle shows. It starts once the page
 * has settled (see whenSettled), not while the page is still being painted and hydrated, unless
 * the visitor asks for it first.
 */
export function useBackgroundVideo(ref: RefObject<HTMLVideoElement | null>, reducedMotion: boolean) {
  const [intent, setIntent] = useState<Intent>('auto')
  const onScreen = useOnScreen(ref)
  const settled = useSettled()
  const playing = intent === 'auto' ? !reducedMotion : intent === 'playing'

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (playing && onScreen && (settled || intent === 'playing')) video.play()?.catch(() => setIntent('paused'))
    else if (!video.paused) video.pause()
  }, [ref, intent, playing, onScreen, settled])

  const toggle = () => setIntent(playing ? 'paused' : 'playing')

  return { playing, toggle }
}
