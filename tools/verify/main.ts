// `npm run verify`: the owner's check before a deploy (verify.ts).
import { chromium as playwright } from '@playwright/test'
import { lacking, verify, verifySteps } from './verify.ts'

const missingTools = lacking(process.env, playwright.executablePath())
if (missingTools.length > 0) {
  console.error(`npm run verify needs what this machine lacks:\n${missingTools.map((line) => `  - ${line}`).join('\n')}`)
  process.exitCode = 1
} else {
  process.exitCode = await verify(verifySteps())
}
