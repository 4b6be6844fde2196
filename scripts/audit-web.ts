import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { DEMO_ACCOUNTS } from '#server/db/seed.ts'
import { startServer } from '../e2e/server.ts'

/**
 * `npm run audit:web`: Lighthouse (mobile preset, Debian's Chromium) on the built app, served by
 * the real server with the demo data: the public pages as a Turkish visitor at the Turkish URLs
 * and as an English one at /en, and both dashboards signed in. Prints the median of `--runs`
 * (default 3) for the four scores and the JavaScript each page loads (transfer size).
 * `--strict` exits 1 when a figure misses issue 10's bars. Paths given on the command line
 * replace the default list (`/x` Turkish, `/en/x` English). `--details` prints each run's
 * paint and blocking metrics and the largest paint's element.
 */
const args = process.argv.slice(2)
const strict = args.includes('--strict')
const details = args.includes('--details')
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3)
const DASHBOARDS = [
  { path: '/passenger-dashboard', account: DEMO_ACCOUNTS.passenger },
  { path: '/driver-dashboard', account: DEMO_ACCOUNTS.driver },
]
const given = args.filter((a) => a.startsWith('/'))
const isDashboard = (path: string) => DASHBOARDS.some((d) => d.path === path)
const PUBLIC = ['/', '/destek', '/privacy-policy', '/passenger-login', '/passenger-registration']
const publicPaths = given.length
  ? given.filter((p) => !isDashboard(p))
  : [...PUBLIC, ...PUBLIC.map((p) => (p === '/' ? '/en' : `/en${p}`))]
const dashboards = DASHBOARDS.filter((d) => !given.length || given.includes(d.path))
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const PUBLIC_BARS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }
const DASHBOARD_BARS = { performance: 95, accessibility: 0, 'best-practices': 0, seo: 0 }
const JS_BUDGET_KB = { public: 130, dashboard: 200 }

const server = await startServer({ LOG_LEVEL: 'warn', DEMO_DATA: '1' })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
})

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function audit(path: string, headers: Record<string, string>) {
  const samples: { scores: Record<string, number>; jsKb: number }[] = []
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: headers,
    })
    const lhr = result!.lhr
    if (details) printDetails(path, lhr)
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
        ?.items ?? []
    samples.push({
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      jsKb:
        requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    })
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(samples.map((s) => s.scores[id]!))])) as Record<
      (typeof CATEGORIES)[number],
      number
    >,
    jsKb: median(samples.map((s) => s.jsKb)),
  }
}

/** One run's metrics (ms) and what the largest paint was, for `--details`. */
function printDetails(path: string, lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']) {
  if (lhr.runtimeError)
    console.log(`  ${path}: Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
  const lcpElement = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node?.selector
  console.log(
    `  ${path}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, SI ${ms('speed-index')}, CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}; LCP element ${lcpElement ?? '?'}`,
  )
}

let failed = false
try {
  console.log(`median of ${runs} run(s)        perf  a11y  best   seo   JS KB (transfer)`)
  const targets = [
    ...publicPaths.map((path) => ({ path, cookie: null as string | null, kind: 'public' as const })),
    ...(await Promise.all(
      dashboards.map(async (d) => ({ path: d.path, cookie: await signIn(d.account), kind: 'dashboard' as const })),
    )),
  ]
  for (const target of targets) {
    const lang = target.path.startsWith('/en') ? 'en-US,en;q=0.9' : 'tr-TR,tr;q=0.9'
    const { scores, jsKb } = await audit(target.path, {
      'Accept-Language': lang,
      ...(target.cookie ? { Cookie: target.cookie } : {}),
    })
    const bars = target.kind === 'public' ? PUBLIC_BARS : DASHBOARD_BARS
    const misses = CATEGORIES.filter((id) => scores[id] < bars[id])
    if (misses.length || jsKb > JS_BUDGET_KB[target.kind]) failed = true
    console.log(
      `${target.path.padEnd(28)} ${CATEGORIES.map((id) => String(scores[id]).padStart(4)).join('  ')}   ${jsKb.toFixed(1)}${misses.length ? `  below the bar: ${misses.join(', ')}` : ''}`,
    )
  }
} finally {
  await chrome.kill()
  await server.stop()
}
if (failed) {
  console.log(
    `Some figures miss the bars (public: performance ≥ 98, the rest 100, JS ≤ ${JS_BUDGET_KB.public} KB; dashboards: performance ≥ 95, JS ≤ ${JS_BUDGET_KB.dashboard} KB).`,
  )
}
process.exit(strict && failed ? 1 : 0)
