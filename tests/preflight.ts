// Runs first in `npm test`: a machine with too old a Node, or without Chromium, nginx or Java, is told
// what to install, by name, before any test starts, instead of failing minutes later with a stack
// trace.
import { chromium as playwright } from '@playwright/test'
import { chromium, ffmpeg, java, missing, nginx, node } from '../tools/machine.ts'

const lacking = missing([
  { tool: node(), neededBy: 'every step of npm test' },
  { tool: chromium(process.env, playwright.executablePath()), neededBy: 'the browser journeys' },
  { tool: nginx(), neededBy: 'the check of the nginx recipe' },
  { tool: java(), neededBy: 'the HTML conformance check of the built pages' },
  { tool: ffmpeg(), neededBy: 'the hero video tool' },
])
if (lacking.length > 0) {
  console.error(`npm test needs what this machine lacks:\n${lacking.map((line) => `  - ${line}`).join('\n')}`)
  process.exit(1)
}
