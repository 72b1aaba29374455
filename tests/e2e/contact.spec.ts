import { expect, test, type ConsoleMessage, type Page } from '@playwright/test'
import { CONTACT_SITE_PORT, CONTACT_THROTTLE_MS, FAKE_EMAILJS_PORT } from '../../playwright.config.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { FakeEmailJs, SEND_PATH } from './fake-emailjs.ts'
import { appModules, escapeRegExp, holdRequests, installPausedClock, waitForHydration } from './support.ts'

/**
 * The contact form of the build with test EmailJS keys, whose API origin is the fake server
 * below (see playwright.config.ts). The fake server is shared, so these journeys run one at a time.
 */
test.use({ baseURL: `http://127.0.0.1:${CONTACT_SITE_PORT}` })
test.describe.configure({ mode: 'serial' })

const { labels } = sample
const SUCCESS = labels.sendSuccess
const FAILURE = labels.sendFailure
const DRAFT_KEY = 'portfolio-contact-draft'
const SEND_TIMEOUT_MS = 15_000

const VISITOR_EMAIL = 'visitor@example.org'
const MESSAGE = "Hi Jane,\nI'd love to talk about a project — budget 50% up front & the rest on delivery?"

const fake = new FakeEmailJs(FAKE_EMAILJS_PORT)

test.beforeAll(() => fake.start())
test.afterAll(() => fake.stop())
test.beforeEach(() => fake.reset())

/** Expects this many sends to have reached the fake server; none means no request at all, not even a preflight. */
function expectRequestsReceived(count: number) {
  expect(fake.sends, 'sends that reached the fake EmailJS server').toHaveLength(count)
  if (count === 0) expect(fake.requestCount, 'requests of any kind that reached the fake EmailJS server').toBe(0)
}

function contactForm(page: Page) {
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

type ContactForm = ReturnType<typeof contactForm>

/** Opens the page and scrolls to the form, which comes to life as the visitor reaches it. */
async function openContactForm(page: Page): Promise<ContactForm> {
  await page.goto('/')
  await waitForHydration(page)
  const form = contactForm(page)
  await form.email.scrollIntoViewIfNeeded()
  await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
  return form
}

async function fillIn(form: ContactForm, email = VISITOR_EMAIL, message = MESSAGE) {
  await form.email.fill(email)
  await form.message.fill(message)
}

async function expectFailureKeepingFields(form: ContactForm, email = VISITOR_EMAIL, message = MESSAGE) {
  await expect(form.failure).toHaveText(FAILURE)
  await expect(form.success).toBeEmpty()
  await expect(form.email).toHaveValue(email)
  await expect(form.message).toHaveValue(message)
  await expect(form.send).toBeEnabled()
}

const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)

/** The values the page passed to console.error, as JSON, in order. */
function recordConsoleErrors(page: Page): () => Promise<unknown[]> {
  const errors: ConsoleMessage[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message)
  })
  return () => Promise.all(errors.flatMap((message) => message.args().map((arg) => arg.jsonValue())))
}

test('a message goes out as the one EmailJS request the template expects', async ({ page }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.click()

  await expect(form.success).toHaveText(SUCCESS)
  expectRequestsReceived(1)
  const [request] = fake.sends
  expect(request!.method).toBe('POST')
  expect(request!.path).toBe(SEND_PATH)
  expect(request!.contentType).toBe('application/json')
  expect(JSON.parse(request!.body)).toEqual({
    lib_version: '4.4.1',
    user_id: 'test-public-key',
    service_id: 'test-service',
    template_id: 'test-template',
    template_params: { from_email: VISITOR_EMAIL, message: MESSAGE, to_name: sample.owner.name },
  })
})

test('a message typed and sent before the form has come to life goes out as typed once it has', async ({ page }) => {
  // The contact section's code is held back (a slow connection) until the visitor has pressed Send.
  const release = await holdRequests(page, /\/assets\/contact-[\w-]+\.js$/)
  await page.goto('/')
  await waitForHydration(page)
  const form = contactForm(page)
  await fillIn(form)
  await form.send.click()

  // Nothing reloads the page or goes out before the form can send it properly.
  await expect(page).toHaveURL(/\/$/)
  await expect(form.message).toHaveValue(MESSAGE)
  expectRequestsReceived(0)

  release()
  await expect(form.success).toHaveText(SUCCESS)
  expectRequestsReceived(1)
  expect(JSON.parse(fake.sends[0]!.body).template_params).toEqual({ from_email: VISITOR_EMAIL, message: MESSAGE, to_name: sample.owner.name })
})

