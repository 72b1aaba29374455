// The W3C's Nu Html Checker (npm's vnu-jar, run with Java) on built pages, in one process for
// all of them, with only the findings that are its own gaps left out: each of those is listed
// once, below, with the part of the standard that allows what it reports
// (docs/decisions/valid-html.md).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss'
import { java } from '../../tools/machine.ts'

/** A finding of the checker: the pages it is about and what it says. */
export interface Finding {
  /** The names of the pages, as the caller gave them: one, or every page that has the stylesheet rule it is about. */
  pages: string[]
  message: string
  /** The markup around it, or the stylesheet rule it is about. */
  context: string
}

/** A finding the checker reports only because it does not know yet what the standard allows. */
interface CheckerGap {
  /** What the checker says, whole. */
  message: RegExp
  /** The markup around the finding, or the stylesheet rule it is about, where the message alone names no feature. */
  context?: RegExp
  /** The part of the standard (or the CSS specification) that allows it. */
  allowedBy: string
}

export const CHECKER_GAPS: CheckerGap[] = [
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    context: /^<link rel="expect" href="#[\w-]+" blocking="render"/,
    allowedBy: 'HTML Standard, §4.2.4 The link element ("It is used by link types stylesheet and expect") and §4.6.7.6 Link type "expect"',
  },
  { message: /^CSS: Unrecognized at-rule “@property”$/, allowedBy: 'CSS Properties and Values API Level 1, §3 The @property rule' },
  { message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/, allowedBy: 'CSS Box Model Module Level 4, Margin trimming: the margin-trim property' },
  { message: /^CSS: “container-type”: Property “container-type” doesn't exist\.$/, allowedBy: 'CSS Conditional Rules Module Level 5, Creating query containers: the container-type property' },
  {
    message: /^CSS: “background-image”: (?:“in” is not a “color” value|Parse Error)\.$/,
    context: /linear-gradient\(in [a-z]+,/,
    allowedBy: 'CSS Images Module Level 4, §3.1 Linear gradients: a <color-interpolation-method> (CSS Color Module Level 4, Color interpolation)',
  },
  {
    message: /^CSS: “[a-z-]+”: Parse Error\.$/,
    context: /\d(?:cqw|cqh|cqi|cqb|cqmin|cqmax)\b/,
    allowedBy: 'CSS Conditional Rules Module Level 5, Container relative lengths: the cqw, cqh, cqi, cqb, cqmin and cqmax units',
  },
  { message: /^CSS: “--[\w-]+”: “.*” is not a “\*invalid\*” value\.$/, allowedBy: 'CSS Custom Properties for Cascading Variables Module Level 1, §2: a custom property takes any value' },
  {
    message: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
    allowedBy: 'CSS Transitions Level 1, §2.1 the transition-property property (a <custom-ident>, which a custom property\'s name is: CSS Values and Units Module Level 4, §4.2)',
  },
]

/** The gap that excuses a finding, if any. */
export const gapOf = (finding: Finding): CheckerGap | undefined =>
  CHECKER_GAPS.find((gap) => gap.message.test(finding.message) && (!gap.context || gap.context.test(finding.context)))

/** @media, @supports, @layer blocks and the like: at-rules whose body holds rules. */
const holdsRules = (node: AtRule): boolean => node.name !== 'keyframes' && ((node.nodes ?? []) as ChildNode[]).some((child) => child.type === 'rule' || child.type === 'atrule')

/**
 * Every rule of `css` on its own, inside the at-rules around it, so each stands as a stylesheet
 * by itself: the checker then names the rule of each finding, and a rule it cannot read does not
 * leave the ones after it misread.
 */
function stylesheetRules(css: string): string[] {
  const rules: string[] = []
  const walk = (container: Container, wrap: (text: string) => string) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'comment') continue
      if (node.type === 'atrule' && holdsRules(node)) walk(node, (text) => wrap(`@${node.name} ${node.params}{${text}}`))
      else rules.push(wrap(node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString()))
    }
  }
  walk(postcss.parse(css), (text) => text)
  return rules
}

const INLINE_STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g
const document = (title: string, head: string) => `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title>\n${head}\n</head><body></body></html>\n`

/** A page to check: its name, its HTML and the text of each stylesheet it links. */
export interface Page {
  name: string
  html: string
  stylesheets?: string[]
}

interface CheckerMessage {
  type: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
  hiliteStart?: number
}

/**
 * Checks `pages` in one run of the checker. A page is checked with its inline styles emptied;
 * their rules and those of the stylesheets it links are checked one by one, each rule once, and
 * a finding in a rule is one of every page that has it. Returns every error, and every problem
 * of the checker itself (a page it could not read).
 */
export function checkPages(pages: Page[]): Finding[] {
  const { path: javaPath, install } = java()
  if (!javaPath) throw new Error(`the HTML conformance check needs Java: ${install}`)
  const dir = mkdtempSync(join(tmpdir(), 'html-conformance-'))
  try {
    const files = pages.map(({ name, html }, index) => ({ pages: [name], file: join(dir, `page-${index}.html`), html: html.replace(INLINE_STYLE, '$1$3') }))
    const pagesOfRule = new Map<string, string[]>()
    for (const { name, html, stylesheets = [] } of pages) {
      const css = [...[...html.matchAll(INLINE_STYLE)].map((match) => match[2] ?? ''), ...stylesheets]
      for (const rule of new Set(css.flatMap(stylesheetRules))) pagesOfRule.set(rule, [...(pagesOfRule.get(rule) ?? []), name])
    }
    const rules = [...pagesOfRule.keys()]
    // One rule a line (a line break in CSS is white space), each in a <style> of its own: the line of a finding names its rule.
    const rulesHtml = document('The stylesheets, one rule a line', rules.map((rule) => `<style>${rule.replace(/\s*[\r\n]+\s*/g, ' ')}</style>`).join('\n'))
    const firstRuleLine = rulesHtml.slice(0, rulesHtml.indexOf('<style>')).split('\n').length
    const rulesFile = join(dir, 'stylesheets.html')
    for (const { file, html } of files) writeFileSync(file, html)
    writeFileSync(rulesFile, rulesHtml)
    const jar = String(createRequire(import.meta.url)('vnu-jar'))
    const run = spawnSync(javaPath, ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map(({ file }) => file), rulesFile], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.status !== 0 || !run.stdout) throw new Error(`the checker did not run: ${run.error?.message ?? run.stderr}`)
    const { messages } = JSON.parse(run.stdout) as { messages: CheckerMessage[] }
    // The checker names a file file:/path, with one slash.
    const pagesOfFile = new Map(files.map(({ pages, file }) => [file, pages]))
    return messages
      .filter(({ type }) => type === 'error' || type === 'non-document-error')
      .map(({ url = '', message, extract = '', hiliteStart = 0, lastLine = 0 }) => {
        const file = url.replace(/^file:\/*/, '/')
        if (file !== rulesFile) return { pages: pagesOfFile.get(file) ?? [url], message, context: extract.slice(hiliteStart) }
        const rule = rules[lastLine - firstRuleLine] ?? ''
        return { pages: pagesOfRule.get(rule) ?? [url], message, context: rule }
      })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
