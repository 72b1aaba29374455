import { expect, test, type Locator, type Page } from '@playwright/test'
import { site as sample } from '../../src/test/fixtures/sample.ts'
import { SETTLE_DELAY_MS } from '../../src/boot/names.ts'
import { expectSectionInView, waitForHydration } from './support.ts'

const { labels } = sample
const heroVideo = (page: Page) => page.locator('#home video')
const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused)
const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime)
/** Long enough for the page to settle (see whenSettled) on a loaded machine. */
const settled = { timeout: SETTLE_DELAY_MS + 10_000 }

test('twenty dots float over the video at scattered positions; the background video plays on its own, muted and looping, once the page has settled; Pause Video pauses it and Play Video resumes it; Contact Me scrolls to the contact section', async ({ page }) => {
  const videoRequests: string[] = []
  page.on('request', (request) => request.url().endsWith(sample.hero.video.src) && videoRequests.push(request.url()))
  await page.goto('/')
  await waitForHydration(page)
  const video = heroVideo(page)

  await test.step('hydrated, the page holds the video (and its download) back until it has settled', async () => {
    expect(await isPaused(video)).toBe(true)
    expect(videoRequests).toEqual([])
  })

  await test.step('twenty dots float over the video at scattered positions', async () => {
    const dots = page.locator('[data-testid=floating-dots] > span')
    await expect(dots).toHaveCount(20)
    const positions = await dots.evaluateAll((spans: HTMLElement[]) => spans.map((span) => `${getComputedStyle(span).left},${getComputedStyle(span).top}`))
    expect(new Set(positions).size).toBe(20)
  })

  await test.step('the background video plays on its own, muted and looping, once the page has settled', async () => {
    await expect.poll(() => isPaused(video), settled).toBe(false)
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
    await expect.poll(() => currentTime(video)).toBeGreaterThan(0)
    const properties = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.playsInline,
      poster: element.getAttribute('poster'),
      src: element.getAttribute('src'),
    }))
    expect(properties).toEqual({ muted: true, loop: true, playsInline: true, poster: sample.hero.video.poster, src: sample.hero.video.src })
    await expect(page.getByRole('button', { name: labels.pauseVideo })).toBeVisible()
  })

  await test.step('Pause Video pauses the background and Play Video resumes it', async () => {
    await page.getByRole('button', { name: labels.pauseVideo }).click()
    await expect.poll(() => isPaused(video)).toBe(true)
    await expect(page.getByRole('button', { name: labels.playVideo })).toBeVisible()
    await expect(page.getByRole('button', { name: labels.pauseVideo })).toHaveCount(0)

    await page.getByRole('button', { name: labels.playVideo }).click()
    await expect.poll(() => isPaused(video)).toBe(false)
    await expect(page.getByRole('button', { name: labels.pauseVideo })).toBeVisible()
  })

  await test.step('Contact Me scrolls to the contact section', async () => {
    await page.getByRole('link', { name: sample.hero.cta }).click()
    await expectSectionInView(page, 'contact')
  })
})

test('a visitor who prefers reduced motion gets a still background they can choose to play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const video = heroVideo(page)

  const play = page.getByRole('button', { name: labels.playVideo })
  await expect(play).toBeVisible()
  expect(await isPaused(video)).toBe(true)
  expect(await currentTime(video)).toBe(0)

  await play.click()
  await expect.poll(() => isPaused(video)).toBe(false)
  await expect(page.getByRole('button', { name: labels.pauseVideo })).toBeVisible()
})
