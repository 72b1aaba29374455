import { expect, test } from '@playwright/test'
import { CONTACT_SITE_PORT, CONTACT_THROTTLE_MS, FAKE_EMAILJS_PORT } from '../../playwright.config.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { FakeEmailJs, SEND_PATH } from './fake-services.ts'
import { appModules, escapeRegExp, holdRequests, installPausedClock, waitForHydration } from './support.ts'
import {
  MESSAGE,
  SEND_TIMEOUT_MS,
  VISITOR_EMAIL,
  contactForm,
  expectFailureKeepingFields,
  expectRequestsReceived,
  fillIn,
  openContactForm,
  connectElsewhere,
  expectContactPolicy,
  recordConsoleErrors,
  recordViolations,
  storedDraft,
} from './contact-form.ts'

/**
 * The contact form of the build with test EmailJS keys, whose API origin is the fake server
 * below (see playwright.config.ts). The fake server is shared, so these journeys run one at a time.
 */
test.use({ baseURL: `http://127.0.0.1:${CONTACT_SITE_PORT}` })
test.describe.configure({ mode: 'serial' })

const { labels } = sample
const SUCCESS = labels.sendSuccess

const fake = new FakeEmailJs(FAKE_EMAILJS_PORT)
const expectRequests = (count: number) => expectRequestsReceived(fake, count)

test.beforeAll(() => fake.start())
test.afterAll(() => fake.stop())
test.beforeEach(() => fake.reset())

test('a message goes out as the one EmailJS request the template expects', async ({ page }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.click()

  await expect(form.success).toHaveText(SUCCESS)
  expectRequests(1)
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
  expectRequests(0)

  release()
  await expect(form.success).toHaveText(SUCCESS)
  expectRequests(1)
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
  expectRequests(1)

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
    fake.replyWithText(status, text)
    const form = await openContactForm(page)
    await fillIn(form)
    await form.send.click()

    await expectFailureKeepingFields(form)
    await expect(form.send).toHaveText(labels.sendMessage)
    expect(await consoleErrors()).toContainEqual({ status, text })
    expectRequests(1)
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

  fake.release()
  await expect(form.success).toHaveText(SUCCESS)
  await expect(form.send).toBeEnabled()
  await expect(form.sending).toHaveCount(0)
  expectRequests(1)
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
  expectRequests(0)
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

  fake.release()
  await expect(page.locator('html')).toHaveAttribute('data-answers-read', '1')
  // Give the page a moment of its own time to act on the late answer (it must not).
  await page.clock.runFor(1000)
  await expectFailureKeepingFields(form)
  expectRequests(1)
})

test('offline, nothing is sent and the visitor keeps every word', async ({ page, context }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await context.setOffline(true)
  await form.send.click()

  await expectFailureKeepingFields(form)
  expectRequests(0)
})

test('a double click on Send Message sends the message once', async ({ page }) => {
  fake.hang()
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.dblclick()

  await expect.poll(() => fake.sends.length).toBe(1)
  await expect(form.sending).toBeDisabled()
  await expect(form.failure).toBeEmpty()
  fake.release()
  await expect(form.success).toHaveText(SUCCESS)
  await expect(form.failure).toBeEmpty()
  expectRequests(1)
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
  fake.release()
  await expect(form.success).toHaveText(SUCCESS)
  await expect(form.failure).toBeEmpty()
  expectRequests(1)
})

test(`a second message within ${CONTACT_THROTTLE_MS / 1000} seconds is refused without a request, and goes through after`, async ({ page }) => {
  await installPausedClock(page)
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.click()
  await expect(form.success).toHaveText(SUCCESS)
  expectRequests(1)

  await page.clock.runFor(CONTACT_THROTTLE_MS - 1000)
  await fillIn(form, VISITOR_EMAIL, 'One more thing')
  await form.send.click()
  await expectFailureKeepingFields(form, VISITOR_EMAIL, 'One more thing')
  expectRequests(1)

  await page.clock.runFor(1000)
  await form.send.click()
  await expect(form.success).toHaveText(SUCCESS)
  expectRequests(2)
  expect(JSON.parse(fake.sends[1]!.body).template_params.message).toBe('One more thing')
})

test('a bot that fills the hidden field is thanked and nothing is sent', async ({ page }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await form.honeypot.fill('https://spam.example', { force: true })
  await form.send.click()

  await expect(form.success).toHaveText(SUCCESS)
  expectRequests(0)
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
  expectRequests(0)
})

test('a reload in the middle of typing brings both fields back', async ({ page }) => {
  const form = await openContactForm(page)
  await fillIn(form)
  await expect.poll(() => storedDraft(page)).toBe(JSON.stringify({ email: VISITOR_EMAIL, message: MESSAGE }))

  await page.reload()
  await waitForHydration(page)
  await expect(form.email).toHaveValue(VISITOR_EMAIL)
  await expect(form.message).toHaveValue(MESSAGE)
  expectRequests(0)
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
  expectRequests(0)
})

test('after a failure, contact me directly opens an email to the owner with the message filled in', async ({ page }) => {
  fake.replyWithText(500, 'Internal server error')
  const form = await openContactForm(page)
  await fillIn(form)
  await form.send.click()
  await expectFailureKeepingFields(form)

  const href = await form.directLink.getAttribute('href')
  expect(href).toMatch(new RegExp(`^mailto:${escapeRegExp(sample.owner.email)}\\?`))
  const body = /[?&]body=([^&]*)/.exec(href!)?.[1]
  expect(body && decodeURIComponent(body)).toBe(MESSAGE)
  expectRequests(1)
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
  expectRequests(0)
})

test('the page’s policy lets it reach EmailJS and nowhere else', async ({ page }) => {
  const violations = await recordViolations(page)
  await expectContactPolicy(page, '/', { service: fake.origin })
  await waitForHydration(page)
  expect(await connectElsewhere(page)).toMatch(/TypeError/)
  await expect.poll(() => [...new Set(violations)]).toEqual(['connect-src http://127.0.0.1:9/elsewhere'])

  const form = contactForm(page)
  await form.email.scrollIntoViewIfNeeded()
  await fillIn(form)
  await form.send.click()
  await expect(form.success).toHaveText(SUCCESS)
  expectRequests(1)
  expect(new Set(violations).size).toBe(1)
})
