import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContactItem } from '../content/schema.ts'
import { DRAFT_STORAGE_KEY } from '../hooks/use-contact-draft.ts'
import { SENT_FRAGMENT, type ContactConfig } from '../lib/contact-config.ts'
import type { SendContactMessage } from '../hooks/use-contact-form.ts'
import type { SendResult } from '../lib/email.ts'
import { FakeIntersectionObserver } from '../test/browser-fakes.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { expectOpensInNewTab } from '../test/links.ts'
import { Contact } from './contact.tsx'

const { contact, labels } = sample
const SUCCESS = labels.sendSuccess
const FAILURE = labels.sendFailure
/** The sample's contact items, in the sample's order (src/test/fixtures/sample.test.ts). */
const [emailItem, githubItem, linkedinItem, locationItem] = contact.items

/** A send whose outcome the test decides, after looking at the pending state. */
function controllableSend() {
  let settle: (result: SendResult) => void = () => {}
  const send = vi.fn<SendContactMessage>(
    () =>
      new Promise<SendResult>((res) => {
        settle = res
      }),
  )
  let settled = 0
  // The form makes its request in a task after the frame that shows "Sending" (yieldToBrowser):
  // an outcome waits for the request it answers.
  const made = () => vi.waitFor(() => expect(send.mock.calls.length).toBeGreaterThan(settled))
  const answer = (result: SendResult) => act(async () => (await made(), settled++, settle(result)))
  return {
    send,
    made,
    resolve: () => answer({ ok: true }),
    reject: (reason: unknown) => answer({ ok: false, error: reason }),
  }
}

function renderContact(send: SendContactMessage = () => Promise.resolve({ ok: true }), items: ContactItem[] = contact.items, delivery?: ContactConfig) {
  return render(<Contact id="contact" contact={{ ...contact, items }} ownerName={sample.owner.name} ownerEmail={sample.owner.email} labels={labels} send={send} delivery={delivery} />)
}

const emailField = () => screen.getByRole('textbox', { name: labels.emailLabel })
const messageField = () => screen.getByRole('textbox', { name: labels.messageLabel })

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(emailField(), 'visitor@example.org')
  await user.type(messageField(), 'Hello there')
  await user.click(screen.getByRole('button', { name: labels.sendMessage }))
}

/** The contact row whose small label reads `label` (Email, GitHub, ...). */
function contactRow(label: string): HTMLElement {
  const row = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(label, { exact: true }))
  if (!row) throw new Error(`no contact row ${label}`)
  return row
}

beforeEach(() => {
  FakeIntersectionObserver.install()
})

