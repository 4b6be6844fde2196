import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkViolation, uniqueViolation } from '#server/test/constraint-errors.ts'
import { bareRideRow, createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'

describe.each(DIALECTS)('migration 003 (ride lifecycle) on %s', (dialect) => {
  let ctx: TestContext
  let passengerId: string
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    passengerId = (await ctx.createUser({ type: 'PASSENGER' })).id
  })
  afterAll(async () => ctx?.destroy())

  it('keeps a ride written the old way valid, with no fee and no lifecycle data', async () => {
    const id = await ctx.createRide({ passengerId, status: 'IN_PROGRESS' })
    const ride = await ctx.db.selectFrom('rides').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(ride).toMatchObject({ status: 'IN_PROGRESS', city: null, cancellationFeeKurus: 0, ratingForDriver: null })
  })

  it('refuses a second ride of one passenger with the same idempotency key', async () => {
    const base = { ...bareRideRow(passengerId), pickupAddress: 'a', dropoffAddress: 'b' }
    await ctx.db
      .insertInto('rides')
      .values({ ...base, id: 'r-key-1', idempotencyKey: 'k1' })
      .execute()
    await expect(
      ctx.db
        .insertInto('rides')
        .values({ ...base, id: 'r-key-2', idempotencyKey: 'k1' })
        .execute(),
    ).rejects.toThrow(uniqueViolation('rides_passenger_idempotency_key', 'rides', ['passengerId', 'idempotencyKey']))
    // rides without a key (the CLI's) never collide
    await ctx.db
      .insertInto('rides')
      .values({ ...base, id: 'r-nokey-1' })
      .execute()
    await ctx.db
      .insertInto('rides')
      .values({ ...base, id: 'r-nokey-2' })
      .execute()
  })

  it('refuses a rating outside 1–5, a negative fee and an unknown payment method', async () => {
    const id = await ctx.createRide({ passengerId })
    const update = (set: Record<string, unknown>) => ctx.db.updateTable('rides').set(set).where('id', '=', id).execute()
    await expect(update({ ratingForDriver: 6 })).rejects.toThrow(checkViolation('ratingForDriver'))
    await expect(update({ ratingForPassenger: 0 })).rejects.toThrow(checkViolation('ratingForPassenger'))
    await expect(update({ cancellationFeeKurus: -1 })).rejects.toThrow(checkViolation('cancellationFeeKurus'))
    await expect(update({ paymentMethod: 'BITCOIN' })).rejects.toThrow(checkViolation('paymentMethod'))
    await update({ ratingForDriver: 5, paymentMethod: 'CASH' })
  })
})
