import { expect, test } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { expectNoAxeViolations, revealWholePage, startInTheme, stopSlideShow } from './support.ts'

/**
 * The automated audit: axe-core finds no WCAG 2.2 A/AA or best-practice violation on the built
 * page, in both themes, on a wide and a 320 px screen, with the mobile menu open and with the
 * contact form's failure notice showing. Every section is loaded, hydrated and faded in first,
 * so colour contrast is measured on the look a visitor ends up seeing.
 */

const THEMES = ['light', 'dark'] as const
const WIDE = { width: 1440, height: 900 }
const NARROW = { width: 320, height: 640 }
const { labels } = sample

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
        await expectNoAxeViolations(page)
      })
    }

    test('with reduced motion (nothing fades, the video stands still), the page has no violations', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await revealWholePage(page)
      await expectNoAxeViolations(page)
    })

    test('at 320 px with the mobile menu open, the page has no violations', async ({ page }) => {
      await page.setViewportSize(NARROW)
      await page.goto('/')
      await revealWholePage(page)
      await stopSlideShow(page)
      await page.getByRole('button', { name: labels.openMenu }).click()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('with the contact failure notice showing, the page has no violations', async ({ page }) => {
      // The default build has no EmailJS keys, so every send fails and says so.
      await page.goto('/')
      await revealWholePage(page)
      await stopSlideShow(page)
      const section = page.getByRole('region', { name: sample.contact.heading })
      await section.getByRole('textbox', { name: labels.emailLabel }).fill('visitor@example.org')
      await section.getByRole('textbox', { name: labels.messageLabel }).fill('Hello Jane, are you available in May?')
      await section.getByRole('button', { name: labels.sendMessage }).click()
      await expect(section.getByRole('alert')).toHaveText(labels.sendFailure)
      await expectNoAxeViolations(page)
    })
  })
}
