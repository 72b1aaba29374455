import { expect, test, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { AT_REST, expectLeadsToNewTab, expectSectionInView, stubExternalSites, waitForWholeLayout } from './support.ts'

test.use(AT_REST)

const cards = (page: Page) => page.locator('article[data-project-id]')
const card = (page: Page, id: number) => page.locator(`article[data-project-id="${id}"]`)
const PROJECTS = sample.projects.items
const withDemo = PROJECTS.filter((project) => project.demoLink)
/** The sample's project 7, which offers its source on request instead of a demo. */
const contactOnly = PROJECTS.find((project) => project.contactOnly)!

async function boxesOfFirstTwoCards(page: Page) {
  const first = await cards(page).nth(0).boundingBox()
  const second = await cards(page).nth(1).boundingBox()
  expect(first).not.toBeNull()
  expect(second).not.toBeNull()
  return [first!, second!] as const
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('six projects are shown in order, with no project 6, side by side in two columns, each image with its size and a description; the fractal generator offers Contact For Source, and every demo button opens its link in a new tab', async ({ page, context, baseURL }) => {
    await stubExternalSites(context, baseURL!)
    await page.goto('/')

    await test.step('six projects are shown in order, with no project 6', async () => {
      await expect(cards(page)).toHaveCount(PROJECTS.length)
      expect(await cards(page).evaluateAll((articles) => articles.map((article) => article.getAttribute('data-project-id')))).toEqual(
        PROJECTS.map((project) => String(project.id)),
      )
      for (const project of PROJECTS) {
        await expect(card(page, project.id).getByRole('heading', { name: project.title })).toBeVisible()
      }
    })

    await test.step('the projects sit side by side in two columns', async () => {
      // Measured once every card is laid out: until then a card far from the screen has a stand-in size.
      await waitForWholeLayout(page)
      const [first, second] = await boxesOfFirstTwoCards(page)
      expect(second.y).toBe(first.y)
      expect(second.x).toBeGreaterThan(first.x + first.width - 1)
      const third = await cards(page).nth(2).boundingBox()
      expect(third!.x).toBe(first.x)
      expect(third!.y).toBeGreaterThan(first.y)
    })

    await test.step('every project image has its size and a description', async () => {
      const images = page.locator('article[data-project-id] img')
      await expect(images).toHaveCount(PROJECTS.length)
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('width', /^[1-9]\d*$/)
        await expect(image).toHaveAttribute('height', /^[1-9]\d*$/)
        await expect(image).toHaveAttribute('alt', /\S/)
      }
    })

    await test.step('the fractal generator offers Contact For Source, which scrolls to the contact section instead of opening a tab', async () => {
      const popups: string[] = []
      page.on('popup', (popup) => popups.push(popup.url()))
      const button = card(page, contactOnly.id).getByRole('link', { name: contactOnly.cta })
      await expect(button).toBeVisible()
      await expect(button).not.toHaveAttribute('target', /.*/)
      await expect(card(page, contactOnly.id).getByRole('link')).toHaveCount(1)

      await button.click()
      await expectSectionInView(page, 'contact')
      expect(popups).toEqual([])
      expect(context.pages()).toHaveLength(1)
    })

    await test.step('every demo button opens its link in a new tab without referrer or opener', async () => {
      expect(withDemo).toHaveLength(5)
      for (const project of withDemo) {
        await expectLeadsToNewTab(page, card(page, project.id).getByRole('link', { name: project.cta }), project.demoLink!)
      }
    })
  })
})

test.describe('on a 2x phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

  test('the projects stack in a single column, and each project picture loads as AVIF at the width its slot needs, not the largest', async ({ page }) => {
    await page.goto('/')

    await test.step('the projects stack in a single column', async () => {
      // Measured once every card is laid out: until then a card far from the screen has a stand-in size.
      await waitForWholeLayout(page)
      const [first, second] = await boxesOfFirstTwoCards(page)
      expect(second.x).toBe(first.x)
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height)
    })

    await test.step('each project picture loads as AVIF at the width its slot needs, not the largest', async () => {
      const images = page.locator('article[data-project-id] img')
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded()
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
        const { currentSrc, slot } = await image.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, slot: img.getBoundingClientRect().width }))
        // About 350 CSS px at 2x wants 700 px: the 800 px file, where a plain <img> would fetch 1200.
        expect(currentSrc).toMatch(/\/assets\/media\/projects\/[\w-]+-800-[0-9a-f]{8}\.avif$/)
        expect(slot * 2).toBeLessThanOrEqual(800)
      }
    })
  })
})
