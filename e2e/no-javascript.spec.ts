import { expect, test, type Page } from '@playwright/test'
import { site } from '../src/content/site'
import { SECTIONS, expectSectionInView } from './support'

test.use({ javaScriptEnabled: false })

const DASHBOARD_FIGURES = {
  'Emergency Room Dashboard': ['10,000+', '50,000+', '15+'],
  'Vehicle Sales Dashboard': ['25,000+', '50+', '20+'],
  'Global Weather Dashboard': ['100+', '25+'],
}

async function expectVisibleText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
}

test('without JavaScript every section is readable', async ({ page }) => {
  await page.goto('/')

  await expect(page.getByRole('heading', { level: 1, name: 'I design and code beautifully simple things.' })).toBeVisible()

  await expect(page.getByRole('heading', { name: 'About Me' })).toBeVisible()
  for (const paragraph of site.about.bio) await expectVisibleText(page, paragraph)
  for (const label of ['Projects Completed', 'Years Experience']) await expectVisibleText(page, label)

  await expect(page.getByRole('heading', { name: site.projects.heading })).toBeVisible()
  for (const project of site.projects.items) {
    await expect(page.getByRole('heading', { name: project.title })).toBeVisible()
    await expectVisibleText(page, project.description)
  }

  for (const [title, figures] of Object.entries(DASHBOARD_FIGURES)) {
    const dashboard = page.getByRole('article', { name: title })
    await expect(dashboard.getByRole('heading', { name: title })).toBeVisible()
    for (const figure of figures) await expect(dashboard.getByText(figure, { exact: true })).toBeVisible()
  }

  await expect(page.getByRole('heading', { name: "Let's Get In Contact" })).toBeVisible()
  await expect(page.getByLabel('Your Email')).toBeVisible()
  await expect(page.getByLabel('Your Message')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible()

  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeVisible()
  await expect(footer.getByRole('navigation').getByRole('link')).toHaveText(SECTIONS.map((section) => section.label))
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.owner.name}`)
})

test('without JavaScript nothing is left faded out', async ({ page }) => {
  await page.goto('/')
  const blocks = page.locator('[data-reveal]')
  expect(await blocks.count()).toBeGreaterThan(10)
  expect(new Set(await blocks.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity)))).toEqual(new Set(['1']))
})

test('without JavaScript the Contact link still scrolls to the contact section', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Contact', exact: true }).click()
  await expectSectionInView(page, 'contact')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('without JavaScript the section links are shown with no menu button', async ({ page }) => {
    await page.goto('/')

    const toggle = page.getByRole('button', { name: /menu/i, includeHidden: true })
    await expect(toggle).toHaveCount(1)
    await expect(toggle).toBeHidden()

    const header = page.getByRole('banner')
    for (const { label } of SECTIONS) await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible()

    await header.getByRole('link', { name: 'Projects', exact: true }).click()
    await expectSectionInView(page, 'projects')
  })
})

test('without JavaScript the hero\'s dots drift from the start', async ({ page }) => {
  await page.goto('/')
  const running = await page
    .getByTestId('floating-dots')
    .locator('span')
    .evaluateAll((dots) => dots.flatMap((dot) => dot.getAnimations()).filter((animation) => animation.playState === 'running').length)
  expect(running).toBe(20)
})
