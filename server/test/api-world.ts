import { afterAll } from 'vitest'
import type { Dialect } from '#server/db/database.ts'
import { createTestContext, PUBLIC_URL, randomIp, type TestContext } from './context.ts'
import { signInStaff } from './staff-sign-in.ts'

export type TestUser = { id: string; email: string; password: string }

export const json = (body: string) => JSON.parse(body)

/**
 * One world per dialect for a whole test file, built on first use and destroyed after the file's
 * last test, so several `describe.each(DIALECTS)` blocks (one per endpoint) share it in order.
 */
export function onePerDialect<T extends { ctx: TestContext }>(create: (dialect: Dialect) => Promise<T>) {
  const made = new Map<Dialect, Promise<T>>()
  afterAll(async () => {
    for (const world of made.values()) await (await world).ctx.destroy()
  })
  return (dialect: Dialect): Promise<T> => {
    if (!made.has(dialect)) made.set(dialect, create(dialect))
    return made.get(dialect)!
  }
}

/** GET with an optional cookie, and POST from the site's origin with a fresh client address each time. */
export function httpOf(ctx: () => TestContext) {
  return {
    get: (url: string, cookie?: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } }),
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { origin: PUBLIC_URL, 'x-forwarded-for': randomIp(), ...headers },
      }),
  }
}

export type ApiWorld = {
  ctx: TestContext
  passenger: TestUser
  otherPassenger: TestUser
  driver: TestUser
  admin: TestUser
  passengerCookie: string
  driverCookie: string
  adminCookie: string
}

/**
 * The API tests' world on 15 March 2026: a passenger with three rides with the driver (two of them
 * in March in Istanbul), another passenger with one ride and no driver, and an admin; all signed in.
 */
export async function createApiWorld(dialect: Dialect): Promise<ApiWorld> {
  const ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  const passenger = await ctx.createUser({
    type: 'PASSENGER',
    city: 'Istanbul',
    phone: '05321234567',
    ratingCenti: 485,
  })
  const otherPassenger = await ctx.createUser({ type: 'PASSENGER' })
  const driver = await ctx.createUser({
    type: 'DRIVER',
    ratingCenti: 487,
    balanceKurus: 12_345,
    driver: {
      licenseNumber: 'L-1',
      isVerified: true,
      isOnline: true,
      vehicle: { brand: 'Fiat', model: 'Egea', year: 2023, plate: '34 ABC 12', color: 'Sarı' },
    },
  })
  const admin = await ctx.createUser({ type: 'ADMIN' })
  await ctx.createRide({
    passengerId: passenger.id,
    driverId: driver.id,
    status: 'COMPLETED',
    fareKurus: 12_345,
    createdAt: '2026-03-01T08:00:00Z',
  })
  await ctx.createRide({
    passengerId: passenger.id,
    driverId: driver.id,
    status: 'COMPLETED',
    fareKurus: 10_000,
    createdAt: '2026-02-28T21:30:00Z',
  }) // 1 March 00:30 in Istanbul
  await ctx.createRide({
    passengerId: passenger.id,
    driverId: driver.id,
    status: 'CANCELLED',
    fareKurus: 5_000,
    createdAt: '2026-02-28T20:59:00Z',
  }) // still February in Istanbul
  await ctx.createRide({
    passengerId: otherPassenger.id,
    driverId: null,
    status: 'COMPLETED',
    fareKurus: 99_999,
    createdAt: '2026-03-02T08:00:00Z',
  })
  return {
    ctx,
    passenger,
    otherPassenger,
    driver,
    admin,
    passengerCookie: await ctx.signIn(passenger),
    driverCookie: await ctx.signIn(driver),
    adminCookie: await signInStaff(ctx, admin),
  }
}
