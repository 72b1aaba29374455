import { expect, test } from '@playwright/test'
import { CONTACT_SITE_PORT } from '../../playwright.config.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import type { FakeService } from './fake-services.ts'
import { holdRequests, installPausedClock, waitForHydration } from './support.ts'
import { MESSAGE, VISITOR_EMAIL, contactForm, expectRequestsReceived, fillIn, openContactForm, storedDraft } from './contact-form.ts'

/**
 * The form's own behaviour, whichever service delivers: checked once, with the default service
 * (EmailJS), inside its journeys in contact-services.spec.ts, which share its fake server.
 */
export function formJourneys(fake: FakeService) {
  const { labels } = sample
  const SUCCESS = labels.sendSuccess
  const expectRequests = (count: number) => expectRequestsReceived(fake, count)
  test.use({ baseURL: `http://127.0.0.1:${CONTACT_SITE_PORT}` })

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

  test('the hidden field is out of reach of people, keyboards and assistive technology, and pressing Enter twice fast in the email field sends the message once', async ({ page }) => {
    fake.hang()
    const form = await openContactForm(page)
    await test.step('the hidden field is out of reach', async () => {
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

    await test.step('Enter twice fast sends once', async () => {
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
}
