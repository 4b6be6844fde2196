import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { toNumber } from './database.ts'

/**
 * The per-user ride counters of migration 004 follow every write to `rides` in the same
 * transaction: they must always equal what counting the rides gives.
 */
describe.each(DIALECTS)('ride counters on %s', (dialect) => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())

  /** Counters of one user, as sorted "side status rides fare" lines (rows at zero left out). */
  async function counters(userId: string): Promise<string[]> {
    const rows = await ctx.db
      .selectFrom('ride_counts')
      .selectAll()
      .where('userId', '=', userId)
      .where('rides', '!=', 0)
      .execute()
    return rows.map((r) => `${r.side} ${r.status} ${toNumber(r.rides)} ${toNumber(r.fareKurus)}`).sort()
  }

  it('counts inserts, status and fare changes, deletes, and a driver who is deleted', async () => {
    const passenger = await ctx.createUser({ type: 'PASSENGER' })
    const driver = await ctx.createUser({ type: 'DRIVER' })
    const first = await ctx.createRide({
      passengerId: passenger.id,
      driverId: driver.id,
      status: 'IN_PROGRESS',
      fareKurus: 1_000,
    })
    await ctx.createRide({ passengerId: passenger.id, driverId: driver.id, status: 'COMPLETED', fareKurus: 2_500 })
    await ctx.createRide({ passengerId: passenger.id, status: 'CANCELLED', fareKurus: 0 })
    expect(await counters(passenger.id)).toEqual([
      'PASSENGER CANCELLED 1 0',
      'PASSENGER COMPLETED 1 2500',
      'PASSENGER IN_PROGRESS 1 1000',
    ])
    expect(await counters(driver.id)).toEqual(['DRIVER COMPLETED 1 2500', 'DRIVER IN_PROGRESS 1 1000'])

    await ctx.db.updateTable('rides').set({ status: 'COMPLETED', fareKurus: 1_200 }).where('id', '=', first).execute()
    expect(await counters(passenger.id)).toEqual(['PASSENGER CANCELLED 1 0', 'PASSENGER COMPLETED 2 3700'])
    expect(await counters(driver.id)).toEqual(['DRIVER COMPLETED 2 3700'])

    await ctx.db.deleteFrom('rides').where('id', '=', first).execute()
    expect(await counters(passenger.id)).toEqual(['PASSENGER CANCELLED 1 0', 'PASSENGER COMPLETED 1 2500'])

    // Deleting the driver sets driverId to null on their rides: the passenger keeps theirs.
    await ctx.db.deleteFrom('users').where('id', '=', driver.id).execute()
    expect(await counters(driver.id)).toEqual([])
    expect(await counters(passenger.id)).toEqual(['PASSENGER CANCELLED 1 0', 'PASSENGER COMPLETED 1 2500'])

    // Deleting the passenger removes their rides and their counters, and leaves no orphan row.
    await ctx.db.deleteFrom('users').where('id', '=', passenger.id).execute()
    const left = await ctx.db
      .selectFrom('ride_counts')
      .select('userId')
      .where('userId', 'in', [passenger.id, driver.id])
      .execute()
    expect(left).toEqual([])
  })
})
