import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { startServer } from '../e2e/server.ts'

/**
 * `npm run audit:web`: Lighthouse (mobile preset, Debian's Chromium) on the public pages of the
 * built app, served by the real server. Prints the four scores and the JavaScript each page loads
 * (transfer size, compressed). `--strict` exits 1 when a figure misses the bar of issue 3.
 */
const PAGES = process.argv.slice(2).filter((a) => a.startsWith('/'))
const paths = PAGES.length ? PAGES : ['/', '/destek', '/privacy-policy']
const strict = process.argv.includes('--strict')
const BARS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
const JS_BUDGET_KB = 100

const server = await startServer({ LOG_LEVEL: 'warn' })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
})
let failed = false
try {
  console.log('page                 perf  a11y  best   seo   JS KB (transfer)')
  for (const path of paths) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BARS),
    })
    const lhr = result!.lhr
    const scores = Object.fromEntries(
      Object.keys(BARS).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof BARS, number>
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? []
    const jsKb = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
    console.log(
      `${path.padEnd(20)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(4)}   ${jsKb.toFixed(1)}`,
    )
    for (const [id, bar] of Object.entries(BARS)) {
      if (scores[id as keyof typeof BARS] < bar) {
        failed = true
        const misses = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && lhr.categories[id]?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
          .map((a) => a.id)
        console.log(`  ${id} below ${bar}: ${misses.join(', ')}`)
      }
    }
    if (jsKb > JS_BUDGET_KB) failed = true
  }
} finally {
  await chrome.kill()
  await server.stop()
}
if (failed) console.log(`Some figures miss the bars (${Object.entries(BARS).map(([k, v]) => `${k} ≥ ${v}`).join(', ')}, JS ≤ ${JS_BUDGET_KB} KB).`)
process.exit(strict && failed ? 1 : 0)
