import type { FastifyInstance } from 'fastify'
import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { weekOf } from '#shared/receipts/week.ts'
import { createAuth } from '#server/core/auth.ts'
import type { Db } from '#server/db/database.ts'
import { generateScaleData, SCALE_ACCOUNTS } from '#server/features/scale/scale.service.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from '#server/test/context.ts'
import { queryCapture, type CapturedQuery } from '#server/test/query-capture.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'

/**
 * Every statement the dashboards', the receipts' (lookup by number, CSV and PDF range exports, in
 * all their keyset batches) and the admin's endpoints run, captured from the real routes
 * on a few thousand generated rides, must be served by an index: no scan of `rides` or `users`,
 * no sort of their rows in a temporary B-tree (SQLite) or a Sort node (PostgreSQL, with
 * sequential scans and sorts priced out, so only a missing index can leave one in the plan).
 * SQLite's "SCAN rides USING INDEX x" of a LIMIT query with no temporary B-tree is the index
 * read in its own order that stops after LIMIT rows (newest first, no filter): that one passes.
 */
const TOUCHES_BIG_TABLE = /\bfrom\s+"(rides|users)"|\bjoin\s+"(rides|users)"/i

async function sqlitePlanProblems(db: Db, query: CapturedQuery): Promise<string[]> {
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  )
  const details = plan.rows.map((r) => r.detail)
  const sorts = TOUCHES_BIG_TABLE.test(query.sql) ? details.filter((d) => /TEMP B-TREE/.test(d)) : []
  const walksIndexInOrder = (d: string) =>
    /USING (COVERING )?INDEX/.test(d) && /\blimit\s+\?/i.test(query.sql) && !sorts.length
  const scans = details.filter((d) => /^SCAN (TABLE )?(rides|users)\b/.test(d) && !walksIndexInOrder(d))
  return [...scans, ...sorts]
}

type PgPlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PgPlanNode[] }

function* pgNodes(node: PgPlanNode): Generator<PgPlanNode> {
  yield node
  for (const child of node.Plans ?? []) yield* pgNodes(child)
}

async function postgresPlanProblems(db: Db, query: CapturedQuery): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    await sql`set local enable_sort = off`.execute(trx)
    const result = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PgPlanNode }[] }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    )
    const nodes = [...pgNodes(result.rows[0]!['QUERY PLAN'][0]!.Plan)]
    return nodes
      .filter(
        (n) =>
          (n['Node Type'] === 'Seq Scan' && /^(rides|users)$/.test(n['Relation Name'] ?? '')) ||
          (n['Node Type'] === 'Sort' && TOUCHES_BIG_TABLE.test(query.sql)),
      )
      .map((n) => `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`)
  })
}

