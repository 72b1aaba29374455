// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { chromium as playwright } from '@playwright/test'
import { CHROMIUM_ARGS, chromium, currentNodeCommand, ffmpeg, java, journeyChromium, missing, nginx, node } from './machine.ts'

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

  it("starts the journeys' Chromium with nothing of its own interface beside the page (its omnibox popup drew all the time)", { timeout: 30_000 }, async () => {
    const browser = await playwright.launch({ ...journeyChromium(chromium(process.env, playwright.executablePath()).path), args: CHROMIUM_ARGS })
    try {
      await (await browser.newPage()).setContent('<p>page</p>')
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = await session.send('Target.getTargets')
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(['page about:blank'])
    } finally {
      await browser.close()
    }
  })

  it("adds the features it turns off to the one --disable-features Chromium reads, Playwright's list and any other kept", () => {
    const { executablePath, env } = journeyChromium('/bin/echo', { root: false })
    const result = spawnSync(executablePath!, ['--headless', '--disable-features=PaintHolding,MediaRouter', '--mute-audio', '--disable-features=Other', 'with space'], { encoding: 'utf8', env })
    expect(result.stdout.trim()).toBe('--headless --mute-audio with space --disable-features=Other,PaintHolding,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup')
    expect(spawnSync(executablePath!, ['--headless'], { encoding: 'utf8', env }).stdout.trim()).toBe('--headless --disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup')
  })

  it("starts the journeys' Chromium unable to raise its priority where root could, and as it is elsewhere", () => {
    const wrapped = journeyChromium('/usr/bin/chromium', { root: true, setpriv: true })
    expect(wrapped.executablePath).toMatch(/tools\/journey-chromium$/)
    expect(wrapped.env?.JOURNEY_CHROMIUM).toBe('/usr/bin/chromium')
    expect(wrapped.env?.JOURNEY_CHROMIUM_SETPRIV).toBe('1')
    expect(journeyChromium('/usr/bin/chromium', { root: false, setpriv: true }).env?.JOURNEY_CHROMIUM_SETPRIV).toBeUndefined()
    expect(journeyChromium('/usr/bin/chromium', { root: true, setpriv: false }).env?.JOURNEY_CHROMIUM_SETPRIV).toBeUndefined()
    expect(journeyChromium(undefined, { root: true, setpriv: true })).toEqual({ executablePath: undefined })
  })

  it('runs the program it is given, with its arguments, unable to raise its own priority', () => {
    const { executablePath, env } = journeyChromium(process.execPath, { root: true, setpriv: true })
    const raise = 'try { require("node:os").setPriority(-1); console.log("raised", process.argv[1]) } catch (error) { console.log(error.info?.code ?? error.code, process.argv[1]) }'
    const result = spawnSync(executablePath!, ['-e', raise, 'the-argument'], { encoding: 'utf8', env })
    expect(result.stderr).toBe('')
    expect(result.stdout.trim()).toMatch(/^(EACCES|EPERM) the-argument$/)
  })

  it('takes a Node that engines accept, or a newer one, and names an older one with the command that gets the project\'s', () => {
    const engines = '^22.22.2 || ^24.15.0'
    for (const version of ['v22.22.2', 'v24.15.0', 'v24.21.0', 'v26.10.0']) expect(node({ engines, major: '24' }, version).path, version).toBe(process.execPath)
    for (const version of ['v20.20.2', 'v22.12.0', 'v23.11.1', 'v24.14.0']) expect(node({ engines, major: '24' }, version).path, version).toBeUndefined()
    expect(missing([{ tool: node({ engines, major: '24' }, 'v20.20.2'), neededBy: 'every step of npm test' }])).toEqual([
      `Node ^22.22.2 || ^24.15.0 is missing (every step of npm test): this shell runs v20.20.2. Get Node 24 beside the system's, for this shell, then run npm test again:\n\n    ${currentNodeCommand('24')}\n`,
    ])
  })

  it('does not take an nginx that does not run', () => {
    expect(nginx({ PATH: '/nonexistent', NGINX: '/nonexistent/nginx' }).path).not.toBe('/nonexistent/nginx')
  })

  it('takes the Java JAVA names or the one on PATH, only if it runs', () => {
    expect(java({ PATH: '/nonexistent', JAVA: '/nonexistent/java' }).path).toBeUndefined()
    expect(java({ PATH: '/nonexistent', JAVA: '/bin/true' }).path).toBe('/bin/true')
    expect(missing([{ tool: java({ PATH: '/nonexistent' }), neededBy: 'the HTML conformance check' }])).toEqual([expect.stringMatching(/^Java is missing \(the HTML conformance check\): apt-get install default-jre-headless/)])
  })

  it('names each missing tool, what needs it and how to install it', () => {
    const lines = missing([
      { tool: chromium({ CHROMIUM_PATH: '/nonexistent' }, '/nonexistent'), neededBy: 'the browser journeys' },
      { tool: { name: 'ffmpeg', path: '/usr/bin/ffmpeg', install: '' }, neededBy: 'the video' },
    ])
    expect(lines).toEqual([expect.stringMatching(/^Chromium is missing \(the browser journeys\): apt-get install chromium .*npx playwright install chromium/)])
  })
})
