// Every built page is valid HTML by the W3C's Nu Html Checker (vnu-jar): the checked build's
// pages and, beside the tests' sample, each page of the journeys' other builds of the tests'
// content (the complete fixture, every language of the multilingual one, the long and the sparse
// one). The only findings left out are the checker's own gaps (html-conformance.ts). One run of
// the checker holds every page, and a page with real errors that proves the check fails.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstLoad } from '../../builder/budget.ts'
import { builtPages, checkedBuilds, testBuild } from './built-site.ts'
import { CHECKER_GAPS, checkPages, gapOf, type Finding, type Page } from './html-conformance.ts'

const checked = checkedBuilds()
const besideSample = checked[0] === testBuild('sample')
const builds = [...checked, ...(besideSample ? ['complete', 'stress', 'sparse'].map(testBuild) : [])]

const builtPagesToCheck: Page[] = builds.flatMap((dir) =>
  builtPages(dir).map(({ page, base }) => {
    const load = firstLoad(dir, { page, base })
    return { name: join(dir, page, 'index.html'), html: load.html, stylesheets: load.stylesheets.map((file) => readFileSync(join(dir, file), 'utf8')) }
  }),
)

/** A page with real errors, each next to a finding of the same kind that is a checker gap. */
const BROKEN = 'a page with real errors'
const broken: Page = {
  name: BROKEN,
  html: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Broken</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E %3C/svg%3E">
<link rel="expect" href="#end" blocking="render">
<link rel="preload" href="/font.woff2" as="font" type="font/woff2" crossorigin blocking="render">
<style>@property --angle{syntax:"<angle>";inherits:false;initial-value:0deg}.a{colr:red}.b{margin-trim:block}.c{margin-trimm:block}</style>
</head><body><main><p>Text</p><style>.d{color:red}</style><img src="/photo.webp"><span id="end"></span></main></body></html>`,
}

const findings = checkPages([...builtPagesToCheck, broken])
const describe_ = (finding: Finding) => `${finding.pages.join(', ')}: ${finding.message} (${finding.context.slice(0, 160)})`
const ofBuiltPages = findings.filter((finding) => finding.pages.some((page) => page !== BROKEN))

test('every built page is valid HTML, but for what the checker does not know yet', () => {
  expect(builtPagesToCheck.length).toBeGreaterThanOrEqual(builds.length)
  if (besideSample) expect(builtPagesToCheck.map(({ name }) => name)).toEqual(expect.arrayContaining(['', 'es/', 'ar/'].map((page) => join(testBuild('multilingual'), page, 'index.html'))))
  expect(ofBuiltPages.filter((finding) => !gapOf(finding)).map(describe_)).toEqual([])
})

// The checker lets a <style> that is its parent's first child stand in <body> (a proposal,
// whatwg/html issue 12951); the standard allows one only where metadata content is expected
// (§4.2.6 The style element), and the check empties each <style> before the checker reads it.
test('no built page has a <style> in <body>', () => {
  const inBody = builtPagesToCheck.filter(({ html }) => /<style\b/.test(html.slice(html.indexOf('<body'))))
  expect(inBody.map(({ name }) => name)).toEqual([])
})

test('each gap the check leaves out is one the built pages need', () => {
  const needed = new Set(ofBuiltPages.map(gapOf))
  expect(CHECKER_GAPS.filter((gap) => !needed.has(gap)).map((gap) => gap.allowedBy)).toEqual([])
})

test('the check fails a page with real errors, and leaves out only the gaps beside them', () => {
  const ofBroken = findings.filter((finding) => finding.pages.includes(BROKEN))
  const real = ofBroken.filter((finding) => !gapOf(finding)).map((finding) => finding.message)
  expect(real).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Bad value .* for attribute “href” on element “link”: Illegal character .* Space is not allowed\.$/),
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
      'A “style” element in “body” must be the first child of its parent.',
      'An “img” element must have an “alt” attribute, except under certain conditions. For details, consult guidance on providing text alternatives for images.',
      'CSS: “colr”: Property “colr” doesn\'t exist.',
      'CSS: “margin-trimm”: Property “margin-trimm” doesn\'t exist.',
    ]),
  )
  expect(ofBroken.filter(gapOf).map((finding) => finding.message)).toEqual(
    expect.arrayContaining([
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
      'CSS: Unrecognized at-rule “@property”',
      'CSS: “margin-trim”: Property “margin-trim” doesn\'t exist.',
    ]),
  )
})
