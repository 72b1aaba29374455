/**
 * The contact form as the contact journeys see it, whichever service delivers (contact.spec.ts for
 * EmailJS, contact-services.spec.ts for the others): its parts by role and name, the visitor's
 * message, and the promises every service keeps.
 */
import { expect, type ConsoleMessage, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import type { FakeService } from './fake-services.ts'
import { waitForHydration } from './support.ts'

const { labels } = sample
export const DRAFT_KEY = 'portfolio-contact-draft'
export const SEND_TIMEOUT_MS = 15_000
export const VISITOR_EMAIL = 'visitor@example.org'
export const MESSAGE = "Hi Jane,\nI'd love to talk about a project — budget 50% up front & the rest on delivery?"

export function contactForm(page: Page) {
  const section = page.getByRole('region', { name: sample.contact.heading })
  return {
    email: section.getByRole('textbox', { name: labels.emailLabel }),
    message: section.getByRole('textbox', { name: labels.messageLabel }),
    send: section.getByRole('button', { name: labels.sendMessage }),
    sending: section.getByRole('button', { name: labels.sending }),
    // Live regions, in the page and empty until there is news.
    success: section.getByRole('status'),
    failure: section.getByRole('alert'),
    directLink: section.getByRole('link', { name: labels.sendFailureLink }),
    honeypot: section.locator('#contact-website'),
  }
}

export type ContactForm = ReturnType<typeof contactForm>

/** Opens the page and scrolls to the form, which comes to life as the visitor reaches it. */
export async function openContactForm(page: Page, url = '/'): Promise<ContactForm> {
  await page.goto(url)
  await waitForHydration(page)
  const form = contactForm(page)
  await form.email.scrollIntoViewIfNeeded()
  await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
  return form
}

export async function fillIn(form: ContactForm, email = VISITOR_EMAIL, message = MESSAGE) {
  await form.email.fill(email)
  await form.message.fill(message)
}

export async function expectFailureKeepingFields(form: ContactForm, email = VISITOR_EMAIL, message = MESSAGE) {
  await expect(form.failure).toHaveText(labels.sendFailure)
  await expect(form.success).toBeEmpty()
  await expect(form.email).toHaveValue(email)
  await expect(form.message).toHaveValue(message)
  await expect(form.send).toBeEnabled()
}

export const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)

/** The values the page passed to console.error, as JSON, in order. */
export function recordConsoleErrors(page: Page): () => Promise<unknown[]> {
  const errors: ConsoleMessage[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message)
  })
  return () => Promise.all(errors.flatMap((message) => message.args().map((arg) => arg.jsonValue())))
}

/** Expects this many sends to have reached the fake service; none means no request at all, not even a preflight. */
export function expectRequestsReceived(fake: FakeService, count: number) {
  expect(fake.sends, 'sends that reached the fake service').toHaveLength(count)
  if (count === 0) expect(fake.requestCount, 'requests of any kind that reached the fake service').toBe(0)
}

/**
 * Records every Content-Security-Policy violation the page reports, from its first script on.
 * Returns the list, which fills as violations happen: one entry per policy that refused (the
 * <meta> tag's and the header's each report theirs).
 */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.effectiveDirective} ${event.blockedURI}`),
    ),
  )
  return violations
}

/**
 * Opens the page and expects its policy, in its <meta> tag and its response header alike, to let
 * it connect to the site and `service` only, and post its form to the site and `posts` only.
 */
export async function expectContactPolicy(page: Page, url: string, { service, posts }: { service?: string; posts?: string }) {
  const response = await page.goto(url)
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  for (const [where, policy] of [['meta', meta], ['header', response?.headers()['content-security-policy']]] as const) {
    const directive = (name: string) => policy?.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `))
    expect(directive('connect-src'), where).toBe(['connect-src', "'self'", service].filter(Boolean).join(' '))
    expect(directive('form-action'), where).toBe(['form-action', "'self'", posts].filter(Boolean).join(' '))
  }
}

/** Asks the page to connect somewhere its policy does not name; resolves with what the browser said. */
export function connectElsewhere(page: Page): Promise<string> {
  return page.evaluate(() =>
    fetch('http://127.0.0.1:9/elsewhere', { method: 'POST', body: 'x' }).then(
      () => 'connected',
      (error: unknown) => String(error),
    ),
  )
}
