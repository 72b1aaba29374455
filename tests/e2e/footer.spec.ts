import { expect, test, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { AT_REST, SECTIONS, expectLeadsToNewTab, expectSectionInView, stubExternalSites } from './support.ts'

test.use(AT_REST)

const footer = (page: Page) => page.getByRole('contentinfo')
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))

test('the footer lists the five sections, each linked to its lowercase anchor and scrolling to it; shows the current year; its GitHub and LinkedIn open in a new tab, Email starts a message, and the owner\'s name scrolls to the very top', async ({ page, context, baseURL }) => {
  await stubExternalSites(context, baseURL!)
  await page.goto('/')

  await test.step('the footer lists the five sections, each linked to its lowercase anchor', async () => {
    const links = footer(page).getByRole('navigation').getByRole('link')
    await expect(links).toHaveText(SECTIONS.map((section) => section.label))

    for (const link of await links.all()) {
      const label = (await link.textContent())!.trim()
      await expect(link).toHaveAttribute('href', `#${label.toLowerCase().replace(/\s+/g, '')}`)
    }
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '#home',
      '#about',
      '#projects',
      '#powerbi',
      '#contact',
    ])
  })

  await test.step('the copyright shows the current year', async () => {
    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} ${sample.owner.name}`)
  })

  await test.step('GitHub and LinkedIn open in a new tab and Email starts a message', async () => {
    const sampleLink = (icon: string) => sample.footer.links.find((link) => link.icon === icon)!

    for (const { label, url } of [sampleLink('github'), sampleLink('linkedin')]) {
      await expectLeadsToNewTab(page, footer(page).getByRole('link', { name: label }), url, { me: true })
    }

    const email = footer(page).getByRole('link', { name: sampleLink('mail').label })
    await expect(email).toHaveAttribute('href', `mailto:${sample.owner.email}`)
    await expect(email).not.toHaveAttribute('target', /.*/)
  })

  await test.step('each footer link scrolls to its section', async () => {
    const navigation = footer(page).getByRole('navigation')

    for (const { label, id } of SECTIONS) {
      await scrollToBottom(page)
      await navigation.getByRole('link', { name: label, exact: true }).click()
      await expectSectionInView(page, id)
    }
  })

  await test.step("the owner's name in the footer scrolls to the very top", async () => {
    await scrollToBottom(page)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)

    await footer(page).getByRole('link', { name: sample.owner.name }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test('the copyright year follows the clock, not the year the site was built', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'))
  await page.goto('/')
  // The footer comes to life (and reads the clock) as the visitor reaches it.
  await footer(page).scrollIntoViewIfNeeded()
  await expect(footer(page)).toContainText(`© 2031 ${sample.owner.name}`)
})
