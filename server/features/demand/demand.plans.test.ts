import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { queryCapture } from '#server/test/query-capture.ts'
import { demandGrid, demandRows, topAreas, type DemandDeps } from './demand.service.ts'

type PgPlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PgPlanNode[] }

function* pgNodes(node: PgPlanNode): Generator<PgPlanNode> {
  yield node
  for (const child of node.Plans ?? []) yield* pgNodes(child)
}

/**
 * Every statement of the grid, the top areas and the CSV reads `rides` through rides_demand_idx
 * and the supply tables through their primary keys: a period is an index range, never a scan.
 */
describe.each(DIALECTS)('demand figures come from indexes on %s', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-16T09:30:00Z') })
    // a few thousand rides over 10 days in 50 cells, so the planners price the indexes on real figures
    const passenger = await ctx.createUser({ type: 'PASSENGER' })
    const rows = Array.from({ length: 3_000 }, (_, i) => {
      const at = new Date(Date.parse('2026-03-06T09:30:00Z') + i * 288_000).toISOString()
      return {
        id: `ride-${i}`,
        passengerId: passenger.id,
        status: i % 4 === 0 ? 'EXPIRED' : 'COMPLETED',
        fareKurus: 0,
        distanceMetres: 0,
        durationSeconds: 0,
        pickupAddress: 'Taksim',
        pickupLat: 41,
        pickupLng: 29,
        pickupCell: `${2050 + (i % 5)}:${1450 + (i % 10)}`,
        createdAt: at,
      }
    })
    for (let i = 0; i < rows.length; i += 200)
      await ctx.db
        .insertInto('rides')
        .values(rows.slice(i, i + 200))
        .execute()
    // PostgreSQL: vacuumed, as autovacuum keeps a real table, so an index-only scan is priced as one
    await (dialect === 'postgres' ? sql`vacuum analyze rides` : sql`analyze`).execute(ctx.db)
  })
  afterAll(async () => ctx?.destroy())

  /** How each table of a statement is read: `table:index` (or `table:SCAN`). */
  async function accessOf(query: { sql: string; parameters: readonly unknown[] }): Promise<string[]> {
    if (dialect === 'sqlite') {
      const plan = await ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      )
      return plan.rows
        .map((r) => /^(SEARCH|SCAN) (\w+)(?: USING (?:COVERING )?INDEX (\w+)| USING PRIMARY KEY)?/.exec(r.detail))
        .filter((m) => m !== null && m[2] !== 'CONSTANT')
        .map((m) => `${m![2]}:${m![1] === 'SCAN' && !m![3] ? 'SCAN' : (m![3] ?? 'pk')}`)
    }
    return ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx)
      const result = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PgPlanNode }[] }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      )
      return [...pgNodes(result.rows[0]!['QUERY PLAN'][0]!.Plan)]
        .filter((n) => n['Relation Name'])
        .map((n) => {
          // a bitmap heap scan reads the index of its child
          const index = n['Index Name'] ?? n.Plans?.[0]?.['Index Name']
          return `${n['Relation Name']}:${n['Node Type'] === 'Seq Scan' ? 'SCAN' : `${index}`}`
        })
    })
  }

  it('reads rides by rides_demand_idx and the samples by their keys', async () => {
    const capture = queryCapture(dialect)
    const deps: DemandDeps = { db: ctx.db.withPlugin(capture.plugin), dialect, now: () => ctx.now }
    await demandGrid(deps, { period: '7d', hour: 8 })
    await demandGrid(deps, { period: 'today' })
    await topAreas(deps, '7d')
    await demandRows(deps, '7d')
    const statements = capture.take()
    expect(statements.length).toBeGreaterThanOrEqual(9)
    const access = (await Promise.all(statements.map(accessOf))).flat()
    expect(access.filter((a) => a.startsWith('rides:')).length).toBeGreaterThanOrEqual(3)
    for (const a of access) expect(a).not.toMatch(/:SCAN$/)
    for (const a of access.filter((x) => x.startsWith('rides:'))) expect(a).toBe('rides:rides_demand_idx')
  })
})