test('a delivered message is confirmed, and the form and the saved draft are emptied', async ({ page }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await expect.poll(() => storedDraft(page)).toBe(JSON.stringify({ email: VISITOR_EMAIL, message: MESSAGE }))

  await form.send.click()

  await expect(form.success).toHaveText(SUCCESS)
  await expect(form.failure).toBeEmpty()
  await expect(form.email).toHaveValue('')
  await expect(form.message).toHaveValue('')
  await expect.poll(() => storedDraft(page)).toBeNull()
  expectRequestsReceived(1)

  await page.reload()
  await waitForHydration(page)
  await expect(form.email).toHaveValue('')
  await expect(form.message).toHaveValue('')
})

for (const [status, text] of [
  [400, 'The template ID is invalid'],
  [500, 'Internal server error'],
  [429, 'Too Many Requests'],
] as const) {
  test(`when the email service answers ${status}, the visitor is told and keeps every word`, async ({ page }) => {
    const consoleErrors = recordConsoleErrors(page)
    fake.replyWith(status, text)
    const form = await openContactForm(page)
    await fillIn(form)
    await form.send.click()

    await expectFailureKeepingFields(form)
    await expect(form.send).toHaveText(labels.sendMessage)
    expect(await consoleErrors()).toContainEqual({ status, text })
    expectRequestsReceived(1)
  })
}

test('while the message is on its way the button is disabled and reads Sending...', async ({ page }) => {
  fake.hang()
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.click()

  await expect(form.sending).toBeDisabled()
  await expect(form.send).toHaveCount(0)
  await expect.poll(() => fake.sends.length).toBe(1)
  await expect(form.sending).toBeDisabled()

  fake.release(200, 'OK')
  await expect(form.success).toHaveText(SUCCESS)
  await expect(form.send).toBeEnabled()
  await expect(form.sending).toHaveCount(0)
  expectRequestsReceived(1)
})

test('when the email service cannot be reached, the visitor is told and keeps every word', async ({ page }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await fake.stop()
  try {
    await form.send.click()
    await expectFailureKeepingFields(form)
  } finally {
    await fake.start()
  }
  expectRequestsReceived(0)
})

test('a send with no answer for 15 seconds fails, and the late answer changes nothing', async ({ page }) => {
  await installPausedClock(page)
  // Counts the answers the page has read in full, so the test knows when the late one has arrived.
  await page.addInitScript(() => {
    const text = Response.prototype.text
    Response.prototype.text = function () {
      return text.call(this).finally(() => {
        document.documentElement.dataset.answersRead = String(Number(document.documentElement.dataset.answersRead ?? 0) + 1)
      })
    }
  })
  fake.hang()
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.click()
  await expect.poll(() => fake.sends.length).toBe(1)

  await page.clock.runFor(SEND_TIMEOUT_MS - 1)
  await expect(form.sending).toBeDisabled()
  await expect(form.failure).toBeEmpty()
  await page.clock.runFor(1)
  await expectFailureKeepingFields(form)

  fake.release(200, 'OK')
  await expect(page.locator('html')).toHaveAttribute('data-answers-read', '1')
  // Give the page a moment of its own time to act on the late answer (it must not).
  await page.clock.runFor(1000)
  await expectFailureKeepingFields(form)
  expectRequestsReceived(1)
})

test('offline, nothing is sent and the visitor keeps every word', async ({ page, context }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await context.setOffline(true)
  await form.send.click()

  await expectFailureKeepingFields(form)
  expectRequestsReceived(0)
})

test('a double click on Send Message sends the message once', async ({ page }) => {
  fake.hang()
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.dblclick()

  await expect.poll(() => fake.sends.length).toBe(1)
  await expect(form.sending).toBeDisabled()
  await expect(form.failure).toBeEmpty()
  fake.release(200, 'OK')
  await expect(form.success).toHaveText(SUCCESS)
  await expect(form.failure).toBeEmpty()
  expectRequestsReceived(1)
})

