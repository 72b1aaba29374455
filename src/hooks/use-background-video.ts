import { useEffect, useState, type RefObject } from 'react'
import { keepFromReact } from '../lib/keep-from-react.ts'
import { afterNextFrame } from '../lib/yield-to-browser.ts'
import { useOnScreen } from './use-in-view.ts'

type Intent = 'auto' | 'playing' | 'paused'

/** The events a media element fires (the HTML standard's media element events, and Encrypted Media's). */
const MEDIA_EVENTS = [
  'loadstart', 'progress', 'suspend', 'abort', 'error', 'emptied', 'stalled', 'loadedmetadata', 'loadeddata', 'canplay',
  'canplaythrough', 'playing', 'waiting', 'seeking', 'seeked', 'ended', 'durationchange', 'timeupdate', 'play', 'pause',
  'ratechange', 'resize', 'volumechange', 'encrypted', 'waitingforkey',
] as const

/**
 * A muted background video that plays on its own unless the visitor prefers reduced motion,
 * with a play/pause toggle. The visitor's choice, once made, wins over the default. On its own
 * it starts once the page has `settled` (see whenSettled), not while the page is still being
 * painted and hydrated; pressed Play starts it at once. It only runs while on screen: scrolled
 * away it pauses (saving battery and data) and resumes on return; `playing` is the visitor's
 * intent, which the toggle shows; `onScreen` is whether the video is on screen now.
 */
export function useBackgroundVideo(ref: RefObject<HTMLVideoElement | null>, reducedMotion: boolean, settled: boolean) {
  const [intent, setIntent] = useState<Intent>('auto')
  const onScreen = useOnScreen(ref)
  const wantsToPlay = (current: Intent) => (current === 'auto' ? !reducedMotion : current === 'playing')
  const playing = wantsToPlay(intent)
  const run = playing && onScreen && (settled || intent === 'playing')

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (!run) {
      if (!video.paused) video.pause()
      return
    }
    // play() starts the media pipeline, about 22 ms of main thread at 4× CPU, and React runs this
    // effect inside the press that asked for it: it waits for the frame that shows the press's
    // new label (docs/decisions/menu-tap.md). A change of mind before then cancels it.
    return afterNextFrame(() => {
      video.play()?.catch((error: unknown) => {
        // A pause while the video is still loading (scrolled away) aborts play(): not a refusal.
        if (!(error instanceof DOMException && error.name === 'AbortError')) setIntent('paused')
      })
    })
  }, [ref, run])

  // The video's events go no further than the document: nothing on the page listens to them, but
  // React listens to every media event in the capture phase on its root, which the video is inside,
  // and each would run React's dispatch on the main thread: a dozen events as the video starts,
  // then timeupdate four times a second (docs/decisions/menu-tap.md). A listener on the video itself
  // would not hear them either: what needs the video's state reads it (`paused`), as this hook does.
  useEffect(() => {
    const video = ref.current
    if (video) return keepFromReact(document, MEDIA_EVENTS, (target) => target === video)
  }, [ref])

  // From the intent as it stands, not as this render saw it: presses in one task (the head script
  // replays the taps made before the app ran, one after another) each turn it once.
  const toggle = () => setIntent((current) => (wantsToPlay(current) ? 'paused' : 'playing'))

  return { playing, toggle, onScreen }
}
