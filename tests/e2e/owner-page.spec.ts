import { expect, test, type Locator, type Page } from '@playwright/test'
import { OWNER_TAG, siteUrl } from '../../playwright.config.ts'
import { localize, pageLanguages } from '../../src/content/languages.ts'
import type { Content } from '../../src/content/schema.ts'
import { site as written } from '../../src/content/site.ts'
import { SECTION_IDS } from '../../src/content/sections.ts'
import { navLayout } from '../../src/lib/nav-fit.ts'
import { navEntries, visibleSectionIds } from '../../src/lib/sections.ts'
import {
  AT_REST,
  expectLeadsToNewTab,
  expectNoAxeViolations,
  expectSectionInView,
  expectVisibleImagesLoaded,
  primaryNavigation,
  recordProblems,
  revealWholePage,
  startInTheme,
  stopSlideShow,
  stubExternalSites,
  waitForHydration,
} from './support.ts'

/**
 * The owner's own page, built from src/content/site.ts (playwright.config.ts serves it): every
 * expectation here is derived from that file, whatever the owner has written in it, so these
 * journeys hold for any fork. A section whose list the owner has emptied is left out of the
 * page, the navigation bar, the menu and the footer.
 */
test.use({ baseURL: `${siteUrl('owner')}/`, viewport: { width: 1440, height: 900 } })

/** The owner's content, its optional blocks included, whether or not it has them. */
const site: Content = written
const { labels } = site
const PROJECTS = site.projects.items
const DASHBOARDS = site.dashboards.items
/** The sections the page shows, in page order, as the registry derives them from the content (src/content/sections.ts). */
const SHOWN: string[] = visibleSectionIds(site)
const LEFT_OUT = SECTION_IDS.filter((id) => !SHOWN.includes(id))
/** The owner's navigation entries that point at a section the page shows, in the owner's order. */
const ENTRIES = navEntries(site)
/** The order the entries are followed in: the page starts at the top, so the first one is followed last, to prove it scrolls back. */
const FOLLOW_ORDER = [...ENTRIES.keys()].slice(1).concat(ENTRIES.length > 0 ? [0] : [])
/**
 * Whether a wide screen shows the links in the bar: unless the owner's name and labels need more
 * room than the widest bar has (src/lib/nav-fit.ts), when the menu holds them on every screen.
 */
const INLINE_ON_DESKTOP = navLayout(site.owner.name, ENTRIES.map((entry) => entry.label)).inline !== ''

const menuButton = (page: Page) => page.getByRole('button', { name: labels.openMenu })
const menuLinks = (page: Page) => page.locator('#mobile-menu').getByRole('link', { includeHidden: true })

/** Opens the menu, for the next of its links. */
async function openMenu(page: Page) {
  await menuButton(page).click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
}

/**
 * Expects `links` to be the owner's entries, in order, and follows each: `before` brings the
 * link within reach, then the click lands on its section (in view, its anchor in the address).
 */
async function expectEachLinkLands(page: Page, links: Locator, before: () => Promise<void>) {
  await expect(links).toHaveText(ENTRIES.map((entry) => entry.label))
  for (const index of FOLLOW_ORDER) {
    const { id } = ENTRIES[index]!
    await before()
    await expect(links.nth(index)).toHaveAttribute('href', `#${id}`)
    await links.nth(index).click()
    await expectSectionInView(page, id)
  }
}

