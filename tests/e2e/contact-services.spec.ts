import { expect, test, type Page } from '@playwright/test'
import { CONTACT_SITE_PORT, CONTACT_THROTTLE_MS, FAKE_EMAILJS_PORT, SERVICE_SITES, TEST_EMAILJS_KEYS, TEST_FORMSPREE_ID, TEST_WEB3FORMS_KEY, serviceBuildDir, type ServiceName } from '../../playwright.config.ts'
import { NETLIFY_FORM_NAME, SENT_FRAGMENT } from '../../src/build-surface.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import {
  MESSAGE,
  SEND_TIMEOUT_MS,
  VISITOR_EMAIL,
  connectElsewhere,
  contactForm,
  expectContactPolicy,
  expectFailureKeepingFields,
  expectRequestsReceived,
  fillIn,
  openContactForm,
  recordConsoleErrors,
  recordViolations,
  storedDraft,
} from './contact-form.ts'
import { ENDPOINT_WIRE, FakeEmailJs, FakeService, WEB3FORMS_WIRE, formspreeWire, netlifyWire, type Reply, type RecordedSend } from './fake-services.ts'
import { formJourneys } from './contact-form-journeys.ts'
import { AT_REST, appModules, escapeRegExp, installPausedClock, waitForHydration } from './support.ts'

/**
 * The contact form of each delivery service's build (playwright.config.ts: the EmailJS build and
 * SERVICE_SITES), against that service's fake: the same visitor-facing promises for every
 * service, the exact request each service documents, the page's policy, and the plain post of the
 * services that take one, without JavaScript or when the page's scripts fail. The form's own
 * behaviour, the same whatever delivers, is checked once, with EmailJS (contact-form-journeys.ts).
 *
 * Each service's promises are walked in two visits, one `test.step` a promise, as a page load and
 * a scroll to the form cost more than most of what follows them: the first with the clock
 * running (policy, client code, draft, the documented request, a bot), the second under a paused
 * clock (every failure, the timeout, the rate limit). A failed send never counts toward the rate
 * limit, so the failures come first.
 */
test.use(AT_REST)

const { labels } = sample
const SUCCESS = labels.sendSuccess
const FORM_POST = 'application/x-www-form-urlencoded;charset=UTF-8'

interface ServiceCase {
  name: Exclude<ServiceName, 'mailto'> | 'emailjs'
  fake: () => FakeService
  /** The page's address: the build's server, or for Netlify the fake that serves it. */
  url: (fake: FakeService) => string
  /** What the one request must be. */
  expectRequest: (send: RecordedSend) => void
  /** A refusal as the service documents it. */
  refusal: Reply
  /** The fields of a plain post, besides what the visitor typed. */
  plainFields?: Record<string, string>
  /** The script of the service's client code, fetched once the visitor reaches the form. */
  clientCode: RegExp
  /** Journeys of this service's build besides the shared ones. */
  more?: (fake: FakeService) => void
}

const fields = (body: string) => Object.fromEntries(new URLSearchParams(body))
const siteOf = (name: ServiceName) => `http://127.0.0.1:${SERVICE_SITES[name].port}/`

const DELIVERY_CODE = /\/assets\/delivery-[\w-]+\.js$/
/** The EmailJS SDK's chunk: named after its module (@emailjs/browser's es/ build). */
const EMAILJS_SDK = /\/assets\/es-[\w-]+\.js$/

