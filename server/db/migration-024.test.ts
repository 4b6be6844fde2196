import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { backfillAcceptedUntil } from './migrations/024-accepted-until.ts'

describe.each(DIALECTS)('migration 024 (acceptedUntil) on %s', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())

  it('backfills the accepted expiry from the rows VALID today, and only from those', async () => {
    const driverId = (await ctx.createUser({ type: 'DRIVER' })).id
    const at = new Date('2026-03-15T12:00:00Z').toISOString()
    const row = (kind: string, status: string, expiresOn: string) => ({
      id: `doc-${kind}`,
      driverId,
      kind,
      number: `${kind}-1`,
      issuedOn: '2025-01-10',
      expiresOn,
      status,
      createdAt: at,
      updatedAt: at,
    })
    await ctx.db
      .insertInto('driver_documents')
      .values([
        row('INSURANCE', 'VALID', '2026-09-01'),
        row('INSPECTION', 'PENDING', '2027-01-10'),
        row('DRIVER_PERMIT', 'REJECTED', '2027-02-10'),
      ])
      .execute()
    await backfillAcceptedUntil(ctx.db as unknown as Kysely<unknown>)
    const rows = await ctx.db
      .selectFrom('driver_documents')
      .select(['kind', 'acceptedUntil'])
      .where('driverId', '=', driverId)
      .orderBy('kind')
      .execute()
    expect(rows).toEqual([
      { kind: 'DRIVER_PERMIT', acceptedUntil: null },
      { kind: 'INSPECTION', acceptedUntil: null },
      { kind: 'INSURANCE', acceptedUntil: '2026-09-01' },
    ])
  })
})
