import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { FAKE_EMAILJS_PORT } from '../playwright.config'
import { site } from '../src/content/site'
import { waitForHydration } from './support'

/**
 * The owner's first run on a fresh clone: no EmailJS keys, `npm start`, a message typed into the
 * site lands in the local outbox file. The two steps below are exactly what `npm start` runs
 * (scripts/build.mjs --mode outbox, then scripts/serve.mjs), with another output folder so the
 * site the other journeys test is left alone (serve.mjs reads it from DIST_DIR).
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const PORT = FAKE_EMAILJS_PORT + 1
const OUT_DIR = '.e2e/dist-outbox'

let server: ChildProcess | undefined
let outboxDir: string

/**
 * The environment of a machine without EmailJS keys. The keys are set empty rather than left
 * out: Vite never lets a .env file override a variable the environment already has, so a
 * developer's own .env with real keys cannot turn this test into a real email.
 */
function freshMachineEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_EMAILJS_')))
  const noKeys = { VITE_EMAILJS_PUBLIC_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_TEMPLATE_ID: '' }
  return { ...env, ...noKeys, ...extra }
}

/** Resolves with the address and outbox path that serve.mjs prints once it listens. */
function waitForAddress(child: ChildProcess): Promise<{ url: string; outbox: string }> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /at (http:\/\/\S+)/.exec(output)?.[1]
      const outbox = /local outbox: (.+)$/m.exec(output)?.[1]
      if (url && outbox) resolve({ url, outbox: outbox.trim() })
    })
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)))
  })
}

test.afterAll(async () => {
  server?.kill()
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true })
})

test('on a fresh clone without EmailJS keys, a message sent through npm start lands in the local outbox', async ({ page }) => {
  test.setTimeout(180_000)
  outboxDir = await mkdtemp(join(tmpdir(), 'portfolio-outbox-'))
  const outboxFile = join(outboxDir, 'messages.jsonl')
  const env = freshMachineEnv({ PORT: String(PORT), OUTBOX_FILE: outboxFile, DIST_DIR: OUT_DIR })

  await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--mode', 'outbox', '--out-dir', OUT_DIR], { cwd: ROOT, env })
  server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] })
  const { url, outbox } = await waitForAddress(server)
  expect(url).toBe(`http://127.0.0.1:${PORT}/`)
  expect(outbox).toBe(outboxFile)

  await page.goto(url)
  await waitForHydration(page)
  const section = page.getByRole('region', { name: "Let's Get In Contact" })
  await section.getByRole('textbox', { name: 'Your Email' }).fill('first.visitor@example.org')
  await section.getByRole('textbox', { name: 'Your Message' }).fill('Testing the form before creating an EmailJS account.')
  await section.getByRole('button', { name: 'Send Message' }).click()

  await expect(section.getByRole('status')).toHaveText("Message sent successfully! I'll get back to you soon.")
  const lines = (await readFile(outboxFile, 'utf8')).split('\n').filter(Boolean)
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0]!)).toMatchObject({
    from_email: 'first.visitor@example.org',
    message: 'Testing the form before creating an EmailJS account.',
    to_name: site.owner.name,
  })
})