const CASES: ServiceCase[] = [
  {
    name: 'emailjs',
    fake: () => new FakeEmailJs(FAKE_EMAILJS_PORT),
    url: () => `http://127.0.0.1:${CONTACT_SITE_PORT}/`,
    expectRequest: (send) => {
      expect([send.method, send.path, send.contentType]).toEqual(['POST', '/api/v1.0/email/send', 'application/json'])
      expect(JSON.parse(send.body)).toEqual({
        lib_version: '4.4.1',
        user_id: TEST_EMAILJS_KEYS.VITE_EMAILJS_PUBLIC_KEY,
        service_id: TEST_EMAILJS_KEYS.VITE_EMAILJS_SERVICE_ID,
        template_id: TEST_EMAILJS_KEYS.VITE_EMAILJS_TEMPLATE_ID,
        template_params: { from_email: VISITOR_EMAIL, message: MESSAGE, to_name: sample.owner.name },
      })
    },
    refusal: { status: 400, body: 'The template ID is invalid' },
    clientCode: EMAILJS_SDK,
    more: formJourneys,
  },
  {
    name: 'formspree',
    fake: () => new FakeService(SERVICE_SITES.formspree.fakePort, formspreeWire(TEST_FORMSPREE_ID)),
    url: () => siteOf('formspree'),
    expectRequest: (send) => {
      expect([send.method, send.path, send.contentType, send.accept]).toEqual(['POST', `/f/${TEST_FORMSPREE_ID}`, FORM_POST, 'application/json'])
      expect(fields(send.body)).toEqual({ email: VISITOR_EMAIL, message: MESSAGE, _subject: labels.mailSubject })
    },
    refusal: { status: 422, type: 'application/json', body: JSON.stringify({ errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }] }) },
    plainFields: { _subject: labels.mailSubject, _gotcha: '' },
    clientCode: DELIVERY_CODE,
  },
  {
    name: 'web3forms',
    fake: () => new FakeService(SERVICE_SITES.web3forms.fakePort, WEB3FORMS_WIRE),
    url: () => siteOf('web3forms'),
    expectRequest: (send) => {
      expect([send.method, send.path, send.contentType, send.accept]).toEqual(['POST', '/submit', 'application/json', 'application/json'])
      expect(JSON.parse(send.body)).toEqual({ access_key: TEST_WEB3FORMS_KEY, subject: labels.mailSubject, email: VISITOR_EMAIL, message: MESSAGE })
    },
    refusal: { status: 400, type: 'application/json', body: JSON.stringify({ success: false, message: 'Invalid access key' }) },
    plainFields: { access_key: TEST_WEB3FORMS_KEY, subject: labels.mailSubject, redirect: `${siteOf('web3forms')}#${SENT_FRAGMENT}`, botcheck: '' },
    clientCode: DELIVERY_CODE,
  },
  {
    name: 'netlify',
    fake: () => new FakeService(SERVICE_SITES.netlify.fakePort, netlifyWire(serviceBuildDir('netlify'))),
    url: (fake) => `${fake.origin}/`,
    expectRequest: (send) => {
      expect([send.method, send.path, send.contentType]).toEqual(['POST', '/', FORM_POST])
      expect(fields(send.body)).toEqual({ 'form-name': NETLIFY_FORM_NAME, email: VISITOR_EMAIL, message: MESSAGE })
    },
    refusal: { status: 404, type: 'text/html', body: 'Form not found' },
    plainFields: { 'form-name': NETLIFY_FORM_NAME, website: '' },
    clientCode: DELIVERY_CODE,
  },
  {
    name: 'endpoint',
    fake: () => new FakeService(SERVICE_SITES.endpoint.fakePort, ENDPOINT_WIRE),
    url: () => siteOf('endpoint'),
    expectRequest: (send) => {
      expect([send.method, send.path, send.contentType, send.accept]).toEqual(['POST', '/contact', 'application/json', 'application/json'])
      expect(JSON.parse(send.body)).toEqual({ email: VISITOR_EMAIL, message: MESSAGE, to_name: sample.owner.name })
    },
    refusal: { status: 502, type: 'application/json', body: JSON.stringify({ error: 'The mail service refused the message' }) },
    clientCode: DELIVERY_CODE,
  },
]

/**
 * Records the scripts the page has fetched in full, from now on, read from the browser's network
 * events rather than the page's resource timing: under a fake clock the page's `performance` is
 * Playwright's stand-in, which keeps no entries.
 */
function recordFetchedScripts(page: Page): string[] {
  const fetched: string[] = []
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname
    if (path.endsWith('.js')) fetched.push(path)
  })
  return fetched
}

/** Waits until the service's client code, fetched when the visitor reaches the form, has loaded. */
async function waitForClientCode(fetched: string[], code: RegExp) {
  await expect.poll(() => fetched.some((path) => code.test(path))).toBe(true)
}