describe.each(DIALECTS)('query plans of the dashboard and admin endpoints on %s', (dialect) => {
  let ctx: TestContext
  let app: FastifyInstance
  const capture = queryCapture(dialect)
  const cookies: Record<'passenger' | 'driver' | 'admin', string> = { passenger: '', driver: '', admin: '' }

  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    const sizes = { rides: 3_000, passengers: 200, drivers: 20, heavyPassengerRides: 600, heavyDriverRides: 900 }
    await generateScaleData(ctx, { ...sizes, password: 'secret-123', seed: 7, batchSize: 1_000 })
    if (dialect === 'postgres') await sql`analyze`.execute(ctx.db)
    // The same app, built around an instance that records every statement.
    const db = ctx.db.withPlugin(capture.plugin)
    const mailer = { describe: 'memory', send: async () => {} }
    const auth = createAuth({
      db,
      dialect,
      secret: 'plan-test-secret-0123456789-abcdefghij',
      publicUrl: PUBLIC_URL,
      mailer,
      quiet: true,
    })
    app = await buildApp({
      db,
      dialect,
      auth,
      publicUrl: PUBLIC_URL,
      client: null,
      now: () => new Date(),
      trustProxy: 1,
    })
    const emails = {
      passenger: SCALE_ACCOUNTS.heavyPassenger,
      driver: SCALE_ACCOUNTS.heavyDriver,
      admin: SCALE_ACCOUNTS.admin,
    }
    for (const [who, email] of Object.entries(emails) as [keyof typeof cookies, string][]) {
      if (who === 'admin') {
        cookies[who] = await signInStaff({ app }, { email, password: 'secret-123' })
        continue
      }
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        payload: { email, password: 'secret-123' },
      })
      expect(response.statusCode).toBe(200)
      cookies[who] = ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; ')
    }
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await ctx?.destroy()
  })

  /** GET `path` and the page after it; returns the statements both ran. */
  async function statementsOf(who: keyof typeof cookies, path: string): Promise<CapturedQuery[]> {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } })
    await get(path) // the first request of an instance makes better-auth look at its tables
    capture.take()
    const first = await get(path)
    expect(first.statusCode, first.body).toBe(200)
    const isJson = String(first.headers['content-type']).startsWith('application/json')
    const cursor = isJson ? (first.json() as { nextCursor?: string | null }).nextCursor : null
    if (cursor) {
      const next = await get(`${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`)
      expect(next.statusCode, next.body).toBe(200)
    }
    return capture.take()
  }

  const endpoints: [keyof typeof cookies, string][] = [
    ['passenger', '/api/v1/me'],
    ['passenger', '/api/v1/me/summary'],
    ['passenger', '/api/v1/me/rides?limit=10'],
    ['passenger', '/api/v1/me/rides?limit=10&status=COMPLETED'],
    ['driver', '/api/v1/me'],
    ['driver', '/api/v1/me/summary'],
    ['driver', '/api/v1/me/rides?limit=10'],
    ['driver', '/api/v1/driver/statements'],
    ['driver', `/api/v1/driver/statements/${weekOf(new Date()).weekStart}`],
    ['driver', `/api/v1/driver/statements/${weekOf(new Date()).weekStart}/rides?limit=10`],
    ['admin', '/api/v1/users'],
    ['admin', '/api/v1/users?userType=DRIVER'],
    ['admin', '/api/v1/users?userType=PASSENGER'],
    ['admin', '/api/v1/rides'],
    ['admin', '/api/v1/rides?status=COMPLETED'],
    // the back-office (issue 14)
    ['admin', '/api/v1/admin/users'],
    ['admin', '/api/v1/admin/users?userType=DRIVER'],
    ['admin', `/api/v1/admin/users?q=${encodeURIComponent(SCALE_ACCOUNTS.passenger(3))}`],
    ['admin', '/api/v1/admin/users?q=05321234567'],
    ['admin', '/api/v1/admin/rides'],
    ['admin', '/api/v1/admin/rides?status=COMPLETED&from=2025-01-01&to=2026-12-31'],
    ['admin', '/api/v1/admin/rides?from=2025-06-01&to=2025-06-30'],
    ['admin', '/api/v1/admin/overview'],
    ['admin', '/api/v1/admin/audit-log'],
    ['admin', '/api/v1/admin/audit-log?recordType=user&recordId=x'],
    ['admin', '/api/v1/admin/staff'],
    ['admin', '/api/v1/rides?status=CANCELLED&limit=50'],
    // issue 14 part B: verification, KVKK requests, problem reports
    ['passenger', '/api/v1/me/problem-reports'],
    ['passenger', '/api/v1/me/kvkk-requests'],
    ['driver', '/api/v1/me/verification'],
    ['driver', '/api/v1/me/data-export'],
    ['admin', '/api/v1/admin/problem-reports'],
    ['admin', '/api/v1/admin/kvkk-requests'],
    ['admin', '/api/v1/admin/drivers/verification'],
    ['admin', '/api/v1/admin/driver-documents/expiring'],
  ]

  async function planProblemsOf(statements: CapturedQuery[]): Promise<string[]> {
    const problems: string[] = []
    for (const statement of statements) {
      if (!/^\s*(select|update|delete)\b/i.test(statement.sql)) continue
      const found =
        dialect === 'postgres'
          ? await postgresPlanProblems(ctx.db, statement)
          : await sqlitePlanProblems(ctx.db, statement)
      if (found.length) problems.push(`${found.join('; ')}  ←  ${statement.sql}`)
    }
    return problems
  }

  it.each(endpoints)('%s: GET %s reads rides and users through indexes only', async (who, path) => {
    const statements = await statementsOf(who, path)
    expect(statements.length).toBeGreaterThan(0)
    expect(await planProblemsOf(statements)).toEqual([])
  })

  it("finds a receipt by its number, and exports a range's rides as CSV and PDF, through indexes only", async () => {
    const ride = await ctx.db
      .selectFrom('rides')
      .innerJoin('users', 'users.id', 'rides.passengerId')
      .select(['rides.id', 'rides.createdAt'])
      .where('users.email', '=', SCALE_ACCOUNTS.heavyPassenger)
      .where('rides.status', '=', 'COMPLETED')
      .executeTakeFirstOrThrow()
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    const number = receiptNumberOf(ride.id, new Date(ride.createdAt).toISOString())
    const paths = [
      `/api/v1/me/receipts/${number}`,
      `/api/v1/me/receipts/${number}/pdf`,
      // a year of a heavy passenger's rides: several keyset batches of 200
      `/api/v1/me/exports/rides.csv?from=${day(365)}&to=${day(0)}`,
      `/api/v1/me/exports/receipts.pdf?from=${day(60)}&to=${day(0)}`,
    ]
    for (const path of paths) {
      const statements = await statementsOf('passenger', path)
      expect(statements.filter((s) => /\bfrom\s+"rides"/i.test(s.sql)).length, path).toBeGreaterThan(0)
      expect(await planProblemsOf(statements), path).toEqual([])
    }
  })
})