describe('Contact', () => {
  it("is the contact anchor, headed Let's Get In Contact", () => {
    renderContact()
    const section = screen.getByRole('region', { name: contact.heading })
    expect(section).toHaveAttribute('id', 'contact')
    expect(within(section).getByText(contact.intro)).toBeInTheDocument()
  })

  it('fades in once, when about 30 percent of it is visible', () => {
    renderContact()
    const section = screen.getByRole('region', { name: contact.heading })
    const observer = FakeIntersectionObserver.instances.find((instance) => instance.elements.has(section))
    expect(observer?.maxThreshold).toBe(0.3)
    expect(section).not.toHaveAttribute('data-in-view')

    act(() => observer?.intersect(true))
    expect(section).toHaveAttribute('data-in-view')
    expect(observer?.disconnected).toBe(true)
  })

  it("has the Send a Message, Get in Touch and Let's Work Together cards", () => {
    renderContact()
    expect(screen.getByRole('heading', { name: contact.formTitle })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: contact.detailsTitle })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: contact.workTogether.title })).toBeInTheDocument()
  })

  it("asks for the visitor's email, with the owner's address as the example", () => {
    renderContact()
    expect(emailField()).toBeRequired()
    expect(emailField()).toHaveAttribute('type', 'email')
    expect(emailField()).toHaveAttribute('placeholder', sample.owner.email)
  })

  it('asks for a message in a six-row box', () => {
    renderContact()
    expect(messageField()).toBeRequired()
    expect(messageField().tagName).toBe('TEXTAREA')
    expect(messageField()).toHaveAttribute('rows', '6')
    expect(messageField()).toHaveAttribute('placeholder', labels.messagePlaceholder)
  })

  it('does not send an empty form', async () => {
    const user = userEvent.setup()
    const send = vi.fn<SendContactMessage>(() => Promise.resolve({ ok: true }))
    renderContact(send)
    await user.click(screen.getByRole('button', { name: labels.sendMessage }))
    expect(send).not.toHaveBeenCalled()
  })

  it('lists email, GitHub and LinkedIn as links and the location as plain text', () => {
    renderContact()
    const email = within(contactRow(emailItem!.label)).getByRole('link')
    expect(email).toHaveAttribute('href', `mailto:${sample.owner.email}`)
    expect(email).toHaveTextContent(sample.owner.email)
    expect(email).not.toHaveAttribute('target')

    const github = within(contactRow(githubItem!.label)).getByRole('link')
    expectOpensInNewTab(github, sample.social.github.url, { me: true })
    expect(github).toHaveTextContent(sample.social.github.handle)

    const linkedin = within(contactRow(linkedinItem!.label)).getByRole('link')
    expectOpensInNewTab(linkedin, sample.social.linkedin.url, { me: true })
    expect(linkedin).toHaveTextContent(sample.social.linkedin.name)

    const location = contactRow(locationItem!.label)
    expect(location).toHaveTextContent(sample.owner.location)
    expect(within(location).queryByRole('link')).not.toBeInTheDocument()
    expect(screen.getByText(sample.owner.location).closest('a')).toBeNull()
  })

  it('has GitHub and LinkedIn icon links to work together', () => {
    renderContact()
    const [github, linkedin] = contact.workTogether.links
    expectOpensInNewTab(screen.getByRole('link', { name: github!.label }), sample.social.github.url, { me: true })
    expectOpensInNewTab(screen.getByRole('link', { name: linkedin!.label }), sample.social.linkedin.url, { me: true })
  })

  it('shows "Sending..." on a disabled button while the message is on its way', async () => {
    const user = userEvent.setup()
    const outcome = controllableSend()
    renderContact(outcome.send)
    await fillAndSend(user)

    await outcome.made()
    expect(outcome.send).toHaveBeenCalledWith({ email: 'visitor@example.org', message: 'Hello there' })
    const button = screen.getByRole('button', { name: labels.sending })
    expect(button).toBeDisabled()
    expect(screen.queryByRole('button', { name: labels.sendMessage })).not.toBeInTheDocument()

    await outcome.resolve()
    expect(screen.getByRole('button', { name: labels.sendMessage })).toBeEnabled()
  })

  it('thanks the visitor and clears the form once the message is sent', async () => {
    const user = userEvent.setup()
    const outcome = controllableSend()
    renderContact(outcome.send)
    await fillAndSend(user)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()

    await outcome.resolve()
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS)
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(emailField()).toHaveValue('')
    expect(messageField()).toHaveValue('')
    expect(screen.getByRole('button', { name: labels.sendMessage })).toBeEnabled()
  })

  it('keeps what the visitor typed and apologises when sending fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const outcome = controllableSend()
    renderContact(outcome.send)
    await fillAndSend(user)

    const problem = new Error('mail service down')
    await outcome.reject(problem)
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(consoleError).toHaveBeenCalledWith(problem)
    expect(emailField()).toHaveValue('visitor@example.org')
    expect(messageField()).toHaveValue('Hello there')
    expect(screen.getByRole('button', { name: labels.sendMessage })).toBeEnabled()
  })

  it('clears an earlier notice when the visitor sends again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const outcome = controllableSend()
    renderContact(outcome.send)
    await fillAndSend(user)
    await outcome.reject(new Error('first try fails'))
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE)

    await user.click(screen.getByRole('button', { name: labels.sendMessage }))
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    await outcome.resolve()
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS)
  })

  it('sends only once when the form is submitted again while a message is on its way', async () => {
    const user = userEvent.setup()
    const outcome = controllableSend()
    renderContact(outcome.send)
    await fillAndSend(user)
    const form = emailField().closest('form') as HTMLFormElement

    fireEvent.submit(form)
    fireEvent.submit(form)
    await outcome.made()
    expect(outcome.send).toHaveBeenCalledTimes(1)

    await outcome.resolve()
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS)
    expect(outcome.send).toHaveBeenCalledTimes(1)
  })

  it('shows any contact item without a link as plain text, and one with a link as a link', () => {
    renderContact(undefined, [
      { label: 'Phone', value: '+1 555 0100', icon: 'mail' },
      { label: 'Office', value: 'Austin, by appointment', icon: 'map-pin' },
      { label: 'Blog', value: 'janedoe.example.com', link: 'https://janedoe.example.com/', icon: 'code' },
    ])
    for (const [label, value] of [
      ['Phone', '+1 555 0100'],
      ['Office', 'Austin, by appointment'],
    ]) {
      expect(contactRow(label!)).toHaveTextContent(value!)
      expect(within(contactRow(label!)).queryByRole('link')).not.toBeInTheDocument()
    }
    expectOpensInNewTab(within(contactRow('Blog')).getByRole('link'), 'https://janedoe.example.com/', { me: true })
  })

  it('leaves out the Get in Touch card without contact items, and keeps the form and the work-together links', () => {
    renderContact(undefined, [])
    expect(screen.queryByRole('heading', { name: contact.detailsTitle })).not.toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(emailField()).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: contact.workTogether.title })).toBeInTheDocument()
    expectOpensInNewTab(screen.getByRole('link', { name: contact.workTogether.links[0]!.label }), sample.social.github.url, { me: true })
  })

  it('lists any number of contact items, each fading in 0.1 s after the one before, up to 2 s', () => {
    const items = Array.from({ length: 15 }, (_, index): ContactItem => ({ label: `Office ${index + 1}`, value: `City ${index + 1}`, icon: 'map-pin' }))
    renderContact(undefined, items)
    const rows = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual(items.map((item) => `${item.label}${item.value}`))
    const delays = rows.map((row) => Number(row.querySelector('[data-reveal]')!.className.match(/reveal-delay-(\d+)/)![1]))
    expect(delays.slice(0, 4)).toEqual([800, 900, 1000, 1100])
    expect(delays.slice(11)).toEqual([1900, 2000, 2000, 2000])
  })

  describe('with a delivery service that takes plain posts', () => {
    const form = () => emailField().closest('form') as HTMLFormElement
    const hidden = () => Object.fromEntries([...form().querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]))
    const honeypotName = () => form().querySelector<HTMLInputElement>('#contact-website')!.name

    it('posts to Formspree without JavaScript, with the subject and Formspree’s honeypot name', () => {
      renderContact(undefined, contact.items, { provider: 'formspree', url: 'https://formspree.io/f/abc', throttleMs: 0 })
      expect(form()).toHaveAttribute('action', 'https://formspree.io/f/abc')
      expect(form()).toHaveAttribute('method', 'post')
      expect(hidden()).toEqual({ _subject: labels.mailSubject })
      expect(honeypotName()).toBe('_gotcha')
      expect(emailField()).toHaveAttribute('name', 'email')
      expect(messageField()).toHaveAttribute('name', 'message')
    })

    it('carries the attributes Netlify’s deploy-time detection reads, and the form-name field', () => {
      renderContact(undefined, contact.items, { provider: 'netlify', url: '/', throttleMs: 0 })
      expect(form()).toHaveAttribute('name', 'contact')
      expect(form()).toHaveAttribute('data-netlify', 'true')
      expect(form()).toHaveAttribute('data-netlify-honeypot', 'website')
      expect(form()).toHaveAttribute('action', '/#message-sent')
      expect(hidden()).toEqual({ 'form-name': 'contact' })
      expect(honeypotName()).toBe('website')
    })

    it('has no plain post for EmailJS', () => {
      renderContact(undefined, contact.items, { provider: 'emailjs', emailjs: { publicKey: 'pk', serviceId: 's', templateId: 't', origin: 'https://api.emailjs.com' }, throttleMs: 0 })
      expect(form()).not.toHaveAttribute('action')
      expect(form()).not.toHaveAttribute('method')
      expect(hidden()).toEqual({})
      expect(honeypotName()).toBe('website')
    })

    it('thanks a visitor sent back from a plain post, once, and empties the form and its stored draft', async () => {
      localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ email: 'visitor@example.org', message: 'Sent without JavaScript' }))
      window.history.replaceState(null, '', `/#${SENT_FRAGMENT}`)
      const netlify: ContactConfig = { provider: 'netlify', url: '/', throttleMs: 0 }
      const { unmount } = renderContact(undefined, contact.items, netlify)
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SUCCESS))
      expect(window.location.hash).toBe('')
      expect(emailField()).toHaveValue('')
      expect(messageField()).toHaveValue('')
      await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull())

      unmount()
      renderContact(undefined, contact.items, netlify)
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
    })
  })

  it('tells the visitor their mail program has the message, and keeps it, when the mailto service hands it over', async () => {
    const user = userEvent.setup()
    renderContact(() => Promise.resolve({ ok: true, handedOver: true }), contact.items, { provider: 'mailto' })
    await fillAndSend(user)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(labels.mailAppOpened!))
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
    expect(emailField()).toHaveValue('visitor@example.org')
    expect(messageField()).toHaveValue('Hello there')
  })
})
