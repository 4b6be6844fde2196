import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { DEMO_ACCOUNTS } from '#server/demo/seed.ts'
import { startServer } from '../e2e/server.ts'

/**
 * `npm run audit:web`: Lighthouse (mobile preset, Debian's Chromium) on the built app, served by
 * the real server with the demo data: the public pages as a Turkish visitor at the Turkish URLs
 * and as an English one at /en, both dashboards signed in, and the web app's two pages signed in
 * in both languages (issue 23: the passenger's /taksi-cagir, the verified driver's /surucu), and
 * operations' live map signed in as the demo admin with two-factor (issue 25: first paint ≤ 2.5 s,
 * JavaScript ≤ 250 KB with the map). Prints the median of `--runs` (default 3) for the four scores,
 * the JavaScript each page loads (transfer size) and the first contentful paint.
 * `--strict` exits 1 when a figure misses issue 10's bars. Paths given on the command line
 * replace the default list (`/x` Turkish, `/en/x` English). `--details` prints each run's
 * paint and blocking metrics and the largest paint's element.
 */
const args = process.argv.slice(2)
const strict = args.includes('--strict')
const details = args.includes('--details')
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3)
const SIGNED_IN = [
  { path: '/passenger-dashboard', account: DEMO_ACCOUNTS.passenger, kind: 'dashboard' },
  { path: '/driver-dashboard', account: DEMO_ACCOUNTS.driver, kind: 'dashboard' },
  { path: '/taksi-cagir', account: DEMO_ACCOUNTS.passenger, kind: 'app' },
  { path: '/en/call-a-taxi', account: DEMO_ACCOUNTS.passenger, kind: 'app' },
  { path: '/surucu', account: DEMO_ACCOUNTS.driver, kind: 'app' },
  { path: '/en/driver', account: DEMO_ACCOUNTS.driver, kind: 'app' },
  { path: '/admin/canli', account: DEMO_ACCOUNTS.admin, kind: 'ops' },
  { path: '/en/admin/canli', account: DEMO_ACCOUNTS.admin, kind: 'ops' },
] as const
const given = args.filter((a) => a.startsWith('/'))
const isSignedIn = (path: string) => SIGNED_IN.some((d) => d.path === path)
const PUBLIC = ['/', '/destek', '/privacy-policy', '/passenger-login', '/passenger-registration']
const publicPaths = given.length
  ? given.filter((p) => !isSignedIn(p))
  : [...PUBLIC, ...PUBLIC.map((p) => (p === '/' ? '/en' : `/en${p}`))]
const signedInPages = SIGNED_IN.filter((d) => !given.length || given.includes(d.path))
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const PUBLIC_BARS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }
const DASHBOARD_BARS = { performance: 95, accessibility: 0, 'best-practices': 0, seo: 0 }
// issue 23: Lighthouse mobile ≥ 95 on both pages signed in; at most 160 KB of JavaScript, the map included
const APP_BARS = DASHBOARD_BARS
// issue 25: the live map's first paint within 2.5 s of signing in (here: of its load, signed in), JS ≤ 250 KB
const OPS_BARS = { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 }
const OPS_FIRST_PAINT_MS = 2_500
const JS_BUDGET_KB = { public: 130, dashboard: 200, app: 160, ops: 250 }

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

/** Signs in by password; a staff account then enrols two-factor and sends its first code. Returns the cookies. */
async function signIn(account: { email: string; password: string }, isStaff = false): Promise<string> {
  const jar = new Map<string, string>()
  const post = async (path: string, body: object) => {
    const response = await fetch(`${server.url}/api/auth${path}`, {
      method: 'POST',
      headers: {
        origin: server.url,
        'content-type': 'application/json',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`)
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    return response
  }
  await post('/sign-in/email', account)
  if (isStaff) {
    const { totpURI } = (await (await post('/two-factor/enable', { password: account.password })).json()) as {
      totpURI: string
    }
    const secret = base32.decode(new URL(totpURI).searchParams.get('secret')!)
    await post('/two-factor/verify-totp', { code: await createOTP(secret).hotp(Math.floor(Date.now() / 30_000)) })
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function audit(path: string, headers: Record<string, string>) {
  const samples: { scores: Record<string, number>; jsKb: number; firstPaintMs: number }[] = []
  // a run whose trace failed (NO_NAVSTART on a busy machine) scores 0: it is run again, twice at most
  for (let run = 0; samples.length < runs && run < runs + 2; run++) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: headers,
    })
    const lhr = result!.lhr
    if (details) printDetails(path, lhr)
    if (lhr.runtimeError) continue
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
        ?.items ?? []
    samples.push({
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      jsKb:
        requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      firstPaintMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    })
  }
  if (!samples.length) throw new Error(`${path}: every Lighthouse run failed`)
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(samples.map((s) => s.scores[id]!))])) as Record<
      (typeof CATEGORIES)[number],
      number
    >,
    jsKb: median(samples.map((s) => s.jsKb)),
    firstPaintMs: median(samples.map((s) => s.firstPaintMs)),
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
let staffCookie: Promise<string> | undefined
try {
  console.log(`median of ${runs} run(s)        perf  a11y  best   seo   JS KB (transfer)   first paint`)
  const targets = [
    ...publicPaths.map((path) => ({ path, cookie: null as string | null, kind: 'public' as const })),
    ...(await Promise.all(
      signedInPages.map(async (d) => ({
        ...d,
        // the demo admin enrols two-factor at the first sign-in: one staff session serves both languages
        cookie: await (d.kind === 'ops' ? (staffCookie ??= signIn(d.account, true)) : signIn(d.account)),
      })),
    )),
  ]
  for (const target of targets) {
    const lang = target.path.startsWith('/en') ? 'en-US,en;q=0.9' : 'tr-TR,tr;q=0.9'
    const { scores, jsKb, firstPaintMs } = await audit(target.path, {
      'Accept-Language': lang,
      ...(target.cookie ? { Cookie: target.cookie } : {}),
    })
    const bars = { public: PUBLIC_BARS, dashboard: DASHBOARD_BARS, app: APP_BARS, ops: OPS_BARS }[target.kind]
    const misses: string[] = CATEGORIES.filter((id) => scores[id] < bars[id])
    if (target.kind === 'ops' && !(firstPaintMs <= OPS_FIRST_PAINT_MS)) misses.push('first paint')
    if (misses.length || jsKb > JS_BUDGET_KB[target.kind]) failed = true
    console.log(
      `${target.path.padEnd(28)} ${CATEGORIES.map((id) => String(scores[id]).padStart(4)).join('  ')}   ${jsKb.toFixed(1).padStart(6)}   ${Math.round(firstPaintMs)} ms${misses.length ? `  below the bar: ${misses.join(', ')}` : ''}`,
    )
  }
} finally {
  await chrome.kill()
  await server.stop()
}
if (failed) {
  console.log(
    `Some figures miss the bars (public: performance ≥ 98, the rest 100, JS ≤ ${JS_BUDGET_KB.public} KB; dashboards: performance ≥ 95, JS ≤ ${JS_BUDGET_KB.dashboard} KB; /taksi-cagir and /surucu: performance ≥ 95, JS ≤ ${JS_BUDGET_KB.app} KB; /admin/canli: first paint ≤ ${OPS_FIRST_PAINT_MS} ms, JS ≤ ${JS_BUDGET_KB.ops} KB).`,
  )
}
process.exit(strict && failed ? 1 : 0)
