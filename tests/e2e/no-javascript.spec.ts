import { expect, test, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { SECTIONS, expectSectionInView, navLabel, navLink } from './support.ts'

test.use({ javaScriptEnabled: false })

const { labels } = sample

async function expectVisibleText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
}

test('without JavaScript every section is readable and nothing is left faded out; the dots drift from the start; a wide screen shows each section link once, in the bar, and the Contact link still scrolls to the contact section', async ({ page }) => {
  await page.goto('/')

  await test.step("the hero's dots drift from the start", async () => {
    const running = await page
      .getByTestId('floating-dots')
      .locator('span')
      .evaluateAll((dots) => dots.flatMap((dot) => dot.getAnimations()).filter((animation) => animation.playState === 'running').length)
    expect(running).toBe(20)
  })

  await test.step('nothing is left faded out', async () => {
    const blocks = page.locator('[data-reveal]')
    expect(await blocks.count()).toBeGreaterThan(10)
    expect(new Set(await blocks.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity)))).toEqual(new Set(['1']))
  })

  await test.step('every section is readable', async () => {
    await expect(page.getByRole('heading', { level: 1, name: sample.hero.tagline })).toBeVisible()

    await expect(page.getByRole('heading', { name: sample.about.heading })).toBeVisible()
    for (const paragraph of sample.about.bio) await expectVisibleText(page, paragraph)
    for (const { label } of sample.about.stats) await expectVisibleText(page, label)

    await expect(page.getByRole('heading', { name: sample.projects.heading })).toBeVisible()
    for (const project of sample.projects.items) {
      await expect(page.getByRole('heading', { name: project.title })).toBeVisible()
      await expectVisibleText(page, project.description)
    }

    for (const { title, stats } of sample.dashboards.items) {
      const dashboard = page.getByRole('article', { name: title })
      await expect(dashboard.getByRole('heading', { name: title })).toBeVisible()
      for (const { value } of stats) await expect(dashboard.getByText(value, { exact: true })).toBeVisible()
    }

    await expect(page.getByRole('heading', { name: sample.contact.heading })).toBeVisible()
    await expect(page.getByLabel(labels.emailLabel)).toBeVisible()
    await expect(page.getByLabel(labels.messageLabel)).toBeVisible()
    await expect(page.getByRole('button', { name: labels.sendMessage })).toBeVisible()

    const footer = page.getByRole('contentinfo')
    await expect(footer).toBeVisible()
    await expect(footer.getByRole('navigation').getByRole('link')).toHaveText(SECTIONS.map((section) => section.label))
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${sample.owner.name}`)
  })

  await test.step("a wide screen shows each section link once, in the bar, not the menu's list as well", async () => {
    const header = page.getByRole('banner')
    for (const { label } of SECTIONS) await expect(header.getByRole('link', { name: label, exact: true })).toHaveCount(1)
    await expect(page.locator('#mobile-menu')).toBeHidden()
  })

  await test.step('the Contact link still scrolls to the contact section', async () => {
    await navLink(page, 'contact').click()
    await expectSectionInView(page, 'contact')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('without JavaScript the section links are shown with no menu button', async ({ page }) => {
    await page.goto('/')

    const toggle = page.getByRole('button', { name: labels.openMenu, includeHidden: true })
    await expect(toggle).toHaveCount(1)
    await expect(toggle).toBeHidden()

    const header = page.getByRole('banner')
    for (const { label } of SECTIONS) await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible()

    await header.getByRole('link', { name: navLabel(sample, 'projects'), exact: true }).click()
    await expectSectionInView(page, 'projects')
  })
})
