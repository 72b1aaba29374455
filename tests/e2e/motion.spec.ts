import { expect, test, type Page } from '@playwright/test'
import { SETTLE_DELAY_MS, SETTLE_IDLE_TIMEOUT_MS } from '../../src/boot/names.ts'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { installPausedClock, navLink, nextFrames, waitForHydration } from './support.ts'

declare global {
  interface Window {
    __resizeEvents?: number
  }
}

const STOPPER = /\bresize-animation-stopper\b/

/** The distinct opacities of the about section's fade-in blocks, e.g. ['0'] when all are hidden. */
const aboutRevealOpacities = (page: Page) =>
  page
    .locator('#about [data-reveal]')
    .evaluateAll((blocks) => [...new Set(blocks.map((block) => getComputedStyle(block).opacity))].sort())

/** The running animations of the hero's floating dots, and how many dots there are. */
const dotAnimations = (page: Page) =>
  page.locator('[data-testid=floating-dots] > span').evaluateAll((dots) => ({
    dots: dots.length,
    running: dots.flatMap((dot) => dot.getAnimations()).filter((animation) => animation.playState === 'running').length,
  }))

/** Long enough for the page to settle (see whenSettled) on a loaded machine. */
const settled = { timeout: SETTLE_DELAY_MS + 10_000 }

test('the floating dots drift once the page has settled, rest when scrolled past the hero and drift again on return; the about section fades in once, when it is scrolled into view after its code has run', async ({ page }) => {
  const about = page.locator('#about')
  await page.goto('/')
  await waitForHydration(page)

  await test.step('hydrated, the page holds the dots still (painted dots, no animated layers) until it has settled', async () => {
    expect(await dotAnimations(page)).toEqual({ dots: 20, running: 0 })
  })

  await test.step('the about section, below the screen, shows as prerendered until its code has run; run off screen, it waits faded out', async () => {
    await nextFrames(page)
    await expect(page.locator('#about [data-reveal]')).not.toHaveCount(0)
    await expect(about).not.toBeInViewport()
    expect(await aboutRevealOpacities(page)).toEqual(['1'])
    // The visitor's first move, a key that scrolls nothing: the sections near the screen get their code.
    await page.keyboard.press('Shift')
    await expect(about).toHaveAttribute('data-reveal-waiting', '')
    await expect(about).not.toBeInViewport()
    await expect(about).not.toHaveAttribute('data-in-view')
    await expect.poll(() => aboutRevealOpacities(page)).toEqual(['0'])
  })

  await test.step('the floating dots drift once the page has settled', async () => {
    await expect.poll(() => dotAnimations(page), settled).toEqual({ dots: 20, running: 20 })
  })

  await test.step('the about section fades in once, when it is scrolled into view', async () => {
    await navLink(page, 'about').click()
    await expect(about).toBeInViewport()
    await expect.poll(() => aboutRevealOpacities(page)).toEqual(['1'])

    // Once shown it stays shown after scrolling away.
    await navLink(page, 'home').click()
    await expect(about).not.toBeInViewport()
    await expect(about).toHaveAttribute('data-in-view', '')
    expect(await aboutRevealOpacities(page)).toEqual(['1'])
  })

  await test.step('scrolled past the hero, the floating dots rest, and drift again on return', async () => {
    await expect.poll(() => dotAnimations(page)).toEqual({ dots: 20, running: 20 })
    await page.locator('#contact').evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await expect(page.locator('#home')).not.toBeInViewport()
    // No animation left to draw a frame for.
    await expect.poll(() => page.locator('[data-testid=floating-dots] > span').evaluateAll((spans) => spans.flatMap((span) => span.getAnimations()).length)).toBe(0)
    await page.evaluate(() => document.body.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await expect.poll(() => dotAnimations(page)).toEqual({ dots: 20, running: 20 })
  })
})

test('with reduced motion nothing waits to fade in, and the video waits for its Play control', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')

  await test.step('nothing waits to fade in, from before the app has hydrated', async () => {
    await expect(page.locator('html')).toHaveClass(/\bjs\b/)
    await expect(page.locator('#about [data-reveal]')).not.toHaveCount(0)
    await expect(page.locator('#about')).not.toBeInViewport()
    expect(await aboutRevealOpacities(page)).toEqual(['1'])
  })

  await test.step('hydrated, the video waits for its Play control, the dots stand still and no section fades', async () => {
    await waitForHydration(page)
    const video = page.locator('#home video')
    await expect(page.getByRole('button', { name: sample.labels.playVideo })).toBeVisible()
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    expect((await dotAnimations(page)).running).toBe(0)
    // Each fading block is shown as it is, with no transition to run when its section comes into view.
    const blocks = await page.locator('[data-reveal]').evaluateAll((elements) =>
      [...new Set(elements.map((element) => `${getComputedStyle(element).opacity} ${getComputedStyle(element).transitionDuration}`))],
    )
    expect(blocks).toEqual(['1 0s'])
  })
})

