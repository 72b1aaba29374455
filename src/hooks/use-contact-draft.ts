import { useEffect, useState } from 'react'
import type { ContactDraft } from '../lib/send-message.ts'
import { writeStorage } from '../lib/storage.ts'
import { useLocalStorage } from './use-local-storage.ts'

export const DRAFT_STORAGE_KEY = 'portfolio-contact-draft'
export const DRAFT_SAVE_DELAY_MS = 300
export const EMPTY_DRAFT: ContactDraft = { email: '', message: '' }

function parseDraft(raw: string | null): ContactDraft | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && 'email' in value && 'message' in value) {
      const { email, message } = value as Record<string, unknown>
      if (typeof email === 'string' && typeof message === 'string') return { email, message }
    }
  } catch {
    // A damaged entry is ignored; the next keystroke overwrites it.
  }
  return null
}

/** An empty draft is not kept: nothing to restore. */
function save(draft: ContactDraft) {
  writeStorage(DRAFT_STORAGE_KEY, draft.email || draft.message ? JSON.stringify(draft) : null)
}

/**
 * The contact form's fields, kept in localStorage as the visitor types (debounced, and at once
 * when the page is hidden or closed), restored after hydration on the next visit.
 */
export function useContactDraft() {
  const [stored] = useLocalStorage(DRAFT_STORAGE_KEY)
  const [edited, setEdited] = useState<ContactDraft | null>(null)
  const draft = edited ?? parseDraft(stored) ?? EMPTY_DRAFT

  useEffect(() => {
    if (!edited) return
    const timer = setTimeout(() => save(edited), DRAFT_SAVE_DELAY_MS)
    const flush = () => save(edited)
    window.addEventListener('pagehide', flush)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('pagehide', flush)
    }
  }, [edited])

  const update = (field: keyof ContactDraft, value: string) =>
    setEdited((current) => ({ ...(current ?? draft), [field]: value }))
  /** After a successful send: empty fields and no stored draft. */
  const clear = () => {
    save(EMPTY_DRAFT)
    setEdited(EMPTY_DRAFT)
  }

  return { draft, update, clear }
}
