import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from '../../playwright.config.ts'
import { OPTIONAL_SECTIONS } from '../../src/content/sections.ts'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { navLayout } from '../../src/lib/nav-fit.ts'
import { AT_REST, backToTop, bringSectionsToLife, expectNoAxeViolations, expectSectionInView, primaryNavigation, recordProblems, revealWholePage, waitForHydration, waitForWholeLayout } from './support.ts'

/**
 * What a recruiter does with a page whose content lists a work history, education and skills
 * and switches on the résumé and the contact card (src/test/fixtures/complete.ts): reads the
 * sections, downloads the résumé and the card, prints the page. The sample page has none of it,
 * and what machines read in the markup (JSON-LD, the h-card, rel=me) is checked in the built files:
 * tests/dist/test-pages.test.ts.
 */
const URL = siteUrl('complete')
const OPTIONAL_IDS: string[] = OPTIONAL_SECTIONS.map((section) => section.id)
const RESUME_IDS = complete.nav.map((entry) => entry.id).filter((id) => OPTIONAL_IDS.includes(id))
const PAGE_IDS = ['home', 'about', ...RESUME_IDS, 'projects', 'powerbi', 'contact']

// What the page holds and offers, not how it moves: the page at rest, its slide show still (a
// rotating slide caught half faded in would fail axe's contrast check).
test.use(AT_REST)

async function open(page: Page) {
  await page.goto(`${URL}/`)
  await waitForHydration(page)
}

/**
 * The menu, which holds the links and the theme switcher on every screen: the bar has no room
 * for every section of the résumé beside the owner's name (src/lib/nav-fit.ts).
 */
async function openMenu(page: Page) {
  expect(navLayout(complete.owner.name, complete.nav.map((entry) => entry.label)).inline).toBe('')
  await page.getByRole('button', { name: complete.labels.openMenu }).click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  return menu
}

test('the résumé sections follow About in the order of the nav, each with its nav and footer link; the availability line, the résumé and the contact card are offered', async ({ page, request }) => {
  const problems = recordProblems(page)
  await open(page)

  await test.step('the résumé sections follow About in the order of the nav, each with its link in the menu and the footer', async () => {
    expect(await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(PAGE_IDS)
    await expect(primaryNavigation(page, complete).getByRole('listitem')).toHaveCount(0)
    const menu = await openMenu(page)
    await expect(menu.getByRole('listitem')).toHaveText(complete.nav.map((entry) => entry.label))
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link')
    await expect(footerLinks).toHaveText(complete.nav.map((entry) => entry.label))
  })

  await test.step('the availability line shows in the hero', async () => {
    await expect(page.locator('#home').getByText(complete.availability.text)).toBeVisible()
  })

  await test.step('the hero button downloads the résumé as a PDF', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: complete.resume.label }).click()])
    expect(download.suggestedFilename()).toBe('resume.pdf')
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  await test.step('a link of the menu takes the visitor to the work history', async () => {
    const experience = complete.nav.find((entry) => entry.id === 'experience')!
    await (await openMenu(page)).getByRole('link', { name: experience.label, exact: true }).click()
    await expectSectionInView(page, 'experience')
  })

  await test.step('each résumé section lists its entries', async () => {
    await bringSectionsToLife(page, PAGE_IDS)
    const roles = page.locator('#experience').getByRole('article')
    await expect(roles.getByRole('heading', { level: 3 })).toHaveText(complete.work.items.map((role) => role.position))
    await expect(page.locator('#skills').getByRole('heading', { level: 3 })).toHaveText(complete.skills.items.map((group) => group.name))
    await expect(page.locator('#education').getByRole('heading', { level: 3 })).toHaveText(complete.education.items.map((school) => school.institution))
    await expect(page.locator('#awards').getByRole('heading', { level: 3 })).toHaveText(complete.awards.items.map((award) => award.title))
    await expect(page.locator('#certificates').getByRole('heading', { level: 3 })).toHaveText(complete.certificates.items.map((certificate) => certificate.name))
    await expect(page.locator('#publications').getByRole('heading', { level: 3 })).toHaveText(complete.publications.items.map((publication) => publication.name))
    await expect(page.locator('#languages').getByRole('listitem')).toHaveCount(complete.languages.items.length)
    await expect(page.locator('#interests').getByRole('heading', { level: 3 })).toHaveText(complete.interests.items.map((interest) => interest.name))
  })

  await test.step('the availability line shows in the contact section', async () => {
    await expect(page.locator('#contact').getByText(complete.availability.text)).toBeVisible()
  })

  await test.step('the contact section offers the card for an address book, and resume.json is there for tools', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: complete.vcard.label }).click()])
    expect(download.suggestedFilename()).toBe('contact.vcf')
    const card = await readFile(await download.path(), 'utf8')
    expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/)
    expect(card).toContain(`EMAIL;TYPE=work:${complete.owner.email}`)
    const json = await request.get(`${URL}/resume.json`)
    expect(json.headers()['content-type']).toMatch(/^application\/json/)
    expect(((await json.json()) as { work: { name: string }[] }).work.map((role) => role.name)).toEqual(complete.work.items.map((role) => role.name))
  })

  expect(problems).toEqual([])
})

test('the page with every optional block has no accessibility violations in the light theme nor the dark, and printed it is a CV: no navigation, video, form or carousel controls; every dashboard; link addresses after their text', async ({ page }) => {
  // The longest page of all, brought to life section by section, then audited whole in each theme.
  test.setTimeout(90_000)
  await open(page)
  await revealWholePage(page, PAGE_IDS)

  await test.step('in the light theme, no accessibility violations', async () => {
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expectNoAxeViolations(page)
  })

  await test.step('in the dark theme, no accessibility violations', async () => {
    // Chosen as a visitor does, so the switcher shows Dark pressed, as on a page loaded dark.
    const menu = await openMenu(page)
    await menu.getByRole('group', { name: complete.labels.theme }).getByRole('button', { name: complete.labels.themeDark }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    // A theme change lays the page out again, section by section: audited once it has.
    await waitForWholeLayout(page)
    await backToTop(page)
    await expectNoAxeViolations(page)
  })

  await test.step('printed, the page is a CV', async () => {
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header')).toBeHidden()
    await expect(page.locator('#home video')).toBeHidden()
    await expect(page.locator('#contact form')).toBeHidden()
    await expect(page.getByRole('button', { name: complete.labels.nextDashboard })).toBeHidden()
    await expect(page.getByRole('link', { name: complete.resume.label })).toBeHidden()
    await expect(page.locator('#powerbi [data-slide]')).toHaveCount(complete.dashboards.items.length)
    for (const slide of await page.locator('#powerbi [data-slide]').all()) await expect(slide).toBeVisible()
    // Black on white whatever the theme (dark here), and one project under another.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)')
    const tops = await page.locator('[data-testid=project-grid] > li').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)))
    expect(new Set(tops).size).toBe(1)
    const demo = complete.projects.items.find((project) => project.demoLink)!
    const after = await page.locator(`#projects a[href="${demo.demoLink}"]`).evaluate((link) => getComputedStyle(link, '::after').content)
    expect(after).toBe(`" (${demo.demoLink})"`)
    // On screen again, everything is back.
    await page.emulateMedia({ media: 'screen' })
    await expect(page.locator('header')).toBeVisible()
  })
})
