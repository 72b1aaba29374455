import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { site } from '../src/content/site'
import { revealWholePage, settleAnimations, startInTheme } from './support'

/**
 * The automated audit: axe-core finds no WCAG 2.2 A/AA or best-practice violation on the built
 * page, in both themes, on a wide and a 320 px screen, with the mobile menu open and with the
 * contact form's failure notice showing. Every section is loaded, hydrated and faded in first,
 * so colour contrast is measured on the look a visitor ends up seeing.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
/** axe-core 4.14 checks 91 rules with these tags on this page; far fewer means the tags did not apply. */
const FEWEST_RULES = 80

const THEMES = ['light', 'dark'] as const
const WIDE = { width: 1440, height: 900 }
const NARROW = { width: 320, height: 640 }

/**
 * Stops the dashboards' slide show with its own control, as a reader would, so that no slide is
 * caught half faded in while axe measures contrast. (With reduced motion it never starts.)
 */
async function stopSlideShow(page: Page) {
  await page.getByRole('button', { name: site.labels.stopRotation }).click()
  await expect(page.getByRole('button', { name: site.labels.startRotation })).toBeVisible()
}

/** Runs axe over the whole page and expects no violations; records how many rules it checked. */
async function expectNoViolations(page: Page) {
  await settleAnimations(page)
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  const rules = new Set([...results.passes, ...results.incomplete, ...results.inapplicable, ...results.violations].map((rule) => rule.id))
  test.info().annotations.push(
    { type: 'axe rules checked', description: String(rules.size) },
    { type: 'axe needs review', description: results.incomplete.map((rule) => `${rule.id} (${rule.nodes.length})`).join(', ') || 'none' },
  )
  const violations = results.violations.map((rule) => ({
    rule: rule.id,
    help: rule.help,
    elements: rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }))
  expect(violations).toEqual([])
  expect(rules.size).toBeGreaterThanOrEqual(FEWEST_RULES)
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(90_000)
      await startInTheme(page, theme)
    })

    for (const viewport of [WIDE, NARROW]) {
      test(`at ${viewport.width} px, the page once every section has faded in has no violations`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto('/')
        await revealWholePage(page)
        await stopSlideShow(page)
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        await expectNoViolations(page)
      })
    }

    test('with reduced motion (nothing fades, the video stands still), the page has no violations', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await revealWholePage(page)
      await expectNoViolations(page)
    })

    test('at 320 px with the mobile menu open, the page has no violations', async ({ page }) => {
      await page.setViewportSize(NARROW)
      await page.goto('/')
      await revealWholePage(page)
      await stopSlideShow(page)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      await expectNoViolations(page)
    })

    test('with the contact failure notice showing, the page has no violations', async ({ page }) => {
      // The default build has no EmailJS keys, so every send fails and says so.
      await page.goto('/')
      await revealWholePage(page)
      await stopSlideShow(page)
      const section = page.getByRole('region', { name: "Let's Get In Contact" })
      await section.getByRole('textbox', { name: 'Your Email' }).fill('visitor@example.org')
      await section.getByRole('textbox', { name: 'Your Message' }).fill('Hello Jane, are you available in May?')
      await section.getByRole('button', { name: 'Send Message' }).click()
      await expect(section.getByRole('alert')).toHaveText('Failed to send message. Please try again or contact me directly.')
      await expectNoViolations(page)
    })
  })
}