// The dots of a page opened with reduced motion stay still once it has settled: hero.test.tsx, where
// the settling is the test's to bring about. Here, the browser's own change of the preference.
test('a visitor who stops asking for reduced motion sees the settled page’s dots drift, and stops them by asking again', async ({ page }) => {
  const reduced = (reducedMotion: 'reduce' | 'no-preference') => page.emulateMedia({ reducedMotion })
  await reduced('reduce')
  await page.goto('/')
  await waitForHydration(page)

  await test.step('without reduced motion, the dots drift once the page has settled', async () => {
    await reduced('no-preference')
    await expect.poll(() => dotAnimations(page), settled).toEqual({ dots: 20, running: 20 })
  })

  await test.step('asked for reduced motion again, the settled page stops them', async () => {
    await reduced('reduce')
    await expect.poll(() => dotAnimations(page)).toEqual({ dots: 20, running: 0 })
  })
})

/** The distinct opacities of a section's fade-in blocks. */
const revealOpacities = (page: Page, id: string) =>
  page.locator(`#${id} [data-reveal]`).evaluateAll((blocks) => [...new Set(blocks.map((block) => getComputedStyle(block).opacity))].sort())

test('on a short landscape phone, the tall contact section still fades in', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 })
  await page.goto('/')
  await waitForHydration(page)
  await navLink(page, 'contact').click()
  await expect(page.locator('#contact')).toBeInViewport()
  await expect.poll(() => revealOpacities(page, 'contact')).toEqual(['1'])
})

test('if the script cannot load, every section shows as it does without JavaScript', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/')
  await expect(page.locator('html')).not.toHaveClass(/\bjs\b/)
  expect(await aboutRevealOpacities(page)).toEqual(['1'])
  // The second dashboard: without the app, no slide is hidden behind the first.
  await expect(page.getByRole('article', { name: sample.dashboards.items[1]!.title })).toBeVisible()
})

test('while the window is resized, animations pause and come back 250 ms after resizing stops, and every further resize restarts the wait', async ({ page }) => {
  await installPausedClock(page)
  await page.goto('/')
  await waitForHydration(page)
  const html = page.locator('html')

  await test.step('animations pause and come back 250 ms after resizing stops', async () => {
    const header = page.getByRole('banner')
    // Settled (whenSettled's delay, then an idle moment at most its timeout later): the dots drift.
    await page.clock.runFor(SETTLE_DELAY_MS + SETTLE_IDLE_TIMEOUT_MS)
    await expect.poll(() => dotAnimations(page)).toEqual({ dots: 20, running: 20 })
    await expect(html).not.toHaveClass(STOPPER)
    const normalDuration = await header.evaluate((element) => getComputedStyle(element).transitionDuration)
    expect(normalDuration).not.toBe('0s')

    await page.setViewportSize({ width: 1024, height: 700 })
    await expect(html).toHaveClass(STOPPER)
    expect(await header.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s')
    expect(await dotAnimations(page)).toEqual({ dots: 20, running: 0 })

    await page.clock.runFor(249)
    await expect(html).toHaveClass(STOPPER)

    await page.clock.runFor(1)
    await expect(html).not.toHaveClass(STOPPER)
    expect(await header.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(normalDuration)
    expect(await dotAnimations(page)).toEqual({ dots: 20, running: 20 })
  })

  await test.step('every further resize restarts the 250 ms wait', async () => {
    await page.evaluate(() => {
      window.__resizeEvents = 0
      window.addEventListener('resize', () => window.__resizeEvents!++)
    })
    await page.setViewportSize({ width: 900, height: 700 })
    await expect(html).toHaveClass(STOPPER)

    await page.clock.runFor(200)
    await page.setViewportSize({ width: 800, height: 700 })
    await expect.poll(() => page.evaluate(() => window.__resizeEvents)).toBe(2)

    await page.clock.runFor(249)
    await expect(html).toHaveClass(STOPPER)
    await page.clock.runFor(1)
    await expect(html).not.toHaveClass(STOPPER)
  })
})
