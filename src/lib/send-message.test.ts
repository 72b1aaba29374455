import type { ContactConfig } from './contact-config.ts'
import { LAST_SENT_KEY, SEND_TIMEOUT_MS, sendContactMessage } from './send-message.ts'
import { site as sample } from '../test/fixtures/sample.ts'

const draft = { email: 'visitor@example.org', message: "Hello, it's me — 50% & more?" }
const recipient = { ownerName: sample.owner.name, ownerEmail: sample.owner.email, subject: sample.labels.mailSubject }

describe('sendContactMessage with mailto', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opens the mail program at once, with the owner’s address, the subject and the message, and requests nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    const followed: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.getAttribute('href')!)
      expect(this.isConnected).toBe(true)
    })
    const sending = sendContactMessage(draft, recipient, { provider: 'mailto' })
    // Before the first await: in the task of the visitor's press.
    expect(followed).toEqual([`mailto:${sample.owner.email}?subject=${encodeURIComponent(sample.labels.mailSubject)}&body=${encodeURIComponent(draft.message)}`])
    expect(await sending).toEqual({ ok: true, handedOver: true })
    expect(document.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('sendContactMessage without the service’s settings', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    { provider: 'formspree', url: '', throttleMs: 0 },
    { provider: 'web3forms', url: '', accessKey: '', throttleMs: 0 },
    { provider: 'endpoint', url: '', throttleMs: 0 },
  ] as const)('fails without sending anything anywhere ($provider)', async (config) => {
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    expect(await sendContactMessage(draft, recipient, config)).toMatchObject({ ok: false })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('sendContactMessage’s rules, the same for every service but mailto', () => {
  const emailjs: ContactConfig = { provider: 'emailjs', emailjs: { publicKey: 'pk', serviceId: 'service', templateId: 'template', origin: 'https://mail.test' }, throttleMs: 0 }
  const formspree: ContactConfig = { provider: 'formspree', url: 'https://formspree.io/f/abc', throttleMs: 0 }
  const OK = () => Promise.resolve(new Response('OK', { status: 200 }))
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(OK)
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /**
   * A service that does not answer until `answer` is called; its request, like fetch's, fails with
   * the reason of a signal that aborts it. `requested` settles once the request is made.
   */
  function silentService() {
    let answer: (response: Response) => void = () => {}
    let requested: () => void = () => {}
    const request = new Promise<void>((resolve) => (requested = resolve))
    fetchMock.mockImplementation((_, init) => {
      requested()
      return new Promise((resolve, reject) => {
        answer = resolve
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    })
    return { requested: request, answer: (response: Response) => answer(response) }
  }

  describe.each([emailjs, formspree])('$provider', (config) => {
    it('sends nothing while the browser is offline', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      expect(await sendContactMessage(draft, recipient, config)).toMatchObject({ ok: false, error: { message: expect.stringContaining('offline') } })
      expect(fetchMock).not.toHaveBeenCalled()
    })

    it(`gives up after ${SEND_TIMEOUT_MS / 1000} s without an answer, and a late answer changes nothing`, async () => {
      vi.useFakeTimers()
      const service = silentService()
      const pending = sendContactMessage(draft, recipient, { ...config, throttleMs: 30_000 })
      await service.requested
      let settled = false
      void pending.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      const result = await pending
      expect(result).toMatchObject({ ok: false, error: { name: 'SendTimeoutError' } })
      service.answer(new Response('OK', { status: 200 }))
      await vi.advanceTimersByTimeAsync(1000)
      expect(await pending).toBe(result)
      expect(localStorage.getItem(LAST_SENT_KEY)).toBeNull()
    })

    it('refuses a second message within the rate limit without a request, and counts only delivered ones', async () => {
      vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
      const limited = { ...config, throttleMs: 30_000 }
      fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('Server error', { status: 500 })))
      expect((await sendContactMessage(draft, recipient, limited)).ok).toBe(false)
      expect(await sendContactMessage(draft, recipient, limited)).toEqual({ ok: true })
      expect(fetchMock).toHaveBeenCalledTimes(2)

      vi.setSystemTime(1_000_000 + 29_999)
      expect(await sendContactMessage(draft, recipient, limited)).toMatchObject({ ok: false, error: { message: expect.stringContaining('30 s') } })
      expect(fetchMock).toHaveBeenCalledTimes(2)
      vi.setSystemTime(1_000_000 + 30_000)
      expect(await sendContactMessage(draft, recipient, limited)).toEqual({ ok: true })
      expect(fetchMock).toHaveBeenCalledTimes(3)
    })

    it('has no rate limit by default', async () => {
      expect(await sendContactMessage(draft, recipient, config)).toEqual({ ok: true })
      expect(await sendContactMessage(draft, recipient, config)).toEqual({ ok: true })
      expect(fetchMock).toHaveBeenCalledTimes(2)
    })
  })

  it('aborts a request made with fetch at the timeout', async () => {
    vi.useFakeTimers()
    const service = silentService()
    const pending = sendContactMessage(draft, recipient, formspree)
    await service.requested
    const signal = fetchMock.mock.calls[0]?.[1]?.signal
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS)
    expect(await pending).toMatchObject({ ok: false, error: { name: 'SendTimeoutError' } })
    expect(signal?.aborted).toBe(true)
  })
})
