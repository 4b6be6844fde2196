import type { Dialect } from '#server/db/database.ts'
import { createTestContext, type TestContext } from '#server/test/context.ts'
import type { TestUser } from '#server/test/api-world.ts'

export type ReceiptsWorld = {
  ctx: TestContext
  passenger: TestUser
  other: TestUser
  driver: TestUser
  otherDriver: TestUser
  cookies: { passenger: string; other: string; driver: string; otherDriver: string; admin: string }
  rides: { completed: string; feeCancel: string; nextWeek: string; freeCancel: string; othersRide: string }
}

/**
 * Issue 15's test world on Tuesday 24 November 2026: the week of Monday 16 November holds a
 * completed ride with tolls, a cancellation with a fee at Sunday 23:59 Istanbul and another
 * passenger's ride with the same driver; Monday 23 November 00:00 Istanbul starts the next week.
 */
export async function createReceiptsWorld(dialect: Dialect): Promise<ReceiptsWorld> {
  const ctx = await createTestContext(dialect, { now: new Date('2026-11-24T06:00:00Z') })
  const passenger = await ctx.createUser({ type: 'PASSENGER', firstName: 'Ayşe', lastName: 'Işık' })
  const other = await ctx.createUser({ type: 'PASSENGER' })
  const driver = await ctx.createUser({
    type: 'DRIVER',
    firstName: 'Şükrü',
    lastName: 'Güneş',
    driver: {
      licenseNumber: 'L-9',
      isVerified: true,
      isOnline: false,
      vehicle: { brand: 'Fiat', model: 'Egea', year: 2023, plate: '34 ŞĞ 123', color: 'Sarı' },
    },
  })
  const otherDriver = await ctx.createUser({ type: 'DRIVER' })
  const admin = await ctx.createUser({ type: 'ADMIN' })
  const ride = (
    input: Parameters<TestContext['createRide']>[0],
    extra: { tollsKurus?: number; cancellationFeeKurus?: number; paymentMethod?: string } = {},
  ) =>
    ctx
      .createRide({
        pickupAddress: 'Kadıköy İskele',
        dropoffAddress: 'Şişli Camii',
        distanceMetres: 5235,
        durationSeconds: 870,
        ...input,
      })
      .then(async (id) => {
        if (Object.keys(extra).length) await ctx.db.updateTable('rides').set(extra).where('id', '=', id).execute()
        return id
      })
  const rides = {
    completed: await ride(
      {
        passengerId: passenger.id,
        driverId: driver.id,
        status: 'COMPLETED',
        fareKurus: 12_345,
        createdAt: '2026-11-17T09:00:00Z',
      },
      { tollsKurus: 1_500, paymentMethod: 'CARD' },
    ),
    // Sunday 22 November 23:59 in Istanbul: still the week of the 16th
    feeCancel: await ride(
      {
        passengerId: passenger.id,
        driverId: driver.id,
        status: 'CANCELLED',
        fareKurus: 8_000,
        createdAt: '2026-11-22T20:59:00Z',
      },
      { cancellationFeeKurus: 2_500 },
    ),
    // Monday 23 November 00:00 in Istanbul: the next week
    nextWeek: await ride(
      {
        passengerId: passenger.id,
        driverId: driver.id,
        status: 'COMPLETED',
        fareKurus: 10_000,
        createdAt: '2026-11-22T21:00:00Z',
      },
      { paymentMethod: 'CASH' },
    ),
    freeCancel: await ride({
      passengerId: passenger.id,
      driverId: driver.id,
      status: 'CANCELLED',
      fareKurus: 7_000,
      createdAt: '2026-11-18T10:00:00Z',
    }),
    othersRide: await ride({
      passengerId: other.id,
      driverId: driver.id,
      status: 'COMPLETED',
      fareKurus: 99_999,
      createdAt: '2026-11-18T08:00:00Z',
    }),
  }
  return {
    ctx,
    passenger,
    other,
    driver,
    otherDriver,
    rides,
    cookies: {
      passenger: await ctx.signIn(passenger),
      other: await ctx.signIn(other),
      driver: await ctx.signIn(driver),
      otherDriver: await ctx.signIn(otherDriver),
      admin: await ctx.signIn(admin),
    },
  }
}
