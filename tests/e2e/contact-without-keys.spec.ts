import { expect, test } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { SEND_PATH } from './fake-services.ts'
import { escapeRegExp, stubExternalSites, waitForHydration } from './support.ts'

/**
 * The default build (`npm run build` with no EmailJS keys): the form cannot deliver, so it must
 * say so, keep what was typed and offer the direct route, without sending anything anywhere.
 */
test('without EmailJS keys the form says it failed, keeps the message and offers to email the owner directly', async ({ page, context, baseURL }) => {
  await stubExternalSites(context, baseURL!)
  const sendRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(SEND_PATH)) sendRequests.push(request.url())
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })

  await page.goto('/')
  await waitForHydration(page)
  const { labels } = sample
  const section = page.getByRole('region', { name: sample.contact.heading })
  const email = section.getByRole('textbox', { name: labels.emailLabel })
  const message = section.getByRole('textbox', { name: labels.messageLabel })
  await email.fill('visitor@example.org')
  await message.fill('Hello Jane,\nare you available in May?')
  await section.getByRole('button', { name: labels.sendMessage }).click()

  await expect(section.getByRole('alert')).toHaveText(labels.sendFailure)
  await expect(section.getByRole('status')).toBeEmpty()
  await expect(email).toHaveValue('visitor@example.org')
  await expect(message).toHaveValue('Hello Jane,\nare you available in May?')
  const direct = section.getByRole('link', { name: labels.sendFailureLink })
  await expect(direct).toHaveAttribute('href', new RegExp(`^mailto:${escapeRegExp(sample.owner.email)}\\?.*body=Hello%20Jane%2C%0Aare%20you%20available%20in%20May%3F`))
  expect(consoleErrors.join('\n')).toMatch(/public key is required/i)
  expect(sendRequests).toEqual([])
})
