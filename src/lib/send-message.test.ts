import { sendContactMessage } from './send-message.ts'
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
