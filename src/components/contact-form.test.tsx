import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SendContactMessage } from '../hooks/use-contact-form.ts'
import { site as sample } from '../test/fixtures/sample.ts'
import { ContactForm } from './contact-form.tsx'

const { labels } = sample

const renderForm = (send: SendContactMessage) =>
  render(<ContactForm ownerEmail={sample.owner.email} labels={labels} send={send} />)

async function fill(user: ReturnType<typeof userEvent.setup>, message = 'Can we talk about a role?') {
  await user.type(screen.getByRole('textbox', { name: labels.emailLabel }), 'visitor@example.org')
  await user.type(screen.getByRole('textbox', { name: labels.messageLabel }), message)
}

describe('ContactForm', () => {
  it.each([
    ['success', 'status', 'alert', () => Promise.resolve({ ok: true as const }), labels.sendSuccess],
    ['failure', 'alert', 'status', () => Promise.resolve({ ok: false as const, error: new Error('down') }), labels.sendFailure],
  ] as const)('announces %s by filling a live region that was in the page, empty, before sending', async (_, role, otherRole, send, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderForm(send)
    const region = screen.getByRole(role)
    const otherRegion = screen.getByRole(otherRole)
    expect(region).toBeEmptyDOMElement()
    expect(otherRegion).toBeEmptyDOMElement()

    await fill(user)
    await user.click(screen.getByRole('button', { name: labels.sendMessage }))

    await waitFor(() => expect(region).toHaveTextContent(text))
    expect(screen.getByRole(role)).toBe(region)
    expect(otherRegion).toBeEmptyDOMElement()
  })

  it('offers a mailto link to the owner, carrying the message, when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderForm(() => Promise.resolve({ ok: false, error: new Error('down') }))
    await fill(user, 'Hello & welcome')
    await user.click(screen.getByRole('button', { name: labels.sendMessage }))

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.sendFailure))
    const link = screen.getByRole('link', { name: labels.sendFailureLink })
    const href = new URL(link.getAttribute('href')!)
    expect(href.protocol).toBe('mailto:')
    expect(href.pathname).toBe(sample.owner.email)
    expect(href.searchParams.get('body')).toBe('Hello & welcome')
  })

  it('answers a filled honeypot with success and sends nothing', async () => {
    const send = vi.fn<SendContactMessage>(() => Promise.resolve({ ok: true }))
    const user = userEvent.setup()
    const { container } = renderForm(send)
    await fill(user)
    const trap = container.querySelector<HTMLInputElement>('#contact-website')!
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    await user.type(trap, 'https://spam.example')
    await user.click(screen.getByRole('button', { name: labels.sendMessage }))

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(labels.sendSuccess))
    expect(send).not.toHaveBeenCalled()
  })

  it('lets what the visitor types set its own direction, and leaves an empty field in the page’s', async () => {
    const user = userEvent.setup()
    renderForm(() => Promise.resolve({ ok: true }))
    const email = screen.getByRole('textbox', { name: labels.emailLabel })
    const message = screen.getByRole('textbox', { name: labels.messageLabel })
    expect(email).not.toHaveAttribute('dir')
    expect(message).not.toHaveAttribute('dir')
    await fill(user)
    expect(email).toHaveAttribute('dir', 'auto')
    expect(message).toHaveAttribute('dir', 'auto')
    await user.clear(message)
    expect(message).not.toHaveAttribute('dir')
  })

  it('keeps the honeypot out of the keyboard path', async () => {
    const user = userEvent.setup()
    renderForm(() => Promise.resolve({ ok: true }))
    await user.click(screen.getByRole('textbox', { name: labels.emailLabel }))
    await user.tab()
    expect(screen.getByRole('textbox', { name: labels.messageLabel })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: labels.sendMessage })).toHaveFocus()
  })

  it('treats a send that throws as a failure and keeps the fields', async () => {
    const problem = new Error('unexpected')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderForm(() => Promise.reject(problem))
    await fill(user)
    await user.click(screen.getByRole('button', { name: labels.sendMessage }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(labels.sendFailure))
    expect(logged).toHaveBeenCalledWith(problem)
    expect(screen.getByRole('textbox', { name: labels.messageLabel })).toHaveValue('Can we talk about a role?')
  })
})
