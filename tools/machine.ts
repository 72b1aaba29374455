// What the tools and tests need from the machine besides npm packages, found where it is or
// named with how to install it: a Node that package.json's engines accept, Chromium (browser
// journeys, bench, screenshots), nginx (the check of the nginx recipe), Java (the HTML
// conformance check) and ffmpeg (the hero video, the sample pictures). ffmpeg also ships in an npm package, so it is never missing; a
// system ffmpeg is preferred when there is one, as it is newer than the packaged build.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import semver from 'semver'

export interface Tool {
  name: string
  /** The executable, or undefined when the machine lacks it. */
  path: string | undefined
  /** What to run to get it. */
  install: string
}

const runs = (command: string, args: string[], env?: NodeJS.ProcessEnv) => {
  const result = spawnSync(command, args, { stdio: 'ignore', env })
  return !result.error && result.status === 0
}

/**
 * The one command that puts Node `major` (the project's, from .node-version) beside the system's
 * and in front of it on this shell's PATH. The npm registry ships Node itself (the `node`
 * package), so it works wherever npm does, with no version manager; CI does the same (.ci/use-node).
 */
export const currentNodeCommand = (major: string) =>
  `npm i --prefix "$HOME/.local/node-${major}" node@${major} && export PATH="$HOME/.local/node-${major}/node_modules/.bin:$PATH"`

/** The project's Node as it declares it: the major of .node-version, and package.json's `engines`. */
export function projectNode(): { major: string; engines: string } {
  const root = new URL('..', import.meta.url)
  const { engines } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } }
  return { major: readFileSync(new URL('.node-version', root), 'utf8').trim(), engines: engines.node }
}

/**
 * The running Node, when `engines` accept it or it is newer than all they name (untested there,
 * which npm's own engine warning says); else missing, with how to get `major`.
 */
export function node({ engines, major } = projectNode(), version = process.version): Tool {
  const accepted = semver.satisfies(version, engines) || semver.gtr(version, engines)
  const install = `this shell runs ${version}. Get Node ${major} beside the system's, for this shell, then run npm test again:\n\n    ${currentNodeCommand(major)}\n`
  return { name: `Node ${engines}`, path: accepted ? process.execPath : undefined, install }
}

/** ffmpeg: the system's on PATH, else the one @ffmpeg-installer/ffmpeg ships for this platform. */
export function ffmpeg(env: NodeJS.ProcessEnv = process.env): Tool {
  const install = 'npm ci installs it (@ffmpeg-installer/ffmpeg); or apt-get install ffmpeg (Debian, Ubuntu), brew install ffmpeg (macOS)'
  if (env.FFMPEG) return { name: 'ffmpeg', path: env.FFMPEG, install }
  if (runs('ffmpeg', ['-version'], env)) return { name: 'ffmpeg', path: 'ffmpeg', install }
  try {
    const packaged = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
    return { name: 'ffmpeg', path: runs(packaged, ['-version']) ? packaged : undefined, install }
  } catch {
    // The package has no binary for this platform.
    return { name: 'ffmpeg', path: undefined, install }
  }
}

/** Chromium: CHROMIUM_PATH or Debian's /usr/bin/chromium, else the browser `npx playwright install chromium` downloads. */
export function chromium(env: NodeJS.ProcessEnv = process.env, playwrightBrowser?: string): Tool {
  const install = 'apt-get install chromium (Debian, Ubuntu), or npx playwright install chromium; or set CHROMIUM_PATH to a Chromium or Chrome'
  const system = env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const path = [system, playwrightBrowser].find((candidate) => candidate && existsSync(candidate))
  return { name: 'Chromium', path, install }
}

/** Drops the right to raise a process's priority from whatever it starts, before starting it. */
const WITHOUT_RAISED_PRIORITY = ['--bounding-set', '-sys_nice', '--inh-caps', '-sys_nice']

/**
 * How the browser journeys start Chromium at `path`: through tools/journey-chromium, which turns
 * its omnibox popup off. Headless, Chromium still builds its window, and its omnibox popup is a
 * web page of its own (chrome://omnibox-popup.top-chrome/) that drew all the time: about half a
 * core per window here, beside the page a journey drives (14 contact journeys, one at a time:
 * 40.5 s of CPU with it, 30.9 s without). Started by root on Linux, Chromium also raises its
 * browser and compositor processes above the pages' (nice -8 against 0 or 5), and on a 2-core
 * machine the compositor drawing the hero's video and dots then takes the CPU from the page a
 * journey drives; so, where setpriv can, it is started without that right, every process at one
 * priority. Playwright's own browser (no `path`) starts as it is.
 */
export function journeyChromium(
  path: string | undefined,
  { root = process.platform === 'linux' && process.getuid?.() === 0, setpriv }: { root?: boolean; setpriv?: boolean } = {},
): { executablePath: string | undefined; env?: NodeJS.ProcessEnv } {
  if (!path) return { executablePath: path }
  const atOnePriority = root && (setpriv ?? runs('setpriv', [...WITHOUT_RAISED_PRIORITY, 'true']))
  return {
    executablePath: fileURLToPath(new URL('journey-chromium', import.meta.url)),
    env: { ...process.env, JOURNEY_CHROMIUM: path, ...(atOnePriority ? { JOURNEY_CHROMIUM_SETPRIV: '1' } : {}) },
  }
}

/**
 * The switches every headless Chromium here starts with: no sandbox (root in CI), no GPU, and
 * none of the background connections a machine without the internet would see refused.
 */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** nginx, as an absolute path: NGINX, on PATH, or in the sbin folders Debian installs it to (often not on a user's PATH). */
export function nginx(env: NodeJS.ProcessEnv = process.env): Tool {
  const install = 'apt-get install nginx (Debian, Ubuntu), brew install nginx (macOS); or set NGINX to its path'
  const folders = [...(env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'].filter(Boolean)
  const candidates = [env.NGINX, ...folders.map((folder) => join(folder, 'nginx'))]
  const path = candidates.find((candidate) => candidate && existsSync(candidate) && runs(candidate, ['-v']))
  return { name: 'nginx', path, install }
}

/** Java (the HTML conformance check runs the W3C's checker, vnu-jar, on it): JAVA, else java on PATH. */
export function java(env: NodeJS.ProcessEnv = process.env): Tool {
  const install = 'apt-get install default-jre-headless (Debian, Ubuntu), brew install openjdk (macOS); or set JAVA to a java of version 11 or later'
  const path = [env.JAVA, 'java'].find((candidate) => candidate && runs(candidate, ['-version'], env))
  return { name: 'Java', path, install }
}

/** One line per missing tool, naming what needs it and how to install it; empty when nothing is missing. */
export function missing(tools: { tool: Tool; neededBy: string }[]): string[] {
  return tools.filter(({ tool }) => !tool.path).map(({ tool, neededBy }) => `${tool.name} is missing (${neededBy}): ${tool.install}`)
}