test('pressing Enter twice fast in the email field sends the message once', async ({ page }) => {
  fake.hang()
  const form = await openContactForm(page)
  await fillIn(form)
  await form.email.press('Enter')
  await form.email.press('Enter')

  await expect.poll(() => fake.sends.length).toBe(1)
  await expect(form.sending).toBeDisabled()
  await expect(form.failure).toBeEmpty()
  fake.release(200, 'OK')
  await expect(form.success).toHaveText(SUCCESS)
  await expect(form.failure).toBeEmpty()
  expectRequestsReceived(1)
})

test(`a second message within ${CONTACT_THROTTLE_MS / 1000} seconds is refused without a request, and goes through after`, async ({ page }) => {
  await installPausedClock(page)
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.click()
  await expect(form.success).toHaveText(SUCCESS)
  expectRequestsReceived(1)

  await page.clock.runFor(CONTACT_THROTTLE_MS - 1000)
  await fillIn(form, VISITOR_EMAIL, 'One more thing')
  await form.send.click()
  await expectFailureKeepingFields(form, VISITOR_EMAIL, 'One more thing')
  expectRequestsReceived(1)

  await page.clock.runFor(1000)
  await form.send.click()
  await expect(form.success).toHaveText(SUCCESS)
  expectRequestsReceived(2)
  expect(JSON.parse(fake.sends[1]!.body).template_params.message).toBe('One more thing')
})

test('a bot that fills the hidden field is thanked and nothing is sent', async ({ page }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await form.honeypot.fill('https://spam.example', { force: true })
  await form.send.click()

  await expect(form.success).toHaveText(SUCCESS)
  expectRequestsReceived(0)
})

test('the hidden field is out of reach of people, keyboards and assistive technology', async ({ page }) => {
  const form = await openContactForm(page)
  await expect(form.honeypot.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true')
  await expect(form.honeypot).toHaveAttribute('tabindex', '-1')
  await expect(form.honeypot).toHaveAttribute('autocomplete', 'off')
  await expect(page.getByRole('textbox')).toHaveCount(2)

  await form.email.focus()
  await page.keyboard.press('Tab')
  await expect(form.message).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.send).toBeFocused()
  expectRequestsReceived(0)
})

test('a reload in the middle of typing brings both fields back', async ({ page }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await expect.poll(() => storedDraft(page)).toBe(JSON.stringify({ email: VISITOR_EMAIL, message: MESSAGE }))

  await page.reload()
  await waitForHydration(page)
  await expect(form.email).toHaveValue(VISITOR_EMAIL)
  await expect(form.message).toHaveValue(MESSAGE)
  expectRequestsReceived(0)
})

test('leaving the page right after typing still keeps the draft', async ({ page }) => {
  // The clock stands still, so the debounced save never runs: only the save on leaving can keep it.
  await installPausedClock(page)
  const form = await openContactForm(page)
  await fillIn(form)
  expect(await storedDraft(page)).toBeNull()

  await page.reload()
  await waitForHydration(page)
  await expect(form.email).toHaveValue(VISITOR_EMAIL)
  await expect(form.message).toHaveValue(MESSAGE)
  expectRequestsReceived(0)
})

test('after a failure, contact me directly opens an email to the owner with the message filled in', async ({ page }) => {
  fake.replyWith(500, 'Internal server error')
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.click()
  await expectFailureKeepingFields(form)

  const href = await form.directLink.getAttribute('href')
  expect(href).toMatch(new RegExp(`^mailto:${escapeRegExp(sample.owner.email)}\\?`))
  const body = /[?&]body=([^&]*)/.exec(href!)?.[1]
  expect(body && decodeURIComponent(body)).toBe(MESSAGE)
  expectRequestsReceived(1)
})

test('the email library is not part of the first load; it is fetched once the visitor reaches the form', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (/^\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await waitForHydration(page)
  const form = contactForm(page)
  // The first load is React and the app's entry, which the boot script runs after the first paint.
  const modules = await appModules(page)
  expect(modules).toHaveLength(2)
  expect(scripts.sort()).toEqual(modules.sort())

  const sdk = page.waitForResponse(async (response) => /\/assets\/[^/]+\.js$/.test(response.url()) && (await response.text()).includes(SEND_PATH))
  await form.email.focus()
  expect(await (await sdk).text()).toContain('4.4.1')
  expectRequestsReceived(0)
})
