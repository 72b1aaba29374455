import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { installMatchMedia } from './browser-fakes.ts'

// Node-environment tests (builder/, tools/, tests/) share this setup but have no DOM to prepare.
if (typeof window !== 'undefined') {
  installMatchMedia()

  afterEach(() => {
    cleanup()
    window.localStorage.clear()
    document.documentElement.className = ''
    document.documentElement.removeAttribute('style')
  })
}
