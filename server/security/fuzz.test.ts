import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PREFIX } from '#shared/api-paths.ts'
import { afterAnswerSettled } from '#server/core/after-answer.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { routeCatalogue } from './route-catalogue.ts'

/**
 * A property-based fuzz of every route the server answers (issue 11): each /api/v1 operation of
 * the route table and each better-auth endpoint, anonymously and signed in, with random, oversized,
 * deeply nested and malformed bodies, query strings and headers. No answer may be a 5xx or show a
 * stack trace or database error text, and the rejected requests change nothing in the database.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 600)

/** What an answer must never show: stack frames, driver and SQL errors, internal exceptions. */
const INTERNALS =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|SQLITE_|sqlite3|syntax error at|relation "|duplicate key|violates|ECONNREFUSED|TypeError|ReferenceError|RangeError|Maximum call stack/i

type Target = { method: string; path: string }

const TABLES = [
  'users',
  'rides',
  'ride_events',
  'account_deletion_requests',
  'accounts',
  'driver_profiles',
  'staff_actions',
  'problem_reports',
  'driver_documents',
  'sessions',
] as const

type Body = { payload: string | undefined; type: string | undefined }

/** Counterexamples print a summary, not 30,000 brackets. */
const shown = (body: Body) =>
  Object.assign(body, {
    [fc.toStringMethod]: () =>
      `${body.type ?? 'no body'} ${body.payload && body.payload.length > 120 ? `${body.payload.slice(0, 60)}… (${body.payload.length} chars)` : JSON.stringify(body.payload)}`,
  })

/** A body as sent on the wire: JSON of anything, text that is not JSON, huge, or nested beyond reason. */
const bodyArb: fc.Arbitrary<Body> = fc
  .oneof(
    fc.jsonValue({ maxDepth: 4 }).map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
    fc
      .anything({ maxDepth: 3 })
      .map((value) => ({ payload: JSON.stringify(value) ?? 'null', type: 'application/json' })),
    fc.string({ maxLength: 200 }).map((text) => ({ payload: text, type: 'application/json' })),
    fc
      .integer({ min: 100, max: 30_000 })
      .map((depth) => ({ payload: '['.repeat(depth) + ']'.repeat(depth), type: 'application/json' })),
    fc
      .integer({ min: 100, max: 5_000 })
      .map((depth) => ({ payload: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth), type: 'application/json' })),
    fc
      .integer({ min: 60_000, max: 200_000 })
      .map((size) => ({ payload: JSON.stringify({ firstName: 'x'.repeat(size) }), type: 'application/json' })),
    fc.string({ maxLength: 100 }).map((text) => ({ payload: text, type: 'text/plain' })),
    fc
      .constantFrom(
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/xml',
      )
      .map((type) => ({ payload: 'a=1&b=2', type })),
    fc.constant({ payload: undefined, type: undefined }),
  )
  .map(shown)

const queryArb = fc.dictionary(
  fc.constantFrom(
    'limit',
    'cursor',
    'status',
    'userType',
    'lat',
    'lng',
    'passengerId',
    'id',
    'token',
    'callbackURL',
    fc.sample(fc.string(), 1)[0]!,
  ),
  fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.constantFrom('-1', '1e309', 'NaN', '99999999999999999999', "' OR 1=1 --", '%00', '../../etc/passwd'),
  ),
  { maxKeys: 4 },
)

const headersArb = fc.record(
  {
    'accept-language': fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('tr', 'en', '*', 'xx-YY;q=2')),
    'x-durak-lang': fc.string({ maxLength: 10 }),
    'idempotency-key': fc.string({ maxLength: 120 }),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'garbage'),
    authorization: fc.oneof(
      fc.constant('Bearer '),
      fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
      fc.string({ maxLength: 30 }),
    ),
  },
  { requiredKeys: [] },
)

describe.each(DIALECTS)('fuzz of every route on %s', (dialect) => {
  let ctx: TestContext
  let targets: Target[]
  let cookie: string
  let cases = 0
  const statuses = new Map<number, number>()

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const row = await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
          return [table, Number(row.n)] as const
        }),
      ),
    )

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    const passenger = await ctx.createUser({ type: 'PASSENGER' })
    await ctx.createRide({ passengerId: passenger.id })
    cookie = await ctx.signIn(passenger)
    const ours = (await routeCatalogue(ctx.app)).map(({ method, path }) => ({ method, path }))
    const api = ctx.auth.api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>
    const authEndpoints = Object.values(api).flatMap((endpoint) => {
      if (!endpoint.path || !endpoint.options?.method) return []
      const methods = [endpoint.options.method].flat().filter((m) => m !== '*')
      return methods.map((method) => ({ method, path: `${AUTH_PREFIX}${endpoint.path}` }))
    })
    targets = [...ours, ...authEndpoints]
  })
  afterAll(async () => {
    console.info(
      `fuzz on ${dialect}: ${cases} requests over ${targets?.length} routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
    await ctx?.destroy()
  })

  it('never answers 5xx or shows internals, and rejected requests change nothing', async () => {
    expect(targets.length).toBeGreaterThan(40)
    let baseline = await counts()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.boolean(),
        bodyArb,
        queryArb,
        headersArb,
        fc.string({ minLength: 1, maxLength: 40 }),
        async (target, signedIn, body, query, headers, param) => {
          const path = target.path.replace(/\{\w+\}|:\w+/g, encodeURIComponent(param))
          const search = new URLSearchParams(query).toString()
          const response = await ctx.app.inject({
            method: target.method as 'POST',
            url: search ? `${path}?${search}` : path,
            headers: {
              origin: PUBLIC_URL,
              'x-forwarded-for': `10.9.${cases % 250}.${1 + (cases % 200)}`,
              ...headers,
              ...(body.type ? { 'content-type': body.type } : {}),
              // signing out (or revoking) would leave every later case anonymous: those go without the cookie
              ...(signedIn && !/sign-out|revoke/.test(path) ? { cookie } : {}),
            },
            ...(body.payload !== undefined && target.method !== 'GET' ? { payload: body.payload } : {}),
          })
          cases++
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
          const what = `${target.method} ${path} (${fc.stringify(body)}) → ${response.statusCode}: ${response.body.slice(0, 300)}`
          expect(response.statusCode, what).toBeLessThan(500)
          expect(INTERNALS.test(response.body), what).toBe(false)
          // a refused request changes nothing; an accepted one (a signed-in deletion request, say)
          // may, and moves the baseline the next refusals are held to
          // work some routes do right after answering (a deletion request's row and mail) lands first
          if (response.statusCode < 400) await afterAnswerSettled()
          const after = await counts()
          if (response.statusCode >= 400) expect(after, what).toEqual(baseline)
          else baseline = after
        },
      ),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    )
    expect(await counts()).toEqual(baseline)
    expect(cases).toBeGreaterThanOrEqual(RUNS)
  }, 300_000)
})