test.describe('at rest', () => {
  // Where each link and entry leads, not how the page moves there: the page at rest.
  test.use(AT_REST)

  test('every section the content lists is on the page in order, every link of the navigation bar and the footer lands on its section, and every project and every dashboard is shown, each with its link', { tag: OWNER_TAG }, async ({ page, context, baseURL }) => {
    await stubExternalSites(context, baseURL!)
    await page.goto('./')
    await waitForHydration(page)

    await test.step('every section the content lists is on the page in order, and every link of the navigation bar and the footer lands on its section', async () => {
      expect(await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(SHOWN)
      for (const id of LEFT_OUT) await expect(page.locator(`[id="${id}"], a[href="#${id}"]`)).toHaveCount(0)

      if (INLINE_ON_DESKTOP) {
        await expect(menuButton(page)).toBeHidden()
        await expectEachLinkLands(page, primaryNavigation(page, site).getByRole('listitem').getByRole('link'), async () => {})
      } else {
        await expectEachLinkLands(page, menuLinks(page), () => openMenu(page))
      }
      await expectEachLinkLands(page, page.getByRole('contentinfo').getByRole('navigation').getByRole('link'), () =>
        page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' })),
      )
    })

    await test.step('every project is shown, with its link', async () => {
      const cards = page.locator('article[data-project-id]')
      expect(await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('data-project-id')))).toEqual(PROJECTS.map((project) => String(project.id)))
      for (const project of PROJECTS) {
        const card = page.locator(`article[data-project-id="${project.id}"]`)
        await expect(card.getByRole('heading', { name: project.title, exact: true })).toBeVisible()
        // A project without a picture has a drawn cover instead, and no image at all.
        if (project.image) await expect(card.locator('img')).toHaveAttribute('alt', project.image.alt)
        else await expect(card.locator('img')).toHaveCount(0)
        const link = card.getByRole('link')
        await expect(link).toHaveCount(1)
        await expect(link).toHaveAccessibleName(project.cta)
        if (project.demoLink) {
          await expectLeadsToNewTab(page, link, project.demoLink)
        } else {
          // A contact-only project asks the visitor to get in touch: its link stays on the page.
          await expect(link).toHaveAttribute('href', '#contact')
          await expect(link).not.toHaveAttribute('target', /.*/)
          await link.click()
          await expectSectionInView(page, 'contact')
        }
      }
    })

    await test.step('every dashboard is shown, with its link', async () => {
      const dashboards = page.locator('#powerbi')
      await expect(dashboards.locator('article')).toHaveCount(DASHBOARDS.length)
      if (DASHBOARDS.length > 0) {
        await dashboards.scrollIntoViewIfNeeded()
        await expect(dashboards).toHaveAttribute('data-in-view', '', { timeout: 15_000 })
      }
      for (const [index, dashboard] of DASHBOARDS.entries()) {
        // Two or more take turns in a carousel, whose dots bring each forward; a single one is shown as it is.
        if (DASHBOARDS.length > 1) await dashboards.getByRole('button', { name: `${labels.showDashboard} ${index + 1}`, exact: true }).click()
        const article = dashboards.getByRole('article', { name: dashboard.title, exact: true })
        await expect(article.getByRole('heading', { name: dashboard.title, exact: true })).toBeVisible()
        await expect(article.locator('img')).toHaveAttribute('alt', dashboard.image.alt)
        for (const { value, label } of dashboard.stats) {
          await expect(article).toContainText(value)
          await expect(article).toContainText(label)
        }
        await expectLeadsToNewTab(page, article.getByRole('link', { name: dashboard.cta, exact: true }), dashboard.link)
      }
    })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the menu offers every section the content lists, and each of its links closes it and lands on its section', { tag: OWNER_TAG }, async ({ page }) => {
      await page.goto('./')
      await waitForHydration(page)
      const menu = page.locator('#mobile-menu')
      await expect(menu).toBeHidden()
      await expectEachLinkLands(page, menuLinks(page), () => openMenu(page))
      await expect(menu).toBeHidden()
    })
  })
})

// The light theme in motion, as most visitors see the page; the dark theme at rest, as a visitor
// who asked for reduced motion sees it, its slide show still.
for (const { theme, motion } of [
  { theme: 'light', motion: 'in motion' },
  { theme: 'dark', motion: 'at rest' },
] as const) {
  test.describe(motion, () => {
    if (motion === 'at rest') test.use(AT_REST)

    test(`in the ${theme} theme, the page comes to life down to the footer without a console error, warning or uncaught exception, and axe finds no violation`, { tag: OWNER_TAG }, async ({ page }) => {
      test.setTimeout(90_000)
      // From the first byte: a hydration mismatch is reported while the page loads.
      const problems = recordProblems(page)
      await startInTheme(page, theme)
      await page.goto('./')
      await revealWholePage(page, SHOWN)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
      await expectVisibleImagesLoaded(page)
      expect(problems).toEqual([])

      // A rotating slide could be caught half faded in while axe measures its contrast; at rest it never rotates.
      if (DASHBOARDS.length > 1 && motion === 'in motion') await stopSlideShow(page, site)
      await expectNoAxeViolations(page)
    })
  })
}

// Each language the content is written in has its page, in that language, which hydrates without a problem.
for (const language of pageLanguages(site)) {
  test(`the page in ${language.tag} is at /${language.path}, says its language and direction, and comes to life without a console problem`, { tag: OWNER_TAG }, async ({ page }) => {
    const problems = recordProblems(page)
    const content = localize(site, language.tag)
    await page.goto(`./${language.path}`)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag)
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir)
    await expect(page).toHaveTitle(content.meta.title)
    await expect(page.locator('#home h1')).toHaveText(content.hero.tagline)
    expect(problems).toEqual([])
  })
}
