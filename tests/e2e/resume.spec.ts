import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from '../../playwright.config.ts'
import { site as complete } from '../../src/test/fixtures/complete.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { bringSectionsToLife, drawInTheme, expectNoAxeViolations, expectSectionInView, primaryNavigation, recordProblems, revealWholePage, startInTheme, waitForHydration } from './support.ts'

/**
 * What a recruiter does with a page whose content lists a work history, education and skills
 * and switches on the résumé and the contact card (src/test/fixtures/complete.ts): reads the
 * sections, downloads the résumé and the card, prints the page. The sample page has none of it.
 */
const URL = siteUrl('complete')
const RESUME_IDS = complete.nav.map((entry) => entry.id).filter((id) => ['experience', 'education', 'skills'].includes(id))
const PAGE_IDS = ['home', 'about', ...RESUME_IDS, 'projects', 'powerbi', 'contact']

async function open(page: Page) {
  await page.goto(`${URL}/`)
  await waitForHydration(page)
}

test('the résumé sections follow About in the order of the nav, each with its nav and footer link', async ({ page }) => {
  const problems = recordProblems(page)
  await open(page)
  expect(await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(PAGE_IDS)
  await expect(primaryNavigation(page, complete).getByRole('listitem')).toHaveText(complete.nav.map((entry) => entry.label))
  const footerLinks = page.getByRole('contentinfo').getByRole('navigation').getByRole('link')
  await expect(footerLinks).toHaveText(complete.nav.map((entry) => entry.label))
  await bringSectionsToLife(page, PAGE_IDS)
  const roles = page.locator('#experience').getByRole('article')
  await expect(roles.getByRole('heading', { level: 3 })).toHaveText(complete.work.items.map((role) => role.position))
  await expect(page.locator('#skills').getByRole('heading', { level: 3 })).toHaveText(complete.skills.items.map((group) => group.name))
  await expect(page.locator('#education').getByRole('heading', { level: 3 })).toHaveText(complete.education.items.map((school) => school.institution))
  expect(problems).toEqual([])
})

test('a nav link takes the visitor to the work history', async ({ page }) => {
  await open(page)
  const experience = complete.nav.find((entry) => entry.id === 'experience')!
  await primaryNavigation(page, complete).getByRole('link', { name: experience.label, exact: true }).click()
  await expectSectionInView(page, 'experience')
})

test('the sample page has no résumé section, availability line or download, nor links to them', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  for (const id of ['experience', 'education', 'skills']) {
    expect(html).not.toContain(`id="${id}"`)
    expect(html).not.toContain(`href="#${id}"`)
  }
  expect(html).not.toContain('data-availability')
  expect(html).not.toMatch(/<a [^>]*download/)
  expect((await request.get('/resume.pdf')).status()).toBe(404)
  expect((await request.get('/contact.vcf')).status()).toBe(404)
  await page.goto('/')
  await expect(page.getByText(sample.hero.tagline)).toBeVisible()
})

test('the availability line shows in the hero and the contact section', async ({ page }) => {
  await open(page)
  await expect(page.locator('#home').getByText(complete.availability.text)).toBeVisible()
  await bringSectionsToLife(page, PAGE_IDS)
  await expect(page.locator('#contact').getByText(complete.availability.text)).toBeVisible()
})

test('the hero button downloads the résumé as a PDF', async ({ page }) => {
  await open(page)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: complete.resume.label }).click()])
  expect(download.suggestedFilename()).toBe('resume.pdf')
  const file = await download.path()
  const { readFile } = await import('node:fs/promises')
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('the contact section offers the card for an address book, and resume.json is there for tools', async ({ page, request }) => {
  await open(page)
  await bringSectionsToLife(page, PAGE_IDS)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: complete.vcard.label }).click()])
  expect(download.suggestedFilename()).toBe('contact.vcf')
  const { readFile } = await import('node:fs/promises')
  const card = await readFile(await download.path(), 'utf8')
  expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/)
  expect(card).toContain(`EMAIL;TYPE=work:${complete.owner.email}`)
  const json = await request.get(`${URL}/resume.json`)
  expect(json.headers()['content-type']).toMatch(/^application\/json/)
  expect(((await json.json()) as { work: { name: string }[] }).work.map((role) => role.name)).toEqual(complete.work.items.map((role) => role.name))
})

test('the page names its owner for machines: JSON-LD with work, schools and skills, an h-card, rel=me profiles', async ({ page }) => {
  await open(page)
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, { name: string }[] | string[]>
  const current = complete.work.items.filter((role) => !('endDate' in role))
  expect((person.worksFor as { name: string }[]).map((organization) => organization.name)).toEqual(current.map((role) => role.name))
  expect((person.alumniOf as { name: string }[]).map((school) => school.name)).toEqual(complete.education.items.map((school) => school.institution))
  expect(person.knowsAbout).toEqual(expect.arrayContaining(complete.skills.items.flatMap((group) => [group.name, ...(group.keywords ?? [])])))
  await expect(page.locator('.h-card .p-name')).toHaveText(complete.owner.name)
  const me = await page.locator('a[rel~="me"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(me).toEqual(expect.arrayContaining([complete.social.github.url, complete.social.linkedin.url]))
})

test.describe('printed', () => {
  test('the page is a CV: no navigation, video, form or carousel controls; every dashboard; link addresses after their text', async ({ page }) => {
    await open(page)
    await revealWholePage(page, PAGE_IDS)
    await drawInTheme(page, 'dark')
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header')).toBeHidden()
    await expect(page.locator('#home video')).toBeHidden()
    await expect(page.locator('#contact form')).toBeHidden()
    await expect(page.getByRole('button', { name: complete.labels.nextDashboard })).toBeHidden()
    await expect(page.getByRole('link', { name: complete.resume.label })).toBeHidden()
    await expect(page.locator('#powerbi [data-slide]')).toHaveCount(complete.dashboards.items.length)
    for (const slide of await page.locator('#powerbi [data-slide]').all()) await expect(slide).toBeVisible()
    // Black on white whatever the theme, and one project under another.
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

for (const theme of ['light', 'dark'] as const) {
  test(`in the ${theme} theme, the page with every optional block has no accessibility violations`, async ({ page }) => {
    // The longest page of all, brought to life section by section, then audited whole.
    test.setTimeout(90_000)
    await startInTheme(page, theme)
    await open(page)
    await revealWholePage(page, PAGE_IDS)
    await expectNoAxeViolations(page)
  })
}
