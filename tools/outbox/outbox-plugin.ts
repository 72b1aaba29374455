// Without the chosen delivery service's settings (no EmailJS keys, say), `npm run dev` and
// `npm start` deliver the contact form to the local outbox instead (outbox.ts): this plugin
// points the form there and serves it in dev. Netlify has no settings and exists only on
// Netlify, so its form always uses the outbox here; mailto sends nothing, so it never does.
import { loadEnv, type Plugin } from 'vite'
import { missingContactSettings } from '../../builder/contact-settings.ts'
import { LOCAL_OUTBOX_VARIABLE, contactProvider } from '../../src/build-surface.ts'
import { createOutboxHandler, outboxPath } from './outbox.ts'

/** The build mode of `npm start`: without settings, the contact form uses the local outbox. */
export const OUTBOX_MODE = 'outbox'

/** Whether the form of this environment's build delivers to the local outbox. */
export function usesLocalOutbox(env: Record<string, string | undefined>, local: boolean): boolean {
  const provider = contactProvider(env)
  if (!local || !provider || provider === 'mailto') return false
  return provider === 'netlify' || missingContactSettings(env).length > 0
}

export function localOutbox(): Plugin {
  let root = process.cwd()
  let enabled = false
  return {
    name: 'portfolio:local-outbox',
    config(config, { command, mode }) {
      root = config.root ?? process.cwd()
      const env = { ...loadEnv(mode, config.envDir ?? root, 'VITE_'), ...process.env }
      enabled = usesLocalOutbox(env, command === 'serve' || mode === OUTBOX_MODE)
      // Cleared again once settings exist (a dev-server restart).
      if (enabled) process.env[LOCAL_OUTBOX_VARIABLE] = 'true'
      else Reflect.deleteProperty(process.env, LOCAL_OUTBOX_VARIABLE)
    },
    configureServer(server) {
      if (!enabled) return
      const file = outboxPath(root)
      server.middlewares.use(createOutboxHandler(file))
      server.config.logger.info(`Contact messages go to the local outbox: ${file}`)
    },
  }
}
