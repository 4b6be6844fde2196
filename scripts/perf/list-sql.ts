/**
 * What each list page costs in SQL at 1,000,000 rides (issue 30): `npm run bench:list-sql --
 * [--data-dir bench-data/sqlite-full] [--rounds 5] [--runs 2000]`, on the data set `npm run bench`
 * generates (SQLite). For each page, the statement the product runs (built by its own query code),
 * the same page reading whole rows (what the lists did before issue 30), and the reference: the
 * page's keys alone from the same index. Prints each statement's plan (EXPLAIN QUERY PLAN) and the
 * medians of the rounds in µs per statement and as ratios to the reference of the same round (the
 * machine is shared).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect, sql, type Compilable } from 'kysely'
import type { Database as Schema } from '#server/db/schema.ts'
import type { Db } from '#server/db/database.ts'
import { ridesWithCities } from '#server/features/rides/index.ts'
import { SCALE_ACCOUNTS } from '#server/features/scale/scale.service.ts'
import { USER_SUMMARY_COLUMNS } from '#server/features/users/index.ts'

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: path.resolve(import.meta.dirname, '../../bench-data/sqlite-full') },
    rounds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '2000' },
  },
})
const sqlite = new Database(path.join(args['data-dir']!, 'durak.sqlite'), { readonly: true, fileMustExist: true })
const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) }) as unknown as Db
const idOf = (email: string) =>
  (sqlite.prepare('select id from users where email = ?').get(email) as { id: string } | undefined)?.id ??
  (() => {
    throw new Error(`${email} is not in the data set: run \`npm run bench\` once to generate it`)
  })()
const passengerId = idOf(SCALE_ACCOUNTS.heavyPassenger)
const driverId = idOf(SCALE_ACCOUNTS.heavyDriver)

/** A page newest first, as keyset.ts orders every list (the first page: `limit` rows and one more). */
type Orderable = { orderBy(column: string, direction: 'desc'): Orderable; limit(n: number): Compilable }
const newest = (query: unknown, limit: number): Compilable => {
  const q = query as Orderable
  return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit)
}
type RideFilter = Parameters<typeof ridesWithCities>[1]
const ridePage = (filter: RideFilter) => ({
  product: newest(ridesWithCities(db, filter), 11),
  wholeRows: newest(ridesWithCities(db, filter).selectAll('rides'), 11),
  reference: newest(
    Object.entries(filter).reduce(
      (q, [column, value]) => q.where(column as 'status', '=', value as string),
      db.selectFrom('rides').select(['rides.id', 'rides.createdAt']),
    ),
    11,
  ),
})
const usersPage = (userType?: string) => {
  // as users.queries.ts filters a type: upper(), the users_type_createdAt_idx expression
  const users = () =>
    userType
      ? db.selectFrom('users').where(sql<string>`upper(${sql.ref('userType')})`, '=', userType)
      : db.selectFrom('users')
  return {
    product: newest(users().select(USER_SUMMARY_COLUMNS), 21),
    wholeRows: newest(users().selectAll(), 21),
    reference: newest(users().select(['users.id', 'users.createdAt']), 21),
  }
}
const pages: Record<string, Record<'product' | 'wholeRows' | 'reference', Compilable>> = {
  '/me/rides (passenger)': ridePage({ passengerId }),
  '/me/rides (driver)': ridePage({ driverId }),
  '/rides?status=COMPLETED, /admin/rides': ridePage({ status: 'COMPLETED' }),
  '/users, /admin/users': usersPage(),
  '/users?userType=DRIVER': usersPage('DRIVER'),
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const runs = Number(args.runs)
const perStatementUs = (compiled: { sql: string; parameters: readonly unknown[] }) => {
  const statement = sqlite.prepare(compiled.sql)
  const started = process.hrtime.bigint()
  for (let i = 0; i < runs; i++) statement.all(...compiled.parameters)
  return Number(process.hrtime.bigint() - started) / runs / 1000
}

const results: Record<string, { product: number[]; wholeRows: number[]; reference: number[] }> = {}
for (const [page, statements] of Object.entries(pages)) {
  const compiled = statements.product.compile()
  const plan = sqlite.prepare(`explain query plan ${compiled.sql}`).all(...compiled.parameters) as { detail: string }[]
  console.log(`${page}\n  ${compiled.sql}\n  plan: ${plan.map((p) => p.detail).join(' | ')}`)
}
for (let round = 1; round <= Number(args.rounds); round++) {
  for (const [page, statements] of Object.entries(pages)) {
    const row = (results[page] ??= { product: [], wholeRows: [], reference: [] })
    for (const kind of ['reference', 'product', 'wholeRows'] as const)
      row[kind].push(perStatementUs(statements[kind].compile()))
  }
}
console.log(`\nµs per statement, median of ${args.rounds} rounds of ${runs} (× the page's keys alone, same round)`)
console.log('| page | keys alone (reference) | as listed (product) | whole rows (before) |')
console.log('| --- | --- | --- | --- |')
for (const [page, r] of Object.entries(results)) {
  const ratio = (kind: 'product' | 'wholeRows') => median(r[kind].map((us, i) => us / r.reference[i]!)).toFixed(1)
  console.log(
    `| ${page} | ${median(r.reference).toFixed(0)} | ${median(r.product).toFixed(0)} (${ratio('product')}×) | ${median(r.wholeRows).toFixed(0)} (${ratio('wholeRows')}×) |`,
  )
}
