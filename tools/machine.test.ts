// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { chromium, ffmpeg, missing, nginx } from './machine.ts'

describe('what the machine has', () => {
  it('falls back to the ffmpeg the npm package ships when the system has none, and it runs', () => {
    const tool = ffmpeg({ PATH: '/nonexistent' })
    expect(tool.path).toContain('@ffmpeg-installer')
    expect(spawnSync(tool.path!, ['-version'], { encoding: 'utf8' }).stdout).toMatch(/^ffmpeg version/)
  })

  it('prefers an ffmpeg the environment names', () => {
    expect(ffmpeg({ FFMPEG: '/opt/ffmpeg/bin/ffmpeg' }).path).toBe('/opt/ffmpeg/bin/ffmpeg')
  })

  it("finds Chromium at CHROMIUM_PATH, else Playwright's browser, else nothing", () => {
    expect(chromium({ CHROMIUM_PATH: process.execPath }).path).toBe(process.execPath)
    expect(chromium({ CHROMIUM_PATH: '/nonexistent/chromium' }, process.execPath).path).toBe(process.execPath)
    expect(chromium({ CHROMIUM_PATH: '/nonexistent/chromium' }, '/nonexistent/playwright-chromium').path).toBeUndefined()
  })

  it('does not take an nginx that does not run', () => {
    expect(nginx({ PATH: '/nonexistent', NGINX: '/nonexistent/nginx' }).path).not.toBe('/nonexistent/nginx')
  })

  it('names each missing tool, what needs it and how to install it', () => {
    const lines = missing([
      { tool: chromium({ CHROMIUM_PATH: '/nonexistent' }, '/nonexistent'), neededBy: 'the browser journeys' },
      { tool: { name: 'ffmpeg', path: '/usr/bin/ffmpeg', install: '' }, neededBy: 'the video' },
    ])
    expect(lines).toEqual([expect.stringMatching(/^Chromium is missing \(the browser journeys\): apt-get install chromium .*npx playwright install chromium/)])
  })
})
