import { expect, test, type Page } from '@playwright/test'
import { PORTFOLIO_THEME } from '../../src/app/theme-config.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { appModules, waitForHydration, waitForWholeLayout } from './support.ts'

const STORAGE_KEY = PORTFOLIO_THEME.storageKey
/** The --background token of each theme (styles/index.css), as computed colours. */
const LIGHT_BACKGROUND = 'rgb(246, 247, 251)'
const DARK_BACKGROUND = 'rgb(10, 15, 30)'

const { labels } = sample
const THEME_LABELS = { Light: labels.themeLight, Dark: labels.themeDark, System: labels.themeSystem }
const themeButton = (page: Page, theme: keyof typeof THEME_LABELS) =>
  page.getByRole('group', { name: labels.theme }).getByRole('button', { name: THEME_LABELS[theme], exact: true })
const storedTheme = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

declare global {
  interface Window {
    __classAtFirstFrame?: string
    __htmlClassHistory?: string[]
  }
}

test('a first visit is light, with nothing stored, even when the system is dark; choosing Dark darkens the page at once, with no fade, restyling what is near the screen first, and is remembered on the next visit; System follows the operating system, live, without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  // The switcher works once the app has hydrated; a click on the prerendered button does nothing.
  await waitForHydration(page)
  const html = page.locator('html')

  await test.step('a first visit is light, with nothing stored', async () => {
    await expect(html).toHaveClass(/\blight\b/)
    await expect(html).not.toHaveClass(/\bdark\b/)
    await expect(themeButton(page, 'Light')).toHaveAttribute('aria-pressed', 'true')
    expect(await storedTheme(page)).toBeNull()
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND)
  })

  await test.step('choosing Dark restyles what is near the screen: what is far is skipped at the size it had, then laid out again in turn', async () => {
    await waitForWholeLayout(page)
    const offsets = () =>
      page.locator('main > section, footer').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top + scrollY)))
    const footerShown = () => page.locator('footer > *').first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
    const before = await offsets()
    expect(await footerShown()).toBe(true)

    // Read in the page, the frame after the theme has changed (the walk starts again a second later).
    const atSwitch = page.evaluate(
      () =>
        new Promise<{ footerShown: boolean; offsets: number[]; fading: string[] }>((resolve) => {
          const root = document.documentElement
          new MutationObserver((_, observer) => {
            if (!root.classList.contains('dark')) return
            observer.disconnect()
            requestAnimationFrame(() =>
              setTimeout(() =>
                resolve({
                  footerShown: document.querySelector('footer > *')!.checkVisibility({ contentVisibilityAuto: true }),
                  offsets: [...document.querySelectorAll('main > section, footer')].map((element) => Math.round(element.getBoundingClientRect().top + scrollY)),
                  // Any colour still fading to the new theme, as "element: property" (a section's
                  // fade-in, opacity and transform, may be running at any time).
                  fading: document
                    .getAnimations()
                    .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
                    .filter((transition) => /color|fill|stroke|shadow|gradient/.test(transition.transitionProperty))
                    .map((transition) => `${(transition.effect as KeyframeEffect | null)?.target?.localName}: ${transition.transitionProperty}`),
                }),
              ),
            )
          }).observe(root, { attributes: true, attributeFilter: ['class'] })
        }),
    )
    await themeButton(page, 'Dark').click()
    // And nothing fades to it: each element takes the new colours in that one frame.
    expect(await atSwitch).toEqual({ footerShown: false, offsets: before, fading: [] })

    await waitForWholeLayout(page)
    expect(await footerShown()).toBe(true)
    expect(await offsets()).toEqual(before)
  })

  await test.step('Dark darkens the page and is remembered on the next visit', async () => {
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(html).not.toHaveClass(/\blight\b/)
    expect(await storedTheme(page)).toBe('dark')
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND)

    // Remembered in a light system too: the stored choice, not the system, makes it dark.
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(themeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true')
  })

  await test.step('System follows the operating system, live, without a reload', async () => {
    // Stored dark, in a light system: choosing System turns the page light.
    await waitForHydration(page)
    await themeButton(page, 'System').click()
    await expect(html).toHaveClass(/\blight\b/)
    await expect(html).not.toHaveClass(/\bdark\b/)
    expect(await storedTheme(page)).toBe('system')

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(html).not.toHaveClass(/\blight\b/)

    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html).toHaveClass(/\blight\b/)
    await expect(html).not.toHaveClass(/\bdark\b/)
  })
})

test('a returning dark-theme visitor gets the dark page before any script bundle runs', async ({ page }) => {
  await page.addInitScript((key) => {
    if (location.protocol.startsWith('http')) localStorage.setItem(key, 'dark')
    // Registered as the document is created: runs just before the first frame is drawn.
    requestAnimationFrame(() => {
      window.__classAtFirstFrame = document.documentElement.className
    })
  }, STORAGE_KEY)
  const blocked: string[] = []
  await page.route('**/assets/*.js', (route) => {
    blocked.push(route.request().url())
    return route.abort()
  })

  for (const [visits, visit] of [() => page.goto('/'), () => page.reload()].entries()) {
    await visit()
    // The app's scripts (React and the entry) are asked for, and refused, after the first paint:
    // the page is dark without them.
    const modules = await appModules(page)
    expect(modules).toHaveLength(2)
    await expect.poll(() => blocked.length).toBe((visits + 1) * modules.length)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.locator('html')).not.toHaveClass(/\blight\b/)
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND)
    await expect.poll(() => page.evaluate(() => window.__classAtFirstFrame)).toMatch(/\bdark\b/)
  }
})

test('a returning dark-theme visitor never sees the light theme while the page comes to life', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!location.protocol.startsWith('http')) return
    localStorage.setItem(key, 'dark')
    window.__htmlClassHistory = []
    new MutationObserver(() => window.__htmlClassHistory!.push(document.documentElement.className)).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    })
  }, STORAGE_KEY)

  await page.goto('/')
  await waitForHydration(page)
  await expect(themeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)

  const history = await page.evaluate(() => window.__htmlClassHistory!)
  expect(history.length).toBeGreaterThan(0)
  expect(history.filter((className) => /\blight\b/.test(className))).toEqual([])
})
