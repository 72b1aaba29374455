// Without EmailJS keys, `npm run dev` and `npm start` deliver the contact form to the local
// outbox instead (outbox.ts): this plugin points the form there and serves it in dev.
import { loadEnv, type Plugin } from 'vite'
import { missingEmailKeys } from '../../builder/site-address.ts'
import { createOutboxHandler, outboxPath } from './outbox.ts'

/** The build mode of `npm start`: without keys, the contact form uses the local outbox. */
export const OUTBOX_MODE = 'outbox'
/** Read by src/lib/email-config.ts. */
export const LOCAL_OUTBOX_VARIABLE = 'VITE_EMAILJS_LOCAL_OUTBOX'

export function localOutbox(): Plugin {
  let root = process.cwd()
  let enabled = false
  return {
    name: 'portfolio:local-outbox',
    config(config, { command, mode }) {
      root = config.root ?? process.cwd()
      const env = { ...loadEnv(mode, config.envDir ?? root, 'VITE_'), ...process.env }
      enabled = missingEmailKeys(env).length > 0 && (command === 'serve' || mode === OUTBOX_MODE)
      // Cleared again once keys exist (a dev-server restart).
      if (enabled) process.env[LOCAL_OUTBOX_VARIABLE] = 'true'
      else delete process.env.VITE_EMAILJS_LOCAL_OUTBOX
    },
    configureServer(server) {
      if (!enabled) return
      const file = outboxPath(root)
      server.middlewares.use(createOutboxHandler(file))
      server.config.logger.info(`Contact messages go to the local outbox: ${file}`)
    },
  }
}