for (const service of CASES) {
  test.describe(`delivering through ${service.name}`, () => {
    // One fake per service, shared by its journeys: they run one at a time; the services side by side.
    test.describe.configure({ mode: 'serial' })
    const fake = service.fake()
    const expectRequests = (count: number) => expectRequestsReceived(fake, count)

    test.beforeAll(() => fake.start())
    test.afterAll(() => fake.stop())
    test.beforeEach(() => fake.reset())

    test(`${service.name}: the page reaches only ${service.name}, fetches its client code at the form, keeps a draft through a reload, sends one documented request on a double click, and thanks a bot for nothing`, async ({ page }) => {
      const violations = await recordViolations(page)
      const fetched = recordFetchedScripts(page)
      const scripts: string[] = []
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname
        if (/^\/assets\/[^/]+\.js$/.test(path)) scripts.push(path)
      })

      await test.step('the policy lets the page connect and post to the service only', async () => {
        const origin = service.name === 'netlify' ? undefined : fake.origin
        await expectContactPolicy(page, service.url(fake), { service: origin, posts: service.plainFields && origin })
        await waitForHydration(page)
        expect(await connectElsewhere(page)).toMatch(/TypeError/)
        await expect.poll(() => [...new Set(violations)]).toEqual(['connect-src http://127.0.0.1:9/elsewhere'])
      })

      const form = contactForm(page)
      await test.step('the client code is not part of the first load; it comes once the visitor reaches the form, and no other service’s', async () => {
        expect([...scripts].sort()).toEqual((await appModules(page)).sort())
        await form.email.scrollIntoViewIfNeeded()
        await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
        await form.email.focus()
        await waitForClientCode(fetched, service.clientCode)
        const other = service.clientCode === EMAILJS_SDK ? DELIVERY_CODE : EMAILJS_SDK
        expect(scripts.filter((path) => service.clientCode.test(path))).toHaveLength(1)
        expect(scripts.filter((path) => other.test(path))).toEqual([])
        expectRequests(0)
      })

      await test.step('a reload in the middle of typing brings both fields back', async () => {
        await fillIn(form)
        await expect.poll(() => storedDraft(page)).toBe(JSON.stringify({ email: VISITOR_EMAIL, message: MESSAGE }))
        await page.reload()
        await waitForHydration(page)
        await expect(form.email).toHaveValue(VISITOR_EMAIL)
        await expect(form.message).toHaveValue(MESSAGE)
        expectRequests(0)
      })

      await test.step('a double click sends one request, the button reads Sending and is disabled on the way, and the message is confirmed', async () => {
        await form.email.scrollIntoViewIfNeeded()
        await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
        fake.hang()
        await form.send.dblclick()
        await expect.poll(() => fake.sends.length).toBe(1)
        await expect(form.sending).toBeDisabled()
        await expect(form.send).toHaveCount(0)
        fake.release()
        await expect(form.success).toHaveText(SUCCESS)
        await expect(form.failure).toBeEmpty()
        await expect(form.send).toBeEnabled()
        await expect(form.sending).toHaveCount(0)
        await expect(form.email).toHaveValue('')
        await expect(form.message).toHaveValue('')
        await expect.poll(() => storedDraft(page)).toBeNull()
        expectRequests(1)
        service.expectRequest(fake.sends[0]!)
        // The real send, too, stayed within the policy.
        expect([...new Set(violations)]).toEqual(['connect-src http://127.0.0.1:9/elsewhere'])
      })

      await test.step('a reload after the send brings back nothing', async () => {
        await page.reload()
        await waitForHydration(page)
        await expect(form.email).toHaveValue('')
        await expect(form.message).toHaveValue('')
      })

      await test.step('a bot that fills the hidden field is thanked, and nothing goes out', async () => {
        await form.email.scrollIntoViewIfNeeded()
        await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
        const before = fake.requestCount
        await fillIn(form)
        await form.honeypot.fill('https://spam.example', { force: true })
        await form.send.click()
        await expect(form.success).toHaveText(SUCCESS)
        expect(fake.sends, 'sends that reached the fake service').toHaveLength(1)
        expect(fake.requestCount, 'requests of any kind that reached the fake service').toBe(before)
      })
    })

    test(`${service.name}: offline, unreachable, refused or silent for 15 seconds, the visitor is told and keeps every word; a late answer changes nothing; a message goes through after, and a second within ${CONTACT_THROTTLE_MS / 1000} seconds only after the wait`, async ({ page }) => {
      await installPausedClock(page)
      // Counts the answers the page reads in full: a late answer the page did not abort is read first, then ignored.
      await page.addInitScript(() => {
        const text = Response.prototype.text
        Response.prototype.text = function () {
          return text.call(this).finally(() => {
            document.documentElement.dataset.answersRead = String(Number(document.documentElement.dataset.answersRead ?? 0) + 1)
          })
        }
      })
      const answersRead = () => page.evaluate(() => Number(document.documentElement.dataset.answersRead ?? 0))
      const consoleErrors = recordConsoleErrors(page)
      /**
       * Sends, and expects a failure that keeps every word: this send's own, which logs its reason,
       * not the notice the previous step left showing.
       */
      const sendAndFail = async () => {
        const logged = (await consoleErrors()).length
        await form.send.click()
        await expect.poll(async () => (await consoleErrors()).length).toBeGreaterThan(logged)
        await expectFailureKeepingFields(form)
      }
      const fetched = recordFetchedScripts(page)
      const form = await openContactForm(page, service.url(fake))
      await fillIn(form)
      await waitForClientCode(fetched, service.clientCode)

      await test.step('offline, nothing goes out', async () => {
        await page.context().setOffline(true)
        await sendAndFail()
        await page.context().setOffline(false)
        expectRequests(0)
      })

      await test.step('when the service cannot be reached', async () => {
        await fake.stop()
        try {
          await sendAndFail()
        } finally {
          await fake.start()
        }
        expectRequests(0)
      })

      await test.step('when the service refuses the message, the visitor can write directly', async () => {
        fake.replyWith(service.refusal)
        await sendAndFail()
        expect(await consoleErrors()).toContainEqual({ status: service.refusal.status, text: service.refusal.body })
        const href = await form.directLink.getAttribute('href')
        expect(href).toMatch(new RegExp(`^mailto:${escapeRegExp(sample.owner.email)}\\?`))
        expect(decodeURIComponent(/[?&]body=([^&]*)/.exec(href!)![1]!)).toBe(MESSAGE)
        expectRequests(1)
      })

      await test.step('a send left unanswered fails after 15 seconds, and the late answer changes nothing', async () => {
        fake.hang()
        const read = await answersRead()
        await form.send.click()
        await expect.poll(() => fake.sends.length).toBe(2)
        await page.clock.runFor(SEND_TIMEOUT_MS - 1)
        await expect(form.sending).toBeDisabled()
        await expect(form.failure).toBeEmpty()
        await page.clock.runFor(1)
        await expectFailureKeepingFields(form)

        fake.release()
        // EmailJS's SDK reads the late answer; the other clients abort their request at the timeout.
        if (service.clientCode === EMAILJS_SDK) await expect.poll(answersRead).toBe(read + 1)
        await page.clock.runFor(1000)
        await expectFailureKeepingFields(form)
        expect(fake.sends).toHaveLength(2)
      })

      await test.step(`none of that counts: the message goes through, and a second within ${CONTACT_THROTTLE_MS / 1000} seconds is refused without a request, then goes through`, async () => {
        await form.send.click()
        await expect(form.success).toHaveText(SUCCESS)
        expect(fake.sends).toHaveLength(3)

        await page.clock.runFor(CONTACT_THROTTLE_MS - 1000)
        await fillIn(form, VISITOR_EMAIL, 'One more thing')
        await form.send.click()
        await expectFailureKeepingFields(form, VISITOR_EMAIL, 'One more thing')
        expect(fake.sends).toHaveLength(3)

        await page.clock.runFor(1000)
        await form.send.click()
        await expect(form.success).toHaveText(SUCCESS)
        expect(fake.sends).toHaveLength(4)
      })
    })

    service.more?.(fake)

    const plainFields = service.plainFields
    if (!plainFields) return

    /** Sends the form as a plain post, and expects the message, and nothing else, at the service. */
    async function sendPlainPost(page: Page) {
      const form = contactForm(page)
      await fillIn(form)
      await form.send.click()
      await expectPlainPost()
    }

    /** Expects one plain post at the service: what the visitor typed and the form's own fields. */
    async function expectPlainPost() {
      await expect.poll(() => fake.sends.length).toBe(1)
      const [send] = fake.sends
      expect([send!.method, send!.path, send!.contentType]).toEqual(['POST', service.name === 'netlify' ? '/' : fake.wire.path, 'application/x-www-form-urlencoded'])
      // A browser's plain post writes line breaks as CR LF.
      expect(fields(send!.body)).toEqual({ ...plainFields, email: VISITOR_EMAIL, message: MESSAGE.replace(/\n/g, '\r\n') })
    }

    /** Expects the visitor to be back on the page at the success notice, or on the service's thank-you page with a way back. */
    async function expectBackFromPlainPost(page: Page) {
      if (service.name === 'formspree') {
        await expect(page.getByRole('heading', { name: 'Thanks!' })).toBeVisible()
        const back = page.getByRole('link', { name: 'Return to original site' })
        await expect(back).toHaveAttribute('href', service.url(fake))
        await back.click()
        await expect(contactForm(page).email).toBeVisible()
        return
      }
      await expect(page).toHaveURL(new RegExp(`#${SENT_FRAGMENT}$`))
      const notice = page.locator(`#${SENT_FRAGMENT}`)
      await expect(notice).toHaveText(SUCCESS)
      await expect(notice).toBeInViewport()
      // In view and on top: nothing (the bar, its list of links) covers it.
      await expect
        .poll(() =>
          notice.evaluate((element) => {
            const box = element.getBoundingClientRect()
            return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
          }),
        )
        .toBe(true)
    }

    test.describe('without JavaScript, on a phone', () => {
      // A phone: without scripts its bar lists every link open, the most it could cover.
      test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

      test(`the form posts to ${service.name} natively, and the visitor comes back to a confirmation`, async ({ page }) => {
        await page.goto(service.url(fake))
        await sendPlainPost(page)
        await expectBackFromPlainPost(page)
        expectRequests(1)
      })
    })

    test(`a message sent while the form's code is on its way goes to ${service.name} as a plain post, once, if that code fails to load`, async ({ page }) => {
      // The contact section's code is held back (a slow connection), then fails (a deploy replaced it).
      let fail = () => {}
      const failing = new Promise<void>((resolve) => (fail = resolve))
      await page.route(/\/assets\/contact-[\w-]+\.js$/, async (route) => {
        await failing
        await route.abort()
      })
      await page.goto(service.url(fake))
      await waitForHydration(page)
      const form = contactForm(page)
      await fillIn(form)
      await form.send.click()
      await expect(form.message).toHaveValue(MESSAGE)
      expectRequests(0)

      fail()
      await expectPlainPost()
      await expectBackFromPlainPost(page)
      expectRequests(1)
    })

    test(`when the page's scripts fail, the form posts to ${service.name} natively`, async ({ page }) => {
      await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
      await page.goto(service.url(fake))
      await expect(page.locator('html')).not.toHaveClass(/\bjs\b/)
      await sendPlainPost(page)
      await expectBackFromPlainPost(page)
      expectRequests(1)
    })
  })
}

