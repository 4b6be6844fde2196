import { describe, expect, it } from 'vitest'
import { generateScaleData } from '#server/features/scale/scale.service.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { toIso } from '#server/db/database.ts'
import { seedDemoData } from '#server/demo/seed.ts'

/** Accounts whose registration date comes after a ride they took or drove: none may exist. */
async function registeredAfterFirstRide(ctx: TestContext) {
  const users = await ctx.db.selectFrom('users').select(['id', 'email', 'createdAt']).execute()
  const rides = await ctx.db.selectFrom('rides').select(['passengerId', 'driverId', 'createdAt']).execute()
  const firstRide = new Map<string, string>()
  for (const ride of rides)
    for (const id of [ride.passengerId, ride.driverId]) {
      const at = toIso(ride.createdAt)!
      if (id && (!firstRide.has(id) || at < firstRide.get(id)!)) firstRide.set(id, at)
    }
  return {
    ridersChecked: users.filter((u) => firstRide.has(u.id)).length,
    late: users
      .filter((u) => firstRide.has(u.id) && toIso(u.createdAt)! > firstRide.get(u.id)!)
      .map((u) => `${u.email}: registered ${toIso(u.createdAt)}, first ride ${firstRide.get(u.id)}`),
  }
}

describe.each(DIALECTS)(
  'generated data on %s: nobody registers after their first ride (issue 22, item 17)',
  (dialect) => {
    // one database at a time: each test makes its own and drops it before the next one starts
    it('dates every demo account before its first ride', async () => {
      const ctx = await createTestContext(dialect)
      try {
        await seedDemoData({ db: ctx.db, auth: ctx.auth }, new Date())
        const { ridersChecked, late } = await registeredAfterFirstRide(ctx)
        // the Premium passenger, the Free passenger and the driver have rides
        expect(ridersChecked).toBe(3)
        expect(late).toEqual([])
      } finally {
        await ctx.destroy()
      }
    })

    it('dates every scale account before its first ride', async () => {
      const scale = await createTestContext(dialect)
      try {
        await generateScaleData(scale, {
          rides: 600,
          passengers: 40,
          drivers: 10,
          heavyPassengerRides: 100,
          heavyDriverRides: 100,
          password: 'secret-123',
          seed: 11,
          batchSize: 200,
        })
        const { ridersChecked, late } = await registeredAfterFirstRide(scale)
        expect(ridersChecked).toBeGreaterThan(40)
        expect(late).toEqual([])
      } finally {
        await scale.destroy()
      }
    }, 60_000)
  },
)
