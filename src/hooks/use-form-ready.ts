import { useEffect, useLayoutEffect, useSyncExternalStore, type RefObject } from 'react'
import { PENDING_SUBMIT } from '../boot/names.ts'

type PendingForm = HTMLFormElement & { [PENDING_SUBMIT]?: boolean }

const subscribeToNothing = () => () => {}

/**
 * Picks up what a visitor did in the prerendered form before its code ran: `adopt` gets the
 * form as it stands at hydration (the app's state starts empty, the fields may not be), and a
 * submission the head script held back (see FORM_READY_ATTRIBUTE) goes out once the state holds
 * those values. Returns whether the form is ready, for its FORM_READY_ATTRIBUTE: false in the
 * prerendered HTML and while hydrating, true from the render after.
 */
export function useFormReady(ref: RefObject<HTMLFormElement | null>, adopt: (form: HTMLFormElement) => void): boolean {
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )

  // At hydration, before anything (a stored draft) replaces the fields; later renders own them.
  useLayoutEffect(() => {
    if (ref.current) adopt(ref.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const form = ref.current as PendingForm | null
    if (!ready || !form?.[PENDING_SUBMIT]) return
    form[PENDING_SUBMIT] = false
    form.requestSubmit()
  }, [ref, ready])

  return ready
}
