import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notNullViolation } from '#server/test/constraint-errors.ts'
import { bareRideRow, createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { withoutDropoffNotNull } from './migrations/016-optional-dropoff.ts'

describe.each(DIALECTS)('migration 016 (optional destination) on %s', (dialect) => {
  let ctx: TestContext
  let passengerId: string
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    passengerId = (await ctx.createUser({ type: 'PASSENGER' })).id
  })
  afterAll(async () => ctx?.destroy())

  it('stores a ride with no destination, and still refuses one with no pickup', async () => {
    const base = bareRideRow(passengerId)
    await ctx.db
      .insertInto('rides')
      .values({ ...base, id: 'r-no-dest', pickupAddress: 'Taksim', dropoffAddress: null })
      .execute()
    const row = await ctx.db
      .selectFrom('rides')
      .select('dropoffAddress')
      .where('id', '=', 'r-no-dest')
      .executeTakeFirst()
    expect(row).toEqual({ dropoffAddress: null })
    await expect(
      ctx.db
        .insertInto('rides')
        .values({ ...base, id: 'r-no-pickup', pickupAddress: null as unknown as string, dropoffAddress: 'x' })
        .execute(),
    ).rejects.toThrow(notNullViolation('rides', 'pickupAddress'))
  })

  it.runIf(dialect === 'sqlite')('keeps every index of rides and the foreign keys that point at it', async () => {
    const indexes = await sql<{ name: string }>`
      select name from sqlite_master where type = 'index' and tbl_name = 'rides' and sql is not null order by name`.execute(
      ctx.db,
    )
    expect(indexes.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'rides_passenger_createdAt_idx',
        'rides_driver_createdAt_idx',
        'rides_status_createdAt_idx',
        'rides_createdAt_idx',
      ]),
    )
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(ctx.db)).rows).toEqual([
      { foreign_keys: 1 },
    ])
    // a ride's events still belong to it: deleting a ride they point at is refused or cascades, never orphans
    const orphans = await sql`pragma foreign_key_check`.execute(ctx.db)
    expect(orphans.rows).toEqual([])
  })

  it('finds the one NOT NULL to drop, and refuses a table it does not recognise', () => {
    expect(
      withoutDropoffNotNull('create table "rides" ("pickupAddress" text not null, "dropoffAddress" text not null)'),
    ).toBe('create table "rides" ("pickupAddress" text not null, "dropoffAddress" text)')
    expect(() => withoutDropoffNotNull('create table "rides" ("dropoffAddress" text)')).toThrow(
      'rides.dropoffAddress NOT NULL not found',
    )
  })
})