test.describe('handing the message to the visitor’s mail program (mailto)', () => {
  const url = siteOf('mailto')

  /** Records the mailto: links the page follows, and keeps the browser from leaving for them. */
  async function recordMailtoLinks(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const followed: string[] = []
      Object.assign(window, { followedMailto: followed })
      document.addEventListener(
        'click',
        (event) => {
          const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null
          if (!link) return
          followed.push((link as HTMLAnchorElement).href)
          event.preventDefault()
        },
        true,
      )
    })
    return () => page.evaluate(() => (window as unknown as { followedMailto: string[] }).followedMailto)
  }

  test('the page’s policy names no service; sending opens the mail program with the message written out, requests nothing and keeps the draft; a bot opens nothing', async ({ page }) => {
    const followed = await recordMailtoLinks(page)
    const violations = await recordViolations(page)

    await test.step('the policy: it connects and posts to the site only, and the form posts nowhere', async () => {
      await expectContactPolicy(page, url, {})
      await waitForHydration(page)
      expect(await connectElsewhere(page)).toMatch(/TypeError/)
      await expect.poll(() => [...new Set(violations)]).toEqual(['connect-src http://127.0.0.1:9/elsewhere'])
      await expect(page.locator('#contact form')).not.toHaveAttribute('action')
    })

    const form = contactForm(page)
    await test.step('sending hands the message over', async () => {
      await form.email.scrollIntoViewIfNeeded()
      await expect(page.locator('#contact form')).toHaveAttribute('data-ready', '')
      await fillIn(form)
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      await form.send.click()

      await expect(form.success).toHaveText(labels.mailAppOpened!)
      await expect(form.failure).toBeEmpty()
      // Compared decoded: the browser writes the address back with its own escapes (' as %27).
      expect((await followed()).map(decodeURIComponent)).toEqual([`mailto:${sample.owner.email}?subject=${labels.mailSubject}&body=${MESSAGE}`])
      await expect(form.email).toHaveValue(VISITOR_EMAIL)
      await expect(form.message).toHaveValue(MESSAGE)
      await expect.poll(() => storedDraft(page)).toBe(JSON.stringify({ email: VISITOR_EMAIL, message: MESSAGE }))
      expect(requests).toEqual([])
    })

    await test.step('a bot that fills the hidden field opens nothing', async () => {
      await form.honeypot.fill('https://spam.example', { force: true })
      await form.send.click()
      await expect(form.success).toHaveText(SUCCESS)
      expect(await followed()).toHaveLength(1)
    })
  })
})
